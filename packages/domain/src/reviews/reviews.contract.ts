// The review calls (docs/product.md §7, Reviews). A product's reviews also come with the product
// (GET /api/product/{id}, all of them, newest first, as the spec's client reads them); issue 21 adds a page of
// them, sorted, with the count of each star.
import { z } from 'zod';
import { ProductReviewSchema, RatingBreakdownSchema } from '../catalog/catalog.contract.js';
import { endpoint, ErrorBodySchema, MessageSchema, protectedFailures } from '../shared/contract.js';
import { reviewSorts } from './reviews.limits.js';
import { ReviewsQuerySchema, SubmitReviewSchema } from './reviews.schemas.js';

/** One page of a product's reviews. */
export const ReviewsPageSchema = z.object({
  reviews: z.array(ProductReviewSchema),
  /** every review of the product */
  total: z.number().int(),
  page: z.number().int(),
  /** at least 1 */
  pages: z.number().int(),
  limit: z.number().int(),
  sort: z.enum(reviewSorts),
  breakdown: RatingBreakdownSchema,
});
export type ReviewsPage = z.infer<typeof ReviewsPageSchema>;

export const reviewsContract = {
  submitReview: endpoint({
    method: 'POST',
    path: '/api/product/submit-review',
    summary:
      'Review a product (one per buyer: a second submission replaces the first); its seller may not (403)',
    access: 'user',
    body: SubmitReviewSchema,
    responses: {
      201: MessageSchema,
      400: ErrorBodySchema,
      ...protectedFailures,
      403: ErrorBodySchema,
      404: ErrorBodySchema,
    },
  }),
  getProductReviews: endpoint({
    method: 'GET',
    path: '/api/product/:id/reviews',
    summary:
      "A page of a visible product's reviews (sort newest, highest or lowest; page; limit) with the count of each star",
    access: 'public',
    params: z.object({ id: z.string() }),
    query: ReviewsQuerySchema,
    responses: { 200: ReviewsPageSchema, 400: ErrorBodySchema, 404: ErrorBodySchema },
  }),
} as const;
