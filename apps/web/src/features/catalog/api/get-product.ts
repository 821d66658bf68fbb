import type { catalogContract, Reply } from '@bazaar/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { catalogKeys } from './keys';
import { http } from '../../../lib/http';

type GetProduct = typeof catalogContract.getProduct;
export type ProductReply = Reply<GetProduct, 200>;

const path = (id: string): GetProduct['path'] =>
  `/api/product/${encodeURIComponent(id)}` as GetProduct['path'];

/** GET /api/product/{id}: the product with its reviews; 404 `Product not found` for unknown or hidden. */
export function getProduct(id: string, signal?: AbortSignal): Promise<ProductReply> {
  return http.get<ProductReply>(path(id), { signal });
}

export function productQueryOptions(id: string) {
  return queryOptions({
    queryKey: catalogKeys.product(id),
    queryFn: ({ signal }) => getProduct(id, signal),
  });
}

export function useProduct(id: string) {
  return useQuery(productQueryOptions(id));
}
