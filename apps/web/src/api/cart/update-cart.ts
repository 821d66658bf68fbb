import { cartApiMessages, cartContract, type Reply, type RequestBody } from '@bazaar/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAuth } from '../../lib/auth/session';
import { callApi } from '../../lib/http';
import { getVisitorCart, setVisitorCartQuantity } from '../../lib/visitor-cart';
import { cartKeys } from './keys';

const endpoint = cartContract.updateCart;
export type UpdateCartInput = RequestBody<typeof endpoint>;
export type UpdateCartReply = Reply<typeof endpoint, 200>;

/** POST /api/user/update-cart: sets a line's quantity (0 removes it); the reply carries the new cart count. */
export function updateCart(body: UpdateCartInput): Promise<UpdateCartReply> {
  return callApi(endpoint, { body });
}

/** issue 21: the same change in a visitor's cart, kept in the browser. */
export function updateVisitorCart(body: UpdateCartInput): Promise<UpdateCartReply> {
  const variantId = typeof body.variantId === 'string' && body.variantId ? body.variantId : undefined;
  setVisitorCartQuantity({ productId: String(body.productId), variantId }, Number(body.quantity));
  return Promise.resolve({ message: cartApiMessages.cartUpdated, cartCount: getVisitorCart().length });
}

/**
 * docs/product.md §4: each change is sent, then the cart reloads and the header badge shows the new count. The cart
 * reloads after a failure too, so a line another tab changed is shown as it is now. A visitor's cart changes in
 * the browser (issue 21), and the screen follows it at once.
 */
export function useUpdateCart() {
  const { token, refreshUser } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: cartKeys.update(),
    mutationFn: token ? updateCart : updateVisitorCart,
    onSuccess: ({ cartCount }) => (token ? refreshUser({ cartCount }) : undefined),
    onSettled: () => (token ? queryClient.invalidateQueries({ queryKey: cartKeys.items() }) : undefined),
  });
}
