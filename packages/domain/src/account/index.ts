export * from './account.limits.js';
export * from './account.messages.js';
export * from './account.schemas.js';
export * from './account.contract.js';
