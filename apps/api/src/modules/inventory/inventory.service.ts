// The inventory: the products Bazaar holds (their fields, images, stock, visibility and rating sum), the one
// module that queries the products and productImages tables. The catalogue (what shoppers see), the seller's
// listings and the modules that sell (cart, wishlist, checkout, orders, reviews) read and write products only
// through the functions here. Stock only ever moves through a conditional UPDATE, never read-then-write: two
// buyers racing for the last unit cannot both win (docs/architecture.md, "Key flows").
import {
  apiMessages,
  paiseToRupees,
  variantOptionNames,
  type ProductVariant,
  type VariantOptions,
} from '@bazaar/domain';
import type { Db } from '../../db/database.js';
import {
  locksRows,
  readAfterWrites,
  writeTogether,
  type CommitWith,
  type Write,
} from '../../db/transactions.js';
import { NotFoundError } from '../../platform/errors.js';
import { isId } from '../../platform/ids.js';
import * as repo from './inventory.repository.js';

// Row readers and writers the catalogue and the listings build on (they hold no rules), and the subquery of a
// seller's live products (the dashboard's recent reviews) or of the photos showing an upload (media's sweep).
export {
  cardRows,
  cardRowsWithImage,
  countLiveProducts,
  countVisibleProducts,
  countOwnProducts,
  deleteVariants,
  imageRows,
  insertVariants,
  insertProduct,
  insertProductImages,
  liveProductIdsOf,
  ownProduct,
  ownProductForUpdate,
  ownProductsPage,
  photosShowing,
  releaseSkus,
  replaceProductImages,
  skuKeysTaken,
  updateOwnProduct,
  updateVariant,
  visibleIds,
  visibleProduct,
  visibleProductsPage,
  visibleBrandSpellings,
  type OwnProductFilter,
} from './inventory.repository.js';
export type { NewProduct, NewProductImage, NewProductVariant } from './inventory.table.js';

/** A product as the selling modules see it, prices in paise. */
export interface ProductForSale {
  id: string;
  sellerId: string;
  name: string;
  description: string;
  brand: string;
  category: string;
  subCategory: string;
  image: string;
  mrpPrice: number;
  sellingPrice: number;
  stock: number;
  ratingTotal: number;
  ratingCount: number;
  /** issue 20: with any, a purchase names one of its variants, and the figures above are their aggregate */
  variantCount: number;
}

/** issue 20: one variant of a product, prices in paise. */
export interface Variant {
  id: string;
  productId: string;
  sku: string;
  options: VariantOptions;
  stock: number;
  mrpPrice: number;
  sellingPrice: number;
  image: string | null;
}

type VariantRow = Awaited<ReturnType<typeof repo.variantRows>>[number];

function toVariant(row: VariantRow): Variant {
  const options: VariantOptions = {};
  for (const name of variantOptionNames) {
    const value = row[name];
    if (value !== null) options[name] = value;
  }
  return {
    id: row.id,
    productId: row.productId,
    sku: row.sku,
    options,
    stock: Number(row.stock),
    mrpPrice: Number(row.mrpPrice),
    sellingPrice: Number(row.sellingPrice),
    image: row.image,
  };
}

/** A variant as the product page and the seller's screens show it (rupees). */
export function variantReply(variant: Variant): ProductVariant {
  return {
    id: variant.id,
    sku: variant.sku,
    options: variant.options,
    stock: variant.stock,
    mrpPrice: paiseToRupees(variant.mrpPrice),
    sellingPrice: paiseToRupees(variant.sellingPrice),
    image: variant.image,
  };
}

/** The variants of these products (visible or not: the caller filtered), each product's in the seller's order. */
export async function variantsOfProducts(
  db: Db,
  productIds: readonly string[],
): Promise<Map<string, Variant[]>> {
  const byProduct = new Map<string, Variant[]>();
  if (productIds.length === 0) return byProduct;
  for (const row of await repo.variantRows(db, productIds)) {
    const list = byProduct.get(row.productId) ?? [];
    list.push(toVariant(row));
    byProduct.set(row.productId, list);
  }
  return byProduct;
}

/** These variants by id (unknown ids are absent); whether their product is for sale is the caller's check. */
export async function findVariants(db: Db, ids: readonly string[]): Promise<Map<string, Variant>> {
  if (ids.length === 0) return new Map();
  return new Map((await repo.variantsByIds(db, ids)).map((row) => [row.id, toVariant(row)]));
}

/**
 * The products that can be bought now (existing, not hidden, not a draft), by id. Ids that are unknown, hidden
 * or drafts are simply absent from the map. `writesFirst` run before the read, in the same statement on
 * PostgreSQL (readAfterWrites): a checkout's claim.
 */
export async function findProductsForSale(
  db: Db,
  ids: readonly string[],
  writesFirst: readonly Write[] = [],
): Promise<Map<string, ProductForSale>> {
  if (ids.length === 0) {
    await writeTogether(db, writesFirst);
    return new Map();
  }
  const rows = await readAfterWrites(db, writesFirst, repo.forSaleQuery(db, ids));
  return new Map(
    rows.map((row) => [row.id, { ...row, image: row.image ?? '', variantCount: Number(row.variantCount) }]),
  );
}

/** One product that can be bought now, or undefined (unknown, hidden or a draft). */
export async function findProductForSale(db: Db, id: string): Promise<ProductForSale | undefined> {
  return (await findProductsForSale(db, [id])).get(id);
}

