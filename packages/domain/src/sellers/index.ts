export * from './sellers.limits.js';
export * from './sellers.messages.js';
export * from './sellers.schemas.js';
export * from './sellers.contract.js';
export * from './gst.js';
