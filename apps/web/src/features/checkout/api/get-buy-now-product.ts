import { catalogContract, type Reply } from '@bazaar/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { checkoutKeys } from './keys';
import { callApi } from '../../../lib/http';

const endpoint = catalogContract.getProduct;
export type BuyNowProductReply = Reply<typeof endpoint, 200>;

/** GET /api/product/{id}: the one product a Buy Now checkout orders; 404 for an unknown or hidden one. */
export function getBuyNowProduct(id: string, signal?: AbortSignal): Promise<BuyNowProductReply> {
  return callApi(endpoint, { params: { id }, signal });
}

export function buyNowProductQueryOptions(id: string) {
  return queryOptions({
    queryKey: checkoutKeys.product(id),
    queryFn: ({ signal }) => getBuyNowProduct(id, signal),
  });
}

export function useBuyNowProduct(id: string) {
  return useQuery(buyNowProductQueryOptions(id));
}
