import type { Login } from '@bazaar/domain';
import { useMutation } from '@tanstack/react-query';
import { http, isHttpError } from '../../../lib/http';
import { authKeys } from './keys';

export interface LoginResponse {
  message: string;
  AuthToken: string;
}

/** POST /api/auth/login. A 403 with requiresVerification means "go to the OTP step" (a code was e-mailed). */
export function login(body: Login): Promise<LoginResponse> {
  return http.post<LoginResponse>('/api/auth/login', body);
}

export function useLogin() {
  return useMutation({ mutationKey: authKeys.login(), mutationFn: login });
}

/** The 403 of an unverified account: the caller moves to the OTP step (spec §4). */
export function requiresVerification(error: unknown): boolean {
  return (
    isHttpError(error, 403) &&
    typeof error.body === 'object' &&
    error.body !== null &&
    'requiresVerification' in error.body &&
    error.body.requiresVerification === true
  );
}
