// Checkout: the shipping address and payment forms, and the /api/order/* bodies that carry them.
import { z } from 'zod';
import { months, type SelectOption } from '../catalog.js';
import { CARD_NUMBER_LENGTH, CVV_LENGTH, EXPIRY_YEARS_AHEAD, PIN_CODE_LENGTH } from '../limits.js';
import { checkoutMessages, validationMessages } from '../messages/forms.js';
import { QUANTITY_MAX } from './account.js';
import { blankOr, digitsText, idText, integerFrom, numeric, requiredText } from './common.js';

const TEXT_MAX_LENGTH = 200;
const CART_LINES_MAX = 100;

const labels = checkoutMessages.labels;

function shippingText(label: string) {
  return requiredText(checkoutMessages.required(label), {
    length: TEXT_MAX_LENGTH,
    message: validationMessages.tooLong(label, TEXT_MAX_LENGTH),
  });
}

const optionalLine = z.preprocess(
  (value) => (value === null ? undefined : value),
  z
    .string()
    .trim()
    .max(TEXT_MAX_LENGTH, validationMessages.tooLong(labels.addressLine2, TEXT_MAX_LENGTH))
    .optional(),
);

/**
 * The checkout shipping form and the `shippingAddress` of submit-order: '{label} is required.' for each
 * required field, pin code 6 digits. addressLine2 is optional and may arrive misspelt `adressLine2` (the
 * spec's client); the output always says `addressLine2` ('' when absent). Values are kept as sent, trimmed
 * (the form lower-cases them as typed).
 */
export const ShippingAddressSchema = z
  .object({
    addressLine1: shippingText(labels.addressLine1),
    addressLine2: optionalLine,
    adressLine2: optionalLine,
    country: shippingText(labels.country),
    state: shippingText(labels.state),
    city: shippingText(labels.city),
    pinCode: digitsText(PIN_CODE_LENGTH, {
      required: checkoutMessages.required(labels.pinCode),
      invalid: checkoutMessages.invalidPinCode,
    }),
    isDefaultShippingAddress: z
      .boolean(validationMessages.booleanExpected('isDefaultShippingAddress'))
      .optional()
      .default(false),
  })
  .transform(({ adressLine2, addressLine2, ...address }) => ({
    addressLine1: address.addressLine1,
    addressLine2: addressLine2 ?? adressLine2 ?? '',
    country: address.country,
    state: address.state,
    city: address.city,
    pinCode: address.pinCode,
    isDefaultShippingAddress: address.isDefaultShippingAddress,
  }));
export type ShippingAddress = z.infer<typeof ShippingAddressSchema>;

/** spec §3: expiry year choices run from the current year to the current year plus 20. */
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

/** Card number: 16 digits; spaces and dashes between groups are dropped. */
const cardNumber = z.preprocess(
  (value) => (typeof value === 'number' && Number.isSafeInteger(value) ? String(value) : value),
  z
    .string(checkoutMessages.cardNumberRequired)
    .trim()
    .min(1, checkoutMessages.cardNumberRequired)
    .overwrite((text) => text.replace(/[\s-]/g, ''))
    .refine(blankOr(new RegExp(`^\\d{${CARD_NUMBER_LENGTH}}$`)), checkoutMessages.invalidCardNumber),
);

/** A missing methodDetail is read as empty, so each missing field gets its own spec message. */
const detail = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === undefined || value === null ? {} : value), schema);

const DebitCardPaymentSchema = z.object({
  methodName: z.literal('debitcard'),
  methodDetail: detail(
    z.object({
      cardNumber,
      cardHolderName: requiredText(checkoutMessages.cardHolderNameRequired, {
        length: TEXT_MAX_LENGTH,
        message: validationMessages.tooLong('Cardholder name', TEXT_MAX_LENGTH),
      }),
      expiryMonth,
      expiryYear,
      cvv: digitsText(CVV_LENGTH, {
        required: checkoutMessages.cvvRequired,
        invalid: checkoutMessages.invalidCvv,
      }),
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

/** The payment choices of spec §2, in the spec's order, with their labels. */
export const paymentMethodOptions: readonly SelectOption<PaymentMethod>[] = (
  ['debitcard', 'upi', 'cod'] as const
).map((id) => ({ id, value: checkoutMessages.paymentMethods[id] }));

const orderQuantity = integerFrom(1, {
  required: validationMessages.quantityFrom(1),
  invalid: validationMessages.quantityFrom(1),
}).pipe(z.number().max(QUANTITY_MAX, validationMessages.atMost('Quantity', QUANTITY_MAX)));

const CartLineSchema = z
  .object({
    id: idText(validationMessages.productIdRequired, validationMessages.notValid('Product ID')).optional(),
    _id: idText(validationMessages.productIdRequired, validationMessages.notValid('Product ID')).optional(),
    quantity: orderQuantity,
  })
  .refine((line) => line.id !== undefined || line._id !== undefined, {
    message: validationMessages.productIdRequired,
    path: ['id'],
  })
  .transform((line) => ({ productId: (line.id ?? line._id) as string, quantity: line.quantity }));

/**
 * POST /api/order/submit-order. Only each line's id (`id` or `_id`) and quantity are read — prices come
 * from the database. Lines naming the same product are merged (quantities added, first position kept).
 * `timeStamp` (a number or text) is kept as text for the idempotency check.
 */
export const SubmitOrderSchema = z.object({
  cartProduct: z
    .array(CartLineSchema, checkoutMessages.emptyCart)
    .min(1, checkoutMessages.emptyCart)
    .max(CART_LINES_MAX, validationMessages.atMost('Cart lines', CART_LINES_MAX))
    .transform((lines) => {
      const merged = new Map<string, number>();
      for (const { productId, quantity } of lines)
        merged.set(productId, (merged.get(productId) ?? 0) + quantity);
      return [...merged].map(([productId, quantity]) => ({ productId, quantity }));
    }),
  shippingAddress: z.preprocess(
    (value) => (value === undefined || value === null ? {} : value),
    ShippingAddressSchema,
  ),
  paymentData: PaymentDataSchema,
  timeStamp: z.preprocess(
    (value) => (typeof value === 'number' && Number.isFinite(value) ? String(value) : value),
    z.string().trim().max(100).optional(),
  ),
});
export type SubmitOrder = z.infer<typeof SubmitOrderSchema>;
export type OrderLine = SubmitOrder['cartProduct'][number];

/** POST /api/order/get-order-details-by-id `{orderId}`. */
export const GetOrderDetailsByIdSchema = z.object({
  orderId: idText(validationMessages.orderIdRequired, validationMessages.notValid('Order ID')),
});
export type GetOrderDetailsById = z.infer<typeof GetOrderDetailsByIdSchema>;
