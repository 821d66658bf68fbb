export * from './addresses.limits.js';
export * from './addresses.messages.js';
export * from './addresses.schemas.js';
export * from './addresses.contract.js';
