// The cart bodies of /api/user/*: quantities are whole numbers, identity comes from the token.
import { z } from 'zod';
import { integerFrom } from '../shared/common.js';
import { productIdField } from '../shared/ids.js';
import { validationMessages } from '../shared/shared.messages.js';

/** Bazaar's cap on one cart line (the stock check answers 409 long before it for real products). */
export const QUANTITY_MAX = 10_000;

const productId = productIdField();

/** POST /api/user/add-to-cart `{userId?, productId, quantity?}`: quantity a positive integer, default 1. */
export const AddToCartSchema = z.object({
  productId,
  quantity: integerFrom(1, {
    required: validationMessages.quantityFrom(1),
    invalid: validationMessages.quantityFrom(1),
  })
    .pipe(z.number().max(QUANTITY_MAX, validationMessages.atMost('Quantity', QUANTITY_MAX)))
    .default(1),
});
export type AddToCart = z.infer<typeof AddToCartSchema>;

/** POST /api/user/update-cart `{productId, quantity}`: an integer ≥ 0; 0 removes the line. */
export const UpdateCartSchema = z.object({
  productId,
  quantity: integerFrom(0, {
    required: validationMessages.quantityFrom(0),
    invalid: validationMessages.quantityFrom(0),
  }).pipe(z.number().max(QUANTITY_MAX, validationMessages.atMost('Quantity', QUANTITY_MAX))),
});
export type UpdateCart = z.infer<typeof UpdateCartSchema>;
