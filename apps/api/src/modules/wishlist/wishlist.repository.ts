import type { Db } from '../../db/database.js';

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

/** The saved product ids, newest saved first. */
export const savedProductIds = (db: Db, userId: string) =>
  db
    .selectFrom('wishlistItems')
    .select('productId')
    .where('userId', '=', userId)
    .orderBy('addedAt', 'desc')
    .orderBy('productId')
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
