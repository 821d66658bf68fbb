import type { Db } from '../../db/database.js';
import { firstImageColumn } from '../catalog/catalog.repository.js';

export const findCartLine = (db: Db, userId: string, productId: string) =>
  db
    .selectFrom('cartLines')
    .selectAll()
    .where('userId', '=', userId)
    .where('productId', '=', productId)
    .executeTakeFirst();

/** Sets a line's quantity, creating the line when it is new (its addedAt then kept on later changes). */
export const upsertCartLine = (
  db: Db,
  line: { userId: string; productId: string; quantity: number; addedAt: string },
) =>
  db
    .insertInto('cartLines')
    .values(line)
    .onConflict((oc) => oc.columns(['userId', 'productId']).doUpdateSet({ quantity: line.quantity }))
    .execute();

export async function deleteCartLine(db: Db, userId: string, productId: string): Promise<boolean> {
  const result = await db
    .deleteFrom('cartLines')
    .where('userId', '=', userId)
    .where('productId', '=', productId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export const deleteCartLines = (db: Db, userId: string, productIds: readonly string[]) =>
  productIds.length === 0
    ? Promise.resolve()
    : db
        .deleteFrom('cartLines')
        .where('userId', '=', userId)
        .where('productId', 'in', [...productIds])
        .execute()
        .then(() => undefined);

/** Removes a product from every cart (it was deleted for good). */
export const deleteLinesOfProduct = (db: Db, productId: string) =>
  db
    .deleteFrom('cartLines')
    .where('productId', '=', productId)
    .execute()
    .then(() => undefined);

// A cart shows only what can still be bought: lines of hidden or draft products stay stored (they come back
// if the seller shows the product again) but are neither listed nor counted.
const visibleLines = (db: Db, userId: string) =>
  db
    .selectFrom('cartLines')
    .innerJoin('products', 'products.id', 'cartLines.productId')
    .where('cartLines.userId', '=', userId)
    .where('products.isHide', '=', 0)
    .where('products.isDraft', '=', 0);

/** The lines with their products' current data, oldest line first; prices in paise. */
export const listCartLines = (db: Db, userId: string) =>
  visibleLines(db, userId)
    .select([
      'products.id',
      'products.name',
      'products.description',
      'products.category',
      'products.sellerId',
      'products.mrpPrice',
      'products.sellingPrice',
      'products.stock',
      'cartLines.quantity',
    ])
    .select(firstImageColumn)
    .orderBy('cartLines.addedAt')
    .orderBy('products.id')
    .execute();

export async function countCartLines(db: Db, userId: string): Promise<number> {
  const row = await visibleLines(db, userId)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}
