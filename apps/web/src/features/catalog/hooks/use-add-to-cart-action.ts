import { cartMessages, errorMessages, popupTitleForStatus, popupTitles } from '@bazaar/domain';
import { useNavigate } from 'react-router';
import { useAddToCart } from '../api/add-to-cart';
import { paths } from '../../../config/paths';
import { useAuth } from '../../../lib/auth/session';
import { isHttpError, isNetworkError } from '../../../lib/http';

// The popups (sweetalert2) load with the first click, not with the page.
const popups = () => import('../../../components/popup');

/**
 * The card's and the product page's Add to cart (spec §4, §8): visitors get 'Error!' / 'Please login first!';
 * while busy the button reads 'Adding...'; success asks 'Product Added!' with View Cart / Continue Shopping;
 * failures show the spec's popup for the status, or the connection alert.
 */
export function useAddToCartAction() {
  const { token } = useAuth();
  const navigate = useNavigate();
  const mutation = useAddToCart();

  async function add(productId: string): Promise<void> {
    if (!token) {
      const { showPopup } = await popups();
      await showPopup({ icon: 'error', title: popupTitles.error, text: errorMessages.loginFirst });
      return;
    }
    try {
      await mutation.mutateAsync(productId);
    } catch (error) {
      const { showPopup } = await popups();
      if (isNetworkError(error)) {
        await showPopup({ icon: 'warning', title: errorMessages.checkInternet });
        return;
      }
      const status = isHttpError(error) ? error.status : undefined;
      const text =
        isHttpError(error) && error.message ? error.message : errorMessages.somethingWentWrongFullStop;
      await showPopup({ icon: 'error', title: popupTitleForStatus(status), text });
      return;
    }
    const { confirmPopup } = await popups();
    const viewCart = await confirmPopup({
      icon: 'success',
      title: cartMessages.added,
      confirmButtonText: cartMessages.viewCart,
      cancelButtonText: cartMessages.continueShopping,
    });
    if (viewCart) await navigate(paths.cart.getHref());
  }

  return { add, isAdding: mutation.isPending };
}
