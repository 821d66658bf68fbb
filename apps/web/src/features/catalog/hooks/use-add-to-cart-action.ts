import { cartMessages, errorMessages, popupTitles } from '@bazaar/domain';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { useAuth } from '../../../lib/auth/session';
import { useAddToCart, type AddToCartInput } from '../../../api/cart/add-to-cart';
import { showAddToCartFailure } from '../../../components/add-to-cart-failure';

// The popups (sweetalert2) load with the first click, not with the page.
const popups = () => import('../../../components/popup');

/**
 * The card's and the product page's Add to cart (docs/product.md §4, §8): visitors get 'Error!' / 'Please login first!';
 * while busy the button reads 'Adding...'; success asks 'Product Added!' with View Cart / Continue Shopping;
 * failures show the spec's popup for the status, or the connection alert.
 */
export function useAddToCartAction() {
  const { token } = useAuth();
  const navigate = useNavigate();
  const mutation = useAddToCart();

  async function add(line: AddToCartInput): Promise<void> {
    if (!token) {
      const { showPopup } = await popups();
      await showPopup({ icon: 'error', title: popupTitles.error, text: errorMessages.loginFirst });
      return;
    }
    try {
      await mutation.mutateAsync(line);
    } catch (error) {
      await showAddToCartFailure(error);
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
