import { wishlistContract, type ProductCard } from '@bazaar/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../lib/http';
import { wishlistKeys } from './keys';

const endpoint = wishlistContract.getWishlist;

/** POST /api/user/get-wishlist: the saved products as cards; a 204 (no body) means none. */
export async function getWishlist(signal?: AbortSignal): Promise<ProductCard[]> {
  const reply = await callApi(endpoint, { signal });
  return reply?.wishListProducts ?? [];
}

export function wishlistQueryOptions() {
  return queryOptions({
    queryKey: wishlistKeys.list(),
    queryFn: ({ signal }) => getWishlist(signal),
  });
}

export function useWishlist() {
  return useQuery(wishlistQueryOptions());
}
