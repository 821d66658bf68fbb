import {
  formatRupeeAmount,
  optionsText,
  ORDER_CARD_PREVIEW_ITEMS,
  orderMessages,
  type OrderSummary,
} from '@bazaar/domain';
import { ChevronDown, ChevronUp } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { OrderStatusBadge } from '../../../components/order-status-badge';
import { buttonStyles } from '../../../components/button';
import { paths } from '../../../config/paths';
import { formatOrderDate, formatOrderInstant } from '../../../lib/order-dates';
import { ViewInvoiceButton } from './view-invoice-button';

const t = orderMessages;

/**
 * One order of the history (docs/product.md §2): number, date, total, View Order and View Invoice (issue 21),
 * the first two items with View Product and Buy Again, the status with its delivery date, and a toggle for
 * the rest of the items.
 */
export function OrderCard({ order }: { order: OrderSummary }) {
  const [expanded, setExpanded] = useState(false);
  const itemsId = useId();
  const hidden = order.orderItems.length - ORDER_CARD_PREVIEW_ITEMS;
  const items = expanded ? order.orderItems : order.orderItems.slice(0, ORDER_CARD_PREVIEW_ITEMS);
  const number = order.orderId.toUpperCase();

  return (
    <article
      aria-label={`${t.orderNumber} ${number}`}
      className="overflow-hidden rounded-2xl border border-zinc-200 bg-white dark:border-zinc-800 dark:bg-zinc-900"
    >
      <header className="flex flex-col gap-4 border-b border-zinc-200 bg-zinc-50 px-4 py-4 sm:flex-row sm:items-start sm:justify-between sm:px-5 dark:border-zinc-800 dark:bg-zinc-900/60">
        <dl className="grid grid-cols-2 gap-x-6 gap-y-3 text-sm sm:flex sm:flex-wrap sm:gap-x-8">
          <div className="col-span-2 min-w-0 sm:col-span-1">
            <dt className="text-xs font-medium text-zinc-600 dark:text-zinc-400">{t.orderNumber}</dt>
            <dd className="font-mono font-semibold break-all">{number}</dd>
          </div>
          <div>
            <dt className="text-xs font-medium text-zinc-600 dark:text-zinc-400">{t.orderDate}</dt>
            <dd className="font-semibold">{formatOrderDate(order.orderDate)}</dd>
          </div>
          <div>
            <dt className="text-xs font-medium text-zinc-600 dark:text-zinc-400">{t.totalAmount}</dt>
            <dd className="font-semibold">{formatRupeeAmount(order.totalAmount)}</dd>
          </div>
        </dl>
        <div className="flex shrink-0 gap-2">
          <Link
            to={paths.orderDetail.getHref(order.orderId)}
            className={buttonStyles({ size: 'sm', className: 'flex-1 sm:flex-none' })}
          >
            {t.viewOrder}
            <span className="sr-only"> {number}</span>
          </Link>
          {/* issue 21: the GST invoice, once the order has shipped (the spec's always-disabled button) */}
          <ViewInvoiceButton
            orderId={order.orderId}
            available={order.isInvoiceUploaded}
            className="flex-1 sm:flex-none"
          />
        </div>
      </header>

      <ul id={itemsId} className="divide-y divide-zinc-200 dark:divide-zinc-800">
        {items.map((item) => (
          <li key={`${item.productId}:${item.variantId ?? ''}`} className="flex gap-4 px-4 py-4 sm:px-5">
            <img
              src={item.productImage}
              alt=""
              loading="lazy"
              className="size-20 shrink-0 rounded-lg border border-zinc-200 bg-zinc-100 object-cover dark:border-zinc-800 dark:bg-zinc-800"
            />
            <div className="flex min-w-0 flex-1 flex-col gap-2 sm:flex-row sm:justify-between sm:gap-4">
              <div className="min-w-0 space-y-1">
                <p className="font-semibold break-words">{item.productName}</p>
                {item.options && (
                  <p className="text-sm font-medium text-zinc-700 dark:text-zinc-300">
                    {optionsText(item.options)}
                  </p>
                )}
                <p className="line-clamp-2 text-sm text-zinc-600 dark:text-zinc-400">
                  {item.productDescription}
                </p>
                <p className="text-sm">
                  <span className="text-zinc-600 dark:text-zinc-400">{t.quantity(item.quantity)}</span>
                  <span aria-hidden="true"> · </span>
                  <span className="font-semibold">{formatRupeeAmount(item.price)}</span>
                </p>
              </div>
              <div className="flex shrink-0 flex-wrap gap-x-4 gap-y-1 text-sm font-semibold sm:flex-col sm:items-end">
                <Link
                  to={paths.product.getHref(item.productId, item.variantId)}
                  className="text-brand-700 hover:underline dark:text-brand-300"
                >
                  {t.viewProduct}
                  <span className="sr-only"> {item.productName}</span>
                </Link>
                <Link
                  to={paths.buyNow.getHref(item.productId, { variantId: item.variantId })}
                  className="text-brand-700 hover:underline dark:text-brand-300"
                >
                  {t.buyAgain}
                  <span className="sr-only"> {item.productName}</span>
                </Link>
              </div>
            </div>
          </li>
        ))}
      </ul>

      <footer className="flex flex-wrap items-center justify-between gap-3 border-t border-zinc-200 px-4 py-3 sm:px-5 dark:border-zinc-800">
        <p className="flex flex-wrap items-center gap-2 text-sm">
          <span className="font-medium text-zinc-600 dark:text-zinc-400">{t.orderStatus}:</span>
          <OrderStatusBadge status={order.orderStatus} />
          {order.DeliveryDate && (
            <span className="text-zinc-600 dark:text-zinc-400">
              {t.deliveredOn(formatOrderInstant(order.DeliveryDate))}
            </span>
          )}
        </p>
        {hidden > 0 && (
          <button
            type="button"
            aria-expanded={expanded}
            aria-controls={itemsId}
            onClick={() => setExpanded((value) => !value)}
            className="inline-flex items-center gap-1 rounded text-sm font-semibold text-brand-700 hover:underline dark:text-brand-300"
          >
            {expanded ? t.lessProducts : t.moreProducts(hidden)}
            {expanded ? (
              <ChevronUp aria-hidden="true" className="size-4" />
            ) : (
              <ChevronDown aria-hidden="true" className="size-4" />
            )}
          </button>
        )}
      </footer>
    </article>
  );
}
