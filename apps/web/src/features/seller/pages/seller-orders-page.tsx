import {
  anyOrderStatuses,
  CANCELLED_ORDER_STATUS,
  checkoutMessages,
  formatRupeeAmount,
  isAnyOrderStatus,
  isOrderStatus,
  optionsText,
  orderMessages,
  orderStatusIndex,
  sellerMessages,
  type OrderStatus,
  type SellerOrder,
  type Shipment,
} from '@bazaar/domain';
import {
  ArrowRight,
  Ban,
  CheckCircle2,
  ChevronLeft,
  ChevronRight,
  FileText,
  Receipt,
  Loader2,
  PackageOpen,
  Truck,
} from 'lucide-react';
import { useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/button';
import { Loader } from '../../../components/loader';
import { confirmPopup, showPopup, showToast } from '../../../components/popup';
import { ServerError } from '../../../components/server-error';
import { failureMessage } from '../../../lib/failure-message';
import { useCancelSellerOrder } from '../../../api/sellers/cancel-seller-order';
import { useChangeOrderStatus } from '../../../api/sellers/change-order-status';
import { getInvoice } from '../../../api/orders/get-invoice';
import { getPackingSlip } from '../../../api/sellers/get-packing-slip';
import { useSellerOrders, type SellerOrderFilters } from '../../../api/sellers/get-seller-orders';
import { OrderStatusBadge } from '../../../components/order-status-badge';
import { PostalAddress } from '../../../components/postal-address';
import { CancelOrderDialog, ShipOrderDialog } from '../components/order-dialogs';
import { EmptyList, PageHeading } from '../components/page-heading';
import { ReturnDecisionPanel } from '../components/return-decision';

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
// Dated by the day in India, as the buyer's order page dates them (lib/order-dates), whatever the seller's clock.
const dayInIndia = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});
function day(iso: string): string {
  return dayInIndia.format(new Date(iso));
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
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());

  function toggle(orderId: string, on: boolean) {
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(orderId);
      else next.delete(orderId);
      return next;
    });
  }

  function update(next: { status?: string; page: number }) {
    setSelected(new Set());
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
          <BulkBar
            orders={orders.data.orders.filter((order) => selected.has(order.orderId))}
            onDone={() => setSelected(new Set())}
          />
          <ul className="space-y-4" aria-busy={orders.isPlaceholderData || undefined}>
            {orders.data.orders.map((order) => (
              <OrderCard
                key={order.orderId}
                order={order}
                selected={selected.has(order.orderId)}
                onSelect={(on) => toggle(order.orderId, on)}
              />
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

/**
 * issue 20: the orders selected, moved together to their common next step (each checked by the server, the
 * refusals listed); shipping goes one order at a time, each with its tracking number.
 */
function BulkBar({ orders, onDone }: { orders: SellerOrder[]; onDone: () => void }) {
  const change = useChangeOrderStatus();
  if (orders.length === 0) return null;
  const nextSteps = new Set(orders.map((order) => order.nextStatus));
  const [only] = nextSteps;
  const next = nextSteps.size === 1 && isOrderStatus(only) && only !== 'shipped' ? only : null;

  async function moveAll(status: OrderStatus) {
    try {
      const reply = await change.mutateAsync({
        orderIds: orders.map((order) => order.orderId),
        orderStatus: status,
      });
      const moved = reply.moved ?? [];
      const notMoved = reply.notMoved ?? [];
      if (moved.length > 0) void showToast('success', t.bulkMoved(moved.length, status));
      if (notMoved.length > 0) {
        void showPopup({
          icon: 'warning',
          title: t.bulkNotMovedTitle(notMoved.length),
          text: notMoved
            .map((each) => t.bulkNotMovedLine(each.orderId.toUpperCase(), each.message))
            .join('\n'),
        });
      }
      onDone();
    } catch (error) {
      void showPopup({ icon: 'error', title: t.failedTitle, text: failureMessage(error) });
    }
  }

  return (
    <div
      role="region"
      aria-label={t.selected(orders.length)}
      className="sticky top-2 z-10 flex flex-wrap items-center gap-3 rounded-xl border border-brand-200 bg-brand-50 p-3 text-sm shadow-sm dark:border-brand-500/30 dark:bg-zinc-900"
    >
      <span className="font-semibold">{t.selected(orders.length)}</span>
      {next ? (
        <Button size="sm" disabled={change.isPending} onClick={() => void moveAll(next)}>
          {change.isPending ? (
            <Loader2 aria-hidden="true" className="size-4 animate-spin" />
          ) : (
            <ArrowRight aria-hidden="true" className="size-4" />
          )}
          {t.moveSelected(next)}
        </Button>
      ) : (
        <span className="text-zinc-700 dark:text-zinc-300">{t.moveSelectedHint}</span>
      )}
      <Button size="sm" variant="ghost" onClick={onDone}>
        {t.clearSelection}
      </Button>
    </div>
  );
}

/** Opens the order's packing slip (a PDF fetched with the seller's token) as a file download. */
/**
 * issue 20/21: the order's GST invoice (issued once it ships), opened in a new tab: the tab is opened at the
 * click, so no popup blocker stops it, and shows the PDF when it arrives.
 */
async function openInvoice(orderId: string) {
  const tab = window.open('', '_blank');
  try {
    const url = URL.createObjectURL(await getInvoice(orderId));
    if (tab) tab.location.href = url;
    else window.location.assign(url);
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  } catch (error) {
    tab?.close();
    void showPopup({ icon: 'error', title: orderMessages.invoiceFailed, text: failureMessage(error) });
  }
}

async function downloadPackingSlip(orderId: string) {
  try {
    const url = URL.createObjectURL(await getPackingSlip(orderId));
    const link = document.createElement('a');
    link.href = url;
    link.download = `packing-slip-${orderId.toUpperCase()}.pdf`;
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  } catch (error) {
    void showPopup({ icon: 'error', title: t.packingSlipFailed, text: failureMessage(error) });
  }
}

function OrderCard({
  order,
  selected,
  onSelect,
}: {
  order: SellerOrder;
  selected: boolean;
  onSelect: (on: boolean) => void;
}) {
  const change = useChangeOrderStatus();
  const cancelOrder = useCancelSellerOrder();
  const [dialog, setDialog] = useState<'ship' | 'cancel' | null>(null);
  const orderNumber = order.orderId.toUpperCase();
  const next = isOrderStatus(order.nextStatus) ? order.nextStatus : null;
  const cod = order.paymentMethod === 'cod';
  // the GST invoice exists once the order has shipped (issue 21), never for a cancelled one
  const invoiceIssued = orderStatusIndex(order.orderStatus) >= orderStatusIndex('shipped');

  async function move(status: OrderStatus, shipment?: Shipment) {
    try {
      await change.mutateAsync({ orderId: order.orderId, orderStatus: status, ...shipment });
      setDialog(null);
      void showToast('success', t.updated(status));
    } catch (error) {
      void showPopup({ icon: 'error', title: t.failedTitle, text: failureMessage(error) });
    }
  }

  async function advance() {
    if (!next) return;
    if (next === 'shipped') {
      setDialog('ship');
      return;
    }
    const confirmed = await confirmPopup({
      icon: 'question',
      title: t.confirmTitle,
      text: t.confirmText(orderNumber, next),
      confirmButtonText: t.confirm,
      cancelButtonText: t.cancel,
    });
    if (confirmed) await move(next);
  }

  async function cancel(reason: string) {
    try {
      await cancelOrder.mutateAsync({ orderId: order.orderId, reason });
      setDialog(null);
      void showToast('success', t.cancelDone);
    } catch (error) {
      void showPopup({ icon: 'error', title: t.cancelFailedTitle, text: failureMessage(error) });
    }
  }

  return (
    <li className="rounded-xl border border-zinc-200 bg-white p-4 shadow-sm sm:p-5 dark:border-zinc-800 dark:bg-zinc-900">
      <article aria-label={`${t.columns.order} ${orderNumber}`} className="flex flex-col gap-4">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="flex min-w-0 items-start gap-3">
            {next && (
              <input
                type="checkbox"
                aria-label={t.select(orderNumber)}
                checked={selected}
                onChange={(event) => onSelect(event.target.checked)}
                className="mt-0.5 size-5 shrink-0 accent-brand-600"
              />
            )}
            <div className="min-w-0">
              <h2 className="truncate font-mono text-sm font-semibold" title={orderNumber}>
                {orderNumber}
              </h2>
              <p className="text-xs text-zinc-500 dark:text-zinc-400">{day(order.orderDate)}</p>
            </div>
          </div>
          <OrderStatusBadge status={order.orderStatus} />
        </div>

        <dl className="grid gap-3 text-sm sm:grid-cols-2 xl:grid-cols-4">
          <div className="min-w-0">
            <dt className="text-xs text-zinc-500 dark:text-zinc-400">{t.columns.customer}</dt>
            <dd className="font-medium">{order.customer.name}</dd>
            {order.customer.phoneNumber && (
              <dd>
                <a href={`tel:${order.customer.phoneNumber}`} className="underline-offset-2 hover:underline">
                  {t.phone(order.customer.phoneNumber)}
                </a>
              </dd>
            )}
            <dd className="truncate text-xs text-zinc-500 dark:text-zinc-400">{order.customer.email}</dd>
          </div>
          <div className="min-w-0">
            <dt className="text-xs text-zinc-500 dark:text-zinc-400">{t.columns.items}</dt>
            {/* whole names: the size or colour at their end is what the seller packs */}
            {order.items.map((item) => (
              <dd key={`${item.productId}:${item.variantId ?? ''}`} className="break-words">
                {item.quantity} × {item.productName}
                {item.options && ` (${optionsText(item.options)})`}
                {item.sku && <span className="text-xs text-zinc-500 dark:text-zinc-400"> · {item.sku}</span>}
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
            <dt className="text-xs text-zinc-500 dark:text-zinc-400">{t.payment}</dt>
            <dd className="font-semibold tabular-nums">{formatRupeeAmount(order.grandTotal)}</dd>
            {cod ? (
              <dd>
                <span className="inline-block rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-900 dark:bg-amber-500/15 dark:text-amber-200">
                  {t.cashOnDelivery}
                </span>
                {order.cashToCollect > 0 && (
                  <span className="mt-1 block font-semibold">
                    {t.collect(formatRupeeAmount(order.cashToCollect))}
                  </span>
                )}
              </dd>
            ) : (
              <dd className="text-xs text-zinc-600 dark:text-zinc-400">
                {t.prepaid(checkoutMessages.paymentMethods[order.paymentMethod])}
              </dd>
            )}
          </div>
        </dl>

        {order.carrier && order.trackingNumber && (
          <p className="flex items-center gap-2 text-sm text-zinc-700 dark:text-zinc-300">
            <Truck aria-hidden="true" className="size-4 shrink-0" />
            <span>
              <span className="sr-only">{t.shipment}: </span>
              {t.shippedWith(order.carrier, order.trackingNumber)}
            </span>
          </p>
        )}
        {order.orderStatus === CANCELLED_ORDER_STATUS && (
          <p className="text-sm text-red-800 dark:text-red-300">
            {order.cancelledBy === 'seller' && order.cancelReason
              ? t.cancelledBySeller(order.cancelReason)
              : order.cancelReason
                ? t.cancelledByBuyerBecause(order.cancelReason)
                : t.cancelledByBuyer}
          </p>
        )}

        <ReturnDecisionPanel order={order} />

        <div className="flex flex-wrap items-center justify-end gap-3 border-t border-zinc-100 pt-3 dark:border-zinc-800">
          {invoiceIssued && (
            <Button size="sm" variant="ghost" onClick={() => void openInvoice(order.orderId)}>
              <Receipt aria-hidden="true" className="size-4" />
              {t.invoice}
            </Button>
          )}
          <Button size="sm" variant="ghost" onClick={() => void downloadPackingSlip(order.orderId)}>
            <FileText aria-hidden="true" className="size-4" />
            {t.packingSlip}
          </Button>
          {order.cancellable && (
            <Button size="sm" variant="secondary" onClick={() => setDialog('cancel')}>
              <Ban aria-hidden="true" className="size-4" />
              {t.cancelOrder}
            </Button>
          )}
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
      {dialog === 'ship' && (
        <ShipOrderDialog
          orderNumber={orderNumber}
          onShip={(shipment) => move('shipped', shipment)}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog === 'cancel' && (
        <CancelOrderDialog orderNumber={orderNumber} onCancelOrder={cancel} onClose={() => setDialog(null)} />
      )}
    </li>
  );
}
