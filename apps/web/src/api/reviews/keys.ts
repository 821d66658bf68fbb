// The reviews' TanStack keys: a page of a product's reviews by sort and page, and submitting one. All of a
// product's review pages hang under `product(id)`, so a new review refreshes every one of them (and the
// product itself, api/catalog, which carries the rating and the first page).
import type { ReviewSort } from '@bazaar/domain';

export const reviewKeys = {
  all: ['reviews'] as const,
  product: (productId: string) => [...reviewKeys.all, 'product', productId] as const,
  page: (productId: string, sort: ReviewSort, page: number) =>
    [...reviewKeys.product(productId), sort, page] as const,
  submit: () => [...reviewKeys.all, 'submit'] as const,
};
