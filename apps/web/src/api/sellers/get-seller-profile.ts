import { contract, type Seller } from '@bazaar/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../lib/http';
import { sellerKeys } from './keys';

/** GET /api/seller/profile: the business as registered, the bank account number masked by the API. */
export async function getSellerProfile(): Promise<Seller> {
  const { seller } = await callApi(contract.sellers.profile);
  return seller;
}

export function sellerProfileQueryOptions() {
  return queryOptions({ queryKey: sellerKeys.profile(), queryFn: getSellerProfile });
}

export function useSellerProfile() {
  return useQuery(sellerProfileQueryOptions());
}
