import type { Db } from '../../db/database.js';
import { firstImageColumn } from '../catalog/catalog.repository.js';

export async function deleteItem(db: Db, userId: string, productId: string): Promise<boolean> {
  const result = await db
    .deleteFrom('wishlistItems')
    .where('userId', '=', userId)
    .where('productId', '=', productId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Removes a product from every wishlist (it was deleted for good). */
export const deleteItemsOfProduct = (db: Db, productId: string) =>
  db
    .deleteFrom('wishlistItems')
    .where('productId', '=', productId)
    .execute()
    .then(() => undefined);

/** Saves an item; answers false, changing nothing, when it is saved already (a press racing this one). */
export async function insertItem(
  db: Db,
  item: { userId: string; productId: string; addedAt: string },
): Promise<boolean> {
  const inserted = await db
    .insertInto('wishlistItems')
    .values(item)
    .onConflict((oc) => oc.columns(['userId', 'productId']).doNothing())
    .returning('productId')
    .executeTakeFirst();
  return inserted !== undefined;
}

/** The saved products that can still be bought, newest saved first; prices in paise. */
export const listWishlistProducts = (db: Db, userId: string) =>
  db
    .selectFrom('wishlistItems')
    .innerJoin('products', 'products.id', 'wishlistItems.productId')
    .where('wishlistItems.userId', '=', userId)
    .where('products.isHide', '=', 0)
    .where('products.isDraft', '=', 0)
    .select([
      'products.id',
      'products.name',
      'products.description',
      'products.category',
      'products.subCategory',
      'products.brand',
      'products.stock',
      'products.mrpPrice',
      'products.sellingPrice',
      'products.ratingTotal',
      'products.ratingCount',
    ])
    .select(firstImageColumn)
    .orderBy('wishlistItems.addedAt', 'desc')
    .orderBy('products.id')
    .execute();

export async function wishlistedProductIds(
  db: Db,
  userId: string,
  productIds: readonly string[],
): Promise<string[]> {
  if (productIds.length === 0) return [];
  const rows = await db
    .selectFrom('wishlistItems')
    .select('productId')
    .where('userId', '=', userId)
    .where('productId', 'in', [...productIds])
    .execute();
  return rows.map((row) => row.productId);
}
