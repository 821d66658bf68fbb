import { ordersContract, type OrderSummary } from '@bazaar/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { profileKeys } from './keys';
import { callApi } from '../../../lib/http';

const endpoint = ordersContract.getAllOrders;

/** POST /api/order/get-all-order, newest first, cut to the `count` most recent for the account page. */
export async function getRecentOrders(count: number, signal?: AbortSignal): Promise<OrderSummary[]> {
  const { ordersArr } = await callApi(endpoint, { signal });
  return ordersArr.slice(0, count);
}

export function recentOrdersQueryOptions(count: number) {
  return queryOptions({
    queryKey: [...profileKeys.recentOrders(), count],
    queryFn: ({ signal }) => getRecentOrders(count, signal),
    // Orders change elsewhere (checkout, cancel): reload whenever the account page opens.
    staleTime: 0,
  });
}

export function useRecentOrders(count: number) {
  return useQuery(recentOrdersQueryOptions(count));
}
