import { CANCELLED_ORDER_STATUS, orderMessages, orderStatusTone } from '@bazaar/domain';

/** An order status as a pill: delivered green, cancelled red, any other yellow (spec §4). */
export function OrderStatusBadge({ status }: { status: string }) {
  const tone =
    status === CANCELLED_ORDER_STATUS
      ? 'bg-red-100 text-red-800 dark:bg-red-500/15 dark:text-red-300'
      : orderStatusTone(status) === 'success'
        ? 'bg-green-100 text-green-800 dark:bg-green-500/15 dark:text-green-300'
        : 'bg-amber-100 text-amber-900 dark:bg-amber-500/15 dark:text-amber-200';
  return (
    <span
      className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${tone}`}
    >
      {orderMessages.statusLabels[status] ?? status}
    </span>
  );
}
