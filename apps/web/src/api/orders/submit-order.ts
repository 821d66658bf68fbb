import {
  CheckoutChangesSchema,
  ordersContract,
  type CheckoutChange,
  type Reply,
  type RequestBody,
} from '@bazaar/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAuth } from '../../lib/auth/session';
import { cartKeys } from '../cart/keys';
import { callApi, isHttpError } from '../../lib/http';
import { addressKeys } from '../addresses/keys';
import { orderKeys } from './keys';

const endpoint = ordersContract.submitOrder;
export type SubmitOrderBody = RequestBody<typeof endpoint>;
export type SubmitOrderReply = Reply<typeof endpoint, 201>;

export interface SubmitOrderInput {
  body: SubmitOrderBody;
  /** One per checkout attempt: a retry with the same key answers with the orders already created. */
  idempotencyKey: string;
}

/** POST /api/order/submit-order with the `Idempotency-Key` header (docs/product.md §7, Checkout). */
export function submitOrder({ body, idempotencyKey }: SubmitOrderInput): Promise<SubmitOrderReply> {
  return callApi(endpoint, { body, headers: { 'Idempotency-Key': idempotencyKey } });
}

/**
 * issue 21: what changed since the shopper saw the order, when Place Order answered 409 with the changes;
 * undefined for any other failure.
 */
export function checkoutChangesOf(error: unknown): CheckoutChange[] | undefined {
  if (!isHttpError(error, 409)) return undefined;
  const body = CheckoutChangesSchema.safeParse(error.body);
  return body.success ? body.data.changes : undefined;
}

/**
 * Places the order. Afterwards the cart (its bought lines are gone), the order history and the profile (the
 * header's count, a newly saved default address) are read again.
 */
export function useSubmitOrder() {
  const { refreshUser } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: orderKeys.submit(),
    mutationFn: submitOrder,
    // Not awaited: the success screen need not wait for these reloads.
    onSuccess: ({ updatedShippingAddress }) => {
      void queryClient.invalidateQueries({ queryKey: cartKeys.all });
      void queryClient.invalidateQueries({ queryKey: orderKeys.list() });
      // issue 21: "save as default address" files the address in the book
      void queryClient.invalidateQueries({ queryKey: addressKeys.all });
      void refreshUser(updatedShippingAddress ? { shippingAddress: updatedShippingAddress } : undefined);
    },
  });
}
