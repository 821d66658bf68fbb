import { catalogContract, type Reply } from '@bazaar/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { catalogKeys } from './keys';
import { callApi } from '../../lib/http';
import { carriesWishlistFlag } from '../wishlist/wishlist-flag';

const endpoint = catalogContract.getProduct;
export type ProductReply = Reply<typeof endpoint, 200>;

/** GET /api/product/{id}: the product with its reviews; 404 `Product not found` for unknown or hidden. */
export function getProduct(id: string, signal?: AbortSignal): Promise<ProductReply> {
  return callApi(endpoint, { params: { id }, signal });
}

export function productQueryOptions(id: string) {
  return queryOptions({
    queryKey: catalogKeys.product(id),
    meta: carriesWishlistFlag,
    queryFn: ({ signal }) => getProduct(id, signal),
  });
}

export function useProduct(id: string) {
  return useQuery(productQueryOptions(id));
}
