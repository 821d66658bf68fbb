// The API queries the catalogue's pages send: a product list's page URL (/products?q=…&category=…) ↔ its
// filters → its get-all-products query, and a product page's related products. One mapping for the web app in the
// browser and where the server renders its pages (apps/web src/app/server.tsx), and for the API.
import type { RequestQuery } from '../shared/contract.js';
import type { catalogContract } from './catalog.contract.js';
import { sameBrand } from './catalog.js';
import {
  BRAND_FILTER_MAX,
  BRAND_TEXT_MAX,
  BRAND_TEXT_MIN,
  CATEGORY_TEXT_MAX,
  MIN_DISCOUNT_MAX,
  PRODUCT_PAGE_MAX,
  productSorts,
  SEARCH_TEXT_MAX,
  type ProductSort,
} from './catalog.limits.js';

/** Cards per page: five rows of the widest grid (docs/product.md §2: at most 5 columns). */
export const PRODUCTS_PAGE_SIZE = 20;

/** What the /products URL says (docs/product.md §2: q and category; Bazaar: sort, price range in rupees, in stock). */
export interface ProductListFilters {
  q?: string;
  category?: string;
  sort?: ProductSort;
  minPrice?: number;
  maxPrice?: number;
  inStock?: boolean;
  /** issue 19: any of these brands (`brand=Amul&brand=Nike`) */
  brands?: readonly string[];
  /** a mean rating of at least this, 1–5 */
  minRating?: number;
  /** at least this percent off, 0–90 */
  minDiscount?: number;
}

/** A price band as a list filter: from its minimum to just under its maximum (the URL's maxPrice is inclusive). */
export function priceBandRange(band: {
  min: number;
  max?: number;
}): Pick<ProductListFilters, 'minPrice' | 'maxPrice'> {
  return {
    minPrice: band.min === 0 ? undefined : band.min,
    maxPrice: band.max === undefined ? undefined : band.max - 0.01,
  };
}

/**
 * A price band as the filter panel's form sends it without scripts (`price=500-1000`: ₹500 to under ₹1000,
 * `price=20000-`: ₹20000 and up); the app itself writes minPrice and maxPrice.
 */
export function priceBandParam(band: { min: number; max?: number }): string {
  return `${band.min}-${band.max ?? ''}`;
}

const PRICE_BAND_PARAM = /^(\d{1,9}(?:\.\d{1,2})?)-(\d{1,9}(?:\.\d{1,2})?)?$/;

function positiveNumber(value: string | null): number | undefined {
  if (value === null || value.trim() === '') return undefined;
  const number = Number(value);
  return Number.isFinite(number) && number >= 0 ? number : undefined;
}

/**
 * The /products URL → the list's filters; unknown or malformed values are ignored, not errors, and a price
 * range written the wrong way round (a shared link, an edited URL) is read the right way round.
 */
export function filtersFromSearchParams(params: URLSearchParams): ProductListFilters {
  // cut as the API reads them: a pasted paragraph still searches, an overlong category names none
  const q = params.get('q')?.trim().slice(0, SEARCH_TEXT_MAX).trim();
  const category = params.get('category')?.trim().slice(0, CATEGORY_TEXT_MAX);
  const sort = params.get('sort');
  const filters: ProductListFilters = {};
  if (q) filters.q = q;
  if (category) filters.category = category;
  if (sort && (productSorts as readonly string[]).includes(sort)) filters.sort = sort as ProductSort;
  let low = positiveNumber(params.get('minPrice'));
  let high = positiveNumber(params.get('maxPrice'));
  // the panel's form without scripts: its price choice (a band, or '' for any price) wins over the range
  const band = params.get('price');
  const bandMatch = band === null ? null : PRICE_BAND_PARAM.exec(band);
  if (band === '' || bandMatch) {
    const range = bandMatch
      ? priceBandRange({
          min: Number(bandMatch[1]),
          ...(bandMatch[2] === undefined ? {} : { max: Number(bandMatch[2]) }),
        })
      : {};
    [low, high] = [range.minPrice, range.maxPrice];
  }
  const inverted = low !== undefined && high !== undefined && low > high;
  const [minPrice, maxPrice] = inverted ? [high, low] : [low, high];
  if (minPrice !== undefined) filters.minPrice = minPrice;
  if (maxPrice !== undefined) filters.maxPrice = maxPrice;
  // the page writes 1; the API's own spelling (`inStock=true`, a link copied from it) reads the same
  if (['1', 'true'].includes(params.get('inStock') ?? '')) filters.inStock = true;
  // a brand once, whatever its case (`brand=Levi's&brand=levi's` is one brand)
  const brands = params
    .getAll('brand')
    .map((brand) => brand.trim())
    .filter((brand) => brand.length >= BRAND_TEXT_MIN && brand.length <= BRAND_TEXT_MAX)
    .filter((brand, index, all) => all.findIndex((other) => sameBrand(other, brand)) === index)
    .slice(0, BRAND_FILTER_MAX);
  if (brands.length > 0) filters.brands = brands;
  const rating = positiveNumber(params.get('minRating'));
  if (rating !== undefined && rating >= 1 && rating <= 5) filters.minRating = rating;
  const discount = positiveNumber(params.get('minDiscount'));
  if (discount !== undefined && Number.isInteger(discount) && discount <= MIN_DISCOUNT_MAX)
    filters.minDiscount = discount;
  return filters;
}

/**
 * The list page a /products URL starts at (`page`, 1 when absent or malformed, at most the API's cap): the
 * pages of a list are links.
 */
export function listPageFromSearchParams(params: URLSearchParams): number {
  const text = params.get('page');
  const page = text !== null && /^\d{1,7}$/.test(text) ? Number(text) : 1;
  // past the API's cap: the last page it answers (an empty list for any catalogue shorter than that)
  return page < 1 ? 1 : Math.min(page, PRODUCT_PAGE_MAX);
}

/**
 * The order a list comes in when none is asked for: by relevance for a search text, newest first otherwise (a
 * list without text has nothing to be relevant to, so the sort offers no Relevance there).
 */
export const defaultSort = (text: string | undefined): ProductSort => (text?.trim() ? 'relevance' : 'newest');

/** The filters → the /products query string, in a stable order so a shared link reads the same. */
export function searchParamsFromFilters(filters: ProductListFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.q) params.set('q', filters.q);
  if (filters.category) params.set('category', filters.category);
  if (filters.sort && filters.sort !== 'relevance') params.set('sort', filters.sort);
  if (filters.minPrice !== undefined) params.set('minPrice', String(filters.minPrice));
  if (filters.maxPrice !== undefined) params.set('maxPrice', String(filters.maxPrice));
  if (filters.inStock) params.set('inStock', '1');
  for (const brand of filters.brands ?? []) params.append('brand', brand);
  if (filters.minRating !== undefined) params.set('minRating', String(filters.minRating));
  if (filters.minDiscount !== undefined) params.set('minDiscount', String(filters.minDiscount));
  return params;
}

/** The get-all-products query of one page of a list (it satisfies the endpoint's request schema). */
// A type, not an interface: it must fit `Record<string, QueryValue>` (withQuery) as well.
export type ProductListQuery = {
  searchQuery: string | undefined;
  searchCategory: string | undefined;
  sort: ProductSort | undefined;
  minPrice: number | undefined;
  maxPrice: number | undefined;
  inStock: 'true' | undefined;
  brand: string | undefined;
  minRating: number | undefined;
  minDiscount: number | undefined;
  /** the first page asks for the filter panel's counts */
  facets: 'true' | undefined;
  page: number;
  limit: number;
};

/** The get-all-products query for one page of a list. */
export function productListQuery(filters: ProductListFilters, page: number): ProductListQuery {
  return {
    searchQuery: filters.q,
    searchCategory: filters.category,
    sort: filters.sort,
    minPrice: filters.minPrice,
    maxPrice: filters.maxPrice,
    inStock: filters.inStock ? ('true' as const) : undefined,
    brand: filters.brands?.join(','),
    minRating: filters.minRating,
    minDiscount: filters.minDiscount,
    facets: page === 1 ? ('true' as const) : undefined,
    page,
    limit: PRODUCTS_PAGE_SIZE,
  } satisfies RequestQuery<typeof catalogContract.getAllProducts>;
}

/** The get-related-product query of a product page (the product's category, the product left out). */
export function relatedProductsQuery(
  productId: string,
  category: string,
): RequestQuery<typeof catalogContract.getRelatedProducts> & { category: string; productId: string } {
  return { category, productId };
}
