// What a card number says of its network, read from its first digits (no zod, so the checkout's brand
// label costs the bundle nothing).
import { AMEX_CVV_LENGTH, CVV_LENGTH } from './payments.limits.js';

export const cardBrands = {
  amex: 'American Express',
  visa: 'Visa',
  mastercard: 'Mastercard',
  rupay: 'RuPay',
  diners: 'Diners Club',
  maestro: 'Maestro',
} as const;
export type CardBrand = keyof typeof cardBrands;

const prefixes = (text: string, from: number, to: number): boolean => {
  const length = String(from).length;
  if (text.length < length) return false;
  const head = Number(text.slice(0, length));
  return head >= from && head <= to;
};

/**
 * The brand of a card number (digits; spaces and dashes are ignored), or undefined while its first digits
 * name none. Longer prefixes are read first: RuPay's 508 and 60 sit inside Maestro's ranges.
 */
export function cardBrand(cardNumber: string): CardBrand | undefined {
  const digits = cardNumber.replace(/[\s-]/g, '');
  if (!/^\d+$/.test(digits)) return undefined;
  if (prefixes(digits, 34, 34) || prefixes(digits, 37, 37)) return 'amex';
  if (digits.startsWith('4')) return 'visa';
  if (prefixes(digits, 51, 55) || prefixes(digits, 2221, 2720)) return 'mastercard';
  if (prefixes(digits, 508, 508) || prefixes(digits, 60, 60) || prefixes(digits, 65, 65)) return 'rupay';
  if (prefixes(digits, 81, 82)) return 'rupay';
  if (prefixes(digits, 300, 305) || prefixes(digits, 36, 36) || prefixes(digits, 38, 39)) return 'diners';
  if (
    prefixes(digits, 50, 50) ||
    prefixes(digits, 56, 58) ||
    prefixes(digits, 63, 63) ||
    prefixes(digits, 67, 67)
  )
    return 'maestro';
  return undefined;
}

/** The CVV's length for a card number: 4 digits for American Express, 3 for every other card. */
export const cvvLength = (cardNumber: string): number =>
  cardBrand(cardNumber) === 'amex' ? AMEX_CVV_LENGTH : CVV_LENGTH;
