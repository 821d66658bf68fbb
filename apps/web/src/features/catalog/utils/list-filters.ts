import { productSorts, type ProductSort } from '@bazaar/domain';
import type { ProductListFilters } from '../api/get-products';

function positiveNumber(value: string | null): number | undefined {
  if (value === null || value.trim() === '') return undefined;
  const number = Number(value);
  return Number.isFinite(number) && number >= 0 ? number : undefined;
}

/** The /products URL → the list's filters; unknown or malformed values are ignored, not errors. */
export function filtersFromSearchParams(params: URLSearchParams): ProductListFilters {
  const q = params.get('q')?.trim();
  const category = params.get('category')?.trim();
  const sort = params.get('sort');
  const filters: ProductListFilters = {};
  if (q) filters.q = q;
  if (category) filters.category = category;
  if (sort && (productSorts as readonly string[]).includes(sort)) filters.sort = sort as ProductSort;
  const minPrice = positiveNumber(params.get('minPrice'));
  const maxPrice = positiveNumber(params.get('maxPrice'));
  if (minPrice !== undefined) filters.minPrice = minPrice;
  if (maxPrice !== undefined) filters.maxPrice = maxPrice;
  if (params.get('inStock') === '1') filters.inStock = true;
  return filters;
}

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
