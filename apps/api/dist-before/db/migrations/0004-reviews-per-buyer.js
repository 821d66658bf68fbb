// Issue 7: one review per buyer per product (a second submission replaces the first), enforced by the
// database so two racing submissions cannot both insert; order lines by product for best sellers and for
// "verified purchase".
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's table types
export async function up(db) {
    await db.schema
        .createIndex('reviews_product_user_unique')
        .on('reviews')
        .columns(['productId', 'userId'])
        .unique()
        .execute();
    await db.schema.createIndex('orderLines_product_idx').on('orderLines').column('productId').execute();
}
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db) {
    await db.schema.dropIndex('orderLines_product_idx').ifExists().execute();
    await db.schema.dropIndex('reviews_product_user_unique').ifExists().execute();
}
//# sourceMappingURL=0004-reviews-per-buyer.js.map