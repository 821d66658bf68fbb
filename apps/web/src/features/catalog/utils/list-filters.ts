import type { ProductListFilters } from '@bazaar/domain';

export { filtersFromSearchParams } from '@bazaar/domain';

/** The filters → the /products query string, in a stable order so a shared link reads the same. */
export function searchParamsFromFilters(filters: ProductListFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.q) params.set('q', filters.q);
  if (filters.category) params.set('category', filters.category);
  if (filters.sort && filters.sort !== 'relevance') params.set('sort', filters.sort);
  if (filters.minPrice !== undefined) params.set('minPrice', String(filters.minPrice));
  if (filters.maxPrice !== undefined) params.set('maxPrice', String(filters.maxPrice));
  if (filters.inStock) params.set('inStock', '1');
  return params;
}

/** 'home & kitchen' → 'Home & Kitchen': stored values stay as they are, labels are title-cased. */
export function titleCase(value: string): string {
  return value.replace(
    /(^|[\s-])(\p{L})/gu,
    (_, space: string, letter: string) => space + letter.toUpperCase(),
  );
}
