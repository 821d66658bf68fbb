import type { Db } from '../../db/database.js';
import type { NewProduct, NewProductImage } from '../../db/schema.js';

export const insertProduct = (db: Db, product: NewProduct) =>
  db.insertInto('products').values(product).execute();

export const insertProductImages = (db: Db, images: NewProductImage[]) =>
  images.length === 0 ? Promise.resolve() : db.insertInto('productImages').values(images).execute();

const cardColumns = [
  'id',
  'name',
  'description',
  'category',
  'subCategory',
  'brand',
  'stock',
  'mrpPrice',
  'sellingPrice',
  'ratingTotal',
  'ratingCount',
] as const;

/** The card columns of these products, visible or not (the caller filtered already). */
export const cardRows = (db: Db, ids: readonly string[]) =>
  db.selectFrom('products').select(cardColumns).where('id', 'in', ids).execute();

/** The image URLs of these products in gallery order. */
export const imageRows = (db: Db, ids: readonly string[]) =>
  db
    .selectFrom('productImages')
    .select(['productId', 'url'])
    .where('productId', 'in', ids)
    .orderBy('productId')
    .orderBy('position')
    .execute();

/** A product shoppers may see: neither hidden nor a draft. */
export const visibleProduct = (db: Db, id: string) =>
  db
    .selectFrom('products')
    .select([...cardColumns, 'sellerId'])
    .where('id', '=', id)
    .where('isHide', '=', 0)
    .where('isDraft', '=', 0)
    .executeTakeFirst();

/** The visible ones among these ids. */
export const visibleIds = (db: Db, ids: readonly string[]) =>
  db
    .selectFrom('products')
    .select('id')
    .where('id', 'in', ids)
    .where('isHide', '=', 0)
    .where('isDraft', '=', 0)
    .execute();

/** Moves a product's rating sum and count by the given amounts (a review added, replaced or removed). */
export const adjustRating = (db: Db, productId: string, totalDelta: number, countDelta: number) =>
  db
    .updateTable('products')
    .set((eb) => ({
      ratingTotal: eb('ratingTotal', '+', totalDelta),
      ratingCount: eb('ratingCount', '+', countDelta),
    }))
    .where('id', '=', productId)
    .execute();
