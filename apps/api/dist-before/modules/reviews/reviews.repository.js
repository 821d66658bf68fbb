import { liveProductIdsOf } from '../inventory/inventory.service.js';
export const reviewsOfProduct = (db, productId) => db
    .selectFrom('reviews')
    .select(['id', 'userId', 'userName', 'rating', 'title', 'message', 'createdAt'])
    .where('productId', '=', productId)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .execute();
/** issue 21: one page of a product's reviews in the order asked (ties: newest first, then by id). */
export function reviewsPage(db, productId, sort, offset, limit) {
    let query = db
        .selectFrom('reviews')
        .select(['id', 'userId', 'userName', 'rating', 'title', 'message', 'createdAt'])
        .where('productId', '=', productId);
    if (sort === 'highest')
        query = query.orderBy('rating', 'desc');
    if (sort === 'lowest')
        query = query.orderBy('rating', 'asc');
    return query.orderBy('createdAt', 'desc').orderBy('id', 'desc').offset(offset).limit(limit).execute();
}
/** How many reviews of a product gave each rating (ratings nobody gave are absent). */
export async function ratingCounts(db, productId) {
    const rows = await db
        .selectFrom('reviews')
        .select((eb) => ['rating', eb.fn.countAll().as('count')])
        .where('productId', '=', productId)
        .groupBy('rating')
        .execute();
    return new Map(rows.map((row) => [Number(row.rating), Number(row.count)]));
}
/** Writes a buyer's review of a product, replacing the one they wrote before (one per buyer and product). */
export const upsertReview = (db, review) => db
    .insertInto('reviews')
    .values(review)
    .onConflict((oc) => oc.columns(['productId', 'userId']).doUpdateSet({
    userName: review.userName,
    rating: review.rating,
    title: review.title,
    message: review.message,
    createdAt: review.createdAt,
}))
    .execute();
/** The sum and count of a product's ratings. */
export async function ratingOfProduct(db, productId) {
    const row = await db
        .selectFrom('reviews')
        .select((eb) => [eb.fn.sum('rating').as('total'), eb.fn.countAll().as('count')])
        .where('productId', '=', productId)
        .executeTakeFirst();
    return { total: Number(row?.total ?? 0), count: Number(row?.count ?? 0) };
}
/** The newest reviews of a seller's live products. */
export const reviewsOfSeller = (db, sellerId, limit) => db
    .selectFrom('reviews')
    .select(['id', 'productId', 'rating', 'title', 'userName', 'createdAt'])
    .where('productId', 'in', liveProductIdsOf(db, sellerId))
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
//# sourceMappingURL=reviews.repository.js.map