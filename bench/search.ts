// Search relevance benchmark (issue 19): a judged set of what shoppers type — everyday words, Hinglish, typos,
// brands without their apostrophe, several words, nonsense — run against the demo catalogue on SQLite and, when a
// PostgreSQL URL is given, on PostgreSQL (a schema of its own, dropped afterwards). Prints per engine the top-1
// accuracy, the mean precision at 5, the zero-result rate on queries that have answers and the junk rate on
// queries that have none, and each query that missed.
//   npm run bench:search -- [--database-url postgres://postgres@127.0.0.1:5432/mydb] [--verbose]
// Precision at 5 is the share of relevant products among the first k answers, k = min(5, how many products of
// the catalogue are relevant): a query with one right answer is judged on its first answer only.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { createDb, migrateToLatest, type DbHandle } from '../apps/api/src/db/database.js';
import { createDiskMediaStorage } from '../apps/api/src/platform/media-storage.js';
import { seedDemo } from '../apps/api/src/seed/index.js';
import { listProducts } from '../apps/api/src/modules/catalog/catalog.service.js';

const { values } = parseArgs({
  options: {
    'database-url': { type: 'string', default: process.env.BENCH_DATABASE_URL ?? '' },
    verbose: { type: 'boolean', default: false },
  },
});

interface Product {
  name: string;
  category: string;
  subCategory: string;
}

/** What a judged query wants: the products that answer it, or null when the catalogue has none. */
type Judge = ((product: Product) => boolean) | null;

const sub = (subCategory: string) => (product: Product) => product.subCategory === subCategory;
const named = (pattern: RegExp) => (product: Product) => pattern.test(product.name);
const both =
  (...judges: ((product: Product) => boolean)[]) =>
  (product: Product) =>
    judges.every((judge) => judge(product));

