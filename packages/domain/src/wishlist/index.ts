export * from './wishlist.messages.js';
export * from './wishlist.schemas.js';
export * from './wishlist.contract.js';
