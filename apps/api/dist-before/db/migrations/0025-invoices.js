// issue 21: GST tax invoices. Each seller numbers its invoices in its own series per financial year
// (`invoiceSeries` holds the last number given); an order gets its number once, when its invoice is first asked
// for after it shipped, in the transaction that moves the series on, so a number is never reused nor skipped.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's table types
export async function up(db) {
    await db.schema
        .createTable('invoiceSeries')
        .addColumn('sellerId', 'text', (c) => c.notNull())
        .addColumn('financialYear', 'text', (c) => c.notNull())
        .addColumn('lastSequence', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('invoiceSeries_pk', ['sellerId', 'financialYear'])
        .execute();
    await db.schema
        .createTable('invoices')
        .addColumn('orderId', 'text', (c) => c.primaryKey().references('orders.id'))
        .addColumn('sellerId', 'text', (c) => c.notNull())
        .addColumn('invoiceNumber', 'text', (c) => c.notNull())
        .addColumn('issuedAt', 'text', (c) => c.notNull())
        .addUniqueConstraint('invoices_seller_number_unique', ['sellerId', 'invoiceNumber'])
        .execute();
}
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db) {
    await db.schema.dropTable('invoices').execute();
    await db.schema.dropTable('invoiceSeries').execute();
}
//# sourceMappingURL=0025-invoices.js.map