import type { Db } from '../../db/database.js';
import { liveProductIdsOf } from '../inventory/inventory.service.js';
import type { NewReview } from './reviews.table.js';

export const reviewsOfProduct = (db: Db, productId: string) =>
  db
    .selectFrom('reviews')
    .select(['id', 'userId', 'userName', 'rating', 'title', 'message', 'createdAt'])
    .where('productId', '=', productId)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .execute();

/** Writes a buyer's review of a product, replacing the one they wrote before (one per buyer and product). */
export const upsertReview = (db: Db, review: NewReview) =>
  db
    .insertInto('reviews')
    .values(review)
    .onConflict((oc) =>
      oc.columns(['productId', 'userId']).doUpdateSet({
        userName: review.userName,
        rating: review.rating,
        title: review.title,
        message: review.message,
        createdAt: review.createdAt,
      }),
    )
    .execute();

/** The sum and count of a product's ratings. */
export async function ratingOfProduct(db: Db, productId: string): Promise<{ total: number; count: number }> {
  const row = await db
    .selectFrom('reviews')
    .select((eb) => [eb.fn.sum<number>('rating').as('total'), eb.fn.countAll<number>().as('count')])
    .where('productId', '=', productId)
    .executeTakeFirst();
  return { total: Number(row?.total ?? 0), count: Number(row?.count ?? 0) };
}

/** The newest reviews of a seller's live products. */
export const reviewsOfSeller = (db: Db, sellerId: string, limit: number) =>
  db
    .selectFrom('reviews')
    .select(['id', 'productId', 'rating', 'title', 'userName', 'createdAt'])
    .where('productId', 'in', liveProductIdsOf(db, sellerId))
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
