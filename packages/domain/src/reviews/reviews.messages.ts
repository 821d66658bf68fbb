// Reviews (docs/product.md §5, §6, §8) and the API's answer of submit-review.
import { successMessages } from '../shared/shared.messages.js';

/** Reviews (docs/product.md §5, §6, §8). */
export const reviewMessages = {
  labels: { rating: 'Rating', title: 'Title', message: 'Message' },
  /** '{field} is required' */
  required: (field: string) => `${field} is required`,
  /** Bazaar */
  invalidRating: 'Rating must be a whole number from 1 to 5',
  writeReview: 'Write a Review',
  readMore: 'Read More',
  failed: 'Failed to submit review!',
  success: 'Thankyou for your Review!',
  /** Bazaar: the dialog */
  dialogTitle: 'Write a Review',
  close: 'Close',
  ratingLabel: 'Your rating',
  star: (value: number) => `${value} ${value === 1 ? 'star' : 'stars'}`,
  titlePlaceholder: 'Sum it up in a few words',
  messagePlaceholder: 'What did you like or dislike?',
  submit: 'Submit Review',
  submitting: 'Submitting...',
  readLess: 'Read Less',
  signInToReview: 'Login to write a review',
  /** issue 21: the rating breakdown, sorting and paging of the product page */
  breakdownLabel: 'How shoppers rated it',
  breakdownRow: (stars: number, count: number) =>
    `${stars} ${stars === 1 ? 'star' : 'stars'}: ${count} ${count === 1 ? 'review' : 'reviews'}`,
  sortLabel: 'Sort reviews',
  sortOptions: { newest: 'Newest first', highest: 'Highest rated', lowest: 'Lowest rated' },
  pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
  showing: (from: number, to: number, total: number) => `Showing ${from}–${to} of ${total} reviews`,
  previousPage: 'Previous',
  nextPage: 'Next',
  pagingLabel: 'Review pages',
  loadFailed: 'Reviews could not be loaded. Try again.',
  ownProduct: 'This is your product: sellers cannot review their own products.',
} as const;

/** The API's answers of the review calls. */
export const reviewsApiMessages = {
  reviewSubmitted: successMessages.review,
  /** issue 21: a seller may not review what they sell */
  cannotReviewOwnProduct: 'You cannot review your own product',
} as const;
