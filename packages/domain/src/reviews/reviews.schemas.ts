// Reviews: the review dialog and POST /api/product/submit-review.
import { z } from 'zod';
import { integerFrom, readNumber, requiredText } from '../shared/common.js';
import { productIdField } from '../shared/ids.js';
import { validationMessages } from '../shared/shared.messages.js';
import {
  RATING_MAX,
  RATING_MIN,
  REVIEWS_PAGE_MAX,
  REVIEWS_PAGE_SIZE,
  REVIEWS_PAGE_SIZE_MAX,
  reviewSorts,
} from './reviews.limits.js';
import { reviewMessages } from './reviews.messages.js';

export const REVIEW_TITLE_MAX_LENGTH = 120;
export const REVIEW_MESSAGE_MAX_LENGTH = 2000;

const reviewShape = {
  /** stars 1 to 5, a whole number */
  rating: integerFrom(RATING_MIN, {
    required: reviewMessages.invalidRating,
    invalid: reviewMessages.invalidRating,
  }).pipe(z.number().max(RATING_MAX, reviewMessages.invalidRating)),
  /** '{field} is required' */
  title: requiredText(reviewMessages.required(reviewMessages.labels.title), {
    length: REVIEW_TITLE_MAX_LENGTH,
    message: validationMessages.tooLong(reviewMessages.labels.title, REVIEW_TITLE_MAX_LENGTH),
  }),
  message: requiredText(
    reviewMessages.required(reviewMessages.labels.message),
    {
      length: REVIEW_MESSAGE_MAX_LENGTH,
      message: validationMessages.tooLong(reviewMessages.labels.message, REVIEW_MESSAGE_MAX_LENGTH),
    },
    { multiLine: true },
  ),
};

/** The review dialog: rating 1–5, 'Title is required', 'Message is required'. */
export const ReviewFormSchema = z.object(reviewShape);
export type ReviewForm = z.infer<typeof ReviewFormSchema>;

/** POST /api/product/submit-review `{productId, rating, title, message}`; the reviewer's name comes from the account. */
export const SubmitReviewSchema = z.object({
  productId: productIdField(),
  ...reviewShape,
});
export type SubmitReview = z.infer<typeof SubmitReviewSchema>;

function pageNumber(label: string, max: number, fallback: number) {
  const message = validationMessages.wholeNumberFrom(label, 1);
  return z.preprocess(
    readNumber,
    z
      .number(message)
      .int(message)
      .min(1, message)
      .max(max, validationMessages.atMost(label, max))
      .default(fallback),
  );
}

/**
 * GET /api/product/{id}/reviews query: `sort` (newest, highest, lowest; newest when absent), `page` from 1 and
 * `limit` (REVIEWS_PAGE_SIZE when absent). Anything else is refused with 400 naming the field.
 */
export const ReviewsQuerySchema = z.object({
  sort: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.enum(reviewSorts, validationMessages.notValid('Sort')).default('newest'),
  ),
  page: pageNumber('Page', REVIEWS_PAGE_MAX, 1),
  limit: pageNumber('Limit', REVIEWS_PAGE_SIZE_MAX, REVIEWS_PAGE_SIZE),
});
export type ReviewsQuery = z.infer<typeof ReviewsQuerySchema>;
