export * from './money.js';
export * from './pricing.js';
export * from './limits.js';
export * from './shared.messages.js';
export * from './errors.js';
export * from './contract.js';
export { EMAIL_PATTERN } from './common.js';
export { canonicalOrderId } from './ids.js';
