import { contract, type RequestBody, type SuccessReply } from '@bazaar/domain';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { callApi } from '../../lib/http';
import { setResetToken } from '../../lib/storage';
import { authKeys } from './keys';

const endpoint = contract.auth.verifyOtp;

/** POST /api/auth/verify-otp (reset flow); docs/product.md §7: the reset token is kept in local storage. */
export async function verifyOtp(body: RequestBody<typeof endpoint>): Promise<SuccessReply<typeof endpoint>> {
  const reply = await callApi(endpoint, { body });
  setResetToken(reply.resetToken);
  return reply;
}

export function verifyOtpMutationOptions() {
  return mutationOptions({ mutationKey: authKeys.verifyOtp(), mutationFn: verifyOtp });
}

export function useVerifyOtp() {
  return useMutation(verifyOtpMutationOptions());
}
