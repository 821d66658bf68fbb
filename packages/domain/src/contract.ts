// The whole API contract: every area's endpoints, for the API's route registration check and the
// contract-vs-OpenAPI test.
import { accountContract } from './account/account.contract.js';
import { addressesContract } from './addresses/addresses.contract.js';
import { authContract } from './auth/auth.contract.js';
import { cartContract } from './cart/cart.contract.js';
import { catalogContract } from './catalog/catalog.contract.js';
import { healthContract } from './health/health.contract.js';
import { mediaContract } from './media/media.contract.js';
import { ordersContract } from './orders/orders.contract.js';
import { paymentsContract } from './payments/payments.contract.js';
import { reviewsContract } from './reviews/reviews.contract.js';
import type { Endpoint } from './shared/contract.js';
import { sellersContract } from './sellers/sellers.contract.js';
import { wishlistContract } from './wishlist/wishlist.contract.js';

/** The contract by area, as `contract.<area>.<call>`. */
export const contract = {
  health: healthContract,
  auth: authContract,
  account: accountContract,
  addresses: addressesContract,
  catalog: catalogContract,
  reviews: reviewsContract,
  cart: cartContract,
  wishlist: wishlistContract,
  orders: ordersContract,
  payments: paymentsContract,
  sellers: sellersContract,
  media: mediaContract,
} as const;

export type ContractArea = keyof typeof contract;

/** Every endpoint with its area and name, e.g. for walking the contract in a test. */
export function contractEntries(): { area: ContractArea; name: string; endpoint: Endpoint }[] {
  return Object.entries(contract).flatMap(([area, endpoints]) =>
    Object.entries(endpoints as Record<string, Endpoint>).map(([name, endpoint]) => ({
      area: area as ContractArea,
      name,
      endpoint,
    })),
  );
}
