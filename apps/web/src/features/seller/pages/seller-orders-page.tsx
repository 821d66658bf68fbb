import {
  anyOrderStatuses,
  formatRupeeAmount,
  isAnyOrderStatus,
  isOrderStatus,
  optionsText,
  sellerMessages,
  type SellerOrder,
} from '@bazaar/domain';
import { ArrowRight, CheckCircle2, ChevronLeft, ChevronRight, Loader2, PackageOpen } from 'lucide-react';
import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/button';
import { Loader } from '../../../components/loader';
import { confirmPopup, showPopup, showToast } from '../../../components/popup';
import { ServerError } from '../../../components/server-error';
import { failureMessage } from '../../../lib/failure-message';
import { useChangeOrderStatus } from '../../../api/sellers/change-order-status';
import { useSellerOrders, type SellerOrderFilters } from '../../../api/sellers/get-seller-orders';
import { OrderStatusBadge } from '../../../components/order-status-badge';
import { PostalAddress } from '../../../components/postal-address';
import { EmptyList, PageHeading } from '../components/page-heading';

const t = sellerMessages.orders;

function readFilters(params: URLSearchParams): SellerOrderFilters {
  const status = params.get('status');
  const page = Number(params.get('page'));
  return {
    status: isAnyOrderStatus(status) ? status : undefined,
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** '23 Nov 2026' from an ISO date. */
function day(iso: string): string {
  return new Date(iso).toLocaleDateString('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });
}

/**
 * The seller's orders (issue 9), newest first: a status filter and pages kept in the URL; each order moves
 * one step along the sequence after a confirmation; a refusal shows the server's message in a popup.
 */
export function SellerOrdersPage() {
  const filterId = useId();
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = readFilters(searchParams);
  const orders = useSellerOrders(filters);

  function update(next: { status?: string; page: number }) {
    const params = new URLSearchParams();
    if (next.status) params.set('status', next.status);
    if (next.page > 1) params.set('page', String(next.page));
    setSearchParams(params);
  }

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <PageHeading title={t.title} intro={t.intro} />
        <div className="flex flex-col gap-1.5">
          <label htmlFor={filterId} className="text-sm font-medium text-zinc-700 dark:text-zinc-300">
            {t.statusFilter}
          </label>
          <select
            id={filterId}
            value={filters.status ?? ''}
            // a new filter starts again on page 1
            onChange={(event) => update({ status: event.target.value || undefined, page: 1 })}
            className="h-10 rounded-lg border border-zinc-300 bg-white px-3 text-sm dark:border-zinc-700 dark:bg-zinc-950"
          >
            <option value="">{t.allStatuses}</option>
            {anyOrderStatuses.map((status) => (
              <option key={status} value={status}>
                {status}
              </option>
            ))}
          </select>
        </div>
      </div>

      {orders.isPending ? (
        <Loader />
      ) : orders.isError ? (
        <ServerError />
      ) : orders.data.orders.length === 0 ? (
        <EmptyList icon={<PackageOpen aria-hidden="true" className="size-8" />}>
          {filters.status ? t.emptyFiltered : t.empty}
        </EmptyList>
      ) : (
        <>
          <ul className="space-y-4" aria-busy={orders.isPlaceholderData || undefined}>
            {orders.data.orders.map((order) => (
              <OrderCard key={order.orderId} order={order} />
            ))}
          </ul>
          {orders.data.totalPages > 1 && (
            <nav aria-label={t.title} className="flex items-center justify-between gap-3">
              <Button
                variant="secondary"
                size="sm"
                disabled={filters.page <= 1}
                onClick={() => update({ ...filters, page: filters.page - 1 })}
              >
                <ChevronLeft aria-hidden="true" className="size-4" />
                {t.previous}
              </Button>
              <p className="text-sm text-zinc-600 dark:text-zinc-400">
                {t.pageOf(orders.data.page, orders.data.totalPages)}
              </p>
              <Button
                variant="secondary"
                size="sm"
                disabled={filters.page >= orders.data.totalPages}
                onClick={() => update({ ...filters, page: filters.page + 1 })}
              >
                {t.next}
                <ChevronRight aria-hidden="true" className="size-4" />
              </Button>
            </nav>
          )}
        </>
      )}
    </div>
  );
}

function OrderCard({ order }: { order: SellerOrder }) {
  const change = useChangeOrderStatus();
  const orderNumber = order.orderId.toUpperCase();
  const next = isOrderStatus(order.nextStatus) ? order.nextStatus : null;

  async function advance() {
    if (!next) return;
    const confirmed = await confirmPopup({
      icon: 'question',
      title: t.confirmTitle,
      text: t.confirmText(orderNumber, next),
      confirmButtonText: t.confirm,
      cancelButtonText: t.cancel,
    });
    if (!confirmed) return;
    try {
      await change.mutateAsync({ orderId: order.orderId, status: next });
      void showToast('success', t.updated(next));
    } catch (error) {
      void showPopup({
        icon: 'error',
        title: t.failedTitle,
        text: failureMessage(error),
      });
    }
  }

  return (
    <li className="rounded-xl border border-zinc-200 bg-white p-4 shadow-sm sm:p-5 dark:border-zinc-800 dark:bg-zinc-900">
      <article aria-label={`${t.columns.order} ${orderNumber}`} className="flex flex-col gap-4">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <h2 className="truncate font-mono text-sm font-semibold" title={orderNumber}>
              {orderNumber}
            </h2>
            <p className="text-xs text-zinc-500 dark:text-zinc-400">{day(order.orderDate)}</p>
          </div>
          <OrderStatusBadge status={order.orderStatus} />
        </div>

        <dl className="grid gap-3 text-sm sm:grid-cols-2 xl:grid-cols-4">
          <div className="min-w-0">
            <dt className="text-xs text-zinc-500 dark:text-zinc-400">{t.columns.customer}</dt>
            <dd className="font-medium">{order.customer.name}</dd>
            <dd className="truncate text-xs text-zinc-500 dark:text-zinc-400">{order.customer.email}</dd>
          </div>
          <div className="min-w-0">
            <dt className="text-xs text-zinc-500 dark:text-zinc-400">{t.columns.items}</dt>
            {/* whole names: the size or colour at their end is what the seller packs */}
            {order.items.map((item) => (
              <dd key={`${item.productId}:${item.variantId ?? ''}`} className="break-words">
                {item.quantity} × {item.productName}
                {item.options && ` (${optionsText(item.options)})`}
              </dd>
            ))}
          </div>
          <div className="min-w-0">
            <dt className="text-xs text-zinc-500 dark:text-zinc-400">{t.columns.shipTo}</dt>
            <dd>
              <PostalAddress address={order.shippingAddress} className="break-words" />
            </dd>
          </div>
          <div>
            <dt className="text-xs text-zinc-500 dark:text-zinc-400">{t.columns.amount}</dt>
            <dd className="font-semibold tabular-nums">{formatRupeeAmount(order.grandTotal)}</dd>
          </div>
        </dl>

        <div className="flex flex-wrap items-center justify-end gap-3 border-t border-zinc-100 pt-3 dark:border-zinc-800">
          {next ? (
            <Button size="sm" onClick={() => void advance()} disabled={change.isPending}>
              {change.isPending ? (
                <Loader2 aria-hidden="true" className="size-4 animate-spin" />
              ) : (
                <ArrowRight aria-hidden="true" className="size-4" />
              )}
              {t.advanceTo(next)}
            </Button>
          ) : (
            <p className="flex items-center gap-1.5 text-sm text-zinc-600 dark:text-zinc-400">
              <CheckCircle2 aria-hidden="true" className="size-4" />
              {order.deliveryDate ? t.deliveredOn(day(order.deliveryDate)) : t.done}
            </p>
          )}
        </div>
      </article>
    </li>
  );
}
