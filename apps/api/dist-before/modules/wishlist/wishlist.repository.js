export async function deleteItem(db, userId, productId) {
    const result = await db
        .deleteFrom('wishlistItems')
        .where('userId', '=', userId)
        .where('productId', '=', productId)
        .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
}
/** Removes a product from every wishlist (it was deleted for good). */
export const deleteItemsOfProduct = (db, productId) => db
    .deleteFrom('wishlistItems')
    .where('productId', '=', productId)
    .execute()
    .then(() => undefined);
/** Saves an item; answers false, changing nothing, when it is saved already (a press racing this one). */
export async function insertItem(db, item) {
    const inserted = await db
        .insertInto('wishlistItems')
        .values(item)
        .onConflict((oc) => oc.columns(['userId', 'productId']).doNothing())
        .returning('productId')
        .executeTakeFirst();
    return inserted !== undefined;
}
/** The saved product ids, newest saved first. */
export const savedProductIds = (db, userId) => db
    .selectFrom('wishlistItems')
    .select('productId')
    .where('userId', '=', userId)
    .orderBy('addedAt', 'desc')
    .orderBy('productId')
    .execute();
export async function wishlistedProductIds(db, userId, productIds) {
    if (productIds.length === 0)
        return [];
    const rows = await db
        .selectFrom('wishlistItems')
        .select('productId')
        .where('userId', '=', userId)
        .where('productId', 'in', [...productIds])
        .execute();
    return rows.map((row) => row.productId);
}
//# sourceMappingURL=wishlist.repository.js.map