import {
  contract,
  LoginVerificationRequiredSchema,
  type RequestBody,
  type SuccessReply,
} from '@bazaar/domain';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { callApi, isHttpError } from '../../lib/http';
import { authKeys } from './keys';

const endpoint = contract.auth.login;

/** POST /api/auth/login. A 403 with requiresVerification means "go to the OTP step" (a code was e-mailed). */
export function login(body: RequestBody<typeof endpoint>): Promise<SuccessReply<typeof endpoint>> {
  return callApi(endpoint, { body });
}

export function loginMutationOptions() {
  return mutationOptions({ mutationKey: authKeys.login(), mutationFn: login });
}

export function useLogin() {
  return useMutation(loginMutationOptions());
}

/** The 403 of an unverified account (the contract's body with `requiresVerification: true`): docs/product.md §4. */
export function requiresVerification(error: unknown): boolean {
  return isHttpError(error, 403) && LoginVerificationRequiredSchema.safeParse(error.body).success;
}
