import { sellersContract, type Reply, type StockStatusKey } from '@bazaar/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../lib/http';
import { sellerKeys } from './keys';

const endpoint = sellersContract.getAllProducts;
export type SellerProductsReply = Reply<typeof endpoint, 200>;

/** What the /seller/products URL says: the search text, the two filters (docs/product.md §2) and the page. */
export interface SellerProductFilters {
  search?: string;
  category?: string;
  status?: StockStatusKey;
  page: number;
}

/** GET /api/seller/get-all-product: one page of 10 of the seller's own products, hidden and drafts included. */
export function getSellerProducts(
  { search, category, status, page }: SellerProductFilters,
  signal?: AbortSignal,
): Promise<SellerProductsReply> {
  return callApi(endpoint, {
    query: { page, search, category, productStockStatus: status },
    signal,
  });
}

export function sellerProductsQueryOptions(filters: SellerProductFilters) {
  return queryOptions({
    queryKey: sellerKeys.productList(filters),
    queryFn: ({ signal }) => getSellerProducts(filters, signal),
  });
}

/** The page for `filters`; while another page loads, the one on screen stays (dimmed by the table). */
export function useSellerProducts(filters: SellerProductFilters) {
  return useQuery({ ...sellerProductsQueryOptions(filters), placeholderData: keepPreviousData });
}
