import { contract, type RequestBody, type SuccessReply } from '@bazaar/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../lib/http';
import { sellerKeys } from './keys';

const endpoint = contract.sellers.returnDecision;

export type ReturnDecisionBody = RequestBody<typeof endpoint>;

/** POST /api/seller/return-decision (issue 21): approve (stock back, refund recorded) or reject with a note. */
export function decideReturn(body: ReturnDecisionBody): Promise<SuccessReply<typeof endpoint>> {
  return callApi(endpoint, { body });
}

/** Decides, then reloads the orders, the dashboard (sales) and the products (stock came back on approval). */
export function useDecideReturn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: sellerKeys.returnDecision(),
    mutationFn: decideReturn,
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: sellerKeys.orders() }),
        queryClient.invalidateQueries({ queryKey: sellerKeys.dashboard() }),
        queryClient.invalidateQueries({ queryKey: sellerKeys.products() }),
      ]);
    },
  });
}
