import {
  cartApiMessages,
  cartContract,
  cartMessages,
  VISITOR_CART_LINES_MAX,
  type Reply,
  type RequestBody,
} from '@bazaar/domain';
import { useMutation } from '@tanstack/react-query';
import { useAuth } from '../../lib/auth/session';
import { callApi, HttpError } from '../../lib/http';
import { addToVisitorCart, getVisitorCart } from '../../lib/visitor-cart';
import { cartKeys } from './keys';

const endpoint = cartContract.addToCart;
type AddToCart = typeof endpoint;
export type AddToCartReply = Reply<AddToCart, 200>;

/** What to add: a product, its variant when it has variants (issue 20), and how many (1 unless said). */
export interface AddToCartInput {
  productId: string;
  variantId?: string;
  quantity?: number;
  /**
   * issue 21: what the screen knows of the product, for a visitor's cart (the server checks a signed-in one): its
   * name for the message, and the stock a line may hold.
   */
  known?: { name: string; stock?: number };
}

/** POST /api/user/add-to-cart (docs/product.md §7); the reply carries the new cart count. */
export function addToCart({ productId, variantId, quantity = 1 }: AddToCartInput): Promise<AddToCartReply> {
  const body: RequestBody<AddToCart> = { productId, quantity, ...(variantId ? { variantId } : {}) };
  return callApi(endpoint, { body });
}

/**
 * issue 21: a visitor's add goes to the cart kept in the browser, refused as the server would (409 above the stock)
 * so the same popups follow.
 */
export async function addToVisitorCartAsReply({
  productId,
  variantId,
  quantity = 1,
  known,
}: AddToCartInput): Promise<AddToCartReply> {
  const result = addToVisitorCart({ productId, quantity, ...(variantId ? { variantId } : {}) }, known?.stock);
  if (result === 'notEnoughStock')
    throw new HttpError(409, cartApiMessages.notEnoughStock(known?.name ?? productId), undefined);
  if (result === 'full')
    throw new HttpError(409, cartMessages.visitorCartFull(VISITOR_CART_LINES_MAX), undefined);
  return Promise.resolve({ message: cartApiMessages.productAdded, cartCount: getVisitorCart().length });
}

/**
 * Adds to the cart and shows the new count in the header at once: the account's, or a visitor's kept in the
 * browser (issue 21). The catalogue's cards and product page and the account's wishlist all add this way (the
 * failure's popup: components/add-to-cart-failure.ts).
 */
export function useAddToCart() {
  const { token, refreshUser } = useAuth();
  return useMutation({
    mutationKey: cartKeys.add(),
    mutationFn: token ? addToCart : addToVisitorCartAsReply,
    onSuccess: ({ cartCount }) => (token ? refreshUser({ cartCount }) : undefined),
  });
}
