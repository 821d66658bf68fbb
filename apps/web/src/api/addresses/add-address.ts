import { addressesContract, type RequestBody, type SuccessReply } from '@bazaar/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../lib/http';
import { bookChanged } from './book-changed';
import { addressKeys } from './keys';

const endpoint = addressesContract.addAddress;
export type AddAddressBody = RequestBody<typeof endpoint>;

/** POST /api/user/addresses: 201 with the saved address and the book; 400 naming the field, or a full book. */
export function addAddress(body: AddAddressBody): Promise<SuccessReply<typeof endpoint>> {
  return callApi(endpoint, { body });
}

export function useAddAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: addressKeys.add(),
    mutationFn: addAddress,
    onSuccess: (reply) => bookChanged(queryClient, reply.addresses),
  });
}
