import { contract, type RequestBody, type SuccessReply } from '@bazaar/domain';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { callApi } from '../../lib/http';
import { accountKeys } from './keys';

const endpoint = contract.account.updateProfile;

/** Only these fields change (docs/product.md §7, Account); the panel sends nothing else. */
export type ProfileChanges = Required<Pick<RequestBody<typeof endpoint>, 'name' | 'phoneNumber' | 'address'>>;

/** POST /api/user/update-profile: 200 with the saved `updatedUser`. */
export function updateProfile(changes: ProfileChanges): Promise<SuccessReply<typeof endpoint>> {
  return callApi(endpoint, { body: changes });
}

export function updateProfileMutationOptions() {
  return mutationOptions({ mutationKey: accountKeys.update(), mutationFn: updateProfile });
}

export function useUpdateProfile() {
  return useMutation(updateProfileMutationOptions());
}
