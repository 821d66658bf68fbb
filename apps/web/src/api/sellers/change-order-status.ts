import { contract, type RequestBody, type SuccessReply } from '@bazaar/domain';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../lib/http';
import { sellerKeys } from './keys';

const endpoint = contract.sellers.orderStatus;

export type OrderStatusChange = RequestBody<typeof endpoint>;

/**
 * POST /api/seller/order-status {orderId, orderStatus, carrier?, trackingNumber?}: one step along the sequence
 * (400/404/409 with a message); or {orderIds, orderStatus}: several, the reply saying which moved (issue 20).
 */
export function changeOrderStatus(change: OrderStatusChange): Promise<SuccessReply<typeof endpoint>> {
  return callApi(endpoint, { body: change });
}

export function changeOrderStatusMutationOptions() {
  return mutationOptions({ mutationKey: sellerKeys.orderStatus(), mutationFn: changeOrderStatus });
}

/** Changes the status, then reloads the order list and the dashboard (its recent orders show statuses). */
export function useChangeOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    ...changeOrderStatusMutationOptions(),
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: sellerKeys.orders() }),
        queryClient.invalidateQueries({ queryKey: sellerKeys.dashboard() }),
      ]);
    },
  });
}
