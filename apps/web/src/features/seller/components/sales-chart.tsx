import {
  formatRupeeAmount,
  formatRupees,
  rupeesToPaise,
  type SellerDashboard,
  sellerMessages,
} from '@bazaar/domain';
import { useId } from 'react';
import { TableHead, tableHeadText, tableRowDividers } from '../../../components/data-table';

const t = sellerMessages.dashboard;

export type SalesDay = NonNullable<SellerDashboard['salesByDay']>[number];

const dayColumns = [
  { label: t.dayColumn, className: 'py-1 pr-4' },
  { label: t.salesColumn, className: 'py-1 pr-4 text-right' },
  { label: t.ordersColumn, className: 'py-1 text-right' },
];

/** An axis label the Indian way, short: ₹500, ₹2.5K, ₹1L, ₹1.5Cr. */
export function compactRupees(amount: number): string {
  const units: [number, string][] = [
    [1e7, 'Cr'],
    [1e5, 'L'],
    [1e3, 'K'],
  ];
  for (const [size, suffix] of units) {
    if (amount >= size) return `₹${Number((amount / size).toFixed(2))}${suffix}`;
  }
  return formatRupeeAmount(amount);
}

/** 'YYYY-MM-DD' (a UTC day, as the API sends it) → '23 Nov'. */
export function shortDay(date: string): string {
  return new Date(`${date}T00:00:00Z`).toLocaleDateString('en-IN', {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
}

/** The smallest 1, 2 or 5 × 10ⁿ at or above `value` (the chart's top line), at least 1. */
export function niceCeiling(value: number): number {
  if (value <= 1) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  const step = [1, 2, 5, 10].find((factor) => factor * power >= value) ?? 10;
  return step * power;
}

/** The sentence the chart stands for: total, orders and the best day (for screen readers and the caption). */
export function salesSummary(days: readonly SalesDay[]): string {
  const total = days.reduce((sum, day) => sum + rupeesToPaise(day.total), 0);
  const orders = days.reduce((sum, day) => sum + day.orders, 0);
  const best = days.reduce<SalesDay | undefined>(
    (top, day) => (day.total > 0 && (!top || day.total > top.total) ? day : top),
    undefined,
  );
  return t.salesChartSummary(
    formatRupees(total),
    orders,
    best ? `${shortDay(best.date)}, ${formatRupeeAmount(best.total)}` : null,
  );
}

/**
 * The sales of the last 30 days as bars, drawn by hand (no chart library): a labelled rupee axis, day
 * labels every week, a text alternative (the caption's sentence) and the numbers as a table underneath.
 * The bars are an SVG stretched over the plot; the labels are HTML, so they keep their size on any screen.
 */
export function SalesChart({ days }: { days: readonly SalesDay[] }) {
  const id = useId();
  const titleId = `${id}-title`;
  const descId = `${id}-desc`;
  const summary = salesSummary(days);
  const top = niceCeiling(Math.max(0, ...days.map((day) => day.total)));
  const slot = 100 / Math.max(days.length, 1);
  const barWidth = slot * 0.7;
  const height = (amount: number) => (amount / top) * 100;
  const ticks = [top, top / 2, 0];
  const labelledDays = new Set([0, 7, 14, 21, days.length - 1]);

  return (
    <figure className="rounded-xl border border-zinc-200 bg-white p-4 shadow-sm sm:p-5 dark:border-zinc-800 dark:bg-zinc-900">
      <figcaption className="mb-4">
        <h2 id={titleId} className="text-lg font-semibold">
          {t.salesChart}
        </h2>
        <p id={descId} className="text-sm text-zinc-600 dark:text-zinc-400">
          {summary}
        </p>
      </figcaption>

      <div
        role="img"
        aria-labelledby={`${titleId} ${descId}`}
        className="flex gap-2 text-xs text-zinc-500 dark:text-zinc-400"
      >
        <p className="flex h-48 items-center font-semibold sm:h-60">
          <span className="rotate-180 [writing-mode:vertical-rl]">{t.salesChartAxis}</span>
        </p>
        <div className="relative h-48 w-12 shrink-0 sm:h-60">
          {ticks.map((tick) => (
            <span
              key={tick}
              className="absolute right-0 -translate-y-1/2 tabular-nums"
              style={{ top: `${100 - height(tick)}%` }}
            >
              {compactRupees(tick)}
            </span>
          ))}
        </div>
        <div className="min-w-0 flex-1">
          <svg
            viewBox="0 0 100 100"
            preserveAspectRatio="none"
            className="block h-48 w-full overflow-visible sm:h-60"
          >
            {ticks.map((tick) => (
              <line
                key={tick}
                x1={0}
                x2={100}
                y1={100 - height(tick)}
                y2={100 - height(tick)}
                vectorEffect="non-scaling-stroke"
                strokeDasharray={tick === 0 ? undefined : '4 4'}
                className={
                  tick === 0 ? 'stroke-zinc-300 dark:stroke-zinc-700' : 'stroke-zinc-200 dark:stroke-zinc-800'
                }
              />
            ))}
            {days.map((day, index) => (
              <rect
                key={day.date}
                x={index * slot + (slot - barWidth) / 2}
                y={100 - height(day.total)}
                width={barWidth}
                height={height(day.total)}
                className="fill-brand-600 dark:fill-brand-400"
              >
                <title>{`${shortDay(day.date)}: ${formatRupeeAmount(day.total)}, ${day.orders} ${day.orders === 1 ? 'order' : 'orders'}`}</title>
              </rect>
            ))}
          </svg>
          <div className="relative mt-1 h-5">
            {days.map((day, index) =>
              labelledDays.has(index) ? (
                <span
                  key={day.date}
                  className={[
                    // on a phone only every other week is labelled, so the labels never touch
                    'absolute whitespace-nowrap',
                    index === 7 || index === 21 ? 'hidden sm:inline' : '',
                    index === 0 ? '' : index === days.length - 1 ? '-translate-x-full' : '-translate-x-1/2',
                  ].join(' ')}
                  style={{ left: `${index === days.length - 1 ? 100 : (index + 0.5) * slot}%` }}
                >
                  {shortDay(day.date)}
                </span>
              ) : null,
            )}
          </div>
          <p className="text-center font-semibold">{t.salesChartDays}</p>
        </div>
      </div>

      <details className="mt-3 text-sm">
        <summary className="cursor-pointer font-medium text-brand-700 dark:text-brand-300">
          {t.salesChartTable}
        </summary>
        <div className="mt-2 max-h-64 overflow-y-auto">
          <table aria-label={t.salesChartTable} className="w-full text-left">
            <TableHead columns={dayColumns} className={tableHeadText} />
            <tbody className={tableRowDividers}>
              {days.map((day) => (
                <tr key={day.date}>
                  <th scope="row" className="py-1 pr-4 font-normal">
                    {shortDay(day.date)}
                  </th>
                  <td className="py-1 pr-4 text-right tabular-nums">{formatRupeeAmount(day.total)}</td>
                  <td className="py-1 text-right tabular-nums">{day.orders}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
