import { catalogContract, relatedProductsQuery, type Reply } from '@bazaar/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { catalogKeys } from './keys';
import { callApi } from '../../lib/http';
import { carriesWishlistFlag } from '../wishlist/wishlist-flag';

const endpoint = catalogContract.getRelatedProducts;
export type RelatedProductsReply = Reply<typeof endpoint, 200>;

/** GET /api/product/get-related-product: up to 5 of the same category, never the product itself. */
export function getRelatedProducts(
  productId: string,
  category: string,
  signal?: AbortSignal,
): Promise<RelatedProductsReply> {
  return callApi(endpoint, { query: relatedProductsQuery(productId, category), signal });
}

export function relatedProductsQueryOptions(productId: string, category: string) {
  return queryOptions({
    queryKey: catalogKeys.related(productId, category),
    meta: carriesWishlistFlag,
    queryFn: ({ signal }) => getRelatedProducts(productId, category, signal),
    staleTime: 5 * 60_000,
  });
}

export function useRelatedProducts(productId: string, category: string | undefined) {
  return useQuery({ ...relatedProductsQueryOptions(productId, category ?? ''), enabled: Boolean(category) });
}
