import type { catalogContract, Reply } from '@bazaar/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { catalogKeys } from './keys';
import { http } from '../../../lib/http';

type GetRelated = typeof catalogContract.getRelatedProducts;
export type RelatedProductsReply = Reply<GetRelated, 200>;

const path: GetRelated['path'] = '/api/product/get-related-product';

/** GET /api/product/get-related-product: up to 5 of the same category, never the product itself. */
export function getRelatedProducts(
  productId: string,
  category: string,
  signal?: AbortSignal,
): Promise<RelatedProductsReply> {
  return http.get<RelatedProductsReply>(path, { query: { category, productId }, signal });
}

export function relatedProductsQueryOptions(productId: string, category: string) {
  return queryOptions({
    queryKey: catalogKeys.related(productId, category),
    queryFn: ({ signal }) => getRelatedProducts(productId, category, signal),
    staleTime: 5 * 60_000,
  });
}

export function useRelatedProducts(productId: string, category: string | undefined) {
  return useQuery({ ...relatedProductsQueryOptions(productId, category ?? ''), enabled: Boolean(category) });
}
