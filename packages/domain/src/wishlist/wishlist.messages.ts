// The wishlist (docs/product.md §8) and the API's answers of the wishlist calls.
import { successMessages } from '../shared/shared.messages.js';

/** Wishlist (docs/product.md §8). */
export const wishlistMessages = {
  saved: 'Item saved to Shopping List',
  /** Bazaar: the heart's names */
  save: (name: string) => `Save ${name} to your wishlist`,
  remove: (name: string) => `Remove ${name} from your wishlist`,
} as const;

/** The API's answers of /api/user/add-to-wishlist (a toggle). */
export const wishlistApiMessages = {
  wishlistSaved: successMessages.wishlistSaved,
  wishlistRemoved: 'Item removed from Shopping List',
} as const;
