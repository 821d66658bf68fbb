import { formatRupees, rupeesToPaise, sellerMessages, type SellerDashboard } from '@bazaar/domain';
import { useId } from 'react';

const t = sellerMessages.dashboard;

export type SalesDay = NonNullable<SellerDashboard['salesByDay']>[number];

const rupees = (amount: number) => formatRupees(rupeesToPaise(amount));

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
  return rupees(amount);
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
    best ? `${shortDay(best.date)}, ${rupees(best.total)}` : null,
  );
}

// The drawing's own coordinates; the SVG scales to its box.
const width = 640;
const height = 240;
const pad = { top: 14, right: 8, bottom: 52, left: 84 };
const plotWidth = width - pad.left - pad.right;
const plotHeight = height - pad.top - pad.bottom;

/**
 * The sales of the last 30 days as bars, drawn by hand (no chart library): a labelled rupee axis, day
 * labels every week, a title and description for screen readers, and the numbers as a table underneath.
 */
export function SalesChart({ days }: { days: readonly SalesDay[] }) {
  const id = useId();
  const titleId = `${id}-title`;
  const descId = `${id}-desc`;
  const summary = salesSummary(days);
  const top = niceCeiling(Math.max(0, ...days.map((day) => day.total)));
  const slot = plotWidth / Math.max(days.length, 1);
  const barWidth = Math.max(2, slot * 0.7);
  const y = (amount: number) => pad.top + plotHeight - (amount / top) * plotHeight;
  const ticks = [0, top / 2, top];
  const labelledDays = new Set([0, 7, 14, 21, days.length - 1]);

  return (
    <figure className="rounded-xl border border-zinc-200 bg-white p-4 shadow-sm sm:p-5 dark:border-zinc-800 dark:bg-zinc-900">
      <figcaption className="mb-3">
        <h2 className="text-lg font-semibold">{t.salesChart}</h2>
        <p className="text-sm text-zinc-600 dark:text-zinc-400">{summary}</p>
      </figcaption>

      <svg
        role="img"
        aria-labelledby={`${titleId} ${descId}`}
        viewBox={`0 0 ${width} ${height}`}
        className="h-auto w-full text-zinc-500 dark:text-zinc-400"
      >
        <title id={titleId}>{t.salesChart}</title>
        <desc id={descId}>{summary}</desc>

        {ticks.map((tick) => (
          <g key={tick}>
            <line
              x1={pad.left}
              x2={width - pad.right}
              y1={y(tick)}
              y2={y(tick)}
              className="stroke-zinc-200 dark:stroke-zinc-800"
              strokeDasharray={tick === 0 ? undefined : '4 4'}
            />
            <text
              x={pad.left - 8}
              y={y(tick)}
              textAnchor="end"
              dominantBaseline="middle"
              className="fill-current text-[20px] sm:text-[12px]"
            >
              {compactRupees(tick)}
            </text>
          </g>
        ))}

        {days.map((day, index) => {
          const x = pad.left + index * slot + (slot - barWidth) / 2;
          const barTop = y(day.total);
          return (
            <g key={day.date}>
              <rect
                x={x}
                y={barTop}
                width={barWidth}
                height={Math.max(0, pad.top + plotHeight - barTop)}
                rx={2}
                className="fill-brand-600 dark:fill-brand-400"
              >
                <title>{`${shortDay(day.date)}: ${rupees(day.total)}, ${day.orders} ${day.orders === 1 ? 'order' : 'orders'}`}</title>
              </rect>
              {labelledDays.has(index) && (
                <text
                  x={x + barWidth / 2}
                  y={pad.top + plotHeight + 22}
                  textAnchor="middle"
                  className="fill-current text-[20px] sm:text-[12px]"
                >
                  {shortDay(day.date)}
                </text>
              )}
            </g>
          );
        })}

        {/* the axis titles */}
        <text
          transform={`translate(18 ${pad.top + plotHeight / 2}) rotate(-90)`}
          textAnchor="middle"
          className="fill-current text-[20px] font-semibold sm:text-[12px]"
        >
          {t.salesChartAxis}
        </text>
        <text
          x={pad.left + plotWidth / 2}
          y={height - 6}
          textAnchor="middle"
          className="fill-current text-[20px] font-semibold sm:text-[12px]"
        >
          {t.salesChartDays}
        </text>
      </svg>

      <details className="mt-3 text-sm">
        <summary className="cursor-pointer font-medium text-brand-700 dark:text-brand-300">
          {t.salesChartTable}
        </summary>
        <div className="mt-2 max-h-64 overflow-y-auto">
          <table aria-label={t.salesChartTable} className="w-full text-left">
            <thead className="text-xs text-zinc-500 uppercase dark:text-zinc-400">
              <tr>
                <th scope="col" className="py-1 pr-4">
                  {t.dayColumn}
                </th>
                <th scope="col" className="py-1 pr-4 text-right">
                  {t.salesColumn}
                </th>
                <th scope="col" className="py-1 text-right">
                  {t.ordersColumn}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-zinc-100 dark:divide-zinc-800">
              {days.map((day) => (
                <tr key={day.date}>
                  <th scope="row" className="py-1 pr-4 font-normal">
                    {shortDay(day.date)}
                  </th>
                  <td className="py-1 pr-4 text-right tabular-nums">{rupees(day.total)}</td>
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
