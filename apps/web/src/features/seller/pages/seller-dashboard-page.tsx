import { formatRupeeAmount, groupIndian, type SellerDashboard, sellerMessages } from '@bazaar/domain';
import {
  IndianRupee,
  Package,
  ShoppingBag,
  Star,
  TrendingDown,
  TrendingUp,
  Users,
  type LucideIcon,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { TableHead, tableHeadText, tableRowDividers } from '../../../components/data-table';
import { FitText } from '../../../components/fit-text';
import { Loader } from '../../../components/loader';
import { useDashboard } from '../../../api/sellers/get-dashboard';
import { OrderStatusBadge } from '../../../components/order-status-badge';
import { SalesChart } from '../components/sales-chart';

const t = sellerMessages.dashboard;
/** a count grouped as the money is (docs/product.md §1: comma grouping): 12,34,567 orders */
const count = (value: number) => groupIndian(String(value));

// Until the table has a wide screen's room, the order number moves above the customer, and on a phone the
// status moves under the amount (see the rows): four columns do not fit beside the seller menu or in 320 px.
const recentOrderColumns = [
  { label: t.columns.orderId, className: 'hidden px-4 py-2 lg:table-cell lg:pl-0' },
  { label: t.columns.customer, className: 'py-2 pr-2 lg:px-4' },
  { label: t.columns.amount, className: 'py-2 pl-2 text-right sm:px-4' },
  { label: t.columns.status, className: 'hidden py-2 pl-2 sm:table-cell sm:px-4 sm:pr-0' },
];

type Figure = keyof NonNullable<SellerDashboard['comparison']>;

/**
 * docs/product.md §2 seller dashboard on real data: the four cards in ₹ with "from last month" (the last 30 days
 * against the 30 before), recent orders, top products, recent reviews and the sales chart. docs/product.md §8: any
 * error shows the error page with the server's message or 'Something went wrong'.
 */
export function SellerDashboardPage() {
  const dashboard = useDashboard();

  if (dashboard.isPending) return <Loader />;
  if (dashboard.isError) {
    return (
      <section
        role="alert"
        className="rounded-xl border border-red-200 bg-red-50 p-6 text-red-800 dark:border-red-500/30 dark:bg-red-500/10 dark:text-red-200"
      >
        <h1 className="text-xl font-bold">{t.title}</h1>
        <p className="mt-2">{dashboard.error.message || t.error}</p>
      </section>
    );
  }

  const data = dashboard.data;
  const cards: { figure: Figure; label: string; icon: LucideIcon; value: string; money?: boolean }[] = [
    {
      figure: 'totalSales',
      label: t.totalSales,
      icon: IndianRupee,
      value: formatRupeeAmount(data.totalSales[0]?.total ?? 0),
      money: true,
    },
    { figure: 'totalOrder', label: t.totalOrders, icon: ShoppingBag, value: count(data.totalOrder) },
    { figure: 'totalProducts', label: t.totalProducts, icon: Package, value: count(data.totalProducts) },
    { figure: 'totalCustomer', label: t.totalCustomers, icon: Users, value: count(data.totalCustomer) },
  ];

  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t.title}</h1>

      <ul className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
        {cards.map((card) => (
          <li
            key={card.figure}
            className="min-w-0 rounded-xl border border-zinc-200 bg-white p-3 shadow-sm sm:p-5 dark:border-zinc-800 dark:bg-zinc-900"
          >
            <div className="flex items-start justify-between gap-3">
              <h2 className="min-w-0 text-sm font-medium text-zinc-600 dark:text-zinc-400">{card.label}</h2>
              <span className="-mt-1 hidden size-9 shrink-0 place-items-center rounded-lg bg-brand-100 text-brand-700 sm:grid dark:bg-brand-500/15 dark:text-brand-300">
                <card.icon aria-hidden="true" className="size-5" />
              </span>
            </div>
            {/* A figure never breaks: it has the card's whole width (the icon sits beside the label), a phone's
                two columns get a smaller size, and a figure wider than its card (₹12,34,56,789.50 at 320 px)
                shrinks to fit. */}
            <FitText className="mt-1 text-lg font-bold tabular-nums sm:text-2xl">{card.value}</FitText>
            <Comparison change={data.comparison?.[card.figure]} money={card.money} />
          </li>
        ))}
      </ul>

      {data.salesByDay && <SalesChart days={data.salesByDay} />}

      <Panel title={t.recentOrders}>
        {data.recentOrders.length === 0 ? (
          <p className="py-6 text-center text-sm text-zinc-600 dark:text-zinc-400">{t.noRecentOrders}</p>
        ) : (
          <div className="overflow-x-auto">
            <table aria-label={t.recentOrders} className="w-full text-left text-sm">
              <TableHead columns={recentOrderColumns} className={tableHeadText} />
              <tbody className={tableRowDividers}>
                {data.recentOrders.map((order) => (
                  <tr key={order.orderId}>
                    <td
                      className="hidden max-w-40 truncate px-4 py-3 font-mono text-xs lg:table-cell lg:pl-0"
                      title={order.orderId}
                    >
                      {order.orderId.toUpperCase()}
                    </td>
                    {/* w-full max-w-0: the customer takes the room the amount and status leave, and a long order
                        number is cut with an ellipsis instead of pushing them out of the panel */}
                    <td className="w-full max-w-0 py-3 pr-2 lg:px-4">
                      {/* the order number sits above the customer until it has a column of its own */}
                      <p
                        className="truncate font-mono text-xs text-zinc-500 lg:hidden dark:text-zinc-400"
                        title={order.orderId.toUpperCase()}
                      >
                        {order.orderId.toUpperCase()}
                      </p>
                      <p className="font-medium">{order.customerId.name}</p>
                      <p className="text-xs break-all text-zinc-500 dark:text-zinc-400">
                        {order.customerId.email}
                      </p>
                    </td>
                    <td className="py-3 pl-2 text-right font-medium whitespace-nowrap tabular-nums sm:px-4">
                      {formatRupeeAmount(order.grandTotal)}
                      {/* on a phone the status sits under the amount */}
                      <span className="mt-1 block sm:hidden">
                        <OrderStatusBadge status={order.orderStatus} />
                      </span>
                    </td>
                    <td className="hidden py-3 pl-2 sm:table-cell sm:px-4 sm:pr-0">
                      <OrderStatusBadge status={order.orderStatus} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Panel>

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <Panel title={t.topProducts}>
          {data.topProducts.length === 0 ? (
            <p className="py-4 text-sm text-zinc-600 dark:text-zinc-400">{t.noTopProducts}</p>
          ) : (
            <ol className="divide-y divide-zinc-100 dark:divide-zinc-800">
              {data.topProducts.map((product) => (
                <li key={product.id} className="flex items-center gap-3 py-3">
                  {product.image ? (
                    <img src={product.image} alt="" className="size-12 shrink-0 rounded-lg object-cover" />
                  ) : (
                    <span className="grid size-12 shrink-0 place-items-center rounded-lg bg-zinc-100 dark:bg-zinc-800">
                      <Package aria-hidden="true" className="size-5 text-zinc-400" />
                    </span>
                  )}
                  <p className="min-w-0 flex-1 truncate font-medium">{product.name}</p>
                  <p className="shrink-0 text-sm text-zinc-600 tabular-nums dark:text-zinc-400">
                    {t.unitsSold(product.unitsSold)}
                  </p>
                </li>
              ))}
            </ol>
          )}
        </Panel>

        <Panel title={t.recentReviews}>
          {!data.recentReviews?.length ? (
            <p className="py-4 text-sm text-zinc-600 dark:text-zinc-400">{t.noRecentReviews}</p>
          ) : (
            <ul className="divide-y divide-zinc-100 dark:divide-zinc-800">
              {data.recentReviews.map((review) => (
                <li key={review._id} className="py-3">
                  <div className="flex items-center justify-between gap-3">
                    <p className="min-w-0 truncate text-sm font-medium">{review.productName}</p>
                    <p
                      className="flex shrink-0 items-center gap-1 text-sm font-semibold text-amber-600 dark:text-amber-400"
                      aria-label={`${review.rating} / 5`}
                    >
                      <Star aria-hidden="true" className="size-4 fill-current" />
                      {review.rating}
                    </p>
                  </div>
                  <p className="mt-1 text-sm">{review.title}</p>
                  <p className="text-xs text-zinc-500 dark:text-zinc-400">{review.userName}</p>
                </li>
              ))}
            </ul>
          )}
        </Panel>
      </div>
    </div>
  );
}

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-xl border border-zinc-200 bg-white p-4 shadow-sm sm:p-5 dark:border-zinc-800 dark:bg-zinc-900">
      <h2 className="mb-2 text-lg font-semibold">{title}</h2>
      {children}
    </section>
  );
}

type Change = NonNullable<SellerDashboard['comparison']>[Figure];

/** '+12% from last month'; with nothing the month before, the plain difference ('+₹1,200', '+3'). */
function Comparison({ change, money = false }: { change: Change | undefined; money?: boolean }) {
  if (!change) {
    return <p className="mt-3 text-xs text-zinc-500 dark:text-zinc-400">{t.fromLastMonth}</p>;
  }
  const difference = change.current - change.previous;
  const up = difference >= 0;
  const amount =
    change.changePercent !== null
      ? t.change(change.changePercent)
      : `${up ? '+' : '-'}${money ? formatRupeeAmount(Math.abs(difference)) : count(Math.abs(difference))}`;
  const Icon = up ? TrendingUp : TrendingDown;
  return (
    <p className="mt-3 flex flex-wrap items-center gap-x-1.5 text-xs text-zinc-500 dark:text-zinc-400">
      <Icon
        aria-hidden="true"
        className={`size-4 ${up ? 'text-emerald-600 dark:text-emerald-400' : 'text-red-600 dark:text-red-400'}`}
      />
      {/* with nothing the month before, the difference is the whole figure: it shrinks to fit as well */}
      <FitText
        as="span"
        className={`max-w-full font-semibold ${up ? 'text-emerald-700 dark:text-emerald-400' : 'text-red-700 dark:text-red-400'}`}
      >
        {amount}
      </FitText>{' '}
      {t.fromLastMonth}
    </p>
  );
}
