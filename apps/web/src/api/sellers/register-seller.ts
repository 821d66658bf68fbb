import { contract, type RequestBody, type SuccessReply } from '@bazaar/domain';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { callApi } from '../../lib/http';
import { sellerKeys } from './keys';

const endpoint = contract.sellers.register;

export type SellerRegistrationBody = RequestBody<typeof endpoint>;

/** POST /api/seller/register (consumer token): 201 and the user is a seller at once; 400 with the message. */
export function registerSeller(body: SellerRegistrationBody): Promise<SuccessReply<typeof endpoint>> {
  return callApi(endpoint, { body });
}

export function registerSellerMutationOptions() {
  return mutationOptions({ mutationKey: sellerKeys.register(), mutationFn: registerSeller });
}

export function useRegisterSeller() {
  return useMutation(registerSellerMutationOptions());
}
