import type { ForgetPassword } from '@bazaar/domain';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { authKeys } from './keys';

export interface ForgetPasswordResponse {
  message: string;
}

/** POST /api/auth/forget-password: the same 200 whether or not the account exists. */
export function forgetPassword(body: ForgetPassword): Promise<ForgetPasswordResponse> {
  return http.post<ForgetPasswordResponse>('/api/auth/forget-password', body);
}

export function useForgetPassword() {
  return useMutation({ mutationKey: authKeys.forgetPassword(), mutationFn: forgetPassword });
}
