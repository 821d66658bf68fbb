import { contract, type Register, type RegisterPanel, type Reply } from '@bazaar/domain';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { callApi } from '../../lib/http';
import { authKeys } from './keys';

// One call, two forms (docs/product.md §7, Auth): the server tells them apart by their fields and answers
// each with its own success status.
const endpoint = contract.auth.register;

/** POST /api/auth/register with the five-field page form: 200, an OTP went to `email`. */
export async function register(body: Register): Promise<Reply<typeof endpoint, 200>> {
  return (await callApi(endpoint, { body })) as Reply<typeof endpoint, 200>;
}

/** POST /api/auth/register with the panel form (name, email, password, TandC): 201, signed in at once. */
export async function registerFromPanel(body: RegisterPanel): Promise<Reply<typeof endpoint, 201>> {
  return (await callApi(endpoint, { body })) as Reply<typeof endpoint, 201>;
}

export function registerMutationOptions() {
  return mutationOptions({ mutationKey: authKeys.register(), mutationFn: register });
}

export function registerFromPanelMutationOptions() {
  return mutationOptions({ mutationKey: authKeys.register(), mutationFn: registerFromPanel });
}

export function useRegister() {
  return useMutation(registerMutationOptions());
}

export function useRegisterFromPanel() {
  return useMutation(registerFromPanelMutationOptions());
}
