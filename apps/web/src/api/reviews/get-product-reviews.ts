import {
  REVIEWS_PAGE_SIZE,
  reviewsContract,
  type ProductDetail,
  type Reply,
  type ReviewSort,
} from '@bazaar/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../lib/http';
import { reviewKeys } from './keys';

const endpoint = reviewsContract.getProductReviews;
export type ReviewsPageReply = Reply<typeof endpoint, 200>;

/** GET /api/product/{id}/reviews (issue 21): one page of reviews, sorted, with the count of each star. */
export function getProductReviews(
  productId: string,
  sort: ReviewSort,
  page: number,
  signal?: AbortSignal,
): Promise<ReviewsPageReply> {
  return callApi(endpoint, {
    params: { id: productId },
    query: { sort, page, limit: REVIEWS_PAGE_SIZE },
    signal,
  });
}

/**
 * The first page of the newest reviews is already in the product's answer (all its reviews, newest first, and
 * the breakdown): the page shows it at once, on the server too, and asks only for other sorts and pages.
 */
function firstPageOf(product: ProductDetail): ReviewsPageReply {
  const total = product.review.length;
  return {
    reviews: product.review.slice(0, REVIEWS_PAGE_SIZE),
    total,
    page: 1,
    pages: Math.max(1, Math.ceil(total / REVIEWS_PAGE_SIZE)),
    limit: REVIEWS_PAGE_SIZE,
    sort: 'newest',
    breakdown: product.ratingBreakdown,
  };
}

export function productReviewsQueryOptions(product: ProductDetail, sort: ReviewSort, page: number) {
  const first = sort === 'newest' && page === 1;
  return queryOptions({
    queryKey: reviewKeys.page(product.id, sort, page),
    queryFn: ({ signal }) => getProductReviews(product.id, sort, page, signal),
    ...(first ? { initialData: () => firstPageOf(product) } : {}),
    // the page on screen stays while the next one loads (no jump)
    placeholderData: keepPreviousData,
    // a new review refreshes these pages at once (submit-review); otherwise they change rarely
    staleTime: 60_000,
  });
}

export function useProductReviews(product: ProductDetail, sort: ReviewSort, page: number) {
  return useQuery(productReviewsQueryOptions(product, sort, page));
}
