import { apiMessages, RATING_MAX, RATING_MIN, } from '@bazaar/domain';
import { retryingTransaction } from '../../db/transactions.js';
import { ForbiddenError } from '../../platform/errors.js';
import { newId, nowIso } from '../../platform/ids.js';
import { cardRows, lockProductRating, requireVisibleProduct, setProductRating, } from '../inventory/inventory.service.js';
import { buyersWhoReceived } from '../orders/orders.service.js';
import * as repo from './reviews.repository.js';
/** Reviews as the product page shows them, each marked when its writer received the product in an order. */
async function markedReviews(db, productId, rows) {
    const received = rows.length === 0
        ? new Set()
        : await buyersWhoReceived(db, productId, [...new Set(rows.map((row) => row.userId))]);
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
/** issue 21: five rows, 5★ first, from the count of each rating. */
function breakdownOf(counts) {
    const rows = [];
    for (let rating = RATING_MAX; rating >= RATING_MIN; rating -= 1) {
        rows.push({ rating, count: counts.get(rating) ?? 0 });
    }
    return rows;
}
/** A product's reviews, newest first (all of them, as the spec's client reads them), and the count of each star. */
export async function productReviews(db, productId) {
    const rows = await repo.reviewsOfProduct(db, productId);
    const counts = new Map();
    for (const row of rows)
        counts.set(row.rating, (counts.get(row.rating) ?? 0) + 1);
    return { review: await markedReviews(db, productId, rows), ratingBreakdown: breakdownOf(counts) };
}
/** GET /api/product/{id}/reviews (issue 21): one page of a visible product's reviews, sorted, with the star counts. */
export async function productReviewsPage(db, productId, query) {
    await requireVisibleProduct(db, productId);
    const counts = await repo.ratingCounts(db, productId);
    const total = [...counts.values()].reduce((sum, count) => sum + count, 0);
    const pages = Math.max(1, Math.ceil(total / query.limit));
    const rows = await repo.reviewsPage(db, productId, query.sort, (query.page - 1) * query.limit, query.limit);
    return {
        reviews: await markedReviews(db, productId, rows),
        total,
        page: query.page,
        pages,
        limit: query.limit,
        sort: query.sort,
        breakdown: breakdownOf(counts),
    };
}
/**
 * One review per buyer per product: a second submission replaces the first (one upsert). The product's rating
 * sum and count are recounted from its reviews in the same transaction, with the product's row locked first,
 * so concurrent reviews (from any API process) queue up and the stored rating always equals the reviews.
 * The product's seller is refused (403).
 */
export async function submitReview(db, user, input) {
    const product = await requireVisibleProduct(db, input.productId);
    // issue 21: a seller's own word on their product is no review
    if (product.sellerId === user.id)
        throw new ForbiddenError(apiMessages.cannotReviewOwnProduct);
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
export async function recentReviewsOfSeller(db, sellerId, limit) {
    const rows = await repo.reviewsOfSeller(db, sellerId, limit);
    const products = rows.length === 0 ? [] : await cardRows(db, [...new Set(rows.map((row) => row.productId))]);
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
//# sourceMappingURL=reviews.service.js.map