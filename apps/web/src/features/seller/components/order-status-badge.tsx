import { orderStatusTone } from '@bazaar/domain';

const tones = {
  success: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-500/15 dark:text-emerald-300',
  warning: 'bg-amber-100 text-amber-800 dark:bg-amber-500/15 dark:text-amber-300',
  cancelled: 'bg-zinc-200 text-zinc-700 dark:bg-zinc-800 dark:text-zinc-300',
} as const;

/** spec §4: 'delivered' green, any other status yellow (a cancelled order grey: it is no longer moving). */
export function OrderStatusBadge({ status }: { status: string }) {
  const tone = status === 'cancelled' ? 'cancelled' : orderStatusTone(status);
  return (
    <span
      data-tone={tone}
      className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap capitalize ${tones[tone]}`}
    >
      {status}
    </span>
  );
}
