import { addressesContract, type SuccessReply } from '@bazaar/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../lib/http';
import { bookChanged } from './book-changed';
import { addressKeys } from './keys';

const endpoint = addressesContract.deleteAddress;

/** DELETE /api/user/addresses/{id}: the book after it; the default's place goes to the newest left. */
export function deleteAddress(id: string): Promise<SuccessReply<typeof endpoint>> {
  return callApi(endpoint, { params: { id } });
}

export function useDeleteAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: addressKeys.remove(),
    mutationFn: deleteAddress,
    onSuccess: (reply) => bookChanged(queryClient, reply.addresses),
  });
}
