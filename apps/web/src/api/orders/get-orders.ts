import { ordersContract, type OrderSummary, type Reply } from '@bazaar/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { orderKeys } from './keys';
import { callApi } from '../../lib/http';

const endpoint = ordersContract.getAllOrders;
export type OrdersReply = Reply<typeof endpoint, 200>;

/** POST /api/order/get-all-order: the buyer's orders, newest first (docs/product.md §7). */
export function getOrders(signal?: AbortSignal): Promise<OrdersReply> {
  return callApi(endpoint, { signal });
}

export function ordersQueryOptions() {
  return queryOptions({ queryKey: orderKeys.list(), queryFn: ({ signal }) => getOrders(signal) });
}

export function useOrders() {
  return useQuery(ordersQueryOptions());
}

/** The `count` most recent orders for the account page: the same cached history as /orders, cut. */
export function useRecentOrders(count: number) {
  return useQuery({
    ...ordersQueryOptions(),
    select: ({ ordersArr }): OrderSummary[] => ordersArr.slice(0, count),
  });
}
