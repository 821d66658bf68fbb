import { orderSuccessMessages, shellMessages } from '@bazaar/domain';
import { CircleCheckBig } from 'lucide-react';
import { Link, Navigate, useLocation } from 'react-router';
import { buttonStyles } from '../../../components/button';
import { paths } from '../../../config/paths';

const t = orderSuccessMessages;

/** The order ids the checkout hands over in the navigation state (anything else counts as none). */
function orderIdsOf(state: unknown): string[] {
  if (typeof state !== 'object' || state === null || !('orderIds' in state)) return [];
  const { orderIds } = state;
  return Array.isArray(orderIds)
    ? orderIds.filter((id): id is string => typeof id === 'string' && id !== '')
    : [];
}

/**
 * docs/product.md §2 /order-success: the confirmation of the orders just placed, whose ids arrive in the navigation
 * state. One order links to its detail, several to the order history; none (a reload, a typed URL) goes
 * straight to /orders.
 */
export function OrderSuccessPage() {
  const orderIds = orderIdsOf(useLocation().state);
  if (orderIds.length === 0) return <Navigate to={paths.orders.getHref()} replace />;
  const [onlyOrder] = orderIds.length === 1 ? orderIds : [];

  return (
    <section
      aria-labelledby="order-success-title"
      className="mx-auto flex min-h-[60dvh] max-w-xl flex-col items-center justify-center gap-5 px-4 py-16 text-center"
    >
      <span className="grid size-20 place-items-center rounded-full bg-emerald-100 text-emerald-700 dark:bg-emerald-500/15 dark:text-emerald-400">
        <CircleCheckBig aria-hidden="true" className="size-10" />
      </span>
      <h1 id="order-success-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
        {shellMessages.screens.orderSuccess}
      </h1>
      <p className="text-zinc-600 dark:text-zinc-400">{t.text(orderIds.length)}</p>
      <div className="w-full rounded-2xl border border-zinc-200 bg-white p-4 dark:border-zinc-800 dark:bg-zinc-900">
        <h2
          id="order-numbers-title"
          className="text-xs font-semibold tracking-wide text-zinc-500 uppercase dark:text-zinc-400"
        >
          {t.orderNumbers(orderIds.length)}
        </h2>
        <ul
          aria-labelledby="order-numbers-title"
          className="mt-2 space-y-1 font-mono text-sm font-semibold break-all"
        >
          {orderIds.map((id) => (
            <li key={id}>{id.toUpperCase()}</li>
          ))}
        </ul>
      </div>
      <div className="flex flex-wrap justify-center gap-3">
        {onlyOrder ? (
          <Link to={paths.orderDetail.getHref(onlyOrder)} className={buttonStyles({ size: 'lg' })}>
            {t.viewOrder}
          </Link>
        ) : (
          <Link to={paths.orders.getHref()} className={buttonStyles({ size: 'lg' })}>
            {t.viewOrders}
          </Link>
        )}
        <Link to={paths.products.getHref()} className={buttonStyles({ variant: 'secondary', size: 'lg' })}>
          {t.continueShopping}
        </Link>
      </div>
    </section>
  );
}
