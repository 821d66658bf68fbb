import { CANCELLED_ORDER_STATUS, FINAL_ORDER_STATUS, type AnyOrderStatus } from '@bazaar/domain';
import type { Insertable } from 'kysely';
import type { Db } from '../../db/database.js';
import { forUpdate } from '../../db/transactions.js';
import type { CheckoutsTable, OrderLinesTable, OrdersTable, PaymentsTable } from './orders.table.js';

/** A checkout's claim, unrun: the caller runs it with its first read (readAfterWrites). */
export const insertCheckout = (db: Db, checkout: Insertable<CheckoutsTable>) =>
  db.insertInto('checkouts').values(checkout);

export const findCheckoutByKey = (db: Db, userId: string, idempotencyKey: string) =>
  db
    .selectFrom('checkouts')
    .selectAll()
    .where('userId', '=', userId)
    .where('idempotencyKey', '=', idempotencyKey)
    .executeTakeFirst();

// A checkout's writes, unrun: the caller runs them with its others (writeTogether).
export const insertOrders = (db: Db, orders: Insertable<OrdersTable>[]) =>
  db.insertInto('orders').values(orders);

export const insertOrderLines = (db: Db, lines: Insertable<OrderLinesTable>[]) =>
  db.insertInto('orderLines').values(lines);

export const insertPayment = (db: Db, payment: Insertable<PaymentsTable>) =>
  db.insertInto('payments').values(payment);

/** The ids of a checkout's orders, in the order they were created. */
export async function orderIdsOfCheckout(db: Db, checkoutId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('orders')
    .select(['id'])
    .where('checkoutId', '=', checkoutId)
    .orderBy('createdAt')
    .orderBy('id')
    .execute();
  return rows.map((row) => row.id);
}

/** A buyer's orders, newest first. */
export const listOrdersOfBuyer = (db: Db, buyerId: string) =>
  db
    .selectFrom('orders')
    .selectAll()
    .where('buyerId', '=', buyerId)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .execute();

export const findOrderOfBuyer = (db: Db, buyerId: string, orderId: string) =>
  db
    .selectFrom('orders')
    .selectAll()
    .where('id', '=', orderId)
    .where('buyerId', '=', buyerId)
    .executeTakeFirst();

/** An order by id, whoever placed or sells it. */
export const findOrder = (db: Db, orderId: string) =>
  db.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirst();

export const linesOfOrders = (db: Db, orderIds: readonly string[]) =>
  orderIds.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('orderLines')
        .selectAll()
        .where('orderId', 'in', [...orderIds])
        .orderBy('orderId')
        .orderBy('id')
        .execute();

/** issue 21: when the order reached each status, in the order it did. */
export const statusEventsOf = (db: Db, orderId: string) =>
  db
    .selectFrom('orderStatusEvents')
    .select(['status', 'at'])
    .where('orderId', '=', orderId)
    .orderBy('at')
    .execute();

export const findPaymentOfCheckout = (db: Db, checkoutId: string) =>
  db.selectFrom('payments').selectAll().where('checkoutId', '=', checkoutId).executeTakeFirst();

/** One order of this buyer or this seller, or undefined (unknown, or someone else's). */
export const findOrderOf = (db: Db, owner: { buyerId: string } | { sellerId: string }, orderId: string) =>
  db
    .selectFrom('orders')
    .selectAll()
    .where('id', '=', orderId)
    .where((eb) =>
      'buyerId' in owner ? eb('buyerId', '=', owner.buyerId) : eb('sellerId', '=', owner.sellerId),
    )
    .executeTakeFirst();

/**
 * Moves an order of this buyer or seller to 'cancelled' only from one of the given statuses, in one conditional
 * UPDATE: a seller shipping it at the same moment and the buyer cancelling cannot both win.
 */
export async function cancelOrderIfIn(
  db: Db,
  owner: { buyerId: string } | { sellerId: string },
  orderId: string,
  fromStatuses: readonly AnyOrderStatus[],
  now: string,
  cancellation: { by: 'buyer' | 'seller'; reason: string | null },
): Promise<boolean> {
  const result = await db
    .updateTable('orders')
    .set({
      status: CANCELLED_ORDER_STATUS,
      cancelledAt: now,
      updatedAt: now,
      cancelledBy: cancellation.by,
      cancelReason: cancellation.reason,
    })
    .where('id', '=', orderId)
    .where((eb) =>
      'buyerId' in owner ? eb('buyerId', '=', owner.buyerId) : eb('sellerId', '=', owner.sellerId),
    )
    .where('status', 'in', [...fromStatuses])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Units ordered per product over orders that were not cancelled (best sellers). */
export const unitsOrderedByProduct = (db: Db, limit: number) =>
  db
    .selectFrom('orderLines')
    .innerJoin('orders', 'orders.id', 'orderLines.orderId')
    .where('orders.status', '<>', CANCELLED_ORDER_STATUS)
    .select((eb) => ['orderLines.productId', eb.fn.sum<number>('orderLines.quantity').as('units')])
    .groupBy('orderLines.productId')
    .orderBy('units', 'desc')
    .orderBy('orderLines.productId')
    .limit(limit)
    .execute();

export const buyersWhoReceived = (db: Db, productId: string, buyerIds: readonly string[]) =>
  db
    .selectFrom('orderLines')
    .innerJoin('orders', 'orders.id', 'orderLines.orderId')
    .select('orders.buyerId')
    .distinct()
    .where('orderLines.productId', '=', productId)
    .where('orders.status', '=', FINAL_ORDER_STATUS)
    .where('orders.buyerId', 'in', buyerIds)
    .execute();

/**
 * Settles the payment of a checkout one of whose orders was just cancelled (the caller's transaction): cash on
 * delivery no longer collects that order's grand total; a card or UPI payment becomes 'refunded' once no order
 * of the checkout is left standing (an order's own refund shows on its detail: see orderPaymentStatus).
 */
export async function settlePaymentAfterCancel(db: Db, checkoutId: string, orderGrandTotal: number) {
  // The payment's row first: a sibling order's cancel running beside this one waits here, so whichever comes
  // second sees the first one's order cancelled and refunds.
  await forUpdate(db, db.selectFrom('payments').select('id').where('checkoutId', '=', checkoutId)).execute();
  await db
    .updateTable('payments')
    .set((eb) => ({ amount: eb('amount', '-', orderGrandTotal) }))
    .where('checkoutId', '=', checkoutId)
    .where('status', '=', 'pending')
    .where('amount', '>=', orderGrandTotal)
    .execute();
  await db
    .updateTable('payments')
    .set({ status: 'refunded' })
    .where('checkoutId', '=', checkoutId)
    .where('status', '=', 'paid')
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('orders')
            .select('orders.id')
            .where('orders.checkoutId', '=', checkoutId)
            .where('orders.status', '<>', CANCELLED_ORDER_STATUS),
        ),
      ),
    )
    .execute();
}
