// PostgreSQL: a category page is read from its page index alone, whatever its sort (migrations 0014-2 and
// 0034). A rating page that had to fetch the row of every product before its offset took 25 ms on a large
// category of 100,000 products instead of 0.2 ms; this guards the index and the adapter's order expression
// against drifting apart.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderBy } from './search.adapter.js';
import { createTestDb, type TestDb } from '../../test-support/test-db.js';

let t: TestDb;

beforeAll(async () => {
  if (process.env.TEST_DATABASE_URL) t = await createTestDb();
});
afterAll(async () => t?.destroy());

/** The nodes of the plan PostgreSQL picks when it may not read a table row it can avoid. */
async function planNodes(query: ReturnType<typeof sql>): Promise<{ type: string; index?: string }[]> {
  return t.db.transaction().execute(async (trx) => {
    // Every other way of reading is priced out, so the plan shows whether an index-only read exists at all.
    for (const setting of ['enable_seqscan', 'enable_bitmapscan', 'enable_indexscan'])
      await sql`select set_config(${setting}, 'off', true)`.execute(trx);
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
