import type { ProductDetail } from '@bazaar/domain';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { isHttpError } from '../../lib/http';
import { productQueryOptions } from './get-product';
import { catalogKeys } from './keys';

/**
 * Today's answer for each product named, each read through the catalogue's own product answer (one cache key per
 * product, shared with the product page). A product that is gone or hidden (404) is simply absent; any other
 * failure fails the whole read. Used by lists the browser keeps: a visitor's cart and Recently Viewed.
 */
export async function getCurrentProducts(
  queryClient: QueryClient,
  productIds: readonly string[],
): Promise<Map<string, ProductDetail>> {
  const found = await Promise.all(
    productIds.map((id) =>
      queryClient.fetchQuery(productQueryOptions(id)).then(
        ({ product }) => product,
        (error: unknown) => {
          if (isHttpError(error, 404)) return undefined;
          throw error;
        },
      ),
    ),
  );
  return new Map(found.flatMap((product) => (product ? [[product.id, product] as const] : [])));
}

/** The products named as they are now (see getCurrentProducts); idle while `enabled` is false or none are named. */
export function useCurrentProducts(productIds: readonly string[], enabled = true) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: catalogKeys.current(productIds),
    queryFn: () => getCurrentProducts(queryClient, productIds),
    enabled: enabled && productIds.length > 0,
  });
}
