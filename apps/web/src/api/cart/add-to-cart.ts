import { cartContract, type Reply, type RequestBody } from '@bazaar/domain';
import { useMutation } from '@tanstack/react-query';
import { useAuth } from '../../lib/auth/session';
import { callApi } from '../../lib/http';
import { cartKeys } from './keys';

const endpoint = cartContract.addToCart;
type AddToCart = typeof endpoint;
export type AddToCartReply = Reply<AddToCart, 200>;

/** POST /api/user/add-to-cart with quantity 1 (docs/product.md §7); the reply carries the new cart count. */
export function addToCart(productId: string): Promise<AddToCartReply> {
  const body: RequestBody<AddToCart> = { productId, quantity: 1 };
  return callApi(endpoint, { body });
}

/**
 * Adds one to the cart and shows the new count in the header at once. The catalogue's cards and product page
 * and the account's wishlist all add this way (the failure's popup: components/add-to-cart-failure.ts).
 */
export function useAddToCart() {
  const { refreshUser } = useAuth();
  return useMutation({
    mutationKey: cartKeys.add(),
    mutationFn: addToCart,
    onSuccess: ({ cartCount }) => refreshUser({ cartCount }),
  });
}
