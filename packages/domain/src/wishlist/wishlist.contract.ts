// The wishlist calls of /api/user/* (docs/product.md §7, Wishlist).
import { z } from 'zod';
import { ProductCardSchema } from '../catalog/catalog.contract.js';
import { endpoint, ErrorBodySchema, MessageSchema, protectedFailures } from '../shared/contract.js';
import { AddToWishlistSchema } from './wishlist.schemas.js';

export const wishlistContract = {
  getWishlist: endpoint({
    method: 'POST',
    path: '/api/user/get-wishlist',
    summary: 'The saved products as cards; 204 without a body when there are none',
    access: 'user',
    responses: {
      200: z.object({ wishListProducts: z.array(ProductCardSchema) }),
      204: null,
      ...protectedFailures,
    },
  }),
  addToWishlist: endpoint({
    method: 'POST',
    path: '/api/user/add-to-wishlist',
    summary: 'A toggle: 201 when saved, 200 isRemoved when removed',
    access: 'user',
    body: AddToWishlistSchema,
    responses: {
      200: z.object({ message: z.string(), isRemoved: z.literal(true) }),
      201: MessageSchema,
      400: ErrorBodySchema,
      ...protectedFailures,
      404: ErrorBodySchema,
    },
  }),
} as const;
