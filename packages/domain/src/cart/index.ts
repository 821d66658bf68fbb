export * from './cart.messages.js';
export * from './cart.limits.js';
export * from './cart.schemas.js';
export * from './cart.contract.js';
