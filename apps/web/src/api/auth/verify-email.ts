import { contract, type RequestBody, type SuccessReply } from '@bazaar/domain';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { callApi } from '../../lib/http';
import { authKeys } from './keys';

const endpoint = contract.auth.emailVerification;

/** POST /api/auth/email-verification: the OTP step of sign-up and of an unverified sign-in (201; note the lower-case `authToken`). */
export function verifyEmail(body: RequestBody<typeof endpoint>): Promise<SuccessReply<typeof endpoint>> {
  return callApi(endpoint, { body });
}

export function verifyEmailMutationOptions() {
  return mutationOptions({ mutationKey: authKeys.verifyEmail(), mutationFn: verifyEmail });
}

export function useVerifyEmail() {
  return useMutation(verifyEmailMutationOptions());
}
