import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { inBatches } from '../../seed/batches.js';
import { createTestDb, type TestDb } from '../../test-support/test-db.js';
import { insertAccount } from '../../test-support/shop-fixtures.js';
import { newId } from '../../platform/ids.js';
import type { MatchedColumns } from './search.matches.js';
import { postgresSearch } from './search.postgres.js';
import { findProducts, type ProductOrder, type ProductSearch } from './search.service.js';
import { MATCH_CHUNK, RANKED_MATCHES, sqliteSearch } from './search.sqlite.js';

let t: TestDb;

/** A small seeded generator (mulberry32): the same catalogue and queries on every run. */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let x = Math.imul(state ^ (state >>> 15), 1 | state);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const random = seeded(18);
const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;

// Few words, so each is in hundreds of products (more than a relevance page ranks, RANKED_MATCHES), in names and
// descriptions alike; the same texts again and again (equal scores), prices, times and ratings shared (ties in
// every key); `shirt` in hundreds of names, a third of them beside `t-shirt` in the description, which the word
// shirt leaves out (they match in the name all the same, and take places among the newest name matches).
const materials = ['Cotton', 'Linen', 'Steel', 'Bamboo', 'Leather', 'Black cotton'];
const things = [
  'shirt',
  'shirt',
  'shirt',
  'T-shirt',
  'kurta',
  'bottle',
  'tray',
  'kitchen towel',
  'kitchen rack',
];
const descriptions = [
  'Made of cotton.',
  'Goes well with a cotton shirt.',
  'Wear it under a t-shirt.',
  'For the kitchen.',
  'Plain and simple.',
  'A steel frame, a leather strap.',
];
const PRODUCTS = 3_600;

beforeAll(async () => {
  t = await createTestDb();
  const sellerId = (await insertAccount(t.db, { name: 'Shop', userType: 'seller' })).id;
  const products = Array.from({ length: PRODUCTS }, (_, index) => {
    const createdAt = new Date(Date.UTC(2026, 2, 1) + Math.floor(index / 3) * 60_000).toISOString();
    const ratingCount = pick([0, 1, 2, 3, 6]);
    return {
      id: newId(),
      sellerId,
      name: `${pick(materials)} ${pick(things)}`,
      description: `${pick(descriptions)} ${pick(descriptions)}`,
      brand: pick(['Generic', 'Weave', 'Forge']),
      category: pick(['clothing', 'home & kitchen']),
      subCategory: '',
      mrpPrice: 200_000,
      sellingPrice: 10_000 * (1 + Math.floor(random() * 15)),
      stock: 5,
      ratingTotal: ratingCount * pick([1, 2, 3, 4, 5]) - (ratingCount > 1 ? 1 : 0),
      ratingCount,
      isHide: random() < 0.05 ? (1 as const) : (0 as const),
      isDraft: 0 as const,
      createdAt,
      updatedAt: createdAt,
    };
  });
  await inBatches(products, 250, (batch) => t.db.insertInto('products').values(batch).execute());
  // PostgreSQL: with the prices' statistics, the page queries test a wide price range on each match rather than
  // through the price index (PRICE_INDEX_SHARE_MAX), as on a live shop's analyzed tables
  if (t.engine === 'postgres') await sql`analyze "productSearch"`.execute(t.db);
});
afterAll(async () => t.destroy());

describe('findProducts pages cut from a text’s kept matches', () => {
  it('gives the page queries’ ids, order and totals for every order, page and price bound', async () => {
    const texts = ['cotton', 'shirt', 'cotton shirt', 'kitchen', 'steel bottle', 'linen', 'leathr'];
    const scopes: Partial<ProductSearch>[] = [{}, { categoryPrefix: 'clothing' }];
    const orders: ProductOrder[] = ['relevance', 'newest', 'price-asc', 'price-desc', 'rating'];
    const offsets = [0, 24, 48, RANKED_MATCHES - 34, RANKED_MATCHES - 10, RANKED_MATCHES + 14, 480];
    const version = 1;
    const reads = [vi.spyOn(sqliteSearch, 'matchedColumns'), vi.spyOn(postgresSearch, 'matchedColumns')];
    // the second ask of a text under a version reads its matches, in the background
    for (const text of texts)
      for (const scope of scopes)
        for (let ask = 0; ask < 2; ask++)
          await findProducts(t.db, t.engine, { text, ...scope, limit: 24, catalogueVersion: version });
    const lists = await Promise.all(
      reads.flatMap((read) => read.mock.results.map((result) => result.value as Promise<MatchedColumns>)),
    );
    expect(lists.length).toBeGreaterThanOrEqual(texts.length * scopes.length);
    // a list of more matches than SQLite reads in one statement
    expect(Math.max(...lists.map((list) => list?.ids.length ?? 0))).toBeGreaterThan(MATCH_CHUNK);
    for (const read of reads) read.mockRestore();

    const prices = Array.from({ length: 15 }, (_, index) => 10_000 * (index + 1));
    for (let query = 0; query < 300; query++) {
      const search: ProductSearch = {
        text: pick(texts),
        ...pick(scopes),
        order: pick(orders),
        offset: pick(offsets),
        limit: 24,
        ...(random() < 0.6 ? { minPrice: pick(prices) + pick([-1, 0, 1]) } : {}),
        ...(random() < 0.3 ? { maxPrice: pick(prices) + pick([-1, 0, 1]) } : {}),
      };
      // without a version nothing is kept: the page and its total come from their own queries
      const fromQueries = await findProducts(t.db, t.engine, search);
      const fromList = await findProducts(t.db, t.engine, { ...search, catalogueVersion: version });
      expect({ search, ...fromList }).toEqual({ search, ...fromQueries });
    }
  });
});
