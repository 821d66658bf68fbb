export * from './reviews.limits.js';
export * from './reviews.messages.js';
export * from './reviews.schemas.js';
export * from './reviews.contract.js';
