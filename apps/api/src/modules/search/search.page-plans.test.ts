// The catalogue pages' plans (SQLite's at the end). PostgreSQL: a category page is read from its page index
// alone, whatever its sort (migrations 0014-2 and 0034). A rating page that had to fetch the row of every
// product before its offset took 25 ms on a large category of 100,000 products instead of 0.2 ms; this guards
// the index and the adapter's order expression against drifting apart.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderBy } from './search.adapter.js';
import { matchOrder } from './search.postgres.js';
import { eitherScope, eitherScopeCount } from './search.service.js';
import { sqliteSearch } from './search.sqlite.js';
import { createTestDb, type TestDb } from '../../test-support/test-db.js';

let t: TestDb;

beforeAll(async () => {
  t = await createTestDb();
});
afterAll(async () => t?.destroy());

/** The nodes of the plan PostgreSQL picks when it may not read a table row it can avoid. */
async function planNodes(
  query: ReturnType<typeof sql>,
  // by default every other way of reading is priced out, so the plan shows whether an index-only read exists
  off = ['enable_seqscan', 'enable_bitmapscan', 'enable_indexscan'],
): Promise<{ type: string; index?: string }[]> {
  return t.db.transaction().execute(async (trx) => {
    for (const setting of off) await sql`select set_config(${setting}, 'off', true)`.execute(trx);
    const { rows } = await sql<{ 'QUERY PLAN': unknown }>`explain (format json) ${query}`.execute(trx);
    const plan = rows[0]!['QUERY PLAN'];
    const nodes: { type: string; index?: string }[] = [];
    const walk = (node: Record<string, unknown>) => {
      nodes.push({ type: String(node['Node Type']), index: node['Index Name'] as string | undefined });
      for (const child of (node.Plans as Record<string, unknown>[] | undefined) ?? []) walk(child);
    };
    const [root] = (typeof plan === 'string' ? JSON.parse(plan) : plan) as {
      Plan: Record<string, unknown>;
    }[];
    walk(root!.Plan);
    return nodes;
  });
}

describe.runIf(process.env.TEST_DATABASE_URL)('category pages on PostgreSQL', () => {
  const scopes = [
    { scope: 'all', where: sql`1 = 1` },
    { scope: 'category', where: sql`p.category in (${'grocery'})` },
    { scope: 'subCategory', where: sql`p."subCategory" in (${'fruits'})` },
  ];
  for (const order of ['newest', 'price-asc', 'rating'] as const)
    for (const { scope, where } of scopes)
      it(`reads a ${scope} page sorted by ${order}, price-bounded, from its index without a table row`, async () => {
        const nodes = await planNodes(
          sql`select p.id from products p where ${where} and p."isHide" = 0 and p."isDraft" = 0
            and p."sellingPrice" >= ${50_000} order by ${orderBy(order)} limit 24 offset 480`,
        );
        const reads = nodes.filter((node) => node.type.includes('Scan'));
        expect(reads).toEqual([
          { type: 'Index Only Scan', index: expect.stringMatching(`^catalogue_page_${scope}_`) },
        ]);
      });
});

// A text's page sorted by price reads the full-text index's matches and sorts them: walking migration 0028's price
// index and testing each product's document in turn read most of a 100,000-product table for a word rare among
// cheap products ("wireless" by price, 85-93 ms against 9-16 ms).
describe.runIf(process.env.TEST_DATABASE_URL)("a text's pages on PostgreSQL", () => {
  for (const order of ['price-asc', 'price-desc'] as const)
    it(`reads a page sorted by ${order} from the full-text index, never along the price index`, async () => {
      const nodes = await planNodes(
        sql`select p.id from "productSearch" p, to_tsquery('simple', 'cotton:*') q, to_tsquery('simple', 'cotton:*') r
          where p.document @@ q and p."isHide" = 0 and p."isDraft" = 0 order by ${matchOrder(order)} limit 24`,
        ['enable_seqscan'],
      );
      expect(nodes).toContainEqual({ type: 'Bitmap Index Scan', index: 'productSearch_document_idx' });
      expect(nodes.map((node) => node.index)).not.toContain('productSearch_sellingPrice_idx');
    });
});

// SQLite: `sports` lists the category sports and toys' subcategory "sports toys", and its total is each scope's
// less the products in both. Those in both were counted from the subcategory's page index, reading each of its
// products' table row for the category: 18-42 ms a price-bounded page on 100,000 products (migration 0035).
describe.runIf(!process.env.TEST_DATABASE_URL)('a category page of two scopes on SQLite', () => {
  it('counts each scope and the products in both from an index alone', async () => {
    const scopes = eitherScope(
      { categoryPrefix: 'sports', minPrice: 50_000, maxPrice: 900_000 },
      sqliteSearch.stock(false),
    );
    expect(scopes).not.toBeNull();
    const { rows } = await sql<{
      detail: string;
    }>`explain query plan ${eitherScopeCount(sqliteSearch, scopes!)}`.execute(t.db);
    const reads = rows.map((row) => row.detail).filter((detail) => /^(SEARCH|SCAN) p\b/.test(detail));
    expect(reads).toHaveLength(3);
    for (const read of reads) expect(read).toMatch(/USING COVERING INDEX/);
  });
});
