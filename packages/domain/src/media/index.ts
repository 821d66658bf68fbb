export * from './media.limits.js';
export * from './media.messages.js';
export * from './media.contract.js';
export * from './media.images.js';
