import {
  canonicalOrderId,
  checkoutMessages,
  errorMessages,
  formatRupeeAmount,
  hasInvoice,
  optionsText,
  variantMessages,
  isCancellable,
  type OrderDetail,
  orderMessages,
  profileMessages,
} from '@bazaar/domain';
import { ArrowLeft, PackageX, Truck } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { useCancelOrder } from '../../../api/orders/cancel-order';
import { useOrderDetails } from '../../../api/orders/get-order-details';
import { OrderStatusBadge } from '../../../components/order-status-badge';
import { OrderReturns } from '../components/order-returns';
import { CancelOrderDialog } from '../components/cancel-order-dialog';
import { OrderTracker } from '../components/order-tracker';
import { ViewInvoiceButton } from '../components/view-invoice-button';
import { formatOrderInstant } from '../../../lib/order-dates';
import { Button, buttonStyles } from '../../../components/button';
import { Loader } from '../../../components/loader';
import { PostalAddress } from '../../../components/postal-address';
import { ServerError } from '../../../components/server-error';
import { paths } from '../../../config/paths';
import { isHttpError } from '../../../lib/http';

const t = orderMessages;
// The popups (sweetalert2) load with the first click, not with the page.
const popups = () => import('../../../components/popup');

/**
 * docs/product.md §2 /order/{id}: the progress tracker, items, customer, shipping address and totals; a 404 (unknown or
 * someone else's order) shows 'No Order Found' with the server's message, any other failure the 500 view.
 * Bazaar: Cancel Order while the order has not shipped.
 */
export function OrderDetailPage() {
  const { orderId = '' } = useParams();
  // issue 21: the number as shown (capitals) or as stored opens the same order, under one cache entry
  const order = useOrderDetails(canonicalOrderId(orderId));

  if (order.isPending) return <Loader showText className="min-h-[60dvh]" />;
  if (order.isError) {
    return isHttpError(order.error, 404) ? <NoOrderFound message={order.error.message} /> : <ServerError />;
  }
  return <OrderView order={order.data.filteredOrderDetails} />;
}

function OrderView({ order }: { order: OrderDetail }) {
  const number = order.orderId.toUpperCase();
  const address = order.shippingAddress;
  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-6 sm:py-8 lg:px-8">
      <Link
        to={paths.orders.getHref()}
        className="inline-flex items-center gap-1 rounded text-sm font-semibold text-brand-700 hover:underline dark:text-brand-300"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t.backToOrders}
      </Link>

      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0 space-y-1">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t.detailHeading}</h1>
          <p className="text-sm text-zinc-600 dark:text-zinc-400">
            {t.orderNumber}{' '}
            <span className="font-mono font-semibold break-all text-zinc-900 dark:text-zinc-100">
              {number}
            </span>
          </p>
          <p className="flex flex-wrap items-center gap-2 text-sm text-zinc-600 dark:text-zinc-400">
            {t.orderedOn(formatOrderInstant(order.orderDate))}
            <OrderStatusBadge status={order.orderStatus} />
          </p>
        </div>
        {isCancellable(order.orderStatus) && <CancelOrderButton orderId={order.orderId} />}
        {hasInvoice(order.orderStatus) && (
          <ViewInvoiceButton orderId={order.orderId} available className="shrink-0" />
        )}
      </div>

      <Section title={t.progress}>
        <OrderTracker
          status={order.orderStatus}
          history={order.statusHistory}
          cancelled={
            order.cancelReason && <p className="text-sm">{t.cancelReasonShown(order.cancelReason)}</p>
          }
        />
        {order.carrier && order.trackingNumber && (
          // issue 20: the carrier and tracking number the seller gave when shipping
          <p className="mt-4 flex items-center gap-2 text-sm text-zinc-700 dark:text-zinc-300">
            <Truck aria-hidden="true" className="size-4 shrink-0" />
            {t.shippedWith(order.carrier, order.trackingNumber)}
          </p>
        )}
      </Section>

      <OrderReturns order={order} />

      <div className="grid gap-6 lg:grid-cols-3 lg:items-start">
        <Section title={t.items} className="lg:col-span-2">
          <ul className="divide-y divide-zinc-200 dark:divide-zinc-800">
            {order.orderItems.map((item) => (
              <li
                key={`${item.productId}:${item.variantId ?? ''}`}
                className="flex items-center gap-4 py-3 first:pt-0 last:pb-0"
              >
                <img
                  src={item.productImage}
                  alt=""
                  loading="lazy"
                  className="size-16 shrink-0 rounded-lg border border-zinc-200 bg-zinc-100 object-cover dark:border-zinc-800 dark:bg-zinc-800"
                />
                <div className="min-w-0 flex-1">
                  <Link
                    to={paths.product.getHref(item.productId, item.variantId)}
                    className="font-semibold break-words hover:underline"
                  >
                    {item.productName}
                  </Link>
                  {item.options && (
                    <p className="text-sm font-medium text-zinc-700 dark:text-zinc-300">
                      {optionsText(item.options)}
                      {item.sku && (
                        <span className="font-normal text-zinc-600 dark:text-zinc-400">
                          {' · '}
                          {variantMessages.sku(item.sku)}
                        </span>
                      )}
                    </p>
                  )}
                  <p className="text-sm text-zinc-600 dark:text-zinc-400">
                    {t.quantity(item.quantity)} × {formatRupeeAmount(item.price)}
                  </p>
                </div>
                <p className="shrink-0 font-semibold">{formatRupeeAmount(item.price * item.quantity)}</p>
              </li>
            ))}
          </ul>
        </Section>

        <Section title={t.totals}>
          <dl className="space-y-2 text-sm">
            <Row label={t.totalMrp}>{formatRupeeAmount(order.totalMrpPrice)}</Row>
            <Row label={t.discount}>
              {order.totalDiscount > 0 ? (
                <span className="text-green-700 dark:text-green-400">
                  −{formatRupeeAmount(order.totalDiscount)}
                </span>
              ) : (
                formatRupeeAmount(0)
              )}
            </Row>
            <Row label={t.shipping}>
              {order.shippingCharge === 0 ? t.freeShipping : formatRupeeAmount(order.shippingCharge)}
            </Row>
            <div className="flex justify-between gap-4 border-t border-zinc-200 pt-2 text-base font-bold dark:border-zinc-800">
              <dt>{t.grandTotal}</dt>
              <dd>{formatRupeeAmount(order.grandTotal)}</dd>
            </div>
          </dl>
        </Section>

        <Section title={t.customer}>
          <dl className="space-y-1 text-sm">
            <dt className="sr-only">{profileMessages.labels.name}</dt>
            <dd className="font-semibold">{order.customerDetail.customerName}</dd>
            <dt className="sr-only">{profileMessages.labels.email}</dt>
            <dd className="break-all text-zinc-600 dark:text-zinc-400">
              {order.customerDetail.customerEmail}
            </dd>
            {order.customerDetail.customerPhoneNumber && (
              <>
                <dt className="sr-only">{profileMessages.labels.phoneNumber}</dt>
                <dd className="text-zinc-600 dark:text-zinc-400">
                  {order.customerDetail.customerPhoneNumber}
                </dd>
              </>
            )}
          </dl>
        </Section>

        <Section title={t.shippingAddress}>
          <PostalAddress address={address} className="text-sm text-zinc-700 dark:text-zinc-300" />
        </Section>

        <Section title={t.payment}>
          <p className="text-sm">
            {checkoutMessages.paymentMethods[
              order.paymentMethod as keyof typeof checkoutMessages.paymentMethods
            ] ?? order.paymentMethod}
            {order.cardLast4 && `, ${t.cardEnding(order.cardLast4)}`}
          </p>
          <p className="mt-1 text-sm font-semibold">{t.paymentStatusLabels[order.paymentStatus]}</p>
        </Section>
      </div>
    </div>
  );
}

