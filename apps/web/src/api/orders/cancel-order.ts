import { ordersContract, type RequestBody, type SuccessReply } from '@bazaar/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { orderKeys } from './keys';
import { callApi } from '../../lib/http';

const endpoint = ordersContract.cancelOrder;

/** POST /api/order/cancel-order `{orderId, reason}`: the buyer cancels until the order has shipped (409 after, 404 not theirs). */
export function cancelOrder(body: RequestBody<typeof endpoint>): Promise<SuccessReply<typeof endpoint>> {
  return callApi(endpoint, { body });
}

/** Cancels, then reloads the history and every order detail (the stock and the payment changed with it). */
export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: orderKeys.cancel(),
    mutationFn: cancelOrder,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });
}
