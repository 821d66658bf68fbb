// The catalogue's stock and availability, for the modules that sell (cart, wishlist, checkout, orders). Stock
// only ever moves through a conditional UPDATE, never read-then-write: two buyers racing for the last unit
// cannot both win (ARCHITECTURE "Checkout").
import type { Db } from '../../db/database.js';
import { firstImageColumn } from './catalog.repository.js';

/** A product as the selling modules see it, prices in paise. */
export interface ProductForSale {
  id: string;
  sellerId: string;
  name: string;
  description: string;
  category: string;
  image: string;
  mrpPrice: number;
  sellingPrice: number;
  stock: number;
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
  const rows = await db
    .selectFrom('products')
    .select([
      'products.id',
      'products.sellerId',
      'products.name',
      'products.description',
      'products.category',
      'products.mrpPrice',
      'products.sellingPrice',
      'products.stock',
    ])
    .select(firstImageColumn)
    .where('products.id', 'in', [...ids])
    .where('products.isHide', '=', 0)
    .where('products.isDraft', '=', 0)
    .execute();
  return new Map(rows.map((row) => [row.id, { ...row, image: row.image ?? '' }]));
}

/** One product that can be bought now, or undefined (unknown, hidden or a draft). */
export async function findProductForSale(db: Db, id: string): Promise<ProductForSale | undefined> {
  return (await findProductsForSale(db, [id])).get(id);
}

/**
 * Takes `quantity` units of a product that is for sale, in one conditional UPDATE; answers false (and changes
 * nothing) when fewer are left or the product stopped being for sale.
 */
export async function takeStock(db: Db, productId: string, quantity: number): Promise<boolean> {
  const result = await db
    .updateTable('products')
    .set((eb) => ({ stock: eb('stock', '-', quantity) }))
    .where('id', '=', productId)
    .where('stock', '>=', quantity)
    .where('isHide', '=', 0)
    .where('isDraft', '=', 0)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Puts units back (a cancelled order), whatever the product's visibility now. */
export async function restoreStock(db: Db, productId: string, quantity: number): Promise<void> {
  await db
    .updateTable('products')
    .set((eb) => ({ stock: eb('stock', '+', quantity) }))
    .where('id', '=', productId)
    .execute();
}
