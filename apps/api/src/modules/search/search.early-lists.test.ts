import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { inBatches } from '../../seed/batches.js';
import { createTestDb, type TestDb } from '../../test-support/test-db.js';
import { insertAccount } from '../../test-support/shop-fixtures.js';
import { newId } from '../../platform/ids.js';
import type { TextMatch } from './search.adapter.js';
import type { MatchedColumns } from './search.matches.js';
import { postgresSearch } from './search.postgres.js';
import { findProducts, type ProductSearch } from './search.service.js';

let t: TestDb;

// 1,300 products with cotton in the name (more than a text needs to have its matches kept from its first ask),
// 40 with linen
const PRODUCTS = 1_340;

beforeAll(async () => {
  t = await createTestDb();
  const sellerId = (await insertAccount(t.db, { name: 'Shop', userType: 'seller' })).id;
  const products = Array.from({ length: PRODUCTS }, (_, index) => {
    const createdAt = new Date(Date.UTC(2026, 2, 1) + index * 60_000).toISOString();
    return {
      id: newId(),
      sellerId,
      name: index < 40 ? `Linen towel ${index}` : `Cotton shirt ${index}`,
      description: index >= 40 && index % 3 === 0 ? 'Soft cotton.' : 'Plain.',
      brand: 'Weave',
      category: 'clothing',
      subCategory: '',
      mrpPrice: 200_000,
      sellingPrice: 10_000 + (index % 17) * 1_000,
      stock: 5,
      ratingTotal: (index % 5) * 2,
      ratingCount: index % 5 === 0 ? 0 : 2,
      isHide: 0 as const,
      isDraft: 0 as const,
      createdAt,
      updatedAt: createdAt,
    };
  });
  await inBatches(products, 250, (batch) => t.db.insertInto('products').values(batch).execute());
});
afterAll(async () => t.destroy());
afterEach(() => vi.restoreAllMocks());

const named = (word: string) => (match: TextMatch) =>
  match.words.some((w) => w.alternatives.some((alternative) => alternative.terms.includes(word)));

describe.runIf(process.env.TEST_DATABASE_URL)('a text of many matches on PostgreSQL', () => {
  it('is answered from its matches kept at its first ask, when no other search was under way', async () => {
    const lists = vi.spyOn(postgresSearch, 'matchedColumns');
    const pages = vi.spyOn(postgresSearch, 'pageAndTotal');
    const found = vi.spyOn(postgresSearch, 'findPage');
    const first: ProductSearch = { text: 'cotton', limit: 24, catalogueVersion: 1 };
    const asked = await findProducts(t.db, t.engine, first);
    expect(asked.total).toBe(PRODUCTS - 40);
    // alone, its page and count ran side by side, not as one statement
    expect(pages).not.toHaveBeenCalled();
    // the matches are read after the answer, in the background
    expect(lists).toHaveBeenCalledTimes(1);
    await (lists.mock.results[0]?.value as Promise<MatchedColumns>);
    pages.mockClear();
    found.mockClear();

    // another page, order and price bound of the text: no statement reads its matches again, and the page is the
    // one the page queries give
    const again: ProductSearch = { ...first, order: 'price-desc', offset: 48, minPrice: 14_000 };
    const fromList = await findProducts(t.db, t.engine, again);
    expect(pages).not.toHaveBeenCalled();
    expect(found).not.toHaveBeenCalled();
    const { catalogueVersion: _, ...unkept } = again;
    expect(fromList).toEqual(await findProducts(t.db, t.engine, unkept));
    expect(fromList.ids).toHaveLength(24);
  });

  it('leaves the reading to its second ask when another search is under way', async () => {
    const lists = vi.spyOn(postgresSearch, 'matchedColumns');
    const pageAndTotal = vi.spyOn(postgresSearch, 'pageAndTotal');
    const starting = postgresSearch.termsStartingWith.bind(postgresSearch);
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    // the linen search is under way until the cotton one has its answer
    vi.spyOn(postgresSearch, 'termsStartingWith').mockImplementation(async (db, prefix, limit) => {
      if (prefix === 'linen') await held;
      return starting(db, prefix, limit);
    });
    const beside = findProducts(t.db, t.engine, { text: 'linen', limit: 24, catalogueVersion: 2 });
    const cotton = await findProducts(t.db, t.engine, { text: 'cotton', limit: 24, catalogueVersion: 2 });
    release();
    await beside;
    expect(cotton.total).toBe(PRODUCTS - 40);
    // beside another search: its page and count in one statement
    expect(pageAndTotal.mock.calls.filter(([, match]) => named('cotton')(match))).toHaveLength(1);
    expect(lists.mock.calls.filter(([, match]) => named('cotton')(match))).toHaveLength(0);
  });
});
