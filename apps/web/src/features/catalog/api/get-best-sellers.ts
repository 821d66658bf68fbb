import type { catalogContract, Reply } from '@bazaar/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { catalogKeys } from './keys';
import { http } from '../../../lib/http';

type BestSellers = typeof catalogContract.bestSellers;
export type BestSellersReply = Reply<BestSellers, 200>;

const path: BestSellers['path'] = '/api/product/best-sellers';

/** GET /api/product/best-sellers: the ten most ordered (top rated while nothing is ordered). */
export function getBestSellers(signal?: AbortSignal): Promise<BestSellersReply> {
  return http.get<BestSellersReply>(path, { signal });
}

export function bestSellersQueryOptions() {
  return queryOptions({
    queryKey: catalogKeys.bestSellers(),
    queryFn: ({ signal }) => getBestSellers(signal),
    staleTime: 5 * 60_000,
  });
}

export function useBestSellers() {
  return useQuery(bestSellersQueryOptions());
}
