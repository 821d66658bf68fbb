import { contract, type RequestBody, type SuccessReply } from '@bazaar/domain';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../lib/http';
import { sellerKeys } from './keys';

const endpoint = contract.sellers.cancelOrder;

export type SellerCancellation = RequestBody<typeof endpoint>;

/** POST /api/seller/cancel-order {orderId, reason} (issue 20): 409 once shipped or cancelled. */
export function cancelSellerOrder(body: SellerCancellation): Promise<SuccessReply<typeof endpoint>> {
  return callApi(endpoint, { body });
}

export function cancelSellerOrderMutationOptions() {
  return mutationOptions({ mutationKey: sellerKeys.cancelOrder(), mutationFn: cancelSellerOrder });
}

/** Cancels, then reloads the order list, the dashboard (sales) and the products (stock came back). */
export function useCancelSellerOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    ...cancelSellerOrderMutationOptions(),
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: sellerKeys.orders() }),
        queryClient.invalidateQueries({ queryKey: sellerKeys.dashboard() }),
        queryClient.invalidateQueries({ queryKey: sellerKeys.products() }),
      ]);
    },
  });
}
