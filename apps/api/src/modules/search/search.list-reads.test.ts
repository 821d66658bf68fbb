// SQLite: a read thread reads its match lists one after the other, each in chunks taken in background turns.
// Read side by side, several lists ran a chunk each in a row among the requests under load, and the requests
// queued behind them waited for all of those chunks (bench/results.md, session 19).
import { sql, type KyselyPlugin, type RootOperationNode } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inBatches } from '../../seed/batches.js';
import { createTestDb, type TestDb } from '../../test-support/test-db.js';
import { insertAccount, productRow } from '../../test-support/shop-fixtures.js';
import type { TextMatch } from './search.adapter.js';
import { IDLE_MATCH_CHUNK, LISTS_WAITING_MAX, sqliteSearch } from './search.sqlite.js';

const word = (term: string): TextMatch => ({
  words: [{ alternatives: [{ terms: [term], prefix: false, titleOnly: false }] }],
  required: 1,
});
const visible = [sql`p."isHide" = 0`, sql`p."isDraft" = 0`];
// more than a chunk read while no request is under way, so each list takes several
const EACH = IDLE_MATCH_CHUNK * 3;

describe.runIf(!process.env.TEST_DATABASE_URL)('match lists read by a SQLite read thread', () => {
  let t: TestDb;

  beforeAll(async () => {
    t = await createTestDb();
    const sellerId = (await insertAccount(t.db, { name: 'Shop', userType: 'seller' })).id;
    const products = ['cotton', 'linen'].flatMap((material) =>
      Array.from({ length: EACH }, (_, index) =>
        productRow(sellerId, { name: `${material} shirt ${index}`, sellingPrice: 50_000 + index }),
      ),
    );
    await inBatches(products, 250, (batch) => t.db.insertInto('products').values(batch).execute());
  });
  afterAll(async () => t?.destroy());

  it('reads one list whole before the next, each in chunks', async () => {
    // the text each chunk statement reads, in the order they run (better-sqlite3 runs one when it is compiled)
    const read: string[] = [];
    const recorder: KyselyPlugin = {
      transformQuery({ node }): RootOperationNode {
        const text = JSON.stringify(node);
        if (text.includes('order by f.rowid desc limit'))
          read.push(text.includes('cotton') ? 'cotton' : text.includes('linen') ? 'linen' : '?');
        return node;
      },
      transformResult: async ({ result }) => result,
    };
    const db = t.db.withPlugin(recorder);
    const [cotton, linen] = await Promise.all([
      sqliteSearch.matchedColumns!(db, word('cotton'), visible, 10_000),
      sqliteSearch.matchedColumns!(db, word('linen'), visible, 10_000),
    ]);
    expect(cotton?.ids).toHaveLength(EACH);
    expect(linen?.ids).toHaveLength(EACH);
    const first = read.indexOf('linen');
    expect(read.filter((text) => text === 'cotton').length).toBeGreaterThan(2);
    expect(read.slice(0, first).every((text) => text === 'cotton')).toBe(true);
    expect(read.slice(first).every((text) => text === 'linen')).toBe(true);
  });

  it('reads none while too many wait', async () => {
    const lists = Array.from({ length: LISTS_WAITING_MAX + 3 }, () =>
      sqliteSearch.matchedColumns!(t.db, word('cotton'), visible, 10_000),
    );
    const read = await Promise.all(lists);
    // one read at once, LISTS_WAITING_MAX waiting: the rest are refused at once
    expect(read.filter((list) => list === null)).toHaveLength(2);
    expect(read.filter((list) => list?.ids.length === EACH)).toHaveLength(LISTS_WAITING_MAX + 1);
  });
});
