import { CANCELLED_ORDER_STATUS, orderMessages, orderStatusTone } from '@bazaar/domain';

const tones = {
  success: 'bg-green-100 text-green-800 dark:bg-green-500/15 dark:text-green-300',
  warning: 'bg-amber-100 text-amber-900 dark:bg-amber-500/15 dark:text-amber-200',
  cancelled: 'bg-red-100 text-red-800 dark:bg-red-500/15 dark:text-red-300',
} as const;

/**
 * An order status as a pill, for shoppers and sellers alike: delivered green, any other yellow (docs/product.md §4), a
 * cancelled order red. `data-tone` names the colour for tests and styles.
 */
export function OrderStatusBadge({ status }: { status: string }) {
  const tone = status === CANCELLED_ORDER_STATUS ? 'cancelled' : orderStatusTone(status);
  return (
    <span
      data-tone={tone}
      className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${tones[tone]}`}
    >
      {orderMessages.statusLabels[status] ?? status}
    </span>
  );
}
