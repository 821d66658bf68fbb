import type { ProductReview, SubmitReview } from '@bazaar/domain';
import type { Db } from '../../db/database.js';
import { isUniqueViolation } from '../../db/errors.js';
import type { User } from '../account/account.service.js';
import { newId, nowIso } from '../../platform/ids.js';
import { adjustProductRating, requireVisibleProduct } from '../catalog/catalog.service.js';
import { buyersWhoReceived } from '../orders/orders.service.js';
import * as repo from './reviews.repository.js';

/** A product's reviews, newest first, each marked when its writer received the product in an order. */
export async function productReviews(db: Db, productId: string): Promise<ProductReview[]> {
  const rows = await repo.reviewsOfProduct(db, productId);
  const received = await buyersWhoReceived(db, productId, [...new Set(rows.map((row) => row.userId))]);
  return rows.map((row) => ({
    _id: row.id,
    rating: row.rating,
    title: row.title,
    message: row.message,
    userName: row.userName,
    createdAt: row.createdAt,
    verifiedPurchase: received.has(row.userId),
  }));
}

/**
 * One review per buyer per product: a second submission replaces the first. The product's rating sum and
 * count move in the same transaction, so the mean is never recomputed from the reviews on a read.
 */
export async function submitReview(db: Db, user: User, input: SubmitReview): Promise<void> {
  await requireVisibleProduct(db, input.productId);
  const fields = {
    userName: user.name,
    rating: input.rating,
    title: input.title,
    message: input.message,
    createdAt: nowIso(),
  };
  const write = () =>
    db.transaction().execute(async (trx) => {
      const earlier = await repo.reviewBy(trx, input.productId, user.id);
      if (earlier) {
        await repo.replaceReview(trx, earlier.id, fields);
        await adjustProductRating(trx, input.productId, input.rating - earlier.rating, 0);
      } else {
        await repo.insertReview(trx, { id: newId(), productId: input.productId, userId: user.id, ...fields });
        await adjustProductRating(trx, input.productId, input.rating, 1);
      }
    });
  try {
    await write();
  } catch (error) {
    // Two first submissions raced (PostgreSQL): the unique index let one in; this one now replaces it.
    if (!isUniqueViolation(error)) throw error;
    await write();
  }
}

/** The newest reviews of a seller's products (the dashboard's Recent Reviews). */
export async function recentReviewsOfSeller(db: Db, sellerId: string, limit: number) {
  const rows = await repo.reviewsOfSeller(db, sellerId, limit);
  return rows.map((row) => ({
    _id: row.id,
    productId: row.productId,
    productName: row.productName,
    rating: Number(row.rating),
    title: row.title,
    userName: row.userName,
    createdAt: row.createdAt,
  }));
}
