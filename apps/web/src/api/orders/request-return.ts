import { ordersContract, type RequestBody, type SuccessReply } from '@bazaar/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../lib/http';
import { orderKeys } from './keys';

const endpoint = ordersContract.requestReturn;

export type ReturnRequestBody = RequestBody<typeof endpoint>;

/** POST /api/order/return-request (issue 21): within 7 days of delivery; 409 while another return waits. */
export function requestReturn(body: ReturnRequestBody): Promise<SuccessReply<typeof endpoint>> {
  return callApi(endpoint, { body });
}

/** Asks for the return, then reloads the order (its returns) and the history. */
export function useRequestReturn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: orderKeys.returnRequest(),
    mutationFn: requestReturn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });
}
