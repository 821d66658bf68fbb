import { describe, expect, it } from 'vitest';
import {
  filtersFromSearchParams,
  listPageFromSearchParams,
  priceBandParam,
  priceBandRange,
  productListQuery,
  searchParamsFromFilters,
} from './page-queries.js';

const filters = (query: string) => filtersFromSearchParams(new URLSearchParams(query));

describe('the /products URL', () => {
  it('reads a price range written the wrong way round the right way round', () => {
    expect(filters('category=electronics&minPrice=5000&maxPrice=100')).toEqual({
      category: 'electronics',
      minPrice: 100,
      maxPrice: 5000,
    });
    // so the list asks the API for a range it accepts, and the shared link is rewritten the right way round
    expect(productListQuery(filters('minPrice=5000&maxPrice=100'), 1)).toMatchObject({
      minPrice: 100,
      maxPrice: 5000,
    });
    expect(searchParamsFromFilters(filters('minPrice=5000&maxPrice=100')).toString()).toBe(
      'minPrice=100&maxPrice=5000',
    );
  });

  it('keeps a one-sided range and ignores malformed prices', () => {
    expect(filters('minPrice=5000')).toEqual({ minPrice: 5000 });
    expect(filters('maxPrice=100&minPrice=cheap')).toEqual({ maxPrice: 100 });
    expect(filters('minPrice=-5&maxPrice=')).toEqual({});
  });

  it('keeps several brands, a rating of 1–5 and a discount of 0–90, and ignores the rest', () => {
    expect(filters('brand=Amul&brand=H%26M&brand=x&minRating=4&minDiscount=25')).toEqual({
      brands: ['Amul', 'H&M'],
      minRating: 4,
      minDiscount: 25,
    });
    expect(filters('minRating=9&minDiscount=95')).toEqual({});
    // one brand whatever its case: the first spelling stays
    expect(filters("brand=Levi's&brand=%20levi's%20&brand=LEVI'S&brand=Amul").brands).toEqual([
      "Levi's",
      'Amul',
    ]);
    expect(productListQuery(filters('brand=Amul&brand=Nike'), 1)).toMatchObject({
      brand: 'Amul,Nike',
      facets: 'true',
    });
    expect(productListQuery({}, 2).facets).toBeUndefined();
  });

  it("reads the filter panel's price band as its range, and a blank one as any price", () => {
    expect(filters('price=500-1000')).toEqual({ minPrice: 500, maxPrice: 999.99 });
    expect(filters('price=0-500')).toEqual({ maxPrice: 499.99 });
    expect(filters('price=20000-')).toEqual({ minPrice: 20000 });
    // the band chosen wins over a range the form kept; "Any" clears it; a malformed band is ignored
    expect(filters('minPrice=123&maxPrice=456&price=500-1000')).toEqual({ minPrice: 500, maxPrice: 999.99 });
    expect(filters('minPrice=123&maxPrice=456&price=')).toEqual({});
    expect(filters('minPrice=123&price=cheap')).toEqual({ minPrice: 123 });
    expect(filters(`price=${priceBandParam({ min: 1000, max: 5000 })}`)).toEqual(
      priceBandRange({ min: 1000, max: 5000 }),
    );
  });

  it('reads back what it writes', () => {
    const written = {
      q: 'red shoes',
      category: 'fashion',
      sort: 'price-asc',
      minPrice: 100,
      maxPrice: 999,
      inStock: true,
      brands: ["Levi's", 'H&M'],
      minRating: 4,
      minDiscount: 25,
    } as const;
    expect(filtersFromSearchParams(searchParamsFromFilters(written))).toEqual(written);
  });

  it('reads in-stock-only as the page writes it and as the API spells it, and nothing else', () => {
    expect(filters('inStock=1')).toEqual({ inStock: true });
    expect(filters('inStock=true')).toEqual({ inStock: true });
    expect(filters('inStock=0')).toEqual({});
    expect(filters('inStock=yes-please')).toEqual({});
  });
});

describe('a list URL that asks too much', () => {
  it('cuts a search and a category to what the API reads (a 10,000-character search still searches)', () => {
    expect(filters(`q=${'a'.repeat(10_000)}`).q).toHaveLength(200);
    expect(filters(`category=${'b'.repeat(10_000)}`).category).toHaveLength(100);
  });

  it('starts at the page the URL names (at most the last the API answers), and at page 1 for anything that is not a whole page number', () => {
    const page = (query: string) => listPageFromSearchParams(new URLSearchParams(query));
    expect(page('page=3')).toBe(3);
    expect(page('')).toBe(1);
    for (const odd of ['page=0', 'page=-2', 'page=1.5', 'page=two', 'page=99999999999', 'page=']) {
      expect(page(odd), odd).toBe(1);
    }
    expect(page('page=123456')).toBe(10_000); // the API's cap: a page past the end, not a refused request
  });
});
