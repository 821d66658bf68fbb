import { addressesContract, type RequestBody, type SuccessReply } from '@bazaar/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../lib/http';
import { bookChanged } from './book-changed';
import { addressKeys } from './keys';

const endpoint = addressesContract.updateAddress;
export type UpdateAddressBody = RequestBody<typeof endpoint>;

/** PUT /api/user/addresses/{id}: the whole address; `isDefault: true` makes it the only default. */
export function updateAddress({
  id,
  body,
}: {
  id: string;
  body: UpdateAddressBody;
}): Promise<SuccessReply<typeof endpoint>> {
  return callApi(endpoint, { params: { id }, body });
}

export function useUpdateAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: addressKeys.update(),
    mutationFn: updateAddress,
    onSuccess: (reply) => bookChanged(queryClient, reply.addresses),
  });
}
