import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../platform/ids.js';
import { openShelf, type Shelf } from '../../test-support/catalog-shelf.js';
import type { TestApp } from '../../test-support/test-app.js';

let shelf: Shelf;
let t: TestApp;
let sellerId: string;
let buyerToken: string;
let ids: Record<string, string>;
const addProduct = (...args: Parameters<Shelf['addProduct']>) => shelf.addProduct(...args);
const placeOrder = (...args: Parameters<Shelf['placeOrder']>) => shelf.placeOrder(...args);
const get = (...args: Parameters<Shelf['get']>) => shelf.get(...args);
const list = (...args: Parameters<Shelf['list']>) => shelf.list(...args);
const names = async (query: Record<string, string>) => (await list(query)).products.map((p) => p.name);

beforeAll(async () => {
  shelf = await openShelf();
  ({ t, sellerId, buyerToken, ids } = shelf);
});
afterAll(async () => t.close());

describe('GET /api/product/get-all-products', () => {
  it('lists visible products as the contract’s cards, prices in rupees', async () => {
    const { products, total } = await list({});
    expect(total).toBe(4);
    expect(products.find((p) => p.id === ids.rockerz)).toEqual({
      id: ids.rockerz,
      name: 'Boat Rockerz 450 Bluetooth Headphones',
      description: 'Wireless on-ear headphones with 15 hours of playback.',
      image: '/media/p/rockerz-1.webp',
      category: 'electronics',
      subCategory: 'headphones',
      brand: 'Boat',
      stock: 25,
      mrpPrice: 2990,
      sellingPrice: 1499.5,
      price: 1499.5,
      rating: 4.5,
      ratingNumber: 2,
    });
    expect(products.find((p) => p.id === ids.kettle)).toMatchObject({ rating: null, ratingNumber: 0 });
  });

  it('tells a signed-in shopper what is in the wishlist, and ignores a missing or stale token', async () => {
    const signedIn = await list({ searchQuery: 'galaxy' }, buyerToken);
    expect(signedIn.products).toEqual([expect.objectContaining({ id: ids.galaxy, isAddedToWishlist: true })]);
    for (const token of ['null', 'undefined', 'not.a.token', `${buyerToken}x`]) {
      const res = await get('/api/product/get-all-products?searchQuery=galaxy', token);
      expect(res.statusCode).toBe(200);
      expect(res.json().products[0]).not.toHaveProperty('isAddedToWishlist');
    }
  });

  it('finds by prefix and forgives one wrong letter', async () => {
    expect(await names({ searchQuery: 'headph' })).toEqual(['Boat Rockerz 450 Bluetooth Headphones']);
    expect(await names({ searchQuery: 'hedphones' })).toEqual(['Boat Rockerz 450 Bluetooth Headphones']);
    expect((await names({ searchQuery: 'samsng' })).sort()).toEqual(['Crystal 4K Smart TV', 'Galaxy M14 5G']);
  });

  it('says what it searched for when it corrected a typo, and nothing when the words were found as typed', async () => {
    expect((await list({ searchQuery: 'samsng' })).correctedQuery).toBe('samsung');
    expect(await list({ searchQuery: 'samsung' })).not.toHaveProperty('correctedQuery');
  });

  it('answers an empty list to a text of emoji or punctuation, not the catalogue', async () => {
    for (const searchQuery of ['😀', '!!!', '"*"'])
      expect(await list({ searchQuery }), searchQuery).toMatchObject({ products: [], total: 0 });
  });

  it('combines the search text with a category prefix, case-insensitively', async () => {
    expect(await names({ searchQuery: 'samsung', searchCategory: 'Home' })).toEqual(['Crystal 4K Smart TV']);
    // a client that does not URL-encode `&` sends `home ` and ` kitchen=` as two parameters
    const res = await get('/api/product/get-all-products?searchCategory=home & kitchen');
    expect(res.statusCode).toBe(200);
    expect(
      res
        .json()
        .products.map((p: { name: string }) => p.name)
        .sort(),
    ).toEqual(['Crystal 4K Smart TV', 'Electric kettle']);
    expect(await names({ searchCategory: 'SMART' })).toEqual(['Galaxy M14 5G']);
    expect(await names({ searchCategory: 'weapons' })).toEqual([]);
  });

  it('never returns hidden or draft products, whatever is asked', async () => {
    const queries: Record<string, string>[] = [
      {},
      { searchQuery: 'hidden' },
      { searchQuery: 'draft samsung' },
      { searchCategory: 'headphones' },
    ];
    for (const query of queries) {
      const found = await list(query);
      expect(found.products.map((p) => p.id)).not.toContain(ids.hidden);
      expect(found.products.map((p) => p.id)).not.toContain(ids.draft);
    }
  });

  it('treats any search text as data and answers 200 with a list', async () => {
    for (const searchQuery of [
      '"',
      'samsung"',
      '*',
      'samsung OR boat',
      'NEAR(samsung boat)',
      '%',
      '_%_',
      '\\',
      "' or 1=1 --",
      '🙂 headphones',
      '(((',
      'x'.repeat(1000),
      'headphones '.repeat(100),
    ]) {
      const res = await get(`/api/product/get-all-products?searchQuery=${encodeURIComponent(searchQuery)}`);
      expect(res.statusCode, searchQuery).toBe(200);
      expect(Array.isArray(res.json().products)).toBe(true);
    }
    expect(await names({ searchQuery: '🙂 headphones' })).toEqual(['Boat Rockerz 450 Bluetooth Headphones']);
  });

  it('sorts by price and rating, filters by price in rupees and by stock, and pages with a total', async () => {
    const prices = async (query: Record<string, string>) => (await list(query)).products.map((p) => p.price);
    expect(await prices({ sort: 'price_asc' })).toEqual(
      [900, 1200, 1499.5, 12999, 39999].filter((p) => p !== 900),
    );
    expect(await prices({ sort: 'price-desc' })).toEqual([39999, 12999, 1499.5, 1200]);
    expect(await names({ sort: 'rating' })).toEqual(expect.arrayContaining(['Galaxy M14 5G']));
    expect((await names({ sort: 'rating' }))[0]).toBe('Galaxy M14 5G');
    expect(await prices({ minPrice: '1200', maxPrice: '13000', sort: 'price-asc' })).toEqual([
      1200, 1499.5, 12999,
    ]);
    expect(await names({ searchQuery: 'samsung', inStock: 'true' })).toEqual(['Galaxy M14 5G']);
    const second = await list({ sort: 'price-asc', limit: '2', page: '2' });
    expect(second.total).toBe(4);
    expect(second.products.map((p) => p.price)).toEqual([12999, 39999]);
    // a bound under a date or rating sort lists what the sort lists within it, whichever index is read
    for (const sort of ['newest', 'rating'])
      for (const [min, max] of [
        [1200, 13000],
        [1499, 1500],
        [50000, 60000],
      ] as const) {
        const within = (await list({ sort })).products.filter((p) => p.price >= min && p.price <= max);
        const bounded = await list({ sort, minPrice: String(min), maxPrice: String(max) });
        expect(bounded.products.map((p) => p.id)).toEqual(within.map((p) => p.id));
        expect(bounded.total).toBe(within.length);
      }
  });

  it('counts the facets for the same search and category, each count what its filter then lists', async () => {
    type Facets = {
      brands: { brand: string; count: number }[];
      prices: { min: number; max?: number; count: number }[];
      ratings: { minRating: number; count: number }[];
      discounts: { minDiscount: number; count: number }[];
      inStock: number;
    };
    for (const base of [{}, { searchQuery: 'samsung' }, { searchCategory: 'electronics' }] as Record<
      string,
      string
    >[]) {
      const res = await get(
        `/api/product/get-all-products?${new URLSearchParams({ ...base, facets: 'true' })}`,
      );
      expect(res.statusCode).toBe(200);
      const { facets, total } = res.json() as { facets: Facets; total: number };
      const totalOf = async (filter: Record<string, string>) => (await list({ ...base, ...filter })).total;
      expect(facets.brands.reduce((sum, brand) => sum + brand.count, 0)).toBe(total);
      for (const { brand, count } of facets.brands) expect(await totalOf({ brand }), brand).toBe(count);
      for (const { min, max, count } of facets.prices) {
        const range: Record<string, string> = max === undefined ? {} : { maxPrice: String(max - 0.01) };
        expect(await totalOf({ minPrice: String(min), ...range }), `₹${min}`).toBe(count);
      }
      for (const { minRating, count } of facets.ratings)
        expect(await totalOf({ minRating: String(minRating) })).toBe(count);
      for (const { minDiscount, count } of facets.discounts)
        expect(await totalOf({ minDiscount: String(minDiscount) })).toBe(count);
      expect(await totalOf({ inStock: 'true' })).toBe(facets.inStock);
    }
    const samsung = (await get('/api/product/get-all-products?searchQuery=samsung&facets=true')).json() as {
      facets: Facets;
    };
    expect(samsung.facets.brands).toEqual([{ brand: 'Samsung', count: 2 }]);
    expect(await names({ brand: 'Samsung,Boat', searchCategory: 'electronics' })).toHaveLength(
      (await list({ searchCategory: 'electronics' })).total,
    );
  });

  it('refuses a brand, rating or discount filter out of range with 400 naming the field', async () => {
    for (const [query, message] of [
      ['brand=x', 'Brand is not valid'],
      [`brand=${'x'.repeat(41)}`, 'Brand is not valid'],
      ['minRating=0', 'Minimum rating must be a number from 1 to 5'],
      ['minRating=6', 'Minimum rating must be a number from 1 to 5'],
      ['minDiscount=91', 'Minimum discount must be a whole number from 0 to 90'],
      ['minDiscount=-1', 'Minimum discount must be a whole number from 0 to 90'],
    ] as const) {
      const res = await get(`/api/product/get-all-products?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json(), query).toEqual({ message, field: query.split('=')[0] });
    }
  });

  it('refuses a bad sort or page with 400 and a message', async () => {
    for (const query of ['sort=cheapest', 'page=0', 'limit=1000', 'minPrice=abc']) {
      const res = await get(`/api/product/get-all-products?${query}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toEqual(expect.any(String));
    }
  });

  it('answers a page past the end with no cards and the whole total', async () => {
    const all = await list({ searchCategory: 'electronics', limit: '2' });
    expect(all.total).toBeGreaterThan(0);
    const past = await list({ searchCategory: 'electronics', limit: '2', page: '500' });
    expect(past.products).toEqual([]);
    expect(past.total).toBe(all.total);
    const farthest = await list({ searchQuery: 'samsung', page: '10000', limit: '100' });
    expect(farthest.products).toEqual([]);
    expect(farthest.total).toBe((await list({ searchQuery: 'samsung' })).total);
  });

  it("counts a search's total and facets again once the catalogue changes, whatever page or sort follows", async () => {
    const brandSum = async (query: Record<string, string>) =>
      (
        (await list({ ...query, facets: 'true' })) as unknown as { facets: { brands: { count: number }[] } }
      ).facets.brands.reduce((sum, brand) => sum + brand.count, 0);
    await addProduct('zirconLamp', { name: 'Zircon lamp', brand: 'Lumen' });
    expect((await list({ searchQuery: 'zircon' })).total).toBe(1);
    expect(await brandSum({ searchQuery: 'zircon' })).toBe(1);
    expect((await list({ searchQuery: 'zircon', page: '2' })).total).toBe(1);
    await addProduct('zirconVase', { name: 'Zircon vase', brand: 'Lumen' });
    expect((await list({ searchQuery: 'zircon', sort: 'price-asc' })).total).toBe(2);
    expect(await brandSum({ searchQuery: 'zircon', sort: 'price-asc' })).toBe(2);
    expect((await list({ page: '2', limit: '3' })).total).toBe(6);
    await t.database.db
      .updateTable('products')
      .set({ isHide: 1 })
      .where('id', '=', ids.zirconVase!)
      .execute();
    expect((await list({ searchQuery: 'zircon', page: '3' })).total).toBe(1);
    expect(await brandSum({ searchQuery: 'zircon', page: '3' })).toBe(1);
    expect((await list({ page: '3', limit: '3' })).total).toBe(5);
    await t.database.db
      .deleteFrom('products')
      .where('id', 'in', [ids.zirconLamp!, ids.zirconVase!])
      .execute();
    expect((await list({ page: '4', limit: '3' })).total).toBe(4);
  });

  it('counts a price-bounded total exactly at either bound, and again once the catalogue changes', async () => {
    for (const [key, rupees] of [
      ['opalA', 200],
      ['opalB', 300],
      ['opalC', 300],
      ['opalD', 450],
    ] as const)
      await addProduct(key, {
        name: `Opal pendant ${key}`,
        category: 'books',
        mrpPrice: 50_000,
        sellingPrice: rupees * 100,
      });
    const total = async (query: Record<string, string>) =>
      (await list({ searchQuery: 'opal', ...query })).total;
    expect(await total({ minPrice: '300' })).toBe(3);
    expect(await total({ minPrice: '301', sort: 'price-asc' })).toBe(1);
    expect(await total({ maxPrice: '300', page: '2' })).toBe(3);
    expect(await total({ minPrice: '300', maxPrice: '300' })).toBe(2);
    expect(await total({ minPrice: '451' })).toBe(0);
    expect((await list({ searchCategory: 'books', minPrice: '300', maxPrice: '300' })).total).toBe(2);
    await addProduct('opalE', {
      name: 'Opal pendant opalE',
      category: 'books',
      mrpPrice: 50_000,
      sellingPrice: 30_000,
    });
    expect(await total({ minPrice: '300', maxPrice: '300' })).toBe(3);
    expect((await list({ searchCategory: 'books', minPrice: '300', maxPrice: '300' })).total).toBe(3);
    await t.database.db
      .deleteFrom('products')
      .where(
        'id',
        'in',
        ['opalA', 'opalB', 'opalC', 'opalD', 'opalE'].map((key) => ids[key]!),
      )
      .execute();
    expect(await total({ minPrice: '300' })).toBe(0);
  });

  it('pages a search sorted by price in order, ties by id, each match once, under any price bound', async () => {
    const rupees = [100, 200, 200, 200, 300, 300, 400, 500, 500];
    const added = new Map<string, number>();
    for (const [index, price] of rupees.entries())
      added.set(
        await addProduct(`quartz${index}`, { name: `Quartz clock ${index}`, sellingPrice: price * 100 }),
        price,
      );
    for (const sort of ['price-asc', 'price-desc'] as const)
      for (const bounds of [
        {},
        { minPrice: '200' },
        { maxPrice: '400' },
        { minPrice: '200', maxPrice: '300' },
      ] as Record<string, string>[]) {
        const within = [...added].filter(
          ([, price]) =>
            price >= Number(bounds.minPrice ?? 0) && price <= Number(bounds.maxPrice ?? Infinity),
        );
        const expected = within
          .sort(([a, x], [b, y]) => (sort === 'price-asc' ? x - y : y - x) || (a < b ? -1 : 1))
          .map(([id]) => id);
        const seen: string[] = [];
        for (let page = 1; page <= 6; page++) {
          const { products, total } = await list({
            searchQuery: 'quartz',
            sort,
            limit: '2',
            page: String(page),
            ...bounds,
          });
          expect(total, `${sort} ${JSON.stringify(bounds)}`).toBe(expected.length);
          seen.push(...products.map((card) => card.id));
        }
        expect(seen, `${sort} ${JSON.stringify(bounds)}`).toEqual(expected);
      }
    await t.database.db
      .deleteFrom('products')
      .where('id', 'in', [...added.keys()])
      .execute();
  });

  it('refuses an absurd page number or limit with 400 naming the field', async () => {
    for (const [query, field, message] of [
      ['page=10001', 'page', 'Page must be at most 10000'],
      ['page=99999999999999999999', 'page', 'Page must be a whole number of at least 1'],
      ['page=-3', 'page', 'Page must be a whole number of at least 1'],
      ['page=2.5', 'page', 'Page must be a whole number of at least 1'],
      ['limit=101', 'limit', 'Limit must be at most 100'],
      ['limit=0', 'limit', 'Limit must be a whole number of at least 1'],
    ]) {
      const res = await get(`/api/product/get-all-products?searchCategory=electronics&${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json(), query).toEqual({ message, field });
    }
  });

  it('refuses a price range the wrong way round, naming the minimum, and lists a range of one price', async () => {
    const res = await get('/api/product/get-all-products?minPrice=13000&maxPrice=1200');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'Minimum price must not be more than the maximum price',
      field: 'minPrice',
    });
    expect((await list({ minPrice: '12999', maxPrice: '12999' })).products.map((p) => p.price)).toEqual([
      12999,
    ]);
  });

  it('answers 304 to a client whose copy is current', async () => {
    const first = await get('/api/product/get-all-products?searchCategory=electronics');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await get('/api/product/get-all-products?searchCategory=electronics', undefined, {
      'if-none-match': etag,
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });
});

describe('GET /api/product/{id}', () => {
  it('answers the product page with every image and its reviews', async () => {
    const res = await get(`/api/product/${ids.rockerz}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().product).toMatchObject({
      _id: ids.rockerz,
      id: ids.rockerz,
      image: ['/media/p/rockerz-1.webp', '/media/p/rockerz-2.webp'],
      price: 1499.5,
      mrpPrice: 2990,
      sellerId,
      review: [],
    });
  });

  it('answers 404 JSON for unknown, hidden, draft and malformed ids', async () => {
    for (const id of [newId(), ids.hidden, ids.draft, 'not-an-id', "1'%20or%20'1'='1", '%F0%9F%99%82']) {
      const res = await get(`/api/product/${id}`);
      expect(res.statusCode, id).toBe(404);
      expect(res.json()).toEqual({ message: 'Product not found' });
    }
  });
});

describe('GET /api/product/get-related-product', () => {
  it('answers up to five other visible products of the category, never the product itself', async () => {
    for (let i = 0; i < 6; i++)
      await addProduct(`phone${i}`, {
        name: `Phone ${i}`,
        category: 'electronics',
        subCategory: 'smartphones',
      });
    const res = await get(`/api/product/get-related-product?category=Electronics&productId=${ids.galaxy}`);
    expect(res.statusCode).toBe(200);
    const related: { id: string; category: string }[] = res.json().product;
    expect(related).toHaveLength(5);
    expect(related.map((p) => p.id)).not.toContain(ids.galaxy);
    expect(related.map((p) => p.id)).not.toContain(ids.hidden);
    expect(new Set(related.map((p) => p.category))).toEqual(new Set(['electronics']));
    const byProduct = await get(`/api/product/get-related-product?productId=${ids.kettle}`);
    expect(byProduct.json().product.map((p: { id: string }) => p.id)).toEqual([ids.tv]);
    const unknown = await get('/api/product/get-related-product?category=weapons');
    expect(unknown.json()).toEqual({ product: [] });
  });
});

describe('GET /api/product/suggest', () => {
  it('suggests categories and product names for a prefix, at most eight', async () => {
    const res = await get('/api/product/suggest?q=Smar');
    expect(res.statusCode).toBe(200);
    const suggestions = res.json().suggestions;
    expect(suggestions[0]).toEqual({ kind: 'category', text: 'smartphones', category: 'smartphones' });
    // the name's own word ranks above the subcategory's (every smartphone matches that)
    expect(suggestions[1]).toEqual({ kind: 'product', text: 'Crystal 4K Smart TV', id: ids.tv });
    expect(suggestions.length).toBeLessThanOrEqual(8);
    // a shopper's word for a category, typed whole or not yet
    for (const typed of ['mob', 'mobile'])
      expect((await get(`/api/product/suggest?q=${typed}`)).json().suggestions[0], typed).toEqual({
        kind: 'category',
        text: 'smartphones',
        category: 'smartphones',
      });
    const many = await get('/api/product/suggest?q=phone');
    expect(many.json().suggestions.length).toBeLessThanOrEqual(8);
    expect((await get('/api/product/suggest?q=')).json()).toEqual({ suggestions: [] });
    expect((await get('/api/product/suggest?q=%22*')).json()).toEqual({ suggestions: [] });
  });
});

describe('GET /api/product/best-sellers', () => {
  const bestNames = async () =>
    ((await get('/api/product/best-sellers')).json().products as { name: string }[]).map((p) => p.name);

  it('shows the top rated while there are no orders, then the most units ordered (cancelled ones aside)', async () => {
    const before = await bestNames();
    expect(before.slice(0, 2)).toEqual(['Galaxy M14 5G', 'Boat Rockerz 450 Bluetooth Headphones']);
    expect(before.length).toBeLessThanOrEqual(10);

    await placeOrder('order placed', [
      ['kettle', 3],
      ['hidden', 9],
      ['tv', 1],
    ]);
    await placeOrder('cancelled', [['galaxy', 50]]);
    const after = await bestNames();
    expect(after.slice(0, 2)).toEqual(['Electric kettle', 'Crystal 4K Smart TV']);
    expect(after).not.toContain('Hidden Samsung headphones');
    expect(after).toHaveLength(10);
  });
});

describe('a category prefix naming a category and a subcategory of another (issue 18)', () => {
  // `sports` lists the category sports and toys' subcategory "sports toys": two page indexes, merged
  type Listed = { key: string; price: number; rating: number; count: number };
  const listed: Listed[] = [];
  const sportsIds = async (query: Record<string, string>) => {
    const pages: string[] = [];
    const totals = new Set<number>();
    for (let page = 1; page <= 5; page++) {
      const { products, total } = await list({
        searchCategory: 'sports',
        limit: '3',
        page: String(page),
        ...query,
      });
      pages.push(...products.map((p) => p.id));
      totals.add(total);
    }
    return { ids: pages, totals: [...totals] };
  };

  beforeAll(async () => {
    const add = async (key: string, fields: Record<string, unknown>, price: number, rating: number) => {
      const count = 4; // ratings in quarters: whole rating totals
      listed.push({ key, price, rating, count });
      await addProduct(key, {
        ...fields,
        sellingPrice: price * 100,
        mrpPrice: price * 200,
        ratingTotal: rating * count,
        ratingCount: count,
      });
    };
    for (let i = 0; i < 5; i++)
      await add(
        `ball${i}`,
        { name: `Football ${i}`, category: 'sports', subCategory: 'football' },
        300 + ((i * 37) % 50),
        1 + i * 0.25,
      );
    for (let i = 0; i < 4; i++)
      await add(
        `toyBat${i}`,
        { name: `Toy bat ${i}`, category: 'toys', subCategory: 'sports toys' },
        310 + ((i * 23) % 40),
        1.25 + i * 0.5,
      );
    // a row off the category tree, in both scopes: listed and counted once
    await add('both', { name: 'Both ways', category: 'sports', subCategory: 'sports toys' }, 333, 4.75);
    await addProduct('hiddenBall', {
      name: 'Hidden ball',
      category: 'sports',
      subCategory: 'golf',
      isHide: 1,
    });
  });

  it('pages through both in every sort, each product once, with the total of both', async () => {
    const id = (entry: Listed) => ids[entry.key]!;
    const byId = (a: Listed, b: Listed) => (id(a) < id(b) ? -1 : id(a) > id(b) ? 1 : 0);
    const expected: Record<string, Listed[]> = {
      newest: [...listed].reverse(),
      'price-asc': [...listed].sort((a, b) => a.price - b.price || byId(a, b)),
      'price-desc': [...listed].sort((a, b) => b.price - a.price || byId(a, b)),
      rating: [...listed].sort((a, b) => b.rating - a.rating || byId(a, b)),
    };
    for (const [sort, order] of Object.entries(expected)) {
      const { ids: seen, totals } = await sportsIds({ sort });
      expect(seen, sort).toEqual(order.map(id));
      expect(totals, sort).toEqual([10]);
    }
    // a price bound: from each index range, counted the same way
    const { ids: bounded, totals } = await sportsIds({ sort: 'price-asc', minPrice: '320', maxPrice: '340' });
    const within = expected['price-asc']!.filter((entry) => entry.price >= 320 && entry.price <= 340);
    expect(bounded).toEqual(within.map(id));
    expect(totals).toEqual([within.length]);
    // sorted by date or rating under a bound, each scope's order index walked (SQLite) or not: the same pages
    for (const sort of ['newest', 'rating'] as const)
      for (const [min, max] of [
        [320, 340],
        [300, 349],
        [333, 333],
        [900, 999],
      ] as const) {
        const bound = { sort, minPrice: String(min), maxPrice: String(max) };
        const inBound = expected[sort]!.filter((entry) => entry.price >= min && entry.price <= max);
        const { ids: seen, totals: counted } = await sportsIds(bound);
        expect(seen, JSON.stringify(bound)).toEqual(inBound.map(id));
        expect(counted, JSON.stringify(bound)).toEqual([inBound.length]);
      }
  });

  it('shows the first image of each card, and counts again after a write', async () => {
    const { products } = await list({ searchCategory: 'sports', sort: 'price-asc', limit: '3' });
    const first = listed.find((entry) => ids[entry.key] === products[0]!.id)!;
    expect(products[0]).toMatchObject({ image: `/media/p/${first.key}-1.webp` });
    await t.database.db.updateTable('products').set({ isHide: 1 }).where('id', '=', ids.both!).execute();
    const { ids: seen, totals } = await sportsIds({ sort: 'newest' });
    expect(seen).not.toContain(ids.both);
    expect(seen).toHaveLength(9);
    expect(totals).toEqual([9]);
  });
});
