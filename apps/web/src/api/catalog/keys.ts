// The catalogue's TanStack keys: lists by their filters, one product by id (the product page and a Buy Now
// checkout read the same answer), its related products, the best sellers, the search box's suggestions per
// typed prefix and the brand field's listed brands. A review invalidates `product(id)`; saving a product
// invalidates the seller's lists (api/sellers/keys.ts) and the listed brands; signing in or out clears the
// whole cache (lib/auth). Lists, best sellers, related products and the product page carry
// `isAddedToWishlist`: their meta says so, and any wishlist change updates them (api/wishlist/wishlist-flag.ts).
import type { ProductListFilters } from '@bazaar/domain';

export const catalogKeys = {
  all: ['catalog'] as const,
  lists: () => [...catalogKeys.all, 'list'] as const,
  /** A list from its first page; one opened at a later page (`?page=`, a link) is a list of its own. */
  list: (filters: ProductListFilters, firstPage = 1) =>
    firstPage > 1
      ? ([...catalogKeys.lists(), filters, firstPage] as const)
      : ([...catalogKeys.lists(), filters] as const),
  bestSellers: () => [...catalogKeys.all, 'best-sellers'] as const,
  product: (id: string) => [...catalogKeys.all, 'product', id] as const,
  /** several products as they are now (Recently Viewed), each read through `product(id)` */
  current: (ids: readonly string[]) => [...catalogKeys.all, 'current', ...ids] as const,
  related: (id: string, category: string) => [...catalogKeys.all, 'related', id, category] as const,
  add: () => [...catalogKeys.all, 'add'] as const,
  suggestions: (prefix: string) => [...catalogKeys.all, 'suggest', prefix] as const,
  /** the seller's brand field: the listed brands starting with what is typed */
  allBrands: () => [...catalogKeys.all, 'brands'] as const,
  brands: (start: string) => [...catalogKeys.allBrands(), start] as const,
};
