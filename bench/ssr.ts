// Server-rendered product pages (issue 22, decision 0015) on a large catalogue. Build first (`npm run build`),
// seed once (`DATA_DIR=/tmp/bazaar-bench-100k npm run seed -- --products 100000`), then:
//   npm run bench:ssr -- [--data-dir /tmp/bazaar-bench-100k] [--seconds 10] [--connections 10] [--pages 400]
// Three figures, each named:
//   CACHED     one product page's URL again and again (autocannon): the rendered page is kept (10 s at most)
//   UNCACHED   product pages whose URLs never repeat, each a product asked for the first time, one at a time:
//              the round trip, and the server's own time from Server-Timing, split into getting the page's
//              answers from the API in process (data) and React's renderToPipeableStream to the end (render)
//   UNCACHED ∥ the same under `connections` concurrent shoppers, every URL once (autocannon)
// DATABASE_URL is passed through: with it set the server reads PostgreSQL (seed it the same way).
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';

const { values } = parseArgs({
  options: {
    'data-dir': { type: 'string', default: path.join(os.tmpdir(), 'bazaar-bench-100k') },
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
    pages: { type: 'string', default: '400' },
  },
});
const dataDir = path.resolve(values['data-dir']);
const seconds = Number(values.seconds);
const connections = Number(values.connections);
const sequential = Number(values.pages);
const port = Number(process.env.BENCH_PORT ?? 4340);
const base = `http://127.0.0.1:${port}`;
const root = path.resolve(import.meta.dirname, '..');

if (!fs.existsSync(path.join(root, 'apps/web/dist/.server/manifest.json'))) {
  throw new Error('Build first: npm run build (the web build emits the server entry)');
}
if (!process.env.DATABASE_URL && !fs.existsSync(path.join(dataDir, 'bazaar.sqlite'))) {
  throw new Error(`No catalogue in ${dataDir}: DATA_DIR=${dataDir} npm run seed -- --products 100000`);
}

async function startServer(): Promise<ChildProcess> {
  const child = spawn('node', ['apps/api/dist/server.js'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGTERM');
  throw new Error('server did not start within 120 s');
}

/** `count` distinct product ids spread over the catalogue (pages of the newest-first list). */
async function productIds(count: number): Promise<{ ids: string[]; total: number }> {
  const limit = 100;
  const first = (await (await fetch(`${base}/api/product/get-all-products?limit=1`)).json()) as {
    total: number;
  };
  const pages = Math.max(1, Math.floor(Math.min(first.total, 100_000) / limit));
  const ids = new Set<string>();
  for (let i = 0; ids.size < count && i < count; i++) {
    const page = 1 + Math.floor((i * 7919) % pages); // a stride over the pages, not a random draw: repeatable
    const answer = (await (
      await fetch(`${base}/api/product/get-all-products?sort=newest&limit=${limit}&page=${page}`)
    ).json()) as { products: { id: string }[] };
    for (const product of answer.products) if (ids.size < count) ids.add(product.id);
  }
  return { ids: [...ids], total: first.total };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? NaN;
const summary = (numbers: number[]) => {
  const sorted = [...numbers].sort((a, b) => a - b);
  return `p50 ${percentile(sorted, 50).toFixed(1)} ms, p90 ${percentile(sorted, 90).toFixed(1)} ms, p99 ${percentile(sorted, 99).toFixed(1)} ms`;
};
const timing = (header: string | null, name: string) =>
  Number(new RegExp(`${name};dur=([\\d.]+)`).exec(header ?? '')?.[1] ?? NaN);

const load = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');
const server = await startServer();
try {
  // more URLs than the concurrent run is expected to use (it says so if it had to repeat any)
  const pagesForAll = sequential + seconds * 400;
  const { ids, total } = await productIds(pagesForAll);
  console.log(
    `catalogue: ${total.toLocaleString('en-US')} products (${process.env.DATABASE_URL ? 'PostgreSQL' : 'SQLite'}); ` +
      `${ids.length} distinct product pages; load average before: ${load()}`,
  );
  const [warm, ...rest] = ids;
  // the renderer's first page loads the server entry's code paths: not counted
  for (const id of rest.splice(0, 5)) await fetch(`${base}/product/${id}`).then((r) => r.text());

  const cached = await autocannon({
    url: `${base}/product/${warm}`,
    connections,
    duration: seconds,
  });
  console.log(
    `CACHED     /product/{one id}: ${Math.round(cached.requests.average).toLocaleString('en-US')} req/s, ` +
      `p50 ${cached.latency.p50} ms, p99 ${cached.latency.p99} ms (${connections} connections, ${seconds} s, ` +
      `${cached.non2xx} non-2xx)`,
  );

  const roundTrips: number[] = [];
  const data: number[] = [];
  const render: number[] = [];
  for (const id of rest.splice(0, sequential)) {
    const started = performance.now();
    const answer = await fetch(`${base}/product/${id}`);
    await answer.text();
    roundTrips.push(performance.now() - started);
    if (answer.status !== 200) throw new Error(`/product/${id} answered ${answer.status}`);
    const header = answer.headers.get('server-timing');
    if (header?.includes('page-cache')) throw new Error(`/product/${id} was a kept page`);
    data.push(timing(header, 'data'));
    render.push(timing(header, 'render'));
  }
  const server = data.map((d, i) => d + (render[i] ?? 0));
  console.log(`UNCACHED   ${roundTrips.length} product pages, each once, one at a time:`);
  console.log(`  round trip       ${summary(roundTrips)}`);
  console.log(`  server (data+render) ${summary(server)}`);
  console.log(`  data (API answers)   ${summary(data)}`);
  console.log(`  render (React)       ${summary(render)}`);

  let next = 0;
  const never = await autocannon({
    url: base,
    connections,
    duration: seconds,
    requests: [
      {
        setupRequest: (request) => ({ ...request, path: `/product/${rest[next++ % rest.length] ?? warm}` }),
      },
    ],
  });
  console.log(
    `UNCACHED ∥ /product/{new id each time}: ${Math.round(never.requests.average).toLocaleString('en-US')} req/s, ` +
      `p50 ${never.latency.p50} ms, p99 ${never.latency.p99} ms (${connections} connections, ${seconds} s, ` +
      `${never.non2xx} non-2xx, ${next} URLs of ${rest.length} distinct${next > rest.length ? ': SOME REPEATED' : ''})`,
  );
  console.log(`load average after: ${load()} (${os.cpus().length} cores)`);
} finally {
  server.kill('SIGTERM');
}
