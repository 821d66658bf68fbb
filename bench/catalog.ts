// Catalogue benchmark (issue 7): on a large catalogue, autocannon against the category page, a common and a
// rare search word, a typo, a product page and suggestions, side by side with a bare node:http server
// answering the category page's own bytes (the ceiling); the server's event-loop delay is measured during
// each run (bench/loop-delay.mjs). Build first (`npm run build`), then:
//   npm run bench:catalog -- [--data-dir /tmp/bazaar-100k] [--products 100000] [--seconds 10] [--connections 50]
// The data directory is seeded once (`npm run seed -- --products N`) and reused by later runs.
import { fork, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';

const { values } = parseArgs({
  options: {
    'data-dir': { type: 'string', default: path.join(os.tmpdir(), 'bazaar-bench-100k') },
    products: { type: 'string', default: '100000' },
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
  },
});
const dataDir = path.resolve(values['data-dir']);
const seconds = Number(values.seconds);
const connections = Number(values.connections);
const port = Number(process.env.BENCH_PORT ?? 4330);
// the ceiling listens on port + 1
const base = `http://127.0.0.1:${port}`;
const root = path.resolve(import.meta.dirname, '..');
const loopFile = path.join(os.tmpdir(), `bazaar-loop-${process.pid}.json`);

if (!fs.existsSync(path.join(dataDir, 'bazaar.sqlite'))) {
  console.log(`seeding ${values.products} products into ${dataDir} (once) ...`);
  const seeded = spawnSync('npm', ['run', 'seed', '--', '--products', values.products], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: 'inherit',
  });
  if (seeded.status !== 0) throw new Error('seed failed');
}

/** CPU time (user + system) a process has used so far, in microseconds. */
function cpuMicros(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]);
  return (ticks * 1e6) / 100; // USER_HZ is 100 on Linux
}

function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
}

async function startServer(): Promise<{ child: ChildProcess; ms: number }> {
  const started = performance.now();
  const child = spawn('node', ['--import', './bench/loop-delay.mjs', 'apps/api/dist/server.js'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      LOOP_DELAY_FILE: loopFile,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return { child, ms: performance.now() - started };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

interface LoopDelay {
  mean: number;
  p99: number;
  max: number;
}

async function loopDelay(child: ChildProcess): Promise<LoopDelay> {
  fs.rmSync(loopFile, { force: true });
  child.kill('SIGUSR2');
  for (let i = 0; i < 100 && !fs.existsSync(loopFile); i++) await new Promise((r) => setTimeout(r, 10));
  return JSON.parse(fs.readFileSync(loopFile, 'utf8')) as LoopDelay;
}

/**
 * `vary` adds a different minimum price to each request: every one misses the catalogue cache. Besides
 * autocannon's figures, the row gives the server's CPU time per answered request, which (unlike req/s) hardly
 * moves with whatever else the machine is running.
 */
async function load(title: string, url: string, server: ChildProcess, vary = false, loop = true) {
  if (loop) await loopDelay(server); // reset
  const cpuBefore = cpuMicros(server.pid!);
  let n = 0;
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    ...(vary
      ? {
          requests: [
            {
              setupRequest: (request) => ({
                ...request,
                path: `${new URL(url).pathname}${new URL(url).search}&minPrice=${(n++ % 90_000) / 100}`,
              }),
            },
          ],
        }
      : {}),
  });
  const cpu = (cpuMicros(server.pid!) - cpuBefore) / Math.max(1, result.requests.total);
  const delay = loop ? await loopDelay(server) : null;
  const failures = result.non2xx + result.errors + result.timeouts;
  console.log(
    `| ${title} | ${Math.round(result.requests.average)} | ${result.latency.p50} | ${result.latency.p99} | ` +
      `${delay ? `${delay.p99} / ${delay.max}` : '–'} | ${cpu.toFixed(1)} | ${failures} |`,
  );
  return { rate: result.requests.average, cpu };
}

const json = async (url: string) => (await fetch(url)).json() as Promise<Record<string, unknown>>;
const listUrl = (query: Record<string, string>) =>
  `${base}/api/product/get-all-products?${new URLSearchParams({ limit: '24', ...query })}`;

const { child, ms } = await startServer();
try {
  console.log(`data: ${dataDir}; server listening in ${Math.round(ms)} ms; idle RSS ${rssMb(child.pid!)} MB`);

  // Words picked from the catalogue itself: the most and the least frequent of a few candidates.
  const candidates = ['cotton', 'wireless', 'steel', 'black', 'headphones', 'samsung', 'kindle', 'rockerz'];
  const totals = await Promise.all(
    candidates.map(async (word) => ({
      word,
      total: Number((await json(listUrl({ searchQuery: word }))).total),
    })),
  );
  const found = totals.filter((t) => t.total > 0).sort((a, b) => a.total - b.total);
  const rare = found[0]!;
  const common = found[found.length - 1]!;
  const categoryPage = listUrl({ searchCategory: 'electronics' });
  const productId = ((await json(categoryPage)).products as { id: string }[])[0]!.id;

  // The ceiling: node:http answering the category page's exact bytes, in a process of its own.
  const body = Buffer.from(await (await fetch(categoryPage)).arrayBuffer());
  const bodyFile = path.join(os.tmpdir(), `bazaar-ceiling-${process.pid}.json`);
  fs.writeFileSync(bodyFile, body);
  const bare = fork(path.join(root, 'bench/bare-server.mjs'), [String(port + 1), bodyFile], {
    stdio: 'ignore',
  });
  await new Promise((resolve) => bare.once('message', resolve));

  console.log(
    `\nautocannon ${connections} connections, ${seconds} s each, ${os.cpus().length} cores; ` +
      `common word "${common.word}" (${common.total} matches), rare "${rare.word}" (${rare.total})\n`,
  );
  console.log(
    '| request | req/s | p50 ms | p99 ms | loop delay p99 / max ms | server CPU µs/request | errors |',
  );
  console.log('|---|---|---|---|---|---|---|');
  const ceiling = await load(
    `ceiling: node:http, same ${body.length} bytes`,
    `http://127.0.0.1:${port + 1}/`,
    bare,
    false,
    false,
  );
  const category = await load('category page, 24 cards', categoryPage, child);
  await load(`search common "${common.word}"`, listUrl({ searchQuery: common.word }), child);
  await load(
    `search common "${common.word}", each request a new query (cache misses)`,
    listUrl({ searchQuery: common.word }),
    child,
    true,
  );
  await load('category page, each request a new query (cache misses)', categoryPage, child, true);
  await load(`search rare "${rare.word}"`, listUrl({ searchQuery: rare.word }), child);
  await load('search with a typo "samsng"', listUrl({ searchQuery: 'samsng' }), child);
  await load('product page', `${base}/api/product/${productId}`, child);
  await load('suggest "hea"', `${base}/api/product/suggest?q=hea`, child);
  console.log(
    `\ncategory page / ceiling: ${(category.rate / ceiling.rate).toFixed(2)}× the requests per second, ` +
      `${(category.cpu / ceiling.cpu).toFixed(2)}× the CPU per request`,
  );
  console.log(`RSS after load: ${rssMb(child.pid!)} MB`);
  bare.kill();
  fs.rmSync(bodyFile, { force: true });
} finally {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
  fs.rmSync(loopFile, { force: true });
}
