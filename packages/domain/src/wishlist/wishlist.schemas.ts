// The wishlist bodies of /api/user/*.
import { z } from 'zod';
import { productIdField } from '../shared/ids.js';

/** POST /api/user/add-to-wishlist `{productId}` (a toggle). */
export const AddToWishlistSchema = z.object({ productId: productIdField() });
export type AddToWishlist = z.infer<typeof AddToWishlistSchema>;
