import { wishlistContract, type ProductCard } from '@bazaar/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { profileKeys } from './keys';
import { callApi } from '../../../lib/http';

const endpoint = wishlistContract.getWishlist;

/** POST /api/user/get-wishlist: the saved products as cards; a 204 (no body) means none. */
export async function getWishlist(signal?: AbortSignal): Promise<ProductCard[]> {
  const reply = await callApi(endpoint, { signal });
  return reply?.wishListProducts ?? [];
}

export function wishlistQueryOptions() {
  return queryOptions({
    queryKey: profileKeys.wishlist(),
    queryFn: ({ signal }) => getWishlist(signal),
    // Hearts on product cards change it too: reload whenever the list is shown.
    staleTime: 0,
  });
}

export function useWishlist() {
  return useQuery(wishlistQueryOptions());
}
