import { orderMessages, type OrderSummary } from '@bazaar/domain';
import { PackageOpen } from 'lucide-react';
import { Link } from 'react-router';
import { useOrders } from '../../../api/orders/get-orders';
import { OrderCard } from '../components/order-card';
import { buttonStyles } from '../../../components/button';
import { Loader } from '../../../components/loader';
import { ServerError } from '../../../components/server-error';
import { paths } from '../../../config/paths';
import { isHttpError } from '../../../lib/http';

const t = orderMessages;

const dayNumber = ({ orderDate: { year, month, day } }: OrderSummary) => year * 10_000 + month * 100 + day;

/** docs/product.md §2: newest first by order date; the API's order (newest first) is kept within a day. */
function newestFirst(orders: readonly OrderSummary[]): OrderSummary[] {
  return [...orders].sort((a, b) => dayNumber(b) - dayNumber(a));
}

/**
 * docs/product.md §2 /orders, Order History: a loader, the 500 view for a failure, 'No order Available' when there is
 * none (a 404 also shows its message, docs/product.md §8), otherwise the order cards, newest first.
 */
export function OrdersPage() {
  const orders = useOrders();

  let body;
  if (orders.isPending) body = <Loader showText />;
  else if (orders.isError && !isHttpError(orders.error, 404)) return <ServerError />;
  else if (orders.isError || orders.data.ordersArr.length === 0)
    body = <NoOrders message={orders.isError ? orders.error.message : undefined} />;
  else {
    body = (
      <ol className="grid gap-6">
        {newestFirst(orders.data.ordersArr).map((order) => (
          <li key={order.orderId}>
            <OrderCard order={order} />
          </li>
        ))}
      </ol>
    );
  }

  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-6 sm:py-8 lg:px-8">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t.historyHeading}</h1>
      {body}
    </div>
  );
}

function NoOrders({ message }: { message?: string }) {
  return (
    <section className="flex flex-col items-center gap-4 rounded-2xl border border-dashed border-zinc-300 px-4 py-16 text-center dark:border-zinc-700">
      <span className="grid size-16 place-items-center rounded-2xl bg-zinc-100 text-zinc-600 dark:bg-zinc-800 dark:text-zinc-300">
        <PackageOpen aria-hidden="true" className="size-8" />
      </span>
      <h2 className="text-xl font-semibold">{t.noOrders}</h2>
      <p className="text-zinc-600 dark:text-zinc-400">{message ?? t.noOrdersText}</p>
      <Link to={paths.products.getHref()} className={buttonStyles({ size: 'lg' })}>
        {t.shopNow}
      </Link>
    </section>
  );
}
