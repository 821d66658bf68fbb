// Prices, discounts, cart totals and shipping (docs/product.md §9). Every amount is integer paise (see money.ts).
import type { Paise } from './money.js';

/** docs/product.md §9: shipping is free from a cart total of ₹1000 (in paise). */
export const FREE_SHIPPING_FROM: Paise = 100_000;
/** docs/product.md §9: below `FREE_SHIPPING_FROM`, shipping costs 10% of the cart total. */
export const SHIPPING_RATE_PERCENT = 10;

/**
 * docs/product.md §9 discount badge: (mrp − selling) / mrp as a whole percent (Math.round: 33.33 → 33, 66.67 → 67),
 * or null when no badge shows (selling price not below MRP, MRP not positive, or a non-finite input).
 */
export function discountPercent(mrpPaise: Paise, sellingPaise: Paise): number | null {
  if (!Number.isFinite(mrpPaise) || !Number.isFinite(sellingPaise)) return null;
  if (mrpPaise <= 0 || sellingPaise >= mrpPaise) return null;
  return Math.round(((mrpPaise - sellingPaise) / mrpPaise) * 100);
}

/** The badge text: 23 → '23% OFF'; null (no discount) stays null. */
export function formatDiscount(percent: number): string;
export function formatDiscount(percent: number | null): string | null;
export function formatDiscount(percent: number | null): string | null {
  return percent === null ? null : `${percent}% OFF`;
}

/** The badge text for a price pair, or null when the badge is not shown: (100000, 77000) → '23% OFF'. */
export function discountLabel(mrpPaise: Paise, sellingPaise: Paise): string | null {
  return formatDiscount(discountPercent(mrpPaise, sellingPaise));
}

/** A priced cart or order line: unit prices in paise, quantity a non-negative integer. */
export interface PricedLine {
  readonly mrpPrice: Paise;
  readonly sellingPrice: Paise;
  readonly quantity: number;
}

export interface CartTotals {
  /** Σ mrpPrice × quantity */
  readonly totalMrp: Paise;
  /** Σ sellingPrice × quantity: the goods total ("Total" of the spec's Order Summary) */
  readonly total: Paise;
  /** Σ (mrpPrice − sellingPrice) × quantity, a line never counting below zero */
  readonly discount: Paise;
}

export interface OrderTotals extends CartTotals {
  readonly shipping: Paise;
  readonly grandTotal: Paise;
}

function assertPaise(value: number, what: string): void {
  if (!Number.isSafeInteger(value))
    throw new RangeError(`${what} must be an integer number of paise: ${value}`);
}

/**
 * docs/product.md §9 cart totals. Lines must already be in paise.
 * @throws RangeError for a non-integer price or a negative or non-integer quantity.
 */
export function cartTotals(lines: readonly PricedLine[]): CartTotals {
  let totalMrp = 0;
  let total = 0;
  let discount = 0;
  for (const { mrpPrice, sellingPrice, quantity } of lines) {
    assertPaise(mrpPrice, 'mrpPrice');
    assertPaise(sellingPrice, 'sellingPrice');
    if (!Number.isSafeInteger(quantity) || quantity < 0) {
      throw new RangeError(`quantity must be a non-negative integer: ${quantity}`);
    }
    totalMrp += mrpPrice * quantity;
    total += sellingPrice * quantity;
    discount += Math.max(0, mrpPrice - sellingPrice) * quantity;
  }
  return { totalMrp, total, discount };
}

/** docs/product.md §9: 10% of the cart total (rounded to the paisa) under ₹1000; free from ₹1000, and for an empty cart. */
export function shippingCharge(totalPaise: Paise): Paise {
  if (totalPaise <= 0 || totalPaise >= FREE_SHIPPING_FROM) return 0;
  return Math.round((totalPaise * SHIPPING_RATE_PERCENT) / 100);
}

/** docs/product.md §9: grand total = goods + shipping. */
export function grandTotal(totalPaise: Paise): Paise {
  return totalPaise + shippingCharge(totalPaise);
}

/** Everything an order summary shows, from priced lines. */
export function orderTotals(lines: readonly PricedLine[]): OrderTotals {
  const totals = cartTotals(lines);
  const shipping = shippingCharge(totals.total);
  return { ...totals, shipping, grandTotal: totals.total + shipping };
}

/**
 * Splits an amount across parts in proportion to their weights, to the paisa, so the shares add up to exactly
 * the amount (largest remainder; ties go to the earlier part). Used to share one cart's shipping across its
 * seller orders. All weights zero: the first part takes it all.
 */
export function splitInProportion(amount: Paise, weights: readonly number[]): Paise[] {
  assertPaise(amount, 'amount');
  const totalWeight = weights.reduce((sum, weight) => sum + weight, 0);
  if (weights.length === 0) return [];
  if (totalWeight <= 0) return weights.map((_, index) => (index === 0 ? amount : 0));
  const exact = weights.map((weight) => (amount * weight) / totalWeight);
  const shares = exact.map(Math.floor);
  let left = amount - shares.reduce((sum, share) => sum + share, 0);
  const byRemainder = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder) {
    if (left <= 0) break;
    shares[index] = (shares[index] ?? 0) + 1;
    left -= 1;
  }
  return shares;
}
