import { contract, type SellerDashboard } from '@bazaar/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../lib/http';
import { sellerKeys } from './keys';

/** GET /api/seller/seller-dashboard: figures, comparison with the previous 30 days, recent orders, sales by day. */
export function getDashboard(): Promise<SellerDashboard> {
  return callApi(contract.sellers.dashboard);
}

export function dashboardQueryOptions() {
  return queryOptions({ queryKey: sellerKeys.dashboard(), queryFn: getDashboard });
}

export function useDashboard() {
  return useQuery(dashboardQueryOptions());
}
