export * from './payments.limits.js';
export * from './payments.cards.js';
export * from './payments.schemas.js';
export * from './payments.contract.js';
