import { cartContract, type Reply } from '@bazaar/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../lib/http';
import { cartKeys } from './keys';

const endpoint = cartContract.getCartItems;
export type CartReply = Reply<typeof endpoint, 200>;

/** POST /api/user/get-cart-items: the signed-in shopper's lines at today's prices and the cart count. */
export function getCart(signal?: AbortSignal): Promise<CartReply> {
  return callApi(endpoint, { signal });
}

export function cartQueryOptions() {
  return queryOptions({ queryKey: cartKeys.items(), queryFn: ({ signal }) => getCart(signal) });
}

export function useCart() {
  return useQuery(cartQueryOptions());
}
