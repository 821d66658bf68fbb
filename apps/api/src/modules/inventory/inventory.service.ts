// The inventory: the products Bazaar holds (their fields, images, stock, visibility and rating sum), the one
// module that queries the products and productImages tables. The catalogue (what shoppers see), the seller's
// listings and the modules that sell (cart, wishlist, checkout, orders, reviews) read and write products only
// through the functions here. Stock only ever moves through a conditional UPDATE, never read-then-write: two
// buyers racing for the last unit cannot both win (docs/architecture.md, "Key flows").
import { apiMessages } from '@bazaar/domain';
import type { Db } from '../../db/database.js';
import { NotFoundError } from '../../platform/errors.js';
import { isId } from '../../platform/ids.js';
import * as repo from './inventory.repository.js';

// Row readers and writers the catalogue and the listings build on (they hold no rules), and the subquery of a
// seller's live products (the dashboard's recent reviews) or of the photos showing an upload (media's sweep).
export {
  cardRows,
  countLiveProducts,
  countVisibleProducts,
  countOwnProducts,
  imageRows,
  insertProduct,
  insertProductImages,
  liveProductIdsOf,
  ownProduct,
  ownProductForUpdate,
  ownProductsPage,
  photosShowing,
  replaceProductImages,
  updateOwnProduct,
  visibleIds,
  visibleProduct,
  visibleProductsPage,
  visibleBrandSpellings,
  type OwnProductFilter,
} from './inventory.repository.js';
export type { NewProduct, NewProductImage } from './inventory.table.js';

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
}

/**
 * The products that can be bought now (existing, not hidden, not a draft), by id. Ids that are unknown, hidden
 * or drafts are simply absent from the map.
 */
export async function findProductsForSale(
  db: Db,
  ids: readonly string[],
): Promise<Map<string, ProductForSale>> {
  if (ids.length === 0) return new Map();
  const rows = await repo.forSaleRows(db, ids);
  return new Map(rows.map((row) => [row.id, { ...row, image: row.image ?? '' }]));
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
 * Takes `quantity` units of a product that is for sale, in one conditional UPDATE; answers false (and changes
 * nothing) when fewer are left or the product stopped being for sale.
 */
export const takeStock = (db: Db, productId: string, quantity: number): Promise<boolean> =>
  repo.takeStock(db, productId, quantity);

/** Puts units back (a cancelled order), whatever the product's visibility now. */
export const restoreStock = (db: Db, productId: string, quantity: number): Promise<void> =>
  repo.restoreStock(db, productId, quantity);

/**
 * A product's stock while it is for sale (NULL otherwise, so no comparison holds), as a subquery for a
 * statement that must check the stock in the same step as its own write: the cart's conditional upsert, so
 * adds arriving together all count and none passes the stock.
 */
export const stockForSale = (db: Db, productId: string) => repo.stockForSale(db, productId);

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
