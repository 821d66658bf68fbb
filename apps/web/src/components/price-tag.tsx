import { catalogMessages, discountLabel, formatRupees, rupeesToPaise } from '@bazaar/domain';

/**
 * A selling price in ₹ with the MRP struck through and the '% OFF' badge when discounted (docs/product.md §9).
 * Prices arrive in rupees as the API sends them; the domain formats them from paise (`₹1,23,456`).
 */
export function PriceTag({
  sellingPrice,
  mrpPrice,
  size = 'md',
  from = false,
}: {
  sellingPrice: number;
  mrpPrice?: number;
  size?: 'md' | 'lg';
  /** issue 20: the lowest of several prices (a product with variants), shown 'from ₹…' */
  from?: boolean;
}) {
  const selling = rupeesToPaise(sellingPrice);
  const mrp = mrpPrice === undefined ? undefined : rupeesToPaise(mrpPrice);
  const badge = mrp === undefined ? null : discountLabel(mrp, selling);
  return (
    <p className="flex flex-wrap items-baseline gap-x-2 gap-y-1">
      {from && (
        <span
          className={
            size === 'lg'
              ? 'text-base text-zinc-600 dark:text-zinc-400'
              : 'text-xs text-zinc-600 dark:text-zinc-400'
          }
        >
          {catalogMessages.priceFrom}
        </span>
      )}
      <span
        className={
          size === 'lg'
            ? 'text-3xl font-bold text-zinc-900 dark:text-white'
            : 'text-base font-bold text-zinc-900 dark:text-white'
        }
      >
        {formatRupees(selling)}
      </span>
      {badge && mrp !== undefined && (
        <>
          <del
            className={
              size === 'lg'
                ? 'text-base text-zinc-600 dark:text-zinc-400'
                : 'text-xs text-zinc-600 dark:text-zinc-400'
            }
          >
            <span className="sr-only">{catalogMessages.mrp} </span>
            {formatRupees(mrp)}
          </del>
          <span
            className={
              size === 'lg'
                ? 'rounded-full bg-emerald-700 px-2.5 py-0.5 text-sm font-bold text-white'
                : 'text-xs font-bold text-emerald-700 dark:text-emerald-400'
            }
          >
            {badge}
          </span>
        </>
      )}
    </p>
  );
}
