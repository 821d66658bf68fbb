import { ordersContract, type Reply } from '@bazaar/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { orderKeys } from './keys';
import { callApi } from '../../lib/http';

const endpoint = ordersContract.getOrderDetails;
export type OrderDetailsReply = Reply<typeof endpoint, 200>;

/** POST /api/order/get-order-details-by-id: one of the buyer's orders; 404 for an unknown or foreign id. */
export function getOrderDetails(orderId: string, signal?: AbortSignal): Promise<OrderDetailsReply> {
  return callApi(endpoint, { body: { orderId }, signal });
}

export function orderDetailsQueryOptions(orderId: string) {
  return queryOptions({
    queryKey: orderKeys.detail(orderId),
    queryFn: ({ signal }) => getOrderDetails(orderId, signal),
  });
}

export function useOrderDetails(orderId: string) {
  return useQuery(orderDetailsQueryOptions(orderId));
}
