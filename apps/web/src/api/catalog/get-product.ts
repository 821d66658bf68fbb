import { catalogApiMessages, catalogContract, type Reply } from '@bazaar/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { catalogKeys } from './keys';
import { callApi, HttpError } from '../../lib/http';
import { carriesWishlistFlag } from '../wishlist/wishlist-flag';

const endpoint = catalogContract.getProduct;
export type ProductReply = Reply<typeof endpoint, 200>;

/**
 * GET /api/product/{id}: the product with its reviews; 404 `Product not found` for unknown or hidden. An id
 * that is another route's name (`/product/best-sellers`) gets that route's answer, which is no product: it
 * is a 404 too.
 */
export async function getProduct(id: string, signal?: AbortSignal): Promise<ProductReply> {
  const reply = await callApi(endpoint, { params: { id }, signal });
  if (typeof reply !== 'object' || reply === null || !('product' in reply) || !reply.product) {
    throw new HttpError(404, catalogApiMessages.productNotFound, undefined);
  }
  return reply;
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
