// The payment form and the `paymentData` of submit-order. Only the method, a status and the last four card
// digits are ever stored or returned (contract "Orders").
import { z } from 'zod';
import { months, type SelectOption } from '../catalog/catalog.js';
import { checkoutMessages } from '../orders/orders.messages.js';
import { blankOr, integerFrom, numeric, requiredText } from '../shared/common.js';
import { validationMessages } from '../shared/shared.messages.js';
import { cardBrand, cvvLength } from './payments.cards.js';
import {
  AMEX_CARD_NUMBER_LENGTH,
  AMEX_CVV_LENGTH,
  CARD_NUMBER_MAX_LENGTH,
  CARD_NUMBER_MIN_LENGTH,
  CVV_LENGTH,
  EXPIRY_YEARS_AHEAD,
} from './payments.limits.js';

const TEXT_MAX_LENGTH = 200;

/** docs/product.md §3: expiry year choices run from the current year to the current year plus 20. */
export function expiryYearRange(now: Date = new Date()): { from: number; to: number } {
  const from = now.getFullYear();
  return { from, to: from + EXPIRY_YEARS_AHEAD };
}

/** The expiry year select: the years of `expiryYearRange`, id = the year (sorted by value, i.e. ascending). */
export function expiryYearOptions(now: Date = new Date()): SelectOption<number>[] {
  const { from, to } = expiryYearRange(now);
  return Array.from({ length: to - from + 1 }, (_, index) => ({
    id: from + index,
    value: String(from + index),
  }));
}

/** A month as its number 1–12, a numeric string ('01') or its name ('March', any case) → the number. */
const monthNumber = (value: unknown): unknown => {
  if (typeof value !== 'string') return value;
  const index = months.findIndex((month) => month.toLowerCase() === value.trim().toLowerCase());
  return index >= 0 ? index + 1 : value;
};

const expiryMonth = z.preprocess(
  monthNumber,
  integerFrom(1, {
    required: checkoutMessages.expiryMonthRequired,
    invalid: checkoutMessages.invalidExpiryMonth,
  }).pipe(z.number().max(12, checkoutMessages.invalidExpiryMonth)),
);

// The year range moves with the calendar, so it is read when a value is parsed, not when this module loads.
const expiryYear = numeric({
  required: checkoutMessages.expiryYearRequired,
  invalid: () => checkoutMessages.invalidExpiryYear(expiryYearRange().from),
}).check((ctx) => {
  const { from, to } = expiryYearRange();
  if (!Number.isInteger(ctx.value) || ctx.value < from || ctx.value > to) {
    ctx.issues.push({
      code: 'custom',
      message: checkoutMessages.invalidExpiryYear(from, to),
      input: ctx.value,
    });
  }
});

/** Card number: 13 to 19 digits (issue 21); spaces and dashes between groups are dropped. */
const cardNumber = z.preprocess(
  (value) => (typeof value === 'number' && Number.isSafeInteger(value) ? String(value) : value),
  z
    .string(checkoutMessages.cardNumberRequired)
    .trim()
    .min(1, checkoutMessages.cardNumberRequired)
    .overwrite((text) => text.replace(/[\s-]/g, ''))
    .refine(
      blankOr(new RegExp(`^\\d{${CARD_NUMBER_MIN_LENGTH},${CARD_NUMBER_MAX_LENGTH}}$`)),
      checkoutMessages.invalidCardNumber,
    ),
);

/** CVV: 3 or 4 digits here; which of the two the card wants is checked against its number below. */
const cvv = z.preprocess(
  (value) => (typeof value === 'number' && Number.isSafeInteger(value) ? String(value) : value),
  z
    .string(checkoutMessages.cvvRequired)
    .trim()
    .min(1, checkoutMessages.cvvRequired)
    .refine(
      blankOr(new RegExp(`^\\d{${CVV_LENGTH},${AMEX_CVV_LENGTH}}$`)),
      checkoutMessages.invalidCvvFormat,
    ),
);

/** A missing methodDetail is read as empty, so each missing field gets its own spec message. */
const detail = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === undefined || value === null ? {} : value), schema);

/** The Luhn checksum every payment card number carries (digits only). */
export function isLuhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** A card is valid through the last day of its expiry month. */
export function isCardExpired(expiryMonth: number, expiryYear: number, now: Date = new Date()): boolean {
  const year = now.getFullYear();
  return expiryYear < year || (expiryYear === year && expiryMonth < now.getMonth() + 1);
}

