import { cartContract, type Reply, type RequestBody } from '@bazaar/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAuth } from '../../lib/auth/session';
import { cartKeys } from './keys';
import { callApi } from '../../lib/http';

const endpoint = cartContract.updateCart;
export type UpdateCartInput = RequestBody<typeof endpoint>;
export type UpdateCartReply = Reply<typeof endpoint, 200>;

/** POST /api/user/update-cart: sets a line's quantity (0 removes it); the reply carries the new cart count. */
export function updateCart(body: UpdateCartInput): Promise<UpdateCartReply> {
  return callApi(endpoint, { body });
}

/**
 * docs/product.md §4: each change is sent, then the cart reloads and the header badge shows the new count. The cart
 * reloads after a failure too, so a line another tab changed is shown as it is now.
 */
export function useUpdateCart() {
  const { refreshUser } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: cartKeys.update(),
    mutationFn: updateCart,
    onSuccess: ({ cartCount }) => refreshUser({ cartCount }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: cartKeys.items() }),
  });
}
