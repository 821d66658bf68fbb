// The seller's side of orders (issue 9): SQL only; the rules are in orders.fulfilment.ts.
import { sql } from 'kysely';
import { CANCELLED_ORDER_STATUS } from '@bazaar/domain';
const orderColumns = [
    'orders.id',
    'orders.checkoutId',
    'orders.buyerId',
    'orders.status',
    'orders.totalAmount',
    'orders.grandTotal',
    'orders.shippingAddress',
    'orders.deliveryDate',
    'orders.carrier',
    'orders.trackingNumber',
    'orders.cancelledBy',
    'orders.cancelReason',
    'orders.createdAt',
];
function sellerOrdersQuery(db, sellerId, status) {
    let query = db.selectFrom('orders').where('orders.sellerId', '=', sellerId);
    if (status !== undefined)
        query = query.where('orders.status', '=', status);
    return query;
}
export async function countSellerOrders(db, sellerId, status) {
    const row = await sellerOrdersQuery(db, sellerId, status)
        .select((eb) => eb.fn.countAll().as('count'))
        .executeTakeFirst();
    return Number(row?.count ?? 0);
}
/** A page of the seller's orders, newest first. */
export const sellerOrdersPage = (db, sellerId, status, page) => sellerOrdersQuery(db, sellerId, status)
    .select(orderColumns)
    .orderBy('orders.createdAt', 'desc')
    .orderBy('orders.id', 'desc')
    .offset(page.offset)
    .limit(page.limit)
    .execute();
export const linesOfOrders = (db, orderIds) => db
    .selectFrom('orderLines')
    .select([
    'orderId',
    'productId',
    'productName',
    'productImage',
    'sellingPrice',
    'quantity',
    'variantId',
    'sku',
    'variantOptions',
])
    .where('orderId', 'in', orderIds)
    .orderBy('orderId')
    .orderBy('id')
    .execute();
/** One of the seller's orders, or undefined (another seller's or unknown). */
export const sellerOrder = (db, sellerId, orderId) => db
    .selectFrom('orders')
    .select(orderColumns)
    .where('orders.id', '=', orderId)
    .where('orders.sellerId', '=', sellerId)
    .executeTakeFirst();
/** How each of these checkouts is paid (the method only). */
export const paymentMethodsOfCheckouts = (db, checkoutIds) => db
    .selectFrom('payments')
    .select(['checkoutId', 'methodName'])
    .where('checkoutId', 'in', [...checkoutIds])
    .execute();
/**
 * Moves an order from `from` to `to` only if it still is at `from` (two tabs, or the buyer cancelling, may race
 * the seller): answers whether this call made the change. Shipping records the carrier and tracking number.
 */
export async function moveStatus(db, orderId, from, to, at, details) {
    const { deliveryDate, shipment } = details;
    const result = await db
        .updateTable('orders')
        .set({ status: to, updatedAt: at, ...(deliveryDate ? { deliveryDate } : {}), ...(shipment ?? {}) })
        .where('id', '=', orderId)
        .where('status', '=', from)
        .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
}
/** The buyers (ids) who ordered from this seller, with their order count and what they paid (cancelled orders aside). */
export const customersOfSeller = (db, sellerId) => db
    .selectFrom('orders')
    .select((eb) => [
    'orders.buyerId',
    eb.fn.countAll().as('orderCount'),
    eb.fn
        .sum(eb
        .case()
        .when('orders.status', '=', CANCELLED_ORDER_STATUS)
        .then(sql.lit(0))
        .else(eb.ref('orders.grandTotal'))
        .end())
        .as('totalSpent'),
    eb.fn.max('orders.createdAt').as('lastOrderAt'),
])
    .where('orders.sellerId', '=', sellerId)
    .groupBy('orders.buyerId')
    .orderBy('totalSpent', 'desc')
    .orderBy('lastOrderAt', 'desc')
    .execute();
/**
 * Sales (goods of orders not cancelled), orders and distinct buyers of a seller, over all time or over
 * `[from, to)` (ISO timestamps compare as text).
 */
export async function salesFigures(db, sellerId, window = {}) {
    let query = db
        .selectFrom('orders')
        .select((eb) => [
        eb.fn
            .sum(eb
            .case()
            .when('status', '=', CANCELLED_ORDER_STATUS)
            .then(sql.lit(0))
            .else(eb.ref('totalAmount'))
            .end())
            .as('sales'),
        eb.fn.countAll().as('orders'),
        eb.fn.count('buyerId').distinct().as('customers'),
    ])
        .where('sellerId', '=', sellerId);
    if (window.from !== undefined)
        query = query.where('createdAt', '>=', window.from);
    if (window.to !== undefined)
        query = query.where('createdAt', '<', window.to);
    const row = await query.executeTakeFirst();
    return {
        sales: Number(row?.sales ?? 0),
        orders: Number(row?.orders ?? 0),
        customers: Number(row?.customers ?? 0),
    };
}
/** Sales and orders per UTC day (`YYYY-MM-DD`) since `from`, cancelled orders aside. */
export const salesPerDay = (db, sellerId, from) => {
    const day = sql `substr(${sql.ref('createdAt')}, 1, 10)`;
    return db
        .selectFrom('orders')
        .select((eb) => [
        day.as('day'),
        eb.fn.sum('totalAmount').as('sales'),
        eb.fn.countAll().as('orders'),
    ])
        .where('sellerId', '=', sellerId)
        .where('status', '<>', CANCELLED_ORDER_STATUS)
        .where('createdAt', '>=', from)
        .groupBy(day)
        .execute();
};
/** The seller's products by units sold in orders not cancelled, most first. */
export const unitsSoldBySeller = (db, sellerId, limit) => db
    .selectFrom('orderLines')
    .innerJoin('orders', 'orders.id', 'orderLines.orderId')
    .select((eb) => [
    'orderLines.productId',
    eb.fn.max('orderLines.productName').as('productName'),
    eb.fn.max('orderLines.productImage').as('productImage'),
    eb.fn.sum('orderLines.quantity').as('units'),
])
    .where('orders.sellerId', '=', sellerId)
    .where('orders.status', '<>', CANCELLED_ORDER_STATUS)
    .groupBy('orderLines.productId')
    .orderBy('units', 'desc')
    .orderBy('orderLines.productId')
    .limit(limit)
    .execute();
//# sourceMappingURL=orders.fulfilment.repository.js.map