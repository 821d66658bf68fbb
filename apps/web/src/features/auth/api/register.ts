import type { Register, RegisterPanel } from '@bazaar/domain';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { authKeys } from './keys';

/** The page form's answer (200): an OTP went to `email`. */
export interface RegisterResponse {
  message: string;
  email: string;
}

/** The panel form's answer (201): signed in at once. */
export interface RegisterPanelResponse {
  message: string;
  AuthToken: string;
}

/** POST /api/auth/register with the five-field page form: 200, then the OTP step. */
export function register(body: Register): Promise<RegisterResponse> {
  return http.post<RegisterResponse>('/api/auth/register', body);
}

/** POST /api/auth/register with the panel form (name, email, password, TandC): 201 with a token. */
export function registerFromPanel(body: RegisterPanel): Promise<RegisterPanelResponse> {
  return http.post<RegisterPanelResponse>('/api/auth/register', body);
}

export function useRegister() {
  return useMutation({ mutationKey: authKeys.register(), mutationFn: register });
}

export function useRegisterFromPanel() {
  return useMutation({ mutationKey: authKeys.register(), mutationFn: registerFromPanel });
}
