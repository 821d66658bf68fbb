// Checkout: the shipping address form and the /api/order/* bodies (the payment part is in payments/).
import { z } from 'zod';
import { QUANTITY_MAX, variantIdField } from '../cart/cart.schemas.js';
import { PaymentDataSchema } from '../payments/payments.schemas.js';
import {
  digitsText,
  idText,
  integerFrom,
  numeric,
  optionalText,
  requiredText,
  withoutControlCharacters,
} from '../shared/common.js';
import { orderIdField } from '../shared/ids.js';
import { rupeesToPaise } from '../shared/money.js';
import { PIN_CODE_LENGTH } from '../shared/limits.js';
import { validationMessages } from '../shared/shared.messages.js';
import { addressMessages } from '../addresses/addresses.messages.js';
import { isAddressPhone } from '../addresses/addresses.schemas.js';
import { checkoutMessages, orderMessages } from './orders.messages.js';

const TEXT_MAX_LENGTH = 200;
const CART_LINES_MAX = 100;
export const CANCEL_REASON_MAX = 500;

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
    .refine(...withoutControlCharacters())
    .optional(),
);

/** issue 21: the recipient's name and phone, optional (the spec's client sends neither). */
const recipientName = z.preprocess(
  (value) => (value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value),
  z
    .string()
    .trim()
    .max(TEXT_MAX_LENGTH, validationMessages.tooLong(addressMessages.labels.fullName, TEXT_MAX_LENGTH))
    .refine(...withoutControlCharacters())
    .optional(),
);
const recipientPhone = z.preprocess(
  (value) =>
    typeof value === 'number'
      ? String(value)
      : value === null || (typeof value === 'string' && value.trim() === '')
        ? undefined
        : value,
  z.string().trim().refine(isAddressPhone, addressMessages.invalidPhone).optional(),
);

/**
 * The checkout shipping form and the `shippingAddress` of submit-order: '{label} is required.' for each
 * required field, pin code 6 digits. addressLine2 is optional and may arrive misspelt `adressLine2` (the
 * spec's client); the output always says `addressLine2` ('' when absent). Values are kept as sent, trimmed,
 * never re-cased (issue 21: the spec's lower-casing is dropped). Bazaar adds the recipient's fullName and
 * phoneNumber, both optional.
 */
export const ShippingAddressSchema = z
  .object({
    fullName: recipientName,
    phoneNumber: recipientPhone,
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
    ...(address.fullName === undefined ? {} : { fullName: address.fullName }),
    ...(address.phoneNumber === undefined ? {} : { phoneNumber: address.phoneNumber }),
    addressLine1: address.addressLine1,
    addressLine2: addressLine2 ?? adressLine2 ?? '',
    country: address.country,
    state: address.state,
    city: address.city,
    pinCode: address.pinCode,
    isDefaultShippingAddress: address.isDefaultShippingAddress,
  }));
export type ShippingAddress = z.infer<typeof ShippingAddressSchema>;

const orderQuantity = integerFrom(1, {
  required: validationMessages.quantityFrom(1),
  invalid: validationMessages.quantityFrom(1),
}).pipe(z.number().max(QUANTITY_MAX, validationMessages.atMost('Quantity', QUANTITY_MAX)));

/**
 * issue 21: the price (rupees) the shopper saw for a line, when the client sends one (`sellingPrice`, or `price`
 * as the spec's client does): checkout answers 409 if it is no longer the price. null or absent: not checked.
 */
const seenPrice = (name: string) =>
  z.preprocess(
    (value) => (value === null ? undefined : value),
    numeric({ required: validationMessages.notValid(name), invalid: validationMessages.notValid(name) })
      .pipe(z.number().min(0, validationMessages.notValid(name)).max(1e9, validationMessages.notValid(name)))
      .optional(),
  );

