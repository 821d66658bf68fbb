import type { EmailVerification } from '@bazaar/domain';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { authKeys } from './keys';

/** Note the lower-case `authToken` of this answer (api-contract "Auth"). */
export interface VerifyEmailResponse {
  message: string;
  authToken: string;
}

/** POST /api/auth/email-verification: the OTP step of sign-up and of an unverified sign-in (201). */
export function verifyEmail(body: EmailVerification): Promise<VerifyEmailResponse> {
  return http.post<VerifyEmailResponse>('/api/auth/email-verification', body);
}

export function useVerifyEmail() {
  return useMutation({ mutationKey: authKeys.verifyEmail(), mutationFn: verifyEmail });
}
