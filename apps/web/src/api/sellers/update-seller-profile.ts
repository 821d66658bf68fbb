import { contract, type RequestBody, type SuccessReply } from '@bazaar/domain';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../lib/http';
import { sellerKeys } from './keys';

const endpoint = contract.sellers.updateProfile;

export type SellerProfileChange = RequestBody<typeof endpoint>;

/**
 * PUT /api/seller/profile (issue 20): the business details; a new bank account with the number twice and the
 * current password. 400 names the field.
 */
export function updateSellerProfile(body: SellerProfileChange): Promise<SuccessReply<typeof endpoint>> {
  return callApi(endpoint, { body });
}

export function updateSellerProfileMutationOptions() {
  return mutationOptions({ mutationKey: sellerKeys.updateProfile(), mutationFn: updateSellerProfile });
}

/** Saves, then shows the profile the server answered (the bank account masked). */
export function useUpdateSellerProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    ...updateSellerProfileMutationOptions(),
    onSuccess: (reply) => queryClient.setQueryData(sellerKeys.profile(), reply.seller),
  });
}
