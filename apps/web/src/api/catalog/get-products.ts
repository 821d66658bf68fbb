import {
  catalogContract,
  PRODUCTS_PAGE_SIZE,
  productListQuery,
  type ProductListFilters,
  type Reply,
} from '@bazaar/domain';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { catalogKeys } from './keys';
import { callApi } from '../../lib/http';
import { carriesWishlistFlag } from '../wishlist/wishlist-flag';

const endpoint = catalogContract.getAllProducts;
type GetAllProducts = typeof endpoint;
export type ProductListReply = Reply<GetAllProducts, 200>;

/** GET /api/product/get-all-products for one page of a list. */
export function getProducts(
  filters: ProductListFilters,
  page: number,
  signal?: AbortSignal,
): Promise<ProductListReply> {
  return callApi(endpoint, { query: productListQuery(filters, page), signal });
}

/** The list for `filters` from page `firstPage` on (`?page=` of the URL). */
export function productsQueryOptions(filters: ProductListFilters, firstPage = 1) {
  return infiniteQueryOptions({
    queryKey: catalogKeys.list(filters, firstPage),
    meta: carriesWishlistFlag,
    queryFn: ({ pageParam, signal }) => getProducts(filters, pageParam, signal),
    initialPageParam: firstPage,
    getNextPageParam: (last, _pages, lastPage) => {
      const total = last.total ?? lastPage * PRODUCTS_PAGE_SIZE;
      return last.products.length === PRODUCTS_PAGE_SIZE && lastPage * PRODUCTS_PAGE_SIZE < total
        ? lastPage + 1
        : undefined;
    },
  });
}

/** The list for the URL's filters from the URL's page on, page after page as the shopper scrolls. */
export function useProducts(filters: ProductListFilters, firstPage = 1) {
  return useInfiniteQuery(productsQueryOptions(filters, firstPage));
}
