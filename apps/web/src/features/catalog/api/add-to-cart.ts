import { cartContract, type Reply, type RequestBody } from '@bazaar/domain';
import { useMutation } from '@tanstack/react-query';
import { catalogKeys } from './keys';
import { callApi } from '../../../lib/http';
import { useAuth } from '../../../lib/auth/session';

const endpoint = cartContract.addToCart;
type AddToCart = typeof endpoint;
export type AddToCartReply = Reply<AddToCart, 200>;

/** POST /api/user/add-to-cart with quantity 1 (spec §7); the reply carries the new cart count. */
export function addToCart(productId: string): Promise<AddToCartReply> {
  const body: RequestBody<AddToCart> = { productId, quantity: 1 };
  return callApi(endpoint, { body });
}

/** Adds one to the cart and shows the new count in the header at once. */
export function useAddToCart() {
  const { refreshUser } = useAuth();
  return useMutation({
    mutationKey: catalogKeys.addToCart(),
    mutationFn: addToCart,
    onSuccess: ({ cartCount }) => refreshUser({ cartCount }),
  });
}
