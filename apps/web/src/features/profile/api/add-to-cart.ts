import { cartContract, type Reply } from '@bazaar/domain';
import { useMutation } from '@tanstack/react-query';
import { profileKeys } from './keys';
import { callApi } from '../../../lib/http';
import { useAuth } from '../../../lib/auth/session';

const endpoint = cartContract.addToCart;

/** POST /api/user/add-to-cart with quantity 1 (spec §7); the reply carries the new cart count. */
export function addToCart(productId: string): Promise<Reply<typeof endpoint, 200>> {
  return callApi(endpoint, { body: { productId, quantity: 1 } });
}

/** Adds one of a saved product to the cart and shows the new count in the header at once. */
export function useAddToCart() {
  const { refreshUser } = useAuth();
  return useMutation({
    mutationKey: profileKeys.addToCart(),
    mutationFn: addToCart,
    onSuccess: ({ cartCount }) => refreshUser({ cartCount }),
  });
}
