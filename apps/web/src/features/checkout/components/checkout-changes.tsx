import { checkoutMessages, formatRupeeAmount, formatRupees, type CheckoutChange } from '@bazaar/domain';
import { AlertTriangle } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import type { CheckoutLine } from './checkout-form-values';
import { Button, buttonStyles } from '../../../components/button';
import { summaryTotals } from '../../../components/order-summary';
import { paths } from '../../../config/paths';

const t = checkoutMessages;

const sameLine = (line: CheckoutLine, change: CheckoutChange) =>
  change.productId === line.id && (change.variantId ?? undefined) === line.variantId;

/**
 * issue 21: the lines as the shopper is asked to confirm them after Place Order answered 409: each changed line
 * at its price now, at most as many as are left, and a sold-out line left out.
 */
export function linesAfterChanges(
  lines: readonly CheckoutLine[],
  changes: readonly CheckoutChange[],
): CheckoutLine[] {
  return lines.flatMap((line) => {
    const change = changes.find((each) => sameLine(line, each));
    if (!change) return [line];
    const quantity = Math.min(line.quantity, change.stock);
    if (quantity <= 0) return [];
    return [{ ...line, sellingPrice: change.newPrice, mrpPrice: change.mrpPrice, quantity }];
  });
}

/**
 * What changed since the shopper saw the order (issue 21): each line's old → new price, or how many are left,
 * the new total, and the button that places the order as shown. Nothing is bought until it is pressed.
 */
export function CheckoutChanges({
  changes,
  lines,
  busy,
  onConfirm,
}: {
  changes: readonly CheckoutChange[];
  /** the lines after the changes, as they would be ordered */
  lines: readonly CheckoutLine[];
  busy: boolean;
  onConfirm: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The panel appears where Place Order was pressed; on a phone it may still be below the fold.
  useEffect(() => {
    heading.current?.scrollIntoView?.({ block: 'center' });
    heading.current?.focus({ preventScroll: true });
  }, [changes]);
  const total = summaryTotals(lines).grandTotal;
  return (
    <section
      aria-labelledby="checkout-changes-title"
      className="space-y-4 rounded-2xl border border-amber-300 bg-amber-50 p-5 shadow-sm dark:border-amber-700/60 dark:bg-amber-950/40"
    >
      <div className="flex items-start gap-3">
        <AlertTriangle
          aria-hidden="true"
          className="mt-0.5 size-5 shrink-0 text-amber-600 dark:text-amber-400"
        />
        <div className="space-y-1">
          <h2
            id="checkout-changes-title"
            ref={heading}
            tabIndex={-1}
            className="text-lg font-bold tracking-tight outline-none"
          >
            {t.changesTitle}
          </h2>
          <p role="alert" className="text-sm text-zinc-700 dark:text-zinc-300">
            {t.changesText}
          </p>
        </div>
      </div>
      <ul className="divide-y divide-amber-200 rounded-xl bg-white/70 px-4 dark:divide-amber-900/60 dark:bg-zinc-900/60">
        {changes.map((change) => (
          <li key={`${change.productId}:${change.variantId ?? ''}`} className="space-y-1 py-3 text-sm">
            <p className="font-medium break-words">{change.name}</p>
            {change.oldPrice !== change.newPrice && (
              <p className="text-zinc-700 dark:text-zinc-300">
                <span className="sr-only">
                  {t.changedPrice(formatRupeeAmount(change.oldPrice), formatRupeeAmount(change.newPrice))}
                </span>
                <span aria-hidden="true">
                  <s className="text-zinc-500 dark:text-zinc-400">{formatRupeeAmount(change.oldPrice)}</s>
                  {' → '}
                  <span className="font-semibold text-zinc-900 dark:text-zinc-50">
                    {formatRupeeAmount(change.newPrice)}
                  </span>
                </span>
              </p>
            )}
            {change.stock < change.quantity && (
              <p className="font-medium text-amber-800 dark:text-amber-300">
                {change.stock > 0 ? t.onlyLeft(change.stock) : t.soldOut}
              </p>
            )}
          </li>
        ))}
      </ul>
      {lines.length > 0 ? (
        <>
          <p className="flex items-baseline justify-between gap-4 text-base">
            <span className="font-semibold">{t.newTotal}</span>
            <span className="text-xl font-bold">{formatRupees(total)}</span>
          </p>
          <Button type="button" size="lg" className="w-full" disabled={busy} onClick={onConfirm}>
            {busy ? t.placingOrder : t.confirmChanges}
          </Button>
        </>
      ) : (
        <>
          <p className="text-sm font-medium">{t.nothingLeft}</p>
          <Link to={paths.cart.getHref()} className={buttonStyles({ size: 'lg', className: 'w-full' })}>
            {t.backToCart}
          </Link>
        </>
      )}
    </section>
  );
}