/** The last four digits of a card number: the only part of it Bazaar keeps. */
export const cardLastFour = (cardNumber: string): string => cardNumber.replace(/\D/g, '').slice(-4);

const DebitCardPaymentSchema = z.object({
  methodName: z.literal('debitcard'),
  methodDetail: detail(
    z
      .object({
        cardNumber,
        cardHolderName: requiredText(checkoutMessages.cardHolderNameRequired, {
          length: TEXT_MAX_LENGTH,
          message: validationMessages.tooLong('Cardholder name', TEXT_MAX_LENGTH),
        }),
        expiryMonth,
        expiryYear,
        cvv,
      })
      // Checked once each field is well formed, so a field shows one message at a time.
      .check((ctx) => {
        const { cardNumber, expiryMonth, expiryYear, cvv } = ctx.value;
        if (cardBrand(cardNumber) === 'amex' && cardNumber.length !== AMEX_CARD_NUMBER_LENGTH) {
          ctx.issues.push({
            code: 'custom',
            message: checkoutMessages.invalidAmexCardNumber,
            input: cardNumber,
            path: ['cardNumber'],
          });
        } else if (!isLuhnValid(cardNumber)) {
          ctx.issues.push({
            code: 'custom',
            message: checkoutMessages.invalidCardChecksum,
            input: cardNumber,
            path: ['cardNumber'],
          });
        }
        if (cvv.length !== cvvLength(cardNumber)) {
          ctx.issues.push({
            code: 'custom',
            message: checkoutMessages.invalidCvv(cvvLength(cardNumber)),
            input: cvv,
            path: ['cvv'],
          });
        }
        if (isCardExpired(expiryMonth, expiryYear)) {
          ctx.issues.push({
            code: 'custom',
            message: checkoutMessages.cardExpired,
            input: expiryMonth,
            path: ['expiryMonth'],
          });
        }
      }),
  ),
});

/** name@handle, as UPI ids are written. */
const UPI_ID_PATTERN = /^[\w.-]+@[\w.-]+$/;

const UpiPaymentSchema = z.object({
  methodName: z.literal('upi'),
  methodDetail: detail(
    z.object({
      upiId: requiredText(checkoutMessages.upiIdRequired, {
        length: TEXT_MAX_LENGTH,
        message: checkoutMessages.invalidUpiId,
      }).refine(blankOr(UPI_ID_PATTERN), checkoutMessages.invalidUpiId),
    }),
  ),
});

const CashOnDeliveryPaymentSchema = z.object({ methodName: z.literal('cod') });

/**
 * The payment form and the `paymentData` of submit-order, discriminated on methodName (debitcard | upi |
 * cod); anything else, or nothing, gives 'Please select a payment method.'. The output holds the full card
 * number and CVV: the API must keep only the method, a status and the last four digits.
 */
export const PaymentDataSchema = z.discriminatedUnion(
  'methodName',
  [DebitCardPaymentSchema, UpiPaymentSchema, CashOnDeliveryPaymentSchema],
  { error: checkoutMessages.selectPaymentMethod },
);
export type PaymentData = z.infer<typeof PaymentDataSchema>;
export type PaymentMethod = PaymentData['methodName'];

/** The payment choices of docs/product.md §2, in the spec's order, with their labels. */
export const paymentMethodOptions: readonly SelectOption<PaymentMethod>[] = (
  ['debitcard', 'upi', 'cod'] as const
).map((id) => ({ id, value: checkoutMessages.paymentMethods[id] }));

/** How a checkout's payment stands, as stored: cards and UPI are paid at once, cash on delivery is pending. */
export const paymentStatuses = ['pending', 'paid', 'failed', 'refunded'] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

/**
 * What an order's detail says of its payment: the checkout's payment status, except for a cancelled order,
 * whose money went back ('refunded', a card or UPI payment) or was never due ('cancelled', cash on delivery).
 */
export const orderPaymentStatuses = [...paymentStatuses, 'cancelled'] as const;
export type OrderPaymentStatus = (typeof orderPaymentStatuses)[number];

export function orderPaymentStatus(status: PaymentStatus, orderCancelled: boolean): OrderPaymentStatus {
  if (!orderCancelled) return status;
  if (status === 'paid' || status === 'refunded') return 'refunded';
  return status === 'pending' ? 'cancelled' : status;
}
