// issue 21: returns. A buyer's request to return units of a delivered order, and the seller's decision; the
// lines say which units. One request at a time waits per order (a partial unique index where the engine has
// one is not portable, so the service checks it under the order's row lock).
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's table types
export async function up(db) {
    await db.schema
        .createTable('orderReturns')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('orderId', 'text', (c) => c.notNull().references('orders.id'))
        .addColumn('buyerId', 'text', (c) => c.notNull())
        .addColumn('sellerId', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('reason', 'text', (c) => c.notNull())
        .addColumn('note', 'text')
        .addColumn('refundAmount', 'integer')
        .addColumn('refundStatus', 'text')
        .addColumn('createdAt', 'text', (c) => c.notNull())
        .addColumn('decidedAt', 'text')
        .execute();
    await db.schema.createIndex('orderReturns_order_idx').on('orderReturns').column('orderId').execute();
    await db.schema
        .createTable('orderReturnLines')
        .addColumn('returnId', 'text', (c) => c.notNull().references('orderReturns.id'))
        .addColumn('orderLineId', 'text', (c) => c.notNull().references('orderLines.id'))
        .addColumn('quantity', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('orderReturnLines_pk', ['returnId', 'orderLineId'])
        .execute();
}
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db) {
    await db.schema.dropTable('orderReturnLines').execute();
    await db.schema.dropTable('orderReturns').execute();
}
//# sourceMappingURL=0026-returns.js.map