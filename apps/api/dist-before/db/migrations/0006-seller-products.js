// Issue 9: a seller deletes a product that past orders still name (their lines keep the product id, and
// orderLines.productId restricts deletes), so deletion marks the row instead of removing it. A deleted
// product is also hidden, so every shopper-facing read, which filters on isHide/isDraft, drops it at once.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's table types
export async function up(db) {
    await db.schema.alterTable('products').addColumn('deletedAt', 'text').execute();
}
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db) {
    await db.schema.alterTable('products').dropColumn('deletedAt').execute();
}
//# sourceMappingURL=0006-seller-products.js.map