import { CANCELLED_ORDER_STATUS, FINAL_ORDER_STATUS } from '@bazaar/domain';
import type { Db } from '../../db/database.js';

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
