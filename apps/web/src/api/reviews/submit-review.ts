import { reviewsContract, type RequestBody, type SuccessReply } from '@bazaar/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { catalogKeys } from '../catalog/keys';
import { callApi } from '../../lib/http';
import { reviewKeys } from './keys';

const endpoint = reviewsContract.submitReview;
type SubmitReview = typeof endpoint;
export type SubmitReviewBody = RequestBody<SubmitReview>;

/** POST /api/product/submit-review (signed in; a second review of the same product replaces the first). */
export function submitReview(body: SubmitReviewBody): Promise<SuccessReply<SubmitReview>> {
  return callApi(endpoint, { body });
}

/** docs/product.md §4: after a successful submit the product (with its reviews and rating) and its review pages reload. */
export function useSubmitReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: reviewKeys.submit(),
    mutationFn: submitReview,
    onSuccess: (_reply, body) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: catalogKeys.product(String(body.productId)) }),
        queryClient.invalidateQueries({ queryKey: reviewKeys.product(String(body.productId)) }),
      ]),
  });
}
