// @bazaar/domain: the marketplace's vocabulary, rules and API contract, one folder per area (no I/O).
// Everything is re-exported here: apps import from the package root only.
export * from './shared/index.js';
export * from './auth/index.js';
export * from './account/index.js';
export * from './addresses/index.js';
export * from './catalog/index.js';
export * from './reviews/index.js';
export * from './cart/index.js';
export * from './wishlist/index.js';
export * from './orders/index.js';
export * from './payments/index.js';
export * from './sellers/index.js';
export * from './media/index.js';
export * from './health/index.js';
export * from './shell/index.js';
export * from './api-messages.js';
export * from './contract.js';
