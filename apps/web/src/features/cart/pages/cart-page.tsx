import { cartMessages, type CartLine } from '@bazaar/domain';
import { ShoppingCart } from 'lucide-react';
import { Link } from 'react-router';
import { useUpdateCart } from '../../../api/cart/update-cart';
import { CartLines, cartLineKey } from '../components/cart-lines';
import { buttonStyles } from '../../../components/button';
import { Loader } from '../../../components/loader';
import { OrderSummary } from '../../../components/order-summary';
import { ServerError } from '../../../components/server-error';
import { paths } from '../../../config/paths';
import { useCart } from '../../../api/cart/get-cart';
import { useAuth } from '../../../lib/auth/session';
import { isHttpError } from '../../../lib/http';

const t = cartMessages;

// The popups (sweetalert2) load with the first failure, not with the page.
const popups = () => import('../../../components/popup');

/**
 * docs/product.md §2 /cart: loading, the 500 screen, the empty cart, or the lines with the Order Summary and Check Out.
 * docs/product.md §8: a 404 on load shows the empty cart; any other failure the 500 screen. issue 21: a visitor's cart
 * (kept in the browser, priced from the catalogue) shows the same way, and checking out asks them to sign in.
 */
export function CartPage() {
  const { token } = useAuth();
  const cart = useCart();
  const update = useUpdateCart();

  if (cart.isPending) return <Loader className="min-h-[60dvh]" />;
  if (cart.isError && !isHttpError(cart.error, 404)) return <ServerError />;
  const lines = cart.data?.cartProduct ?? [];
  if (lines.length === 0) return <EmptyCart />;

  function changeQuantity(line: CartLine, quantity: number) {
    update.mutate(
      { productId: line.id, quantity, ...(line.variantId ? { variantId: line.variantId } : {}) },
      {
        // docs/product.md §8: 'Something went wrong!' / 'Cant update cart' with an error icon, whatever the cause.
        onError: () =>
          void popups().then(({ showPopup }) =>
            showPopup({ icon: 'error', title: t.updateFailedTitle, text: t.updateFailed }),
          ),
      },
    );
  }

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:py-8 lg:px-8">
      <h1 className="mb-6 flex flex-wrap items-baseline gap-x-3 text-2xl font-bold tracking-tight sm:text-3xl">
        {t.heading}
        <span className="text-base font-medium text-zinc-600 dark:text-zinc-400">
          ({t.itemCount(cart.data?.cartCount ?? lines.length)})
        </span>
      </h1>
      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[1fr_22rem] lg:gap-8">
        <CartLines
          lines={lines}
          busyLine={
            update.isPending
              ? cartLineKey({
                  id: String(update.variables.productId),
                  variantId:
                    typeof update.variables.variantId === 'string' ? update.variables.variantId : undefined,
                })
              : undefined
          }
          onChangeQuantity={changeQuantity}
        />
        <div className="lg:sticky lg:top-24">
          <OrderSummary lines={lines}>
            {/* issue 21: a visitor signs in first, then lands on the checkout with the merged cart */}
            <Link
              to={token ? paths.checkout.getHref() : paths.login.getHref(paths.checkout.getHref())}
              className={buttonStyles({ size: 'lg', className: 'w-full' })}
            >
              {token ? t.checkOut : t.loginToCheckOut}
            </Link>
          </OrderSummary>
        </div>
      </div>
    </div>
  );
}

function EmptyCart() {
  return (
    <section className="mx-auto flex min-h-[60dvh] max-w-xl flex-col items-center justify-center gap-5 px-4 py-16 text-center">
      <span className="grid size-20 place-items-center rounded-3xl bg-zinc-100 text-zinc-600 dark:bg-zinc-800 dark:text-zinc-300">
        <ShoppingCart aria-hidden="true" className="size-10" />
      </span>
      <h1 className="text-2xl font-bold tracking-tight">{t.empty}</h1>
      <Link to={paths.home.getHref()} className={buttonStyles({ size: 'lg' })}>
        {t.shopNow}
      </Link>
    </section>
  );
}