/** The category and subcategory of each product, by id, hidden ones and drafts included. */
export async function categoriesOf(
  db: Db,
  ids: readonly string[],
): Promise<Map<string, { category: string; subCategory: string | null }>> {
  const rows = await repo.categoryRows(db, [...new Set(ids)]);
  return new Map(rows.map(({ id, ...row }) => [id, row]));
}

/**
 * Takes `quantity` units of a product that is for sale, in one conditional UPDATE; answers false when fewer are
 * left or the product stopped being for sale. issue 20: of a variant, the units come off the product's summed
 * stock and then off the variant's, each a conditional UPDATE, in that order (the product's row, then the
 * variant's: the one lock order everywhere); on false the caller aborts its transaction, which undoes both.
 */
export async function takeStock(
  db: Db,
  productId: string,
  quantity: number,
  variantId: string | null = null,
): Promise<boolean> {
  if (!(await repo.takeStock(db, productId, quantity))) return false;
  return variantId === null || repo.takeVariantStock(db, productId, variantId, quantity);
}

/**
 * Takes the units of several products sold as one (no variant), each as takeStock would, in product id order,
 * one UPDATE each. The first product whose units were not there, or null when all were taken; the caller aborts
 * its transaction on a miss, which undoes the others. (A checkout on PostgreSQL uses takeStocksAndCommit.)
 */
export async function takeStocks(
  db: Db,
  lines: readonly { productId: string; quantity: number }[],
): Promise<string | null> {
  const ordered = [...lines].sort((a, b) =>
    a.productId < b.productId ? -1 : a.productId > b.productId ? 1 : 0,
  );
  for (const line of ordered)
    if (!(await repo.takeStock(db, line.productId, line.quantity))) return line.productId;
  return null;
}

/** The units of a cart were not all there when its transaction tried to take them; nothing was committed. */
export class StockNotTaken extends Error {
  override name = 'StockNotTaken';
}

/**
 * Takes the units of several products sold as one (no variant) and commits the caller's transaction in the same
 * round trip, on PostgreSQL: the products' rows are locked from this statement to the end of the commit's WAL
 * flush, never across a trip through the event loop. When a product's units were not all there (or it stopped
 * being for sale) nothing is committed and StockNotTaken is thrown; which line was short is the caller's to find
 * out, after the rollback. Lines in product id order, distinct; elsewhere (SQLite, one line, repeated products)
 * it answers false and does nothing: use takeStocks.
 */
export async function takeStocksAndCommit(
  db: Db,
  lines: readonly { productId: string; quantity: number }[],
  commitWith: CommitWith,
): Promise<boolean> {
  const ordered = [...lines].sort((a, b) =>
    a.productId < b.productId ? -1 : a.productId > b.productId ? 1 : 0,
  );
  const distinct = new Set(ordered.map((line) => line.productId)).size === ordered.length;
  const literal = ordered.every((line) => isId(line.productId) && Number.isSafeInteger(line.quantity));
  if (!locksRows(db) || !distinct || !literal || ordered.length === 0) return false;
  try {
    await commitWith(repo.takeAllStocksStatement(ordered));
  } catch (error) {
    if ((error as { code?: unknown } | null)?.code === repo.NOT_ALL_TAKEN) throw new StockNotTaken();
    throw error;
  }
  return true;
}

/**
 * Puts units back (a cancelled order), whatever the product's visibility now. issue 20: a variant's units go back
 * to the variant and its product's summed stock (the product's row locked first, as takeStock takes them); a
 * variant removed since gets nothing back, nor does a product sold as one that has variants by now.
 */
export async function restoreStock(
  db: Db,
  productId: string,
  quantity: number,
  variantId: string | null = null,
): Promise<void> {
  if (variantId === null) return repo.restoreStockWithoutVariants(db, productId, quantity);
  await repo.lockProduct(db, productId);
  if (await repo.restoreVariantStock(db, productId, variantId, quantity)) {
    await repo.addProductStock(db, productId, quantity);
  }
}

/**
 * A product's stock while it is for sale (NULL otherwise, so no comparison holds), as a subquery for a
 * statement that must check the stock in the same step as its own write: the cart's conditional upsert, so
 * adds arriving together all count and none passes the stock.
 */
export const stockForSale = (db: Db, productId: string) => repo.stockForSale(db, productId);

/** issue 20: a variant's stock while its product is for sale (NULL otherwise), as stockForSale is. */
export const variantStockForSale = (db: Db, productId: string, variantId: string) =>
  repo.variantStockForSale(db, productId, variantId);

/** A product shoppers may see, or 404 `Product not found` (unknown, malformed, hidden or draft). */
export async function requireVisibleProduct(db: Db, id: string) {
  const product = isId(id) ? await repo.visibleProduct(db, id) : undefined;
  if (!product) throw new NotFoundError(apiMessages.productNotFound);
  return product;
}

/**
 * Holds a product's rating still until the caller's transaction ends: its review writes queue up behind this,
 * so the sum and count each recounts (setProductRating) see every review committed before (PostgreSQL).
 */
export async function lockProductRating(trx: Db, productId: string): Promise<void> {
  await repo.lockProduct(trx, productId);
}

/** Stores a product's rating sum and count, recounted from its reviews inside the caller's transaction. */
export async function setProductRating(
  trx: Db,
  productId: string,
  rating: { total: number; count: number },
): Promise<void> {
  await repo.setRating(trx, productId, rating);
}
