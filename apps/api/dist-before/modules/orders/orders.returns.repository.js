import { forUpdate } from '../../db/transactions.js';
/** The order of this buyer or seller, its row locked until the transaction ends (one return step at a time). */
export const lockOrderOf = (db, owner, orderId) => forUpdate(db, db
    .selectFrom('orders')
    .selectAll()
    .where('id', '=', orderId)
    .where((eb) => 'buyerId' in owner ? eb('buyerId', '=', owner.buyerId) : eb('sellerId', '=', owner.sellerId))).executeTakeFirst();
export const insertReturn = (db, row) => db.insertInto('orderReturns').values(row).execute();
export const insertReturnLines = (db, rows) => db.insertInto('orderReturnLines').values(rows).execute();
/** The returns of these orders, newest first. */
export const returnsOfOrders = (db, orderIds) => orderIds.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('orderReturns')
        .selectAll()
        .where('orderId', 'in', orderIds)
        .orderBy('createdAt', 'desc')
        .orderBy('id', 'desc')
        .execute();
/** The lines of these returns, with the product each order line sold. */
export const linesOfReturns = (db, returnIds) => returnIds.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('orderReturnLines')
        .innerJoin('orderLines', 'orderLines.id', 'orderReturnLines.orderLineId')
        .select([
        'orderReturnLines.returnId',
        'orderReturnLines.orderLineId',
        'orderReturnLines.quantity',
        'orderLines.productId',
        'orderLines.variantId',
        'orderLines.productName',
        'orderLines.sellingPrice',
    ])
        .where('orderReturnLines.returnId', 'in', returnIds)
        .orderBy('orderLines.productId')
        .orderBy('orderLines.variantId')
        .execute();
/** Records the seller's decision on a return still waiting for one; false when it was decided meanwhile. */
export async function decideReturn(db, id, decision) {
    const result = await db
        .updateTable('orderReturns')
        .set(decision)
        .where('id', '=', id)
        .where('status', '=', 'requested')
        .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
}
//# sourceMappingURL=orders.returns.repository.js.map