import { cartContract, type Reply, type RequestBody } from '@bazaar/domain';
import { useMutation } from '@tanstack/react-query';
import { useAuth } from '../../lib/auth/session';
import { callApi } from '../../lib/http';
import { cartKeys } from './keys';

const endpoint = cartContract.addToCart;
type AddToCart = typeof endpoint;
export type AddToCartReply = Reply<AddToCart, 200>;

/** What to add: a product, its variant when it has variants (issue 20), and how many (1 unless said). */
export interface AddToCartInput {
  productId: string;
  variantId?: string;
  quantity?: number;
}

/** POST /api/user/add-to-cart (docs/product.md §7); the reply carries the new cart count. */
export function addToCart({ productId, variantId, quantity = 1 }: AddToCartInput): Promise<AddToCartReply> {
  const body: RequestBody<AddToCart> = { productId, quantity, ...(variantId ? { variantId } : {}) };
  return callApi(endpoint, { body });
}

/**
 * Adds to the cart and shows the new count in the header at once. The catalogue's cards and product page
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
