// Start-up benchmark: runs `npm start` (the unchanged-build check, then the API) on an empty data directory and
// again on the same, now existing, data directory, and reports the time from the command to the first 200 from
// /api/health, the time until every demo photo is drawn (the empty run), and the idle RSS of the server.
// Run after `npm run build`:  npm run bench:startup  [-- --runs 2]
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '2' } } });
const runs = Number(values.runs);
const port = Number(process.env.BENCH_PORT ?? 4325);
const base = `http://127.0.0.1:${port}`;
const root = path.resolve(import.meta.dirname, '..');

async function start(dataDir: string): Promise<{ child: ChildProcess; ms: number }> {
  const started = performance.now();
  const child = spawn('npm', ['start', '--silent'], {
    cwd: root,
    detached: true,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (;;) {
    if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${base}/api/health`);
      if (res.status === 200) return { child, ms: performance.now() - started };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The server is the node process listening on the port, a grandchild of npm. */
function serverRss(): number {
  let best = 0;
  for (const pid of fs.readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const cmd = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      const env = fs.readFileSync(`/proc/${pid}/environ`, 'utf8');
      if (!cmd.includes('apps/api/dist/server.js') || !env.includes(`PORT=${port}\0`)) continue;
      const kb = Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
      best = Math.max(best, kb);
    } catch {
      // gone or not ours
    }
  }
  return Math.round(best / 1024);
}

async function stop(child: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  process.kill(-child.pid!, 'SIGTERM');
  await exited;
  // npm may exit before the server: wait until the port is free
  for (let i = 0; i < 200; i += 1) {
    try {
      await fetch(`${base}/api/health`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    } catch {
      return;
    }
  }
}

/** Waits until every product's photos on the demo catalogue answer 200; returns the ms since `since`. */
async function photosReady(since: number): Promise<{ ms: number; photos: number }> {
  const body = (await (await fetch(`${base}/api/product/get-all-products?limit=100&page=1`)).json()) as {
    total?: number;
  };
  const total = body.total ?? 0;
  const urls = new Set<string>();
  for (let page = 1; page <= Math.ceil(total / 100); page += 1) {
    const res = await fetch(`${base}/api/product/get-all-products?limit=100&page=${page}`);
    const json = (await res.json()) as { products: { image: string }[] };
    for (const product of json.products) urls.add(product.image);
  }
  for (const url of urls) {
    const res = await fetch(new URL(url, base));
    if (res.status !== 200) throw new Error(`${url} answered ${res.status}`);
    await res.arrayBuffer();
  }
  return { ms: performance.now() - since, photos: urls.size };
}

const load = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(', ');
for (let run = 1; run <= runs; run += 1) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bazaar-startup-'));
  try {
    const cold = await start(dataDir);
    const since = performance.now() - cold.ms;
    console.log(
      `run ${run}  empty data dir:    listening (200 /api/health) in ${Math.round(cold.ms)} ms  [load ${load()}]`,
    );
    const photos = await photosReady(since);
    console.log(
      `run ${run}  empty data dir:    all ${photos.photos} card photos answered 200 by ${Math.round(photos.ms)} ms`,
    );
    await new Promise((resolve) => setTimeout(resolve, 3000));
    console.log(`run ${run}  empty data dir:    RSS 3 s later ${serverRss()} MB`);
    await stop(cold.child);

    const warm = await start(dataDir);
    console.log(
      `run ${run}  existing data dir: listening (200 /api/health) in ${Math.round(warm.ms)} ms  [load ${load()}]`,
    );
    await new Promise((resolve) => setTimeout(resolve, 3000));
    console.log(`run ${run}  existing data dir: idle RSS ${serverRss()} MB`);
    await stop(warm.child);
  } finally {
    // the server may still be writing its last files after its port closed (ENOTEMPTY): Node retries then
    fs.rmSync(dataDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
  }
}
