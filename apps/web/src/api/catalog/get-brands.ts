import { catalogContract, type Reply } from '@bazaar/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { catalogKeys } from './keys';
import { callApi } from '../../lib/http';

const endpoint = catalogContract.brands;
export type BrandsReply = Reply<typeof endpoint, 200>;

/** GET /api/product/brands?q=: up to 10 brands already listed (most listed first) for what is typed. */
export function getBrands(start: string, signal?: AbortSignal): Promise<BrandsReply> {
  return callApi(endpoint, { query: { q: start === '' ? undefined : start }, signal });
}

export function brandsQueryOptions(start: string) {
  return queryOptions({
    queryKey: catalogKeys.brands(start),
    queryFn: ({ signal }) => getBrands(start, signal),
    staleTime: 5 * 60_000,
    retry: false,
  });
}

/** The brands for a (debounced) start, once `enabled`; the last answer stays while the seller types. */
export function useBrands(start: string, enabled: boolean) {
  return useQuery({ ...brandsQueryOptions(start), enabled, placeholderData: keepPreviousData });
}
