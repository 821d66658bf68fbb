export const findInvoice = (db, orderId) => db.selectFrom('invoices').selectAll().where('orderId', '=', orderId).executeTakeFirst();
/**
 * Moves a seller's series for a financial year on by one and answers the new number (1 for a new series). The
 * upsert locks the series row until the transaction ends, so two invoices of one seller are numbered one after
 * the other, on PostgreSQL as on SQLite.
 */
export async function nextSequence(db, sellerId, financialYear) {
    const row = await db
        .insertInto('invoiceSeries')
        .values({ sellerId, financialYear, lastSequence: 1 })
        .onConflict((conflict) => conflict
        .columns(['sellerId', 'financialYear'])
        .doUpdateSet((eb) => ({ lastSequence: eb('invoiceSeries.lastSequence', '+', 1) })))
        .returning('lastSequence')
        .executeTakeFirstOrThrow();
    return Number(row.lastSequence);
}
export const insertInvoice = (db, invoice) => db.insertInto('invoices').values(invoice).execute();
//# sourceMappingURL=invoices.repository.js.map