import { contract, type SuccessReply } from '@bazaar/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../lib/http';
import { sellerKeys } from './keys';

export type SellerCustomer = SuccessReply<typeof contract.sellers.customers>['customers'][number];

/** GET /api/seller/customers: the buyers who ordered from this seller, with order count and total spent. */
export async function getCustomers(): Promise<SellerCustomer[]> {
  const { customers } = await callApi(contract.sellers.customers);
  return customers;
}

export function customersQueryOptions() {
  return queryOptions({ queryKey: sellerKeys.customers(), queryFn: getCustomers });
}

export function useCustomers() {
  return useQuery(customersQueryOptions());
}
