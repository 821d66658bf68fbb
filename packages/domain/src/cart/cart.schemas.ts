// The cart bodies of /api/user/*: quantities are whole numbers, identity comes from the token.
import { z } from 'zod';
import { idText, integerFrom } from '../shared/common.js';
import { productIdField } from '../shared/ids.js';
import { validationMessages } from '../shared/shared.messages.js';
import { QUANTITY_MAX, VISITOR_CART_LINES_MAX } from './cart.limits.js';
import { cartApiMessages } from './cart.messages.js';

/** The cap of a line, where it was first declared (orders' schemas import it from here). */
export { QUANTITY_MAX } from './cart.limits.js';

const productId = productIdField();

/** issue 20: which variant of the product (required for a product with variants, absent otherwise). */
export const variantIdField = () =>
  z.preprocess(
    (value) => (value === null || value === '' ? undefined : value),
    idText(validationMessages.notValid('Variant ID')).optional(),
  );
const variantId = variantIdField();

/**
 * POST /api/user/add-to-cart `{userId?, productId, variantId?, quantity?}`: quantity a positive integer, default
 * 1. Two variants of one product are two lines.
 */
export const AddToCartSchema = z.object({
  productId,
  variantId,
  quantity: integerFrom(1, {
    required: validationMessages.quantityFrom(1),
    invalid: validationMessages.quantityFrom(1),
  })
    .pipe(z.number().max(QUANTITY_MAX, validationMessages.atMost('Quantity', QUANTITY_MAX)))
    .default(1),
});
export type AddToCart = z.infer<typeof AddToCartSchema>;

/** POST /api/user/update-cart `{productId, variantId?, quantity}`: an integer ≥ 0; 0 removes the line. */
export const UpdateCartSchema = z.object({
  productId,
  variantId,
  quantity: integerFrom(0, {
    required: validationMessages.quantityFrom(0),
    invalid: validationMessages.quantityFrom(0),
  }).pipe(z.number().max(QUANTITY_MAX, validationMessages.atMost('Quantity', QUANTITY_MAX))),
});
export type UpdateCart = z.infer<typeof UpdateCartSchema>;

/** One line of a visitor's cart as the browser keeps it: never a price (issue 21). */
export const VisitorCartLineSchema = z.object({
  productId,
  variantId,
  quantity: integerFrom(1, {
    required: validationMessages.quantityFrom(1),
    invalid: validationMessages.quantityFrom(1),
  }).pipe(z.number().max(QUANTITY_MAX, validationMessages.atMost('Quantity', QUANTITY_MAX))),
});
export type VisitorCartLine = z.infer<typeof VisitorCartLineSchema>;

/**
 * issue 21: POST /api/user/merge-cart `{lines:[{productId, variantId?, quantity}]}`, the visitor's cart sent at
 * sign-in. At most 100 lines.
 */
export const MergeCartSchema = z.object({
  lines: z
    .array(VisitorCartLineSchema, { error: cartApiMessages.mergeLinesRequired })
    .max(VISITOR_CART_LINES_MAX, validationMessages.atMost('Cart lines', VISITOR_CART_LINES_MAX)),
});
export type MergeCart = z.infer<typeof MergeCartSchema>;
