import { sellersContract, type Reply } from '@bazaar/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../lib/http';
import { sellerKeys } from './keys';

const endpoint = sellersContract.getProduct;
export type SellerProductReply = Reply<typeof endpoint, 200>;

/** GET /api/seller/product/{id}: one of the seller's own products, drafts and hidden ones included. */
export function getSellerProduct(id: string, signal?: AbortSignal): Promise<SellerProductReply> {
  return callApi(endpoint, { params: { id }, signal });
}

export function sellerProductQueryOptions(id: string) {
  return queryOptions({
    queryKey: sellerKeys.product(id),
    queryFn: ({ signal }) => getSellerProduct(id, signal),
  });
}

export function useSellerProduct(id: string) {
  return useQuery(sellerProductQueryOptions(id));
}
