import { cartMessages } from '@bazaar/domain';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { useAddToCart, type AddToCartInput } from '../../../api/cart/add-to-cart';
import { showAddToCartFailure } from '../../../components/add-to-cart-failure';

// The popups (sweetalert2) load with the first click, not with the page.
const popups = () => import('../../../components/popup');

/**
 * The card's and the product page's Add to cart (docs/product.md §4, §8): a visitor's goes to the cart kept in the
 * browser (issue 21), a signed-in shopper's to the account's; while busy the button reads 'Adding...'; success asks 'Product Added!' with View Cart / Continue Shopping;
 * failures show the spec's popup for the status, or the connection alert.
 */
export function useAddToCartAction() {
  const navigate = useNavigate();
  const mutation = useAddToCart();

  async function add(line: AddToCartInput): Promise<void> {
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
