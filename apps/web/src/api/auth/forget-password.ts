import { contract, type RequestBody, type SuccessReply } from '@bazaar/domain';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { callApi } from '../../lib/http';
import { authKeys } from './keys';

const endpoint = contract.auth.forgetPassword;

/** POST /api/auth/forget-password: the same 200 whether or not the account exists. */
export function forgetPassword(body: RequestBody<typeof endpoint>): Promise<SuccessReply<typeof endpoint>> {
  return callApi(endpoint, { body });
}

export function forgetPasswordMutationOptions() {
  return mutationOptions({ mutationKey: authKeys.forgetPassword(), mutationFn: forgetPassword });
}

export function useForgetPassword() {
  return useMutation(forgetPasswordMutationOptions());
}
