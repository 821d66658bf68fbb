import { addressesContract, type Reply } from '@bazaar/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../lib/http';
import { addressKeys } from './keys';

const endpoint = addressesContract.listAddresses;
export type AddressesReply = Reply<typeof endpoint, 200>;

/** GET /api/user/addresses: the shopper's saved addresses, the default first. */
export function getAddresses(signal?: AbortSignal): Promise<AddressesReply> {
  return callApi(endpoint, { signal });
}

export function addressesQueryOptions() {
  return queryOptions({ queryKey: addressKeys.book(), queryFn: ({ signal }) => getAddresses(signal) });
}

export function useAddresses(enabled = true) {
  return useQuery({ ...addressesQueryOptions(), enabled });
}
