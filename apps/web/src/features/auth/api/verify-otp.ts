import type { VerifyOtp } from '@bazaar/domain';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { setResetToken } from '../../../lib/storage';
import { authKeys } from './keys';

export interface VerifyOtpResponse {
  message: string;
  resetToken: string;
}

/** POST /api/auth/verify-otp (reset flow); spec §7: the reset token is kept in local storage. */
export async function verifyOtp(body: VerifyOtp): Promise<VerifyOtpResponse> {
  const response = await http.post<VerifyOtpResponse>('/api/auth/verify-otp', body);
  setResetToken(response.resetToken);
  return response;
}

export function useVerifyOtp() {
  return useMutation({ mutationKey: authKeys.verifyOtp(), mutationFn: verifyOtp });
}
