// PostgreSQL: a text's matches go through the price index only when the price range holds few products
// (PRICE_INDEX_SHARE_MAX), judged from the database's own statistics of the search rows' prices; a wide range is
// tested on each match instead. The answer is the same either way: only its time differs.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { inBatches } from '../../seed/batches.js';
import { createTestDb, type TestDb } from '../../test-support/test-db.js';
import { insertAccount, productRow } from '../../test-support/shop-fixtures.js';
import { postgresSearch, priceShare, PRICE_INDEX_SHARE_MAX } from './search.postgres.js';
import { findProducts } from './search.service.js';

describe('the share of the catalogue a price range holds', () => {
  const statistics = {
    common: [{ price: 49_900, share: 0.2 }],
    bounds: [0, 100_000, 200_000, 300_000, 400_000],
  };

  it('is the common prices within the range and the histogram’s share of the rest', () => {
    expect(priceShare(statistics)).toBeCloseTo(1);
    expect(priceShare(statistics, 100_000)).toBeCloseTo(0.8 * 0.75);
    // ₹400-1,500: the common ₹499 and (0.375 - 0.1) of the histogram
    expect(priceShare(statistics, 40_000, 150_000)).toBeCloseTo(0.2 + 0.8 * 0.275);
    expect(priceShare(statistics, undefined, 40_000)).toBeCloseTo(0.8 * 0.1);
  });

  it('is nothing beyond the highest price, and every common price when there is no histogram', () => {
    expect(priceShare(statistics, 500_000)).toBe(0);
    expect(priceShare({ common: [{ price: 100, share: 1 }], bounds: [] }, 50, 150)).toBe(1);
    expect(priceShare({ common: [{ price: 100, share: 1 }], bounds: [] }, 150)).toBe(0);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('price ranges of a text search on PostgreSQL', () => {
  let t: TestDb;
  const PRODUCTS = 600;
  const price = (index: number) => 1_000 * (index + 1);

  beforeAll(async () => {
    t = await createTestDb();
  });
  afterAll(async () => {
    vi.useRealTimers();
    await t?.destroy();
  });

  it('leaves the plan to the database until the prices have statistics, then uses the index for narrow ranges only', async () => {
    // no statistics yet: the planner decides, as before
    expect(await postgresSearch.priceIndexNarrows!(t.db, 300_000, undefined)).toBe(true);

    const sellerId = (await insertAccount(t.db, { name: 'Shop', userType: 'seller' })).id;
    const products = Array.from({ length: PRODUCTS }, (_, index) =>
      productRow(sellerId, {
        name: `${index % 3 === 0 ? 'Cotton' : 'Linen'} shirt ${index}`,
        sellingPrice: price(index),
      }),
    );
    await inBatches(products, 200, (batch) => t.db.insertInto('products').values(batch).execute());
    await sql`analyze "productSearch"`.execute(t.db);
    // the statistics read before are kept for a while: read them again as a later request would
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 11 * 60_000);

    // the top 5 % of the prices: the index finds them
    const top = price(PRODUCTS * (1 - PRICE_INDEX_SHARE_MAX / 2));
    expect(await postgresSearch.priceIndexNarrows!(t.db, top, undefined)).toBe(true);
    // half the catalogue, or a range that excludes only the cheapest tenth: each match is tested
    expect(await postgresSearch.priceIndexNarrows!(t.db, price(PRODUCTS / 2), undefined)).toBe(false);
    expect(await postgresSearch.priceIndexNarrows!(t.db, price(60), price(PRODUCTS))).toBe(false);
    expect(await postgresSearch.priceIndexNarrows!(t.db, undefined, undefined)).toBe(false);
  });

  it('finds the same products and total under a wide range as under a narrow one', async () => {
    const cottonWithin = (min: number, max: number) =>
      Array.from({ length: PRODUCTS }, (_, index) => index)
        .filter((index) => index % 3 === 0 && price(index) >= min && price(index) <= max)
        .map(price)
        .sort((a, b) => a - b);
    for (const [minPrice, maxPrice] of [
      [price(100), price(500)],
      [price(580), price(599)],
    ] as const) {
      const found = await findProducts(t.db, t.engine, {
        text: 'cotton',
        minPrice,
        maxPrice,
        order: 'price-asc',
        limit: 200,
      });
      const { rows } = await sql<{ price: string }>`
        select "sellingPrice" as price from products where id = any(${found.ids}::text[])
        order by "sellingPrice"`.execute(t.db);
      expect({ total: found.total, prices: rows.map((row) => Number(row.price)) }).toEqual({
        total: cottonWithin(minPrice, maxPrice).length,
        prices: cottonWithin(minPrice, maxPrice),
      });
    }
  });
});
