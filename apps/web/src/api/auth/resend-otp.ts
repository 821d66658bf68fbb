import { contract, type RequestBody, type SuccessReply } from '@bazaar/domain';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { callApi } from '../../lib/http';
import { authKeys } from './keys';

const endpoint = contract.auth.resendOtp;

/** POST /api/auth/resend-otp: a new code for sign-up ('registration') or reset; 429 sooner than 60 s. */
export function resendOtp(body: RequestBody<typeof endpoint>): Promise<SuccessReply<typeof endpoint>> {
  return callApi(endpoint, { body });
}

export function resendOtpMutationOptions() {
  return mutationOptions({ mutationKey: authKeys.resendOtp(), mutationFn: resendOtp });
}

export function useResendOtp() {
  return useMutation(resendOtpMutationOptions());
}