function CancelOrderButton({ orderId }: { orderId: string }) {
  const cancel = useCancelOrder();
  const [asking, setAsking] = useState(false);

  async function confirm(reason: string) {
    const { showPopup, showToast } = await popups();
    try {
      await cancel.mutateAsync({ orderId, reason });
    } catch (error) {
      setAsking(false);
      const text =
        isHttpError(error) && error.message ? error.message : errorMessages.somethingWentWrongFullStop;
      await showPopup({ icon: 'error', title: t.cancelFailed, text });
      return;
    }
    setAsking(false);
    void showToast('success', t.cancelDone);
  }

  return (
    <>
      <Button
        variant="danger"
        disabled={cancel.isPending}
        onClick={() => setAsking(true)}
        className="shrink-0"
      >
        {cancel.isPending ? t.cancelling : t.cancelOrder}
      </Button>
      {asking && (
        <CancelOrderDialog
          busy={cancel.isPending}
          onConfirm={(reason) => void confirm(reason)}
          onClose={() => setAsking(false)}
        />
      )}
    </>
  );
}

function Section({ title, className, children }: { title: string; className?: string; children: ReactNode }) {
  return (
    <section
      className={`rounded-2xl border border-zinc-200 bg-white p-4 sm:p-5 dark:border-zinc-800 dark:bg-zinc-900 ${className ?? ''}`}
    >
      <h2 className="mb-4 text-base font-semibold">{title}</h2>
      {children}
    </section>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex justify-between gap-4">
      <dt className="text-zinc-600 dark:text-zinc-400">{label}</dt>
      <dd className="font-medium">{children}</dd>
    </div>
  );
}

function NoOrderFound({ message }: { message: string }) {
  return (
    <section className="mx-auto flex min-h-[50dvh] max-w-xl flex-col items-center justify-center gap-4 px-4 py-16 text-center">
      <span className="grid size-20 place-items-center rounded-3xl bg-zinc-100 text-zinc-600 dark:bg-zinc-800 dark:text-zinc-300">
        <PackageX aria-hidden="true" className="size-10" />
      </span>
      <h1 className="text-2xl font-bold tracking-tight">{t.noOrderFound}</h1>
      <p className="text-zinc-600 dark:text-zinc-400">{message}</p>
      <Link to={paths.orders.getHref()} className={buttonStyles({ size: 'lg' })}>
        {t.backToOrders}
      </Link>
    </section>
  );
}
