export * from './order-status.js';
export * from './orders.limits.js';
export * from './orders.messages.js';
export * from './orders.schemas.js';
export * from './orders.contract.js';
export * from './invoice.js';
export * from './returns.js';
