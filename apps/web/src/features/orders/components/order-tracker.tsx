import { CANCELLED_ORDER_STATUS, orderMessages, orderSteps, type OrderDetail } from '@bazaar/domain';
import { Check, CircleX } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatOrderInstant } from '../../../lib/order-dates';

const t = orderMessages;

/**
 * The order's progress (docs/product.md §2, §4): the six statuses in sequence, every step up to and including the current
 * status done, each with the day it was reached (issue 21). A cancelled order has left the sequence and says so
 * instead, with its day and what `cancelled` adds (the reason).
 */
export function OrderTracker({
  status,
  history = [],
  cancelled,
}: {
  status: string;
  history?: OrderDetail['statusHistory'];
  cancelled?: ReactNode;
}) {
  const reachedOn = new Map(history.map((step) => [step.status, formatOrderInstant(step.at)]));
  if (status === CANCELLED_ORDER_STATUS) {
    const on = reachedOn.get(CANCELLED_ORDER_STATUS);
    return (
      <div
        role="status"
        className="flex items-start gap-3 rounded-xl border border-red-200 bg-red-50 p-4 text-red-900 dark:border-red-500/30 dark:bg-red-500/10 dark:text-red-200"
      >
        <CircleX aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        <div>
          <p className="font-semibold">{t.cancelledTitle}</p>
          {on && <p className="text-sm">{t.cancelledOn(on)}</p>}
          <p className="text-sm">{t.cancelledText}</p>
          {cancelled}
        </div>
      </div>
    );
  }
  const steps = orderSteps(status);
  return (
    <ol aria-label={t.progress} className="grid gap-0 sm:grid-cols-6">
      {steps.map((step, index) => {
        const next = steps[index + 1];
        const on = step.done ? reachedOn.get(step.status) : undefined;
        return (
          <li
            key={step.status}
            aria-current={step.current ? 'step' : undefined}
            className="relative flex items-start gap-3 pb-6 last:pb-0 sm:flex-col sm:items-center sm:pb-0 sm:text-center"
          >
            {next && (
              // The line to the next step: coloured once that step is done too.
              <span
                aria-hidden="true"
                className={[
                  'absolute top-8 bottom-0 left-4 w-0.5 -translate-x-1/2 sm:top-4 sm:right-[calc(-50%+1rem)] sm:bottom-auto sm:left-[calc(50%+1rem)] sm:h-0.5 sm:w-auto sm:translate-x-0',
                  next.done ? 'bg-brand-600 dark:bg-brand-400' : 'bg-zinc-200 dark:bg-zinc-700',
                ].join(' ')}
              />
            )}
            <span
              aria-hidden="true"
              className={[
                'relative z-10 grid size-8 shrink-0 place-items-center rounded-full border-2 text-sm font-semibold',
                step.done
                  ? 'border-brand-600 bg-brand-600 text-white dark:border-brand-400 dark:bg-brand-400 dark:text-zinc-950'
                  : 'border-zinc-300 bg-white text-zinc-500 dark:border-zinc-600 dark:bg-zinc-900 dark:text-zinc-400',
                step.current ? 'ring-4 ring-brand-100 dark:ring-brand-900/60' : '',
              ].join(' ')}
            >
              {step.done ? <Check className="size-4" strokeWidth={3} /> : index + 1}
            </span>
            <span className="pt-1 sm:pt-2">
              <span
                className={[
                  'block text-sm',
                  step.done
                    ? 'font-semibold text-zinc-900 dark:text-zinc-100'
                    : 'text-zinc-600 dark:text-zinc-400',
                ].join(' ')}
              >
                {t.statusLabels[step.status]}
              </span>
              {on && (
                <span className="block text-xs text-zinc-600 dark:text-zinc-400">
                  <span className="sr-only">{', '}</span>
                  {on}
                </span>
              )}
              <span className="sr-only">
                {', '}
                {step.current ? t.stepCurrent : step.done ? t.stepDone : t.stepPending}
              </span>
            </span>
          </li>
        );
      })}
    </ol>
  );
}
