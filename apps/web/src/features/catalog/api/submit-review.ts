import type { RequestBody, reviewsContract, SuccessReply } from '@bazaar/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { catalogKeys } from './keys';
import { http } from '../../../lib/http';

type SubmitReview = typeof reviewsContract.submitReview;
export type SubmitReviewBody = RequestBody<SubmitReview>;

const path: SubmitReview['path'] = '/api/product/submit-review';

/** POST /api/product/submit-review (signed in; a second review of the same product replaces the first). */
export function submitReview(body: SubmitReviewBody): Promise<SuccessReply<SubmitReview>> {
  return http.post<SuccessReply<SubmitReview>>(path, body);
}

/** spec §4: after a successful submit the product (with its reviews and rating) is reloaded. */
export function useSubmitReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: catalogKeys.submitReview(),
    mutationFn: submitReview,
    onSuccess: (_reply, body) =>
      queryClient.invalidateQueries({ queryKey: catalogKeys.product(String(body.productId)) }),
  });
}
