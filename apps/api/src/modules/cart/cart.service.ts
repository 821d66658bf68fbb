import {
  apiMessages,
  optionsText,
  paiseToRupees,
  QUANTITY_MAX,
  type AddToCart,
  type CappedLine,
  type CartLine,
  type MergeCart,
  type SkippedLine,
  type UpdateCart,
} from '@bazaar/domain';
import type { Db } from '../../db/database.js';
import { retryingTransaction, type Write } from '../../db/transactions.js';
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

/**
 * issue 21: a checkout's bought units leave the cart; what was not bought of each line stays (inside its
 * transaction, after `writesFirst`: the checkout's own writes, in the same statement as the cart's read).
 */
export const removeBoughtUnits = (
  db: Db,
  userId: string,
  lines: readonly { productId: string; variantId: string | null; quantity: number }[],
  writesFirst: readonly Write[] = [],
) =>
  repo.takeBoughtUnits(
    db,
    userId,
    lines.map((line) => ({
      productId: line.productId,
      variantId: line.variantId ?? '',
      quantity: line.quantity,
    })),
    writesFirst,
  );

interface MergeLine {
  product: ProductForSale;
  variant: Variant | undefined;
  requested: number;
}

/**
 * issue 21: the visitor's lines at sign-in, one per product and variant (two copies of a line count together, up to
 * the line's maximum), in lock order; the ones the cart can never hold are reported as skipped.
 */
async function mergeLines(
  db: Db,
  userId: string,
  input: MergeCart,
): Promise<{ lines: MergeLine[]; skipped: SkippedLine[] }> {
  const wanted = new Map<string, { productId: string; variantId: string; quantity: number }>();
  for (const line of input.lines) {
    const variantId = line.variantId ?? '';
    const key = `${line.productId}\u0000${variantId}`;
    const quantity = Math.min((wanted.get(key)?.quantity ?? 0) + line.quantity, QUANTITY_MAX);
    wanted.set(key, { productId: line.productId, variantId, quantity });
  }
  const asked = [...wanted.values()];
  const [products, variants] = await Promise.all([
    findProductsForSale(db, [...new Set(asked.map((line) => line.productId))]),
    findVariants(
      db,
      asked.flatMap((line) => (line.variantId === '' ? [] : [line.variantId])),
    ),
  ]);
  const lines: MergeLine[] = [];
  const skipped: SkippedLine[] = [];
  for (const line of asked) {
    const product = products.get(line.productId);
    const variant = line.variantId === '' ? undefined : variants.get(line.variantId);
    const which = { productId: line.productId, ...(line.variantId ? { variantId: line.variantId } : {}) };
    const fits =
      product !== undefined &&
      product.variantCount > 0 === (variant !== undefined) &&
      (!variant || variant.productId === product.id);
    if (!fits) {
      skipped.push({
        ...which,
        ...(product ? { name: lineName(product, variant) } : {}),
        reason: 'unavailable',
      });
    } else if (product.sellerId === userId) {
      skipped.push({ ...which, name: lineName(product, variant), reason: 'ownProduct' });
    } else {
      lines.push({ product, variant, requested: line.quantity });
    }
  }
  // One lock order everywhere: product id, then variant id.
  lines.sort(
    (a, b) =>
      a.product.id.localeCompare(b.product.id) || (a.variant?.id ?? '').localeCompare(b.variant?.id ?? ''),
  );
  return { lines, skipped };
}

/** The stock a line may hold now (its variant's, or the product's), 0 once it is no longer for sale. */
async function stockNow(db: Db, line: MergeLine): Promise<number> {
  const product = await findProductForSale(db, line.product.id);
  if (!product) return 0;
  if (!line.variant) return product.stock;
  return (await findVariants(db, [line.variant.id])).get(line.variant.id)?.stock ?? 0;
}

/**
 * Adds one visitor line to the user's line, as far as the stock and the line's maximum allow; never lowers a line
 * that already holds more than the stock. Answers the units added. On PostgreSQL the line is locked, so parallel
 * merges take turns; each write is also conditional on what was read, so a change meanwhile is read again.
 */
async function mergeLine(trx: Db, userId: string, line: MergeLine): Promise<number> {
  const key = { userId, productId: line.product.id, variantId: line.variant?.id ?? '' };
  // Each miss means another request changed the line or the stock in between: read again, a few times at most.
  for (let attempt = 0; attempt < 10; attempt += 1) {
    const held = await repo.lockCartLine(trx, key);
    const from = held ? Number(held.quantity) : 0;
    const stock = await stockNow(trx, line);
    const to = Math.max(from, Math.min(from + line.requested, stock, QUANTITY_MAX));
    if (to === from) return 0;
    const moved = held
      ? await repo.raiseCartLineWithinStock(trx, { ...key, from, to })
      : await repo.insertCartLineWithinStock(trx, { ...key, quantity: to, addedAt: nowIso() });
    if (moved) return to - from;
  }
  return 0;
}

/**
 * issue 21: merges a visitor's cart into the account's at sign-in, in one transaction: each line's quantity is
 * added to what the cart holds, capped by the stock and the line's maximum (`capped` says by how much); unknown,
 * hidden and draft products, variants the product no longer has, and the seller's own products are left out
 * (`skipped`). Answers the merged cart.
 */
export async function mergeCart(
  db: Db,
  userId: string,
  input: MergeCart,
): Promise<{ cartProduct: CartLine[]; cartCount: number; capped: CappedLine[]; skipped: SkippedLine[] }> {
  const { lines, skipped } = await mergeLines(db, userId, input);
  const added = await retryingTransaction(db, async (trx) => {
    const units: number[] = [];
    for (const line of lines) units.push(await mergeLine(trx, userId, line));
    return units;
  });
  const capped = lines.flatMap((line, index): CappedLine[] => {
    const units = added[index] ?? 0;
    if (units >= line.requested) return [];
    return [
      {
        productId: line.product.id,
        ...(line.variant ? { variantId: line.variant.id } : {}),
        name: lineName(line.product, line.variant),
        requested: line.requested,
        added: units,
      },
    ];
  });
  return { ...(await getCart(db, userId)), capped, skipped };
}