const CartLineSchema = z
  .object({
    id: idText(validationMessages.productIdRequired, validationMessages.notValid('Product ID')).optional(),
    _id: idText(validationMessages.productIdRequired, validationMessages.notValid('Product ID')).optional(),
    /** issue 20: which variant, for a product with variants */
    variantId: variantIdField(),
    quantity: orderQuantity,
    sellingPrice: seenPrice('Selling price'),
    price: seenPrice('Price'),
  })
  .refine((line) => line.id !== undefined || line._id !== undefined, {
    message: validationMessages.productIdRequired,
    path: ['id'],
  })
  .transform((line) => ({
    productId: (line.id ?? line._id) as string,
    variantId: line.variantId ?? null,
    quantity: line.quantity,
    /** in paise; undefined when the line came without a price (priced from the database, not checked) */
    seenPrice: (() => {
      const rupees = line.sellingPrice ?? line.price;
      return rupees === undefined ? undefined : rupeesToPaise(rupees);
    })(),
  }));

/**
 * POST /api/order/submit-order. Only each line's id (`id` or `_id`), `variantId` (issue 20), quantity and (issue 21)
 * the price the shopper saw are read — prices come from the database, and a seen price that is no longer the
 * price refuses the checkout (409). Lines naming the same product and variant are merged (quantities added,
 * first position kept).
 * `timeStamp` (a number or text) is kept as text for the idempotency check. Bazaar: `source: "buyNow"` (the
 * product page's Buy Now) leaves the cart as it is; otherwise (`"cart"`, the default) the bought lines leave it.
 */
/** Where a checkout comes from: the cart, or one product's Buy Now. */
export const orderSources = ['cart', 'buyNow'] as const;

export const SubmitOrderSchema = z.object({
  cartProduct: z
    .array(CartLineSchema, checkoutMessages.emptyCart)
    .min(1, checkoutMessages.emptyCart)
    .max(CART_LINES_MAX, validationMessages.atMost('Cart lines', CART_LINES_MAX))
    .transform((lines) => {
      // one line per product and variant (two sizes of one product are two lines)
      const merged = new Map<
        string,
        { productId: string; variantId: string | null; quantity: number; seenPrice: number | undefined }
      >();
      for (const line of lines) {
        const key = `${line.productId}\0${line.variantId ?? ''}`;
        const seen = merged.get(key);
        if (seen) {
          seen.quantity += line.quantity;
          seen.seenPrice ??= line.seenPrice;
        } else merged.set(key, { ...line });
      }
      return [...merged.values()];
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
  source: z.enum(orderSources, validationMessages.notValid('Order source')).optional().default('cart'),
  /**
   * issue 21: keep the shipping address in the address book too (not as the default: that is the address's
   * `isDefaultShippingAddress`). Saved with the order, in its transaction: a refused order saves nothing.
   */
  saveToAddressBook: z
    .boolean(validationMessages.booleanExpected('saveToAddressBook'))
    .optional()
    .default(false),
});
export type SubmitOrder = z.infer<typeof SubmitOrderSchema>;
export type OrderLine = SubmitOrder['cartProduct'][number];
export type OrderSource = (typeof orderSources)[number];

/** POST /api/order/get-order-details-by-id `{orderId}`. */
export const GetOrderDetailsByIdSchema = z.object({
  orderId: orderIdField(),
});
export type GetOrderDetailsById = z.infer<typeof GetOrderDetailsByIdSchema>;

/** POST /api/order/cancel-order `{orderId}`: the buyer cancels an order that has not shipped yet. */
export const CancelOrderSchema = z.object({
  orderId: orderIdField(),
  /** issue 21: why (a reason from `cancelReasons`, with the shopper's words); optional for older clients */
  reason: optionalText(
    { length: CANCEL_REASON_MAX, message: orderMessages.cancelReasonTooLong(CANCEL_REASON_MAX) },
    { multiLine: true },
  ),
});

/** issue 21: the reasons the cancel dialog lists (the shopper may add their own words). */
export const cancelReasons = [
  'Ordered by mistake',
  'Found a better price elsewhere',
  'Delivery takes too long',
  'Need to change the address or payment',
  'No longer needed',
  'Other',
] as const;
export type CancelOrder = z.infer<typeof CancelOrderSchema>;
