import type { ResendOtp } from '@bazaar/domain';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { authKeys } from './keys';

export interface ResendOtpResponse {
  message: string;
}

/** POST /api/auth/resend-otp: a new code for sign-up ('registration') or reset; 429 sooner than 60 s. */
export function resendOtp(body: ResendOtp): Promise<ResendOtpResponse> {
  return http.post<ResendOtpResponse>('/api/auth/resend-otp', body);
}

export function useResendOtp() {
  return useMutation({ mutationKey: authKeys.resendOtp(), mutationFn: resendOtp });
}
