import {
  apiMessages,
  optionsText,
  paiseToRupees,
  type AddToCart,
  type CartLine,
  type UpdateCart,
} from '@bazaar/domain';
import type { Db } from '../../db/database.js';
import { BadRequestError, ConflictError, ForbiddenError, NotFoundError } from '../../platform/errors.js';
import { nowIso } from '../../platform/ids.js';
import {
  findProductForSale,
  findProductsForSale,
  findVariants,
  type ProductForSale,
  type Variant,
} from '../inventory/inventory.service.js';
import * as repo from './cart.repository.js';

// A cart shows only what can still be bought: lines of hidden or draft products stay stored (they come back
// if the seller shows the product again) but are neither listed nor counted. issue 20: a line of a product with
// variants names one of them, and shows its price, stock and image.
async function linesForSale(db: Db, userId: string) {
  const lines = await repo.linesOfUser(db, userId);
  const [products, variants] = await Promise.all([
    findProductsForSale(
      db,
      lines.map((line) => line.productId),
    ),
    findVariants(
      db,
      lines.flatMap((line) => (line.variantId === '' ? [] : [line.variantId])),
    ),
  ]);
  return lines.flatMap((line) => {
    const product = products.get(line.productId);
    if (!product) return [];
    const variant = line.variantId === '' ? undefined : variants.get(line.variantId);
    const sold = product.variantCount > 0;
    if (sold !== (variant !== undefined) || (variant && variant.productId !== product.id)) return [];
    return [{ product, variant, quantity: line.quantity }];
  });
}

/** contract: `cartCount` = the number of lines in the cart (those that can still be bought; two sizes are two). */
export const cartCount = async (db: Db, userId: string): Promise<number> =>
  (await linesForSale(db, userId)).length;

/** How a message names a product, and the variant when there is one: `Cotton Tee (Size: M)`. */
export const lineName = (product: { name: string }, variant?: { options: Variant['options'] }): string =>
  variant ? `${product.name} (${optionsText(variant.options)})` : product.name;

/**
 * issue 20: the variant a cart or checkout line names: required for a product with variants and one of its own,
 * absent for a product sold as one; 400 naming `field` otherwise. `message` words the problem for the caller.
 */
export async function lineVariant(
  db: Db,
  product: ProductForSale,
  variantId: string | null | undefined,
  fault: (text: string) => BadRequestError,
): Promise<Variant | undefined> {
  if (product.variantCount === 0) {
    if (variantId) throw fault(apiMessages.productHasNoVariants(product.name));
    return undefined;
  }
  if (!variantId) throw fault(apiMessages.variantRequired(product.name));
  const variant = (await findVariants(db, [variantId])).get(variantId);
  if (!variant || variant.productId !== product.id)
    throw fault(apiMessages.variantNotOfProduct(product.name));
  return variant;
}

const cartFault = (text: string) => new BadRequestError(text, { field: 'variantId' });

/**
 * Adds units of a product (of one of its variants, issue 20) to the cart: 404 for an unknown, hidden or draft
 * product, 400 for a missing or foreign variant, 409 when the line would hold more than the stock. Answers the
 * new cartCount. The add is one conditional upsert, so adds arriving together all count and never pass the stock.
 */
export async function addToCart(db: Db, userId: string, input: AddToCart): Promise<number> {
  const product = await findProductForSale(db, input.productId);
  if (!product) throw new NotFoundError(apiMessages.productNotFound);
  // issue 21: a seller cannot buy their own product, so it does not go in their cart either (checkout refuses it)
  if (product.sellerId === userId) throw new ForbiddenError(apiMessages.cannotBuyOwnProduct(product.name));
  const variant = await lineVariant(db, product, input.variantId, cartFault);
  const line = {
    userId,
    productId: product.id,
    variantId: variant?.id ?? '',
    quantity: input.quantity,
    addedAt: nowIso(),
  };
  if (!(await repo.addToCartLine(db, line))) {
    // Between the two statements the product may have been hidden: say so rather than "not enough stock".
    if (!(await findProductForSale(db, product.id))) throw new NotFoundError(apiMessages.productNotFound);
    throw new ConflictError(apiMessages.notEnoughStock(lineName(product, variant)));
  }
  return cartCount(db, userId);
}

/**
 * Sets a line's quantity; 0 removes it. 404 when the product is not in the cart (or no longer for sale), 400 for
 * a missing or foreign variant of a product with variants, 409 above the stock. Answers the new cartCount. The
 * change is one conditional update: it never brings back a line removed meanwhile, nor passes the stock.
 */
export async function updateCart(db: Db, userId: string, input: UpdateCart): Promise<number> {
  const product = await findProductForSale(db, input.productId);
  const variant = product ? await lineVariant(db, product, input.variantId, cartFault) : undefined;
  const key = { userId, productId: input.productId, variantId: variant?.id ?? input.variantId ?? '' };
  if (input.quantity === 0) {
    if (!(await repo.deleteCartLine(db, key))) throw new NotFoundError(apiMessages.notInCart);
    return cartCount(db, userId);
  }
  if (!(await repo.setCartLineQuantity(db, { ...key, quantity: input.quantity }))) {
    if (!(await repo.findCartLine(db, key))) throw new NotFoundError(apiMessages.notInCart);
    if (!product || !(await findProductForSale(db, input.productId)))
      throw new NotFoundError(apiMessages.productNotFound);
    throw new ConflictError(apiMessages.notEnoughStock(lineName(product, variant)));
  }
  return cartCount(db, userId);
}

/** The cart with every product's (or variant's) current prices (rupees on the wire) and stock. */
export async function getCart(
  db: Db,
  userId: string,
): Promise<{ cartProduct: CartLine[]; cartCount: number }> {
  const lines = await linesForSale(db, userId);
  const cartProduct = lines.map(({ product, variant, quantity }): CartLine => {
    const priced = variant ?? product;
    const line: CartLine = {
      id: product.id,
      name: product.name,
      description: product.description,
      image: variant?.image ?? product.image,
      category: product.category,
      sellerId: product.sellerId,
      price: paiseToRupees(priced.sellingPrice),
      mrpPrice: paiseToRupees(priced.mrpPrice),
      sellingPrice: paiseToRupees(priced.sellingPrice),
      stock: priced.stock,
      quantity,
    };
    if (variant) Object.assign(line, { variantId: variant.id, sku: variant.sku, options: variant.options });
    return line;
  });
  return { cartProduct, cartCount: cartProduct.length };
}

/**
 * Removes a deleted product from every cart (inside the delete's transaction). A hidden product's lines stay,
 * as it may be shown again; a deleted one never comes back (decision 0007).
 */
export const removeProductFromCarts = (db: Db, productId: string) => repo.deleteLinesOfProduct(db, productId);

/**
 * issue 20: after a seller's edit of a product's variants (inside its transaction), every cart keeps only lines
 * of the variants it has now; with none, only lines of the product sold as one.
 */
export const keepOnlyVariantsInCarts = (db: Db, productId: string, variantIds: readonly string[]) =>
  repo.deleteLinesOfProductExcept(db, productId, variantIds.length === 0 ? [''] : variantIds);

/** Removes the bought lines (product and variant) after a checkout (inside its transaction). */
export const removeBoughtLines = (
  db: Db,
  userId: string,
  lines: readonly { productId: string; variantId: string | null }[],
) =>
  repo.deleteCartLines(
    db,
    userId,
    lines.map((line) => ({ productId: line.productId, variantId: line.variantId ?? '' })),
  );