const queries: [text: string, judge: Judge][] = [
  // everyday words
  ['mobile', sub('smartphones')],
  ['mobile phone', sub('smartphones')],
  ['cell phone', sub('smartphones')],
  ['smartphone', sub('smartphones')],
  ['earphones', sub('headphones')],
  ['earbuds', sub('headphones')],
  ['headset', sub('headphones')],
  ['laptop', sub('laptops')],
  ['fridge', named(/refrigerator/i)],
  ['washing machine', named(/washing machine/i)],
  ['geyser', named(/geyser/i)],
  ['water purifier', named(/purifier/i)],
  ['smart watch', named(/smart ?watch/i)],
  ['speaker', named(/speaker/i)],
  ['camera', sub('cameras')],
  ['cameras', sub('cameras')],
  ['drone camera', named(/drone/i)],
  ['t shirt', sub('t-shirts')],
  ['t-shirt', sub('t-shirts')],
  ['tshirt', sub('t-shirts')],
  ['tees', sub('t-shirts')],
  ['jeans for men', both(sub('jeans'), named(/\bmen/i))],
  ['trousers', sub('pants')],
  ['shirts', sub('shirts')],
  ['dress', sub('dresses')],
  ['pressure cooker', named(/pressure cooker/i)],
  ['chair', named(/chair/i)],
  ['perfume', sub('fragrances')],
  ['shampoo', named(/shampoo/i)],
  ['toothpaste', named(/toothpaste/i)],
  ['running shoes', named(/running shoes/i)],
  ['watch for men', both(named(/watch/i), named(/\bmen/i))],
  ['football', named(/football/i)],
  ['tennis racquet', named(/racquet/i)],
  ['coffee', named(/coffee/i)],
  ['chocolate', named(/chocolate/i)],
  ['bread', named(/bread/i)],
  ['earrings', named(/earrings/i)],
  // Hinglish
  ['mixie', named(/mixer grinder/i)],
  ['almirah', named(/cabinet|wardrobe/i)],
  ['sabzi', sub('vegetables')],
  ['aloo', named(/potato/i)],
  ['doodh', named(/milk/i)],
  ['dahi', named(/yogurt/i)],
  ['kadai', named(/fry pan|kadai/i)],
  ['ghadi', named(/watch/i)],
  ['joote', named(/shoes|sneakers/i)],
  ['khilona', (product) => product.category === 'toys'],
  ['machli', named(/fish/i)],
  ['aam', named(/mango/i)],
  ['namkeen', sub('snacks')],
  // brands as typed
  ['levis', named(/levi's/i)],
  ["levi's jeans", named(/levi's/i)],
  ['loreal shampoo', named(/l'oreal/i)],
  ['samsung', named(/samsung/i)],
  ['boat earbuds', named(/boat.*earbuds/i)],
  ['amul', named(/amul/i)],
  ['redmi', named(/redmi/i)],
  ['lego', named(/lego/i)],
  // typos
  ['samsng', named(/samsung/i)],
  ['headphnes', sub('headphones')],
  ['refridgerator', named(/refrigerator/i)],
  ['pressur cooker', named(/pressure cooker/i)],
  ['footbal', named(/football/i)],
  ['chocolte', named(/chocolate/i)],
  ['shampo', named(/shampoo/i)],
  ['sunscrean', named(/sunscreen/i)],
  ['laptp', sub('laptops')],
  ['addidas shoes', both(named(/adidas/i), named(/shoes/i))],
  // several words
  ['wireless headphones', sub('headphones')],
  ['wireless earbuds', both(sub('headphones'), named(/earbuds/i))],
  ['airpods', named(/airpods/i)],
  ['face wash', named(/face wash/i)],
  ['facewash', named(/face wash/i)],
  ['noise cancelling headphones', named(/noise cancelling/i)],
  ['harry potter', named(/harry potter/i)],
  ['atomic habits', named(/atomic habits/i)],
  ['green tea toner', named(/toner/i)],
  ['basketball shoes', named(/basketball shoes/i)],
  // what the catalogue does not have
  ['rice', null],
  ['iphone 15', null],
  ['chappal', null],
  ['specs', null],
  ['paneer', null],
  ['asdfgh', null],
  ['qwertyuiop', null],
  ['😀', null],
  ['!!!', null],
  ['xyzzy plugh', null],
];

interface Figures {
  top1: number;
  p5: number;
  zero: number;
  junk: number;
  misses: string[];
}

async function judge(handle: DbHandle): Promise<Figures> {
  const visible = await handle.db
    .selectFrom('products')
    .select(['name', 'category', 'subCategory'])
    .where('isHide', '=', 0)
    .where('isDraft', '=', 0)
    .execute();
  let top1 = 0;
  let p5 = 0;
  let answerable = 0;
  let zero = 0;
  let unanswerable = 0;
  let junk = 0;
  const misses: string[] = [];
  for (const [text, wanted] of queries) {
    const { products } = await listProducts(handle.db, handle.engine, { searchQuery: text, limit: 20 }, null);
    const names = products.slice(0, 5).map((product) => product.name);
    if (wanted === null) {
      unanswerable++;
      if (products.length > 0) {
        junk++;
        misses.push(`${JSON.stringify(text)}: should find nothing, found ${names.join(' | ')}`);
      }
      continue;
    }
    answerable++;
    const relevant = visible.filter(wanted).length;
    if (relevant === 0)
      throw new Error(`${JSON.stringify(text)}: no product of the demo catalogue answers it`);
    const k = Math.min(5, relevant);
    const hits = products.slice(0, k).filter(wanted).length;
    const first = products[0] !== undefined && wanted(products[0]);
    if (first) top1++;
    p5 += hits / k;
    if (products.length === 0) zero++;
    if (!first || hits < k || values.verbose)
      misses.push(`${JSON.stringify(text)}: ${hits}/${k} — ${names.join(' | ') || 'nothing'}`);
  }
  return {
    top1: top1 / answerable,
    p5: p5 / answerable,
    zero: zero / answerable,
    junk: junk / unanswerable,
    misses,
  };
}

async function seeded(handle: DbHandle, mediaDir: string): Promise<DbHandle> {
  await migrateToLatest(handle.db);
  await seedDemo({ db: handle.db, media: createDiskMediaStorage(mediaDir), pictures: 'later' });
  return handle;
}

const percent = (share: number) => `${(share * 100).toFixed(1)} %`;

function report(engine: string, figures: Figures): void {
  console.log(
    `${engine.padEnd(10)} top-1 ${percent(figures.top1)} · P@5 ${figures.p5.toFixed(3)} · ` +
      `zero-result ${percent(figures.zero)} · junk ${percent(figures.junk)}`,
  );
  for (const miss of figures.misses) console.log(`  ${miss}`);
}

const answerable = queries.filter(([, wanted]) => wanted !== null).length;
console.log(
  `${queries.length} judged queries (${answerable} with answers, ${queries.length - answerable} without)`,
);

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bazaar-bench-search-'));
try {
  const sqlite = await seeded(
    createDb({ sqliteFile: path.join(dir, 'bench.sqlite') }),
    path.join(dir, 'media'),
  );
  report('sqlite', await judge(sqlite));
  await sqlite.db.destroy();

  const url = values['database-url'];
  if (url) {
    const schema = `bench_search_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create schema "${schema}"`);
    try {
      const handle = createDb({ databaseUrl: url, pgSchema: schema, poolSize: 2 });
      await migrateToLatest(handle.db, { pgSchema: schema });
      await seedDemo({
        db: handle.db,
        media: createDiskMediaStorage(path.join(dir, 'media-pg')),
        pictures: 'later',
      });
      report('postgres', await judge(handle));
      await handle.db.destroy();
    } finally {
      await admin.query(`drop schema "${schema}" cascade`);
      await admin.end();
    }
  } else {
    console.log('postgres   skipped (give --database-url or BENCH_DATABASE_URL)');
  }
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
