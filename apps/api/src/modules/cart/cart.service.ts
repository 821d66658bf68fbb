import { apiMessages, paiseToRupees, type AddToCart, type CartLine, type UpdateCart } from '@bazaar/domain';
import type { Db } from '../../db/database.js';
import { ConflictError, NotFoundError } from '../../platform/errors.js';
import { nowIso } from '../../platform/ids.js';
import { findProductForSale, findProductsForSale } from '../inventory/inventory.service.js';
import * as repo from './cart.repository.js';

// A cart shows only what can still be bought: lines of hidden or draft products stay stored (they come back
// if the seller shows the product again) but are neither listed nor counted.
async function linesForSale(db: Db, userId: string) {
  const lines = await repo.linesOfUser(db, userId);
  const products = await findProductsForSale(
    db,
    lines.map((line) => line.productId),
  );
  return lines.flatMap((line) => {
    const product = products.get(line.productId);
    return product ? [{ ...product, quantity: line.quantity }] : [];
  });
}

/** contract: `cartCount` = the number of distinct products in the cart (those that can still be bought). */
export const cartCount = async (db: Db, userId: string): Promise<number> =>
  (await linesForSale(db, userId)).length;

/**
 * Adds units of a product to the cart: 404 for an unknown, hidden or draft product, 409 when the line would
 * hold more than the stock. Answers the new cartCount. The add is one conditional upsert, so adds arriving
 * together all count and never pass the stock.
 */
export async function addToCart(db: Db, userId: string, input: AddToCart): Promise<number> {
  const product = await findProductForSale(db, input.productId);
  if (!product) throw new NotFoundError(apiMessages.productNotFound);
  const line = { userId, productId: product.id, quantity: input.quantity, addedAt: nowIso() };
  if (!(await repo.addToCartLine(db, line))) {
    // Between the two statements the product may have been hidden: say so rather than "not enough stock".
    if (!(await findProductForSale(db, product.id))) throw new NotFoundError(apiMessages.productNotFound);
    throw new ConflictError(apiMessages.notEnoughStock(product.name));
  }
  return cartCount(db, userId);
}

/**
 * Sets a line's quantity; 0 removes it. 404 when the product is not in the cart (or no longer for sale), 409
 * above the stock. Answers the new cartCount. The change is one conditional update: it never brings back a
 * line removed meanwhile, nor passes the stock.
 */
export async function updateCart(db: Db, userId: string, input: UpdateCart): Promise<number> {
  if (input.quantity === 0) {
    if (!(await repo.deleteCartLine(db, userId, input.productId))) {
      throw new NotFoundError(apiMessages.notInCart);
    }
    return cartCount(db, userId);
  }
  const change = { userId, productId: input.productId, quantity: input.quantity };
  if (!(await repo.setCartLineQuantity(db, change))) {
    if (!(await repo.findCartLine(db, userId, input.productId)))
      throw new NotFoundError(apiMessages.notInCart);
    const product = await findProductForSale(db, input.productId);
    if (!product) throw new NotFoundError(apiMessages.productNotFound);
    throw new ConflictError(apiMessages.notEnoughStock(product.name));
  }
  return cartCount(db, userId);
}

/** The cart with every product's current prices (rupees on the wire) and stock. */
export async function getCart(
  db: Db,
  userId: string,
): Promise<{ cartProduct: CartLine[]; cartCount: number }> {
  const lines = await linesForSale(db, userId);
  const cartProduct = lines.map((line) => ({
    id: line.id,
    name: line.name,
    description: line.description,
    image: line.image,
    category: line.category,
    sellerId: line.sellerId,
    price: paiseToRupees(line.sellingPrice),
    mrpPrice: paiseToRupees(line.mrpPrice),
    sellingPrice: paiseToRupees(line.sellingPrice),
    stock: line.stock,
    quantity: line.quantity,
  }));
  return { cartProduct, cartCount: cartProduct.length };
}

/**
 * Removes a deleted product from every cart (inside the delete's transaction). A hidden product's lines stay,
 * as it may be shown again; a deleted one never comes back (decision 0007).
 */
export const removeProductFromCarts = (db: Db, productId: string) => repo.deleteLinesOfProduct(db, productId);

/** Removes the bought lines after a checkout (inside its transaction). */
export const removeBoughtLines = (db: Db, userId: string, productIds: readonly string[]) =>
  repo.deleteCartLines(db, userId, productIds);
