export * from './catalog.js';
export * from './stock.js';
export * from './catalog.limits.js';
export * from './catalog.messages.js';
export * from './catalog.schemas.js';
export * from './catalog.contract.js';
export * from './page-queries.js';
export * from './search-vocabulary.js';
