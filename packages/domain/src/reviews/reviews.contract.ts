// The review calls (docs/product.md §7, Reviews); reviews are read with the product (GET /api/product/{id}).
import { endpoint, ErrorBodySchema, MessageSchema, protectedFailures } from '../shared/contract.js';
import { SubmitReviewSchema } from './reviews.schemas.js';

export const reviewsContract = {
  submitReview: endpoint({
    method: 'POST',
    path: '/api/product/submit-review',
    summary: 'Review a product (one per buyer: a second submission replaces the first)',
    access: 'user',
    body: SubmitReviewSchema,
    responses: { 201: MessageSchema, 400: ErrorBodySchema, ...protectedFailures, 404: ErrorBodySchema },
  }),
} as const;
