// Until now a seller's delete left the product in shoppers' carts and wishlists, unseen (the reads skip hidden
// products) but stored for good. A delete now removes those rows in its own transaction; this removes the ones
// left by earlier deletes. Running it again finds nothing.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's table types
export async function up(db) {
    for (const table of ['cartLines', 'wishlistItems'])
        await db
            .deleteFrom(table)
            .where('productId', 'in', db.selectFrom('products').select('id').where('deletedAt', 'is not', null))
            .execute();
}
// Nothing to put back: the rows named products that can never be bought again.
export async function down() { }
//# sourceMappingURL=0011-deleted-products-leave-carts.js.map