import type { Db } from '../../db/database.js';
import type { NewReview } from './reviews.table.js';

export const reviewsOfProduct = (db: Db, productId: string) =>
  db
    .selectFrom('reviews')
    .select(['id', 'userId', 'userName', 'rating', 'title', 'message', 'createdAt'])
    .where('productId', '=', productId)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .execute();

export const reviewBy = (db: Db, productId: string, userId: string) =>
  db
    .selectFrom('reviews')
    .select(['id', 'rating'])
    .where('productId', '=', productId)
    .where('userId', '=', userId)
    .executeTakeFirst();

export const insertReview = (db: Db, review: NewReview) => db.insertInto('reviews').values(review).execute();

export const replaceReview = (
  db: Db,
  id: string,
  fields: Pick<NewReview, 'userName' | 'rating' | 'title' | 'message' | 'createdAt'>,
) => db.updateTable('reviews').set(fields).where('id', '=', id).execute();

/** The newest reviews of a seller's live products, with the product's name. */
export const reviewsOfSeller = (db: Db, sellerId: string, limit: number) =>
  db
    .selectFrom('reviews')
    .innerJoin('products', 'products.id', 'reviews.productId')
    .select([
      'reviews.id',
      'reviews.productId',
      'products.name as productName',
      'reviews.rating',
      'reviews.title',
      'reviews.userName',
      'reviews.createdAt',
    ])
    .where('products.sellerId', '=', sellerId)
    .where('products.deletedAt', 'is', null)
    .orderBy('reviews.createdAt', 'desc')
    .orderBy('reviews.id', 'desc')
    .limit(limit)
    .execute();
