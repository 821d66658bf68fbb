// Catalogue reads that do not depend on luck (issue 18): on a large catalogue, the built server (production
// mode), one engine per run, after a warm-up of 1,000 requests that nothing below asks again (--warm-up):
//   1. uncached single requests, one at a time: category pages (many categories, pages, sorts, price bounds),
//      searches (one or two words, a typo; then texts never asked before) and suggestions as you type, every URL
//      new — p50 / p99;
//   2. the long tail: 50 connections, every request a URL never asked before — req/s, p99; again with every
//      search a text never asked before (words of the catalogue's names), where nothing kept per text helps;
//   3. one listing URL repeated — req/s, p99;
//   4. 3 and 2 again while checkouts run at a steady 20 a second (two lines, two sellers, card) — the reads'
//      req/s and p99, the share they keep, the checkouts' p99;
//   5. checkouts alone, 50 connections — checkouts/s, p99;
//   then a stock audit of the bench's products (units sold + units left = units at the start).
// Build first (`npm run build`). The data is seeded once (`npm run seed -- --products 100000` with the same
// DATA_DIR / DATABASE_URL) and reused; the bench adds two sellers, two products and a buyer of its own.
//   npm run bench:reads -- --data-dir /tmp/b100k [--database-url postgres://…/db] [--seconds 10]
//     [--connections 50] [--singles 200] [--checkout-rate 20]
//     [--only singles,suggest,tail,tail-new-texts,listing,busy,checkouts] [--server apps/api/dist/server.js]
//     [--warm-up 1000] (0: measure a server just started on a fresh copy, cold code and pages)
//     [--seed N]  (the same URLs in the same order on every run, for before/after pairs; the new texts of
//     `tail-new-texts` come from the database's random sample all the same)
// Loopback only; every loop is bounded in count and time. BENCH_PORT (default 4400) is the server's port.
// BENCH_TIMES_FILE=<path>: each single request's time, kind and URL appended to it, one a line (which are the p99).
// BENCH_TIMELINE=1: before each load's row, its answers second by second (count, p50, p99, max): when the slow
// ones came.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { sql } from 'kysely';
import { categories as allCategories, subCategories } from '@bazaar/domain';
import { createDb } from '../apps/api/src/db/database.js';
import { nowIso } from '../apps/api/src/platform/ids.js';
import { mulberry32 } from '../apps/api/src/seed/random.js';
import { signSessionToken } from '../apps/api/src/platform/tokens.js';
import { benchAccount, benchProduct } from './support/shop.js';
import { memoryNotes } from './support/machine.js';

const { values } = parseArgs({
  options: {
    'data-dir': { type: 'string', default: path.join(os.tmpdir(), 'bazaar-bench-100k') },
    'database-url': { type: 'string', default: process.env.DATABASE_URL ?? '' },
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    singles: { type: 'string', default: '200' },
    'checkout-rate': { type: 'string', default: '20' },
    /** a subset of: singles, suggest, tail, tail-new-texts, listing, busy, checkouts (busy needs tail and listing) */
    only: { type: 'string', default: 'singles,suggest,tail,tail-new-texts,listing,busy,checkouts' },
    /** another build to measure (before/after comparisons), relative to the repository */
    server: { type: 'string', default: 'apps/api/dist/server.js' },
    /** the same URLs in the same order on every run with this seed (A/B pairs); random otherwise */
    seed: { type: 'string' },
    /**
     * requests sent before measuring, none of them measured nor asked again: category pages and texts never
     * searched after (never the bench's words), so the server's code is compiled and the database's pages are
     * read in, as in a shop that has been open a minute; 0 measures a server just started on a fresh copy
     */
    'warm-up': { type: 'string', default: '1000' },
  },
});
const dataDir = path.resolve(values['data-dir']);
const databaseUrl = values['database-url'] || undefined;
const engine = databaseUrl ? 'postgres' : 'sqlite';
const seconds = Number(values.seconds);
const connections = Number(values.connections);
const singles = Number(values.singles);
const warmUps = Number(values['warm-up']);
if (!Number.isSafeInteger(warmUps) || warmUps < 0)
  throw new Error(`--warm-up must be a whole number of requests, 0 or more (got ${values['warm-up']})`);
const checkoutRate = Number(values['checkout-rate']);
const only = new Set(values.only.split(','));
const port = Number(process.env.BENCH_PORT ?? 4400);
const base = `http://127.0.0.1:${port}`;
const root = path.resolve(import.meta.dirname, '..');
const JWT_SECRET = 'bench-reads-secret-bench-reads-secret-0123';
const STOCK = 1_000_000;

