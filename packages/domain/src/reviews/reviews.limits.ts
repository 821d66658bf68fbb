/** docs/product.md §9: star scale 1 to 5. */
export const RATING_MIN = 1;
export const RATING_MAX = 5;
/** docs/product.md §9: review text cut to 60 characters (Read More). */
export const REVIEW_PREVIEW_LENGTH = 60;
/** issue 21: reviews on the product page come a page at a time (newest first unless sorted). */
export const REVIEWS_PAGE_SIZE = 5;
export const REVIEWS_PAGE_SIZE_MAX = 50;
export const REVIEWS_PAGE_MAX = 10_000;
/**
 * issue 21: the orders a product's reviews can be read in. Here, not beside the query schema, so the product page
 * can list them without loading zod.
 */
export const reviewSorts = ['newest', 'highest', 'lowest'] as const;
export type ReviewSort = (typeof reviewSorts)[number];
