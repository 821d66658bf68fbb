import { ordersContract, type Reply, type RequestBody } from '@bazaar/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { checkoutKeys } from './keys';
import { useAuth } from '../../../lib/auth/session';
import { cartKeys } from '../../../api/cart/keys';
import { callApi } from '../../../lib/http';

const endpoint = ordersContract.submitOrder;
export type SubmitOrderBody = RequestBody<typeof endpoint>;
export type SubmitOrderReply = Reply<typeof endpoint, 201>;

export interface SubmitOrderInput {
  body: SubmitOrderBody;
  /** One per checkout attempt: a retry with the same key answers with the orders already created. */
  idempotencyKey: string;
}

/** POST /api/order/submit-order with the `Idempotency-Key` header (api-contract "Orders"). */
export function submitOrder({ body, idempotencyKey }: SubmitOrderInput): Promise<SubmitOrderReply> {
  return callApi(endpoint, { body, headers: { 'Idempotency-Key': idempotencyKey } });
}

/**
 * Places the order. Afterwards the cart (its bought lines are gone) and the profile (the header's count, a
 * newly saved default address) are read again.
 */
export function useSubmitOrder() {
  const { refreshUser } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: checkoutKeys.submitOrder(),
    mutationFn: submitOrder,
    // Not awaited: the success screen need not wait for these reloads.
    onSuccess: ({ updatedShippingAddress }) => {
      void queryClient.invalidateQueries({ queryKey: cartKeys.all });
      void refreshUser(updatedShippingAddress ? { shippingAddress: updatedShippingAddress } : undefined);
    },
  });
}
