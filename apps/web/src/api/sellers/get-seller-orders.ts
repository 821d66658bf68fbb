import { contract, type AnyOrderStatus, type SuccessReply } from '@bazaar/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../lib/http';
import { sellerKeys } from './keys';

const endpoint = contract.sellers.orders;

export type SellerOrdersPage = SuccessReply<typeof endpoint>;

export interface SellerOrderFilters {
  /** undefined = every status */
  status?: AnyOrderStatus;
  page: number;
}

/** GET /api/seller/orders?status=&page=: the seller's orders, newest first. */
export function getSellerOrders({ status, page }: SellerOrderFilters): Promise<SellerOrdersPage> {
  return callApi(endpoint, { query: { status, page } });
}

export function sellerOrdersQueryOptions(filters: SellerOrderFilters) {
  return queryOptions({
    queryKey: sellerKeys.orderList(filters),
    queryFn: () => getSellerOrders(filters),
    // the table keeps the previous page on screen while the next one loads
    placeholderData: keepPreviousData,
  });
}

export function useSellerOrders(filters: SellerOrderFilters) {
  return useQuery(sellerOrdersQueryOptions(filters));
}
