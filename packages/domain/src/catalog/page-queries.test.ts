import { describe, expect, it } from 'vitest';
import { filtersFromSearchParams, productListQuery, searchParamsFromFilters } from './page-queries.js';

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

  it('reads back what it writes', () => {
    const written = {
      q: 'red shoes',
      category: 'fashion',
      sort: 'price-asc',
      minPrice: 100,
      maxPrice: 999,
      inStock: true,
    } as const;
    expect(filtersFromSearchParams(searchParamsFromFilters(written))).toEqual(written);
  });
});
