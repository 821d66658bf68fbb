import { catalogContract, type Reply } from '@bazaar/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { catalogKeys } from './keys';
import { callApi } from '../../lib/http';
import { carriesWishlistFlag } from '../wishlist/wishlist-flag';

const endpoint = catalogContract.bestSellers;
export type BestSellersReply = Reply<typeof endpoint, 200>;

/** GET /api/product/best-sellers: the ten most ordered (top rated while nothing is ordered). */
export function getBestSellers(signal?: AbortSignal): Promise<BestSellersReply> {
  return callApi(endpoint, { signal });
}

export function bestSellersQueryOptions() {
  return queryOptions({
    queryKey: catalogKeys.bestSellers(),
    meta: carriesWishlistFlag,
    queryFn: ({ signal }) => getBestSellers(signal),
    staleTime: 5 * 60_000,
  });
}

export function useBestSellers() {
  return useQuery(bestSellersQueryOptions());
}
