import type { ProductReview, SubmitReview } from '@bazaar/domain';
import type { Db } from '../../db/database.js';
import { retryingTransaction } from '../../db/transactions.js';
import type { User } from '../account/account.service.js';
import { newId, nowIso } from '../../platform/ids.js';
import {
  cardRows,
  lockProductRating,
  requireVisibleProduct,
  setProductRating,
} from '../inventory/inventory.service.js';
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
 * One review per buyer per product: a second submission replaces the first (one upsert). The product's rating
 * sum and count are recounted from its reviews in the same transaction, with the product's row locked first,
 * so concurrent reviews (from any API process) queue up and the stored rating always equals the reviews.
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
  await retryingTransaction(db, async (trx) => {
    await lockProductRating(trx, input.productId);
    await repo.upsertReview(trx, { id: newId(), productId: input.productId, userId: user.id, ...fields });
    await setProductRating(trx, input.productId, await repo.ratingOfProduct(trx, input.productId));
  });
}

/** The newest reviews of a seller's products (the dashboard's Recent Reviews). */
export async function recentReviewsOfSeller(db: Db, sellerId: string, limit: number) {
  const rows = await repo.reviewsOfSeller(db, sellerId, limit);
  const products =
    rows.length === 0 ? [] : await cardRows(db, [...new Set(rows.map((row) => row.productId))]);
  const names = new Map(products.map((product) => [product.id, product.name]));
  return rows.map((row) => ({
    _id: row.id,
    productId: row.productId,
    productName: names.get(row.productId) ?? '',
    rating: Number(row.rating),
    title: row.title,
    userName: row.userName,
    createdAt: row.createdAt,
  }));
}
