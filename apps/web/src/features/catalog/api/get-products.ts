import { catalogContract, type ProductSort, type Reply, type RequestQuery } from '@bazaar/domain';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { catalogKeys } from './keys';
import { callApi } from '../../../lib/http';
import { carriesWishlistFlag } from '../../../lib/wishlist/wishlist-flag';

const endpoint = catalogContract.getAllProducts;
type GetAllProducts = typeof endpoint;
export type ProductListReply = Reply<GetAllProducts, 200>;

/** Cards per page: five rows of the widest grid (spec §2: at most 5 columns). */
export const PRODUCTS_PAGE_SIZE = 20;

/** What the /products URL says (spec §2: q and category; Bazaar: sort, price range in rupees, in stock). */
export interface ProductListFilters {
  q?: string;
  category?: string;
  sort?: ProductSort;
  minPrice?: number;
  maxPrice?: number;
  inStock?: boolean;
}

/** GET /api/product/get-all-products for one page of a list. */
export function getProducts(
  filters: ProductListFilters,
  page: number,
  signal?: AbortSignal,
): Promise<ProductListReply> {
  const query: RequestQuery<GetAllProducts> = {
    searchQuery: filters.q,
    searchCategory: filters.category,
    sort: filters.sort,
    minPrice: filters.minPrice,
    maxPrice: filters.maxPrice,
    inStock: filters.inStock ? 'true' : undefined,
    page,
    limit: PRODUCTS_PAGE_SIZE,
  };
  return callApi(endpoint, { query, signal });
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
