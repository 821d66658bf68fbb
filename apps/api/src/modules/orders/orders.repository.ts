import { FINAL_ORDER_STATUS } from '@bazaar/domain';
import type { Db } from '../../db/database.js';

export const unitsOrderedByProduct = (db: Db, limit: number) =>
  db
    .selectFrom('orderLines')
    .select((eb) => ['productId', eb.fn.sum<number>('quantity').as('units')])
    .groupBy('productId')
    .orderBy('units', 'desc')
    .orderBy('productId')
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
