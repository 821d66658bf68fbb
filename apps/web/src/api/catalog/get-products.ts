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

export function productsQueryOptions(filters: ProductListFilters) {
  return infiniteQueryOptions({
    queryKey: catalogKeys.list(filters),
    meta: carriesWishlistFlag,
    queryFn: ({ pageParam, signal }) => getProducts(filters, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((count, page) => count + page.products.length, 0);
      const total = last.total ?? loaded;
      return last.products.length === PRODUCTS_PAGE_SIZE && loaded < total ? pages.length + 1 : undefined;
    },
  });
}

/** The list for the URL's filters, page after page as the shopper scrolls. */
export function useProducts(filters: ProductListFilters) {
  return useInfiniteQuery(productsQueryOptions(filters));
}
