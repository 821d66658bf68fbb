export * from './auth.limits.js';
export * from './auth.messages.js';
export * from './auth.schemas.js';
export * from './auth.contract.js';
export * from './demo-accounts.js';
