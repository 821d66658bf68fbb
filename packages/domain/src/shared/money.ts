// Money is an integer number of paise (1 rupee = 100 paise) everywhere inside Bazaar; rupees exist only at
// the edges (API fields, form inputs, screen text). Never add or multiply rupee floats.

/** An amount in paise: a safe integer. */
export type Paise = number;

export const PAISE_PER_RUPEE = 100;
export const RUPEE_SYMBOL = '₹';

/**
 * Rupees (as typed or sent on the wire, e.g. 1299.5) → paise, rounded to the nearest paisa, halves away
 * from zero. The decimal string of the number is shifted rather than multiplied, so 1.005 gives 101 paise
 * and not the 100 that `1.005 * 100 = 100.49999…` would round to.
 * @throws RangeError for NaN, ±Infinity, or an amount beyond the safe-integer range of paise.
 */
export function rupeesToPaise(rupees: number): Paise {
  if (!Number.isFinite(rupees)) throw new RangeError(`Not a finite amount of rupees: ${rupees}`);
  const text = String(Math.abs(rupees));
  const shifted = text.includes('e') ? Math.abs(rupees) * PAISE_PER_RUPEE : Number(`${text}e2`);
  const paise = Math.round(shifted);
  if (!Number.isSafeInteger(paise)) throw new RangeError(`Amount out of range: ${rupees} rupees`);
  return rupees < 0 && paise !== 0 ? -paise : paise;
}

/** Paise → rupees as a number (for API fields and inputs; 12345 → 123.45). */
export function paiseToRupees(paise: Paise): number {
  return paise / PAISE_PER_RUPEE;
}

/** Groups the digits of a non-negative integer the Indian way: last three, then pairs (123456 → 1,23,456). */
export function groupIndian(digits: string): string {
  if (digits.length <= 3) return digits;
  const head = digits.slice(0, -3);
  const tail = digits.slice(-3);
  const pairs: string[] = [];
  for (let end = head.length; end > 0; end -= 2) pairs.unshift(head.slice(Math.max(0, end - 2), end));
  return `${pairs.join(',')},${tail}`;
}

/**
 * docs/product.md §1: rupees with the ₹ symbol and comma grouping — Indian grouping everywhere (lead's decision):
 * `₹1,23,456`, `₹999`, `₹0`; two decimals only when the paise part is non-zero (`₹99.50`); a negative
 * amount gets a leading minus (`-₹1,200`). Written by hand so the output does not depend on the host's ICU.
 * A fractional paise input is rounded to the nearest paisa first.
 */
export function formatRupees(paise: Paise): string {
  if (!Number.isFinite(paise)) throw new RangeError(`Not a finite amount of paise: ${paise}`);
  const whole = Math.round(Math.abs(paise));
  const rupees = Math.floor(whole / PAISE_PER_RUPEE);
  const rest = whole % PAISE_PER_RUPEE;
  const sign = whole > 0 && paise < 0 ? '-' : '';
  const decimals = rest === 0 ? '' : `.${String(rest).padStart(2, '0')}`;
  return `${sign}${RUPEE_SYMBOL}${groupIndian(String(rupees))}${decimals}`;
}

/** An amount the API sent in rupees (`1299.5`), shown as `formatRupees` shows paise: `₹1,299.50`. */
export function formatRupeeAmount(rupees: number): string {
  return formatRupees(rupeesToPaise(rupees));
}
