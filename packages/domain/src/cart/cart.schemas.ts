// The cart bodies of /api/user/*: quantities are whole numbers, identity comes from the token.
import { z } from 'zod';
import { idText, integerFrom } from '../shared/common.js';
import { productIdField } from '../shared/ids.js';
import { validationMessages } from '../shared/shared.messages.js';

/** Bazaar's cap on one cart line (the stock check answers 409 long before it for real products). */
export const QUANTITY_MAX = 10_000;

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