if (!databaseUrl && !fs.existsSync(path.join(dataDir, 'bazaar.sqlite')))
  throw new Error(
    `no catalogue in ${dataDir}: seed it first (DATA_DIR=${dataDir} npm run seed -- --products 100000)`,
  );

async function startServer(): Promise<ChildProcess> {
  const child = spawn('node', [values.server], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
      // no mail is sent here: the development outbox may log
      MAIL_OUTBOX_LOG: 'true',
      JWT_SECRET,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    if (Date.now() > deadline) throw new Error('server did not start in 120 s');
    try {
      if ((await fetch(`${base}/api/health`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

// ---- URLs that never repeat ----

const categories = allCategories.filter((name) => name !== 'others');
const sorts = ['newest', 'price-asc', 'price-desc', 'rating'];
const words = [
  'cotton',
  'wireless',
  'steel',
  'black',
  'headphones',
  'samsung',
  'shirt',
  'cotton shirt',
  'wireless headphones',
  'steel bottle',
  'samsng',
  'headphnes',
  'blue jeans',
  'kitchen',
  'leather',
];
const asked = new Set<string>();
let drawn = 0;
const random = values.seed === undefined ? Math.random : mulberry32(Number(values.seed));
const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;

function fresh(make: () => Record<string, string>): string {
  for (;;) {
    const query = new URLSearchParams({ limit: '24', ...make() }).toString();
    if (asked.has(query)) continue;
    asked.add(query);
    drawn++;
    return `/api/product/get-all-products?${query}`;
  }
}

/** A category page never asked before: category or subcategory, page 1–40, a sort, sometimes price bounds. */
const categoryUrl = () =>
  fresh(() => {
    const query: Record<string, string> = {
      searchCategory: random() < 0.7 ? pick(categories) : pick(subCategories),
      page: String(1 + Math.floor(random() ** 2 * 40)),
      sort: pick(sorts),
    };
    if (random() < 0.6) query.minPrice = String(Math.floor(random() * 2_000));
    if (random() < 0.4) query.maxPrice = String(2_000 + Math.floor(random() * 50_000));
    return query;
  });

/** A search never asked before: one or two words or a typo, page 1–5, relevance or another sort. */
const searchUrl = () =>
  fresh(() => {
    const query: Record<string, string> = {
      searchQuery: pick(words),
      page: String(1 + Math.floor(random() * 5)),
    };
    if (random() < 0.5) query.sort = pick(sorts);
    if (random() < 0.5) query.minPrice = String(Math.floor(random() * 3_000));
    return query;
  });

// What a shopper types into the search box, one letter at a time: every prefix of two letters or more of a
// word, alone or after another whole word ("wireless he"), each asked once.
const typed = [
  ...words.filter((word) => !word.includes(' ')),
  'mobile',
  'earphones',
  'bottle',
  'jeans',
  'saree',
  'kurta',
  'watch',
  'shoes',
  'laptop',
  'pressure cooker',
  'tshirt',
  'refrigerator',
];
const prefixes = typed.flatMap((word) => [...word].slice(1).map((_, index) => word.slice(0, index + 2)));
const suggestions = [
  ...new Set([...prefixes, ...typed.flatMap((first) => prefixes.map((p) => `${first} ${p}`))]),
]
  .map((q) => `/api/product/suggest?${new URLSearchParams({ q })}`)
  .sort(() => random() - 0.5);
const suggestUrl = () => {
  drawn++;
  return suggestions.pop() ?? `/api/product/suggest?q=${drawn}`;
};

const tailUrl = () => (random() < 0.5 ? categoryUrl() : searchUrl());

// Texts no request has asked for before (filled from the catalogue's own names once the database is open):
// the words above repeat, with a new page, sort or bound each time, so what the search service keeps per text
// and catalogue version (decision 0020) answers most of their requests; these it has never seen.
const newTexts: string[] = [];
const newTextUrl = () =>
  fresh(() => {
    const query: Record<string, string> = {
      searchQuery: newTexts.pop() ?? `${pick(words)} ${drawn}`,
      page: String(1 + Math.floor(random() * 3)),
    };
    if (random() < 0.5) query.sort = pick(sorts);
    if (random() < 0.5) query.minPrice = String(Math.floor(random() * 3_000));
    return query;
  });
const newTextTailUrl = () => (random() < 0.5 ? categoryUrl() : newTextUrl());

/** Words of sampled product names, each alone, the first two of a name together, and long ones misspelt. */
async function catalogueTexts(): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`select name from products
    where "isHide" = 0 and "isDraft" = 0 order by random() limit 8000`.execute(db);
  const seen = new Set(words);
  const texts: string[] = [];
  const add = (text: string) => {
    if (!seen.has(text)) texts.push(text);
    seen.add(text);
  };
  for (const { name } of rows) {
    const tokens = name.toLowerCase().match(/[a-z]{4,}/g) ?? [];
    for (const token of tokens) add(token);
    if (tokens.length >= 2) add(`${tokens[0]} ${tokens[1]}`);
    const long = tokens.find((token) => token.length >= 7);
    if (long) add(long.slice(0, 3) + long.slice(4));
  }
  return texts.sort(() => random() - 0.5);
}

// ---- measuring ----

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
const ms = (value: number) => (value < 10 ? value.toFixed(1) : Math.round(value).toString());

async function oneAtATime(title: string, make: () => string) {
  const times: number[] = [];
  let failures = 0;
  const deadline = Date.now() + 60_000;
  const cpuBefore = serverCpuMs();
  const timesFile = process.env.BENCH_TIMES_FILE;
  for (let i = 0; i < singles && Date.now() < deadline; i++) {
    const url = make();
    const started = performance.now();
    const res = await fetch(`${base}${url}`);
    await res.arrayBuffer();
    const took = performance.now() - started;
    times.push(took);
    if (timesFile) fs.appendFileSync(timesFile, `${took.toFixed(1)}\t${title.slice(0, 12)}\t${url}\n`);
    if (res.status !== 200) failures++;
  }
  times.sort((a, b) => a - b);
  console.log(
    `| ${title} | ${times.length} | ${ms(percentile(times, 50))} | ${ms(percentile(times, 99))} | ` +
      `${ms(times[times.length - 1]!)} | ${failures} | ${((serverCpuMs() - cpuBefore) / times.length).toFixed(2)} |`,
  );
}

/**
 * Asks `count` URLs no measurement asks (category pages and texts never searched again), four at a time:
 * see --warm-up. The bench's words are never among them, so their first asks stay first asks.
 */
async function warmUp(count: number): Promise<void> {
  if (count <= 0) return;
  const started = performance.now();
  let left = count;
  const worker = async () => {
    while (left-- > 0) {
      const url = left % 2 === 0 ? categoryUrl() : newTextUrl();
      await fetch(`${base}${url}`).then((res) => res.arrayBuffer());
    }
  };
  await Promise.all([worker(), worker(), worker(), worker()]);
  console.log(
    `warm-up: ${count} requests (category pages and texts never asked after, not the words measured), ` +
      `${((performance.now() - started) / 1000).toFixed(1)} s; --warm-up 0 measures a server just started\n`,
  );
}

/** Waits (at most 60 s) until the server answers a health check within 50 ms: one run's backlog (queries
 * still running after the load stopped) must not be counted against the next. */
async function settle(): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const started = performance.now();
    await fetch(`${base}/api/health`).then((res) => res.arrayBuffer());
    if (performance.now() - started < 50) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

interface Load {
  rate: number;
  p99: number;
  failures: number;
  /** the server's CPU time (every thread) per answer, ms: what the machine's other work does not change */
  cpu: number;
}

/** The server process's CPU time so far (user + system, all threads), ms; NaN where /proc is missing. */
function serverCpuMs(): number {
  try {
    const fields = fs.readFileSync(`/proc/${child.pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return NaN;
  }
}

/** Runs autocannon to the end; with BENCH_TIMELINE, then prints its answers second by second. */
async function autocannonRun(options: autocannon.Options): Promise<autocannon.Result> {
  const started = performance.now();
  const bySecond: number[][] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const running = autocannon(options, (error, done) => (error ? reject(error as Error) : resolve(done)));
    if (process.env.BENCH_TIMELINE)
      running.on('response', (_client, _status, _bytes, responseTime) => {
        (bySecond[Math.floor((performance.now() - started) / 1000)] ??= []).push(responseTime);
      });
  });
  bySecond.forEach((times, second) => {
    times.sort((a, b) => a - b);
    console.log(
      `    second ${second + 1}: ${times.length} answers, p50 ${ms(percentile(times, 50))}, ` +
        `p99 ${ms(percentile(times, 99))}, max ${ms(times.at(-1)!)} ms`,
    );
  });
  return result;
}

async function load(url: string | (() => string)): Promise<Load> {
  await settle();
  const cpuBefore = serverCpuMs();
  const result = await autocannonRun({
    url: `${base}${typeof url === 'string' ? url : '/'}`,
    connections,
    duration: seconds,
    ...(typeof url === 'string'
      ? {}
      : { requests: [{ setupRequest: (request) => ({ ...request, path: url() }) }] }),
  });
  return {
    rate: result.requests.average,
    p99: result.latency.p99,
    failures: result.non2xx + result.errors + result.timeouts,
    cpu: (serverCpuMs() - cpuBefore) / Math.max(1, result.requests.total),
  };
}

interface Checkouts {
  placed: number;
  other: Map<number, number>;
  p50: number;
  p99: number;
}

/** Checkouts started at a steady `rate` a second for `forMs` (each answer awaited by the end). */
async function steadyCheckouts(body: string, token: string, rate: number, forMs: number): Promise<Checkouts> {
  const times: number[] = [];
  const statuses = new Map<number, number>();
  const running: Promise<void>[] = [];
  const started = performance.now();
  for (let n = 0; performance.now() - started < forMs; n++) {
    const due = started + (n * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    running.push(
      (async () => {
        const t0 = performance.now();
        const res = await fetch(`${base}/api/order/submit-order`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body,
        });
        await res.arrayBuffer();
        times.push(performance.now() - t0);
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
      })(),
    );
  }
  await Promise.all(running);
  times.sort((a, b) => a - b);
  const placed = statuses.get(201) ?? 0;
  statuses.delete(201);
  return { placed, other: statuses, p50: percentile(times, 50), p99: percentile(times, 99) };
}

// ---- the bench's own shop: two sellers, two products in a real category (newest, so on the listing's
// first page: every checkout changes the stock of two cards the repeated listing shows), one buyer ----

const { db } = createDb(
  databaseUrl ? { databaseUrl, poolSize: 2 } : { sqliteFile: path.join(dataDir, 'bazaar.sqlite') },
);
const product = (sellerId: string, name: string, sellingPrice: number) =>
  benchProduct(db, {
    sellerId,
    name,
    sellingPrice,
    stock: STOCK,
    category: 'electronics',
    subCategory: 'gadgets',
    description: `${name} for the reads benchmark`,
  });
const sellers = [
  await benchAccount(db, 'Bench Seller A', 'seller'),
  await benchAccount(db, 'Bench Seller B', 'seller'),
];
const products = [
  await product(sellers[0]!, 'Bench reading lamp', 45_000),
  await product(sellers[1]!, 'Bench desk mat', 30_000),
];
const buyer = await benchAccount(db, 'Bench Buyer', 'consumer');
newTexts.push(...(await catalogueTexts()));
const token = await signSessionToken(new TextEncoder().encode(JWT_SECRET), {
  userId: buyer,
  tokenVersion: 0,
});
const checkoutBody = JSON.stringify({
  cartProduct: products.map((id) => ({ id, quantity: 1 })),
  shippingAddress: {
    addressLine1: '12 mg road',
    country: 'india',
    state: 'karnataka',
    city: 'bengaluru',
    pinCode: '560001',
  },
  paymentData: {
    methodName: 'debitcard',
    methodDetail: {
      cardNumber: '4539578763621486',
      cardHolderName: 'Bench Buyer',
      expiryMonth: 12,
      expiryYear: new Date().getFullYear() + 2,
      cvv: '739',
    },
  },
});

const load1 = os.loadavg()[0]!.toFixed(1);
const child = await startServer();
try {
  const repeated = '/api/product/get-all-products?searchCategory=electronics&limit=24';
  const first = (await (await fetch(`${base}${repeated}`)).json()) as { products: { id: string }[] };
  if (!products.every((id) => first.products.some((card) => card.id === id)))
    throw new Error("the bench's products are not on the repeated listing's first page");

  console.log(
    `engine ${engine}; ${dataDir}${databaseUrl ? ` + ${new URL(databaseUrl).pathname.slice(1)}` : ''}; ` +
      `${os.cpus().length} cores, load average ${load1} at the start; autocannon ${connections} connections, ` +
      `${seconds} s a run\n${memoryNotes()}\n`,
  );
  await warmUp(warmUps);
  console.log(
    '| uncached, one at a time | requests | p50 ms | p99 ms | max ms | errors | server CPU ms/answer |',
  );
  console.log('|---|---|---|---|---|---|---|');
  if (only.has('singles')) {
    await oneAtATime('category page (category/subcategory, page 1–40, sort, price bounds)', categoryUrl);
    await oneAtATime('search (1–2 words or a typo, page 1–5, sort, price bound)', searchUrl);
    await oneAtATime('search of a text never asked before (words of the catalogue)', newTextUrl);
  }
  if (only.has('suggest')) await oneAtATime('suggestions as you type (a new prefix each)', suggestUrl);

  const row = (title: string, result: Load, extra = '') =>
    console.log(
      `| ${title} | ${Math.round(result.rate)} | ${result.p99} | ${result.failures} | ${result.cpu.toFixed(2)} | ${extra} |`,
    );
  console.log('\n| under load | req/s | p99 ms | errors | server CPU ms/answer | |');
  console.log('|---|---|---|---|---|---|');
  const none: Load = { rate: NaN, p99: NaN, failures: 0, cpu: NaN };
  const tail = only.has('tail') ? await load(tailUrl) : none;
  if (only.has('tail')) row('long tail: every request a new URL', tail);
  if (only.has('tail-new-texts'))
    row('long tail, every search a text never asked before', await load(newTextTailUrl));
  const listing = only.has('listing') ? await load(repeated) : none;
  if (only.has('listing')) row('one listing URL repeated', listing);

  const during = async (reads: string | (() => string)) => {
    const [result, checkouts] = await Promise.all([
      load(reads),
      steadyCheckouts(checkoutBody, token, checkoutRate, seconds * 1000),
    ]);
    return { result, checkouts };
  };
  const describe = (c: Checkouts, kept: number) =>
    `keeps ${Math.round(kept * 100)} %; checkouts ${(c.placed / seconds).toFixed(1)}/s, p50 ${ms(c.p50)} ms, ` +
    `p99 ${ms(c.p99)} ms${c.other.size ? `, other answers ${JSON.stringify([...c.other])}` : ''}`;
  if (only.has('busy')) {
    const listingBusy = await during(repeated);
    row(
      `one listing URL repeated, ${checkoutRate} checkouts/s`,
      listingBusy.result,
      describe(listingBusy.checkouts, listingBusy.result.rate / listing.rate),
    );
    const tailBusy = await during(tailUrl);
    row(
      `long tail, ${checkoutRate} checkouts/s`,
      tailBusy.result,
      describe(tailBusy.checkouts, tailBusy.result.rate / tail.rate),
    );
  }

  const statuses = new Map<number, number>();
  if (only.has('checkouts')) {
    await settle();
    const alone = await autocannonRun({
      url: `${base}/api/order/submit-order`,
      method: 'POST',
      connections,
      duration: seconds,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: checkoutBody,
      setupClient: (client) => {
        client.on('response', (status: number) => statuses.set(status, (statuses.get(status) ?? 0) + 1));
      },
    });
    const placed = statuses.get(201) ?? 0;
    statuses.delete(201);
    console.log(
      `| checkouts alone (2 lines, 2 sellers, card) | ${(placed / seconds).toFixed(1)} | ${alone.latency.p99} | ` +
        `${alone.errors + alone.timeouts} | p50 ${alone.latency.p50} ms${statuses.size ? `; other answers ${JSON.stringify([...statuses])}` : ''} |`,
    );
  }
  console.log(`\n${drawn} distinct URLs asked; load average ${os.loadavg()[0]!.toFixed(1)} at the end`);
} finally {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

// The audit, after the server has drained: every unit sold is in an order line, none sold twice.
let balanced = true;
for (const id of products) {
  const left = (
    await db.selectFrom('products').select('stock').where('id', '=', id).executeTakeFirstOrThrow()
  ).stock;
  const sold = Number(
    (
      await db
        .selectFrom('orderLines')
        .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('quantity'), eb.lit(0)).as('units'))
        .where('productId', '=', id)
        .executeTakeFirstOrThrow()
    ).units,
  );
  balanced &&= sold + Number(left) === STOCK;
}
console.log(`stock audit: ${balanced ? 'OK (sold + left = stock at the start)' : 'FAILED'}`);
// The bench's products leave every shopper's view (their orders stay, as a seller's delete leaves them).
await db
  .updateTable('products')
  .set({ isHide: 1, deletedAt: nowIso() })
  .where('id', 'in', products)
  .execute();
await db.destroy();
if (!balanced) process.exitCode = 1;
