import {
  cartContract,
  errorMessages,
  popupTitleForStatus,
  type Reply,
  type RequestBody,
} from '@bazaar/domain';
import { useMutation } from '@tanstack/react-query';
import { useAuth } from '../auth/session';
import { callApi, isHttpError, isNetworkError } from '../http';
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
 * and the account's wishlist all add this way (features never import each other, so it lives in lib/).
 */
export function useAddToCart() {
  const { refreshUser } = useAuth();
  return useMutation({
    mutationKey: cartKeys.add(),
    mutationFn: addToCart,
    onSuccess: ({ cartCount }) => refreshUser({ cartCount }),
  });
}

/**
 * The popup for an add to cart that failed (docs/product.md §8): the connection alert when the request never got an
 * answer, otherwise the spec's title for the status with the server's message. The popups (sweetalert2)
 * load with the first failure, not with the page.
 */
export async function showAddToCartFailure(error: unknown): Promise<void> {
  const { showPopup } = await import('../../components/popup');
  if (isNetworkError(error)) {
    await showPopup({ icon: 'warning', title: errorMessages.checkInternet });
    return;
  }
  const status = isHttpError(error) ? error.status : undefined;
  const text = isHttpError(error) && error.message ? error.message : errorMessages.somethingWentWrongFullStop;
  await showPopup({ icon: 'error', title: popupTitleForStatus(status), text });
}
