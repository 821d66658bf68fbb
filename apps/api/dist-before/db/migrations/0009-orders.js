// Checkout and orders (issue 8): the initial migration already holds checkouts (one row per idempotency key
// and buyer, unique), orders, orderLines and payments, and 0004 indexes order lines by product. Added here:
// when a buyer cancelled an order, and an index to find a checkout's orders (an idempotent retry's answer).
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's table types
export async function up(db) {
    await db.schema.alterTable('orders').addColumn('cancelledAt', 'text').execute();
    await db.schema.createIndex('orders_checkout_idx').on('orders').column('checkoutId').execute();
}
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db) {
    await db.schema.dropIndex('orders_checkout_idx').execute();
    await db.schema.alterTable('orders').dropColumn('cancelledAt').execute();
}
//# sourceMappingURL=0009-orders.js.map