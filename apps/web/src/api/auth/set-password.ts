import { contract, type RequestBody, type SuccessReply } from '@bazaar/domain';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { callApi } from '../../lib/http';
import { clearResetToken } from '../../lib/storage';
import { authKeys } from './keys';

const endpoint = contract.auth.setPassword;

/** POST /api/auth/set-password; docs/product.md §7: the stored reset token is removed afterwards in either case. */
export async function setPassword(
  body: RequestBody<typeof endpoint>,
): Promise<SuccessReply<typeof endpoint>> {
  try {
    return await callApi(endpoint, { body });
  } finally {
    clearResetToken();
  }
}

export function setPasswordMutationOptions() {
  return mutationOptions({ mutationKey: authKeys.setPassword(), mutationFn: setPassword });
}

export function useSetPassword() {
  return useMutation(setPasswordMutationOptions());
}
