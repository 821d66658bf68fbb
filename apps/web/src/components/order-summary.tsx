import {
  cartMessages,
  FREE_SHIPPING_FROM,
  formatRupees,
  orderTotals,
  rupeesToPaise,
  type OrderTotals,
} from '@bazaar/domain';
import type { ReactNode } from 'react';

/** A line as the API sends it: unit prices in rupees. */
export interface SummaryLine {
  mrpPrice: number;
  sellingPrice: number;
  quantity: number;
}

const t = cartMessages;

/** docs/product.md §9 totals of rupee lines, reckoned in paise by the domain (the API charges exactly these). */
export function summaryTotals(lines: readonly SummaryLine[]): OrderTotals {
  return orderTotals(
    lines.map((line) => ({
      mrpPrice: rupeesToPaise(line.mrpPrice),
      sellingPrice: rupeesToPaise(line.sellingPrice),
      quantity: line.quantity,
    })),
  );
}

/**
 * The Order Summary panel (docs/product.md §2, §9): Total Amount (at MRP), Discount, Shipping (10% under ₹1,000, free
 * from ₹1,000) and Total, which is what the buyer pays. `children` holds the panel's action (Check Out,
 * Place Order).
 */
export function OrderSummary({
  lines,
  title = t.orderSummary,
  items,
  children,
}: {
  lines: readonly SummaryLine[];
  title?: string;
  /** What is being bought, listed above the totals (the checkout shows it; the cart has its table). */
  items?: ReactNode;
  children?: ReactNode;
}) {
  const totals = summaryTotals(lines);
  const toFree = FREE_SHIPPING_FROM - totals.total;
  return (
    <section
      aria-labelledby="order-summary-title"
      className="space-y-4 rounded-2xl border border-zinc-200 bg-white p-5 shadow-sm dark:border-zinc-800 dark:bg-zinc-900"
    >
      <h2 id="order-summary-title" className="text-lg font-bold tracking-tight">
        {title}
      </h2>
      {items}
      <dl className="space-y-3 text-sm">
        <div className="flex justify-between gap-4">
          <dt className="text-zinc-600 dark:text-zinc-400">{t.totalAmount}</dt>
          <dd className="font-medium">{formatRupees(totals.totalMrp)}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-zinc-600 dark:text-zinc-400">{t.discount}</dt>
          <dd className="font-medium text-emerald-700 dark:text-emerald-400">
            {totals.discount > 0 ? `-${formatRupees(totals.discount)}` : formatRupees(0)}
          </dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-zinc-600 dark:text-zinc-400">{t.shipping}</dt>
          <dd className="font-medium">
            {totals.shipping > 0 ? formatRupees(totals.shipping) : t.freeShipping}
          </dd>
        </div>
        <div className="flex justify-between gap-4 border-t border-zinc-200 pt-3 text-base dark:border-zinc-800">
          <dt className="font-semibold">{t.total}</dt>
          <dd className="font-bold">{formatRupees(totals.grandTotal)}</dd>
        </div>
      </dl>
      {totals.total > 0 && toFree > 0 && (
        <p className="text-xs text-zinc-600 dark:text-zinc-400">{t.freeShippingHint(formatRupees(toFree))}</p>
      )}
      {children}
    </section>
  );
}
