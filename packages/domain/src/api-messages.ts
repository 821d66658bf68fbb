// Every `message` the API sends, gathered from the areas for the API's use (each text is written once, in
// its area's messages file).
import { accountApiMessages } from './account/account.messages.js';
import { addressesApiMessages } from './addresses/addresses.messages.js';
import { authApiMessages } from './auth/auth.messages.js';
import { cartApiMessages } from './cart/cart.messages.js';
import { catalogApiMessages } from './catalog/catalog.messages.js';
import { mediaApiMessages } from './media/media.messages.js';
import { ordersApiMessages } from './orders/orders.messages.js';
import { reviewsApiMessages } from './reviews/reviews.messages.js';
import { sellersApiMessages } from './sellers/sellers.messages.js';
import { sharedApiMessages } from './shared/shared.messages.js';
import { wishlistApiMessages } from './wishlist/wishlist.messages.js';

export const apiMessages = {
  ...sharedApiMessages,
  ...authApiMessages,
  ...accountApiMessages,
  ...addressesApiMessages,
  ...catalogApiMessages,
  ...reviewsApiMessages,
  ...cartApiMessages,
  ...wishlistApiMessages,
  ...ordersApiMessages,
  ...sellersApiMessages,
  ...mediaApiMessages,
} as const;
