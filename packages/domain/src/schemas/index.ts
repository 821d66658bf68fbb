// One zod schema per request body, query and form; `Xxx` is the parsed (output) type of `XxxSchema`.
export * from './auth.js';
export * from './account.js';
export * from './checkout.js';
export * from './products.js';
export * from './reviews.js';
export * from './seller.js';
export * from './errors.js';
export { EMAIL_PATTERN } from './common.js';
