// The cart calls of /api/user/* (docs/product.md §7, Cart). Prices are rupees on the wire.
import { z } from 'zod';
import { VariantOptionsReplySchema } from '../catalog/catalog.contract.js';
import { RupeesSchema } from '../shared/common.js';
import { endpoint, ErrorBodySchema, protectedFailures } from '../shared/contract.js';
import { AddToCartSchema, MergeCartSchema, UpdateCartSchema } from './cart.schemas.js';

/**
 * One line of get-cart-items: the product (its first image) and the quantity in the cart. issue 20: a line of a
 * product with variants names its variant, and its price, stock and image are the variant's (the image when it
 * has its own).
 */
export const CartLineSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  image: z.string(),
  category: z.string(),
  sellerId: z.string(),
  price: RupeesSchema,
  mrpPrice: RupeesSchema,
  sellingPrice: RupeesSchema,
  stock: z.number().int(),
  quantity: z.number().int(),
  /** issue 20: the variant in the cart (absent for a product sold as one) */
  variantId: z.string().optional(),
  sku: z.string().optional(),
  options: VariantOptionsReplySchema.optional(),
});
export type CartLine = z.infer<typeof CartLineSchema>;

/** issue 21: a visitor's line the merge could add only in part (the stock, or the line's maximum, was reached). */
export const CappedLineSchema = z.object({
  productId: z.string(),
  variantId: z.string().optional(),
  name: z.string(),
  requested: z.number().int(),
  added: z.number().int(),
});
export type CappedLine = z.infer<typeof CappedLineSchema>;

/**
 * issue 21: a visitor's line the merge left out: `unavailable` (unknown, hidden, a draft, or a variant the product
 * no longer has) or `ownProduct` (a seller's own product, which the cart never holds).
 */
export const SkippedLineSchema = z.object({
  productId: z.string(),
  variantId: z.string().optional(),
  name: z.string().optional(),
  reason: z.enum(['unavailable', 'ownProduct']),
});
export type SkippedLine = z.infer<typeof SkippedLineSchema>;

const CartReplySchema = z.object({ cartProduct: z.array(CartLineSchema), cartCount: z.number().int() });

const CartCountReplySchema = z.object({ message: z.string(), cartCount: z.number().int() });

export const cartContract = {
  addToCart: endpoint({
    method: 'POST',
    path: '/api/user/add-to-cart',
    summary:
      "Add a quantity of a product to the cart ('Product Added!'); never above the stock, never the seller's own " +
      'product (403, as checkout refuses it)',
    access: 'user',
    body: AddToCartSchema,
    responses: {
      200: CartCountReplySchema,
      400: ErrorBodySchema,
      ...protectedFailures,
      403: ErrorBodySchema,
      404: ErrorBodySchema,
      409: ErrorBodySchema,
    },
  }),
  updateCart: endpoint({
    method: 'POST',
    path: '/api/user/update-cart',
    summary: 'Set the quantity of a cart line; 0 removes it',
    access: 'user',
    body: UpdateCartSchema,
    responses: {
      200: CartCountReplySchema,
      400: ErrorBodySchema,
      ...protectedFailures,
      404: ErrorBodySchema,
      409: ErrorBodySchema,
    },
  }),
  getCartItems: endpoint({
    method: 'POST',
    path: '/api/user/get-cart-items',
    summary: "The cart's lines and the number of distinct products in it",
    access: 'user',
    responses: {
      200: CartReplySchema,
      ...protectedFailures,
    },
  }),
  mergeCart: endpoint({
    method: 'POST',
    path: '/api/user/merge-cart',
    summary:
      "issue 21: adds a visitor's cart, sent at sign-in, to the account's cart: each line's quantity is added to " +
      "what the cart holds, capped by the stock and the line's maximum (reported in `capped`); unknown, hidden and " +
      "the seller's own products are left out (reported in `skipped`). Answers the merged cart",
    access: 'user',
    body: MergeCartSchema,
    responses: {
      200: CartReplySchema.extend({ capped: z.array(CappedLineSchema), skipped: z.array(SkippedLineSchema) }),
      400: ErrorBodySchema,
      ...protectedFailures,
    },
  }),
} as const;
