// Lighthouse (mobile preset: emulated phone, simulated slow 4G and CPU slowdown) on the home page, a product
// list and a product page, with Debian's Chromium, plus the JavaScript each page loads (gzip, as the build
// reports it). Run after `npm run build`:  npm run bench:lighthouse  [-- --runs 3]
// Each page is measured `runs` times and the median score is reported (Lighthouse varies from run to run).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '1' } } });
const runs = Math.max(1, Number(values.runs));
const port = Number(process.env.BENCH_PORT ?? 4322);
const base = `http://127.0.0.1:${port}`;
const root = path.resolve(import.meta.dirname, '..');
const webDist = path.join(root, 'apps/web/dist');
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const lighthouseBin = path.join(root, 'node_modules/.bin/lighthouse');

if (!fs.existsSync(path.join(webDist, 'index.html'))) throw new Error('Build first: npm run build');
if (!fs.existsSync(lighthouseBin)) throw new Error('lighthouse is not installed: npm ci');

async function startServer(dataDir: string): Promise<ChildProcess> {
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

interface Report {
  categories: Record<'performance' | 'accessibility', { score: number | null }>;
  audits: Record<
    string,
    {
      numericValue?: number;
      score?: number | null;
      title?: string;
      details?: { items?: { url?: string; resourceType?: string; node?: { snippet?: string } }[] };
    }
  >;
}

function lighthouse(url: string, attempt = 1): Report {
  const out = path.join(os.tmpdir(), `bazaar-lh-${process.pid}.json`);
  const result = spawnSync(
    lighthouseBin,
    [
      url,
      '--quiet',
      '--output=json',
      `--output-path=${out}`,
      '--only-categories=performance,accessibility',
      `--chrome-path=${chromePath}`,
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-background-networking',
    ],
    { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, CHROME_PATH: chromePath } },
  );
  if (result.status !== 0) {
    // Under load Lighthouse now and then loses its own trace (NO_NAVSTART, NO_FCP): measure that page again.
    if (attempt < 3) return lighthouse(url, attempt + 1);
    throw new Error(`lighthouse failed on ${url} (exit ${result.status}, ${attempt} attempts)`);
  }
  const report = JSON.parse(fs.readFileSync(out, 'utf8')) as Report;
  fs.rmSync(out, { force: true });
  return report;
}

/** The gzip size of every script the page fetched, from the built files (level 9, as the build reports). */
function scriptGzipBytes(report: Report): number {
  const items = report.audits['network-requests']?.details?.items ?? [];
  return items
    .filter((item) => item.resourceType === 'Script' && item.url?.startsWith(base))
    .reduce((sum, item) => {
      const file = path.join(webDist, new URL(item.url ?? '').pathname);
      return fs.existsSync(file) ? sum + gzipSync(fs.readFileSync(file), { level: 9 }).length : sum;
    }, 0);
}

const median = (numbers: number[]): number => {
  const sorted = [...numbers].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? 0;
};

const dataDir = process.env.BENCH_DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'bazaar-lh-'));
const server = await startServer(dataDir);
try {
  const bestSellers = (await (await fetch(`${base}/api/product/best-sellers`)).json()) as {
    products: { id: string }[];
  };
  const productId = bestSellers.products[0]?.id;
  if (!productId) throw new Error('no product to measure: the demo seed did not run');
  const pages = [
    ['home', '/'],
    ['product list', '/products?category=electronics'],
    ['product page', `/product/${productId}`],
  ] as const;

  const rows: string[] = [];
  for (const [name, pathname] of pages) {
    const reports = Array.from({ length: runs }, () => lighthouse(`${base}${pathname}`));
    const score = (key: 'performance' | 'accessibility') =>
      Math.round(median(reports.map((report) => (report.categories[key].score ?? 0) * 100)));
    const metric = (id: string) => median(reports.map((report) => report.audits[id]?.numericValue ?? 0));
    const last = reports.at(-1) as Report;
    const js = scriptGzipBytes(last);
    rows.push(
      `| ${name} (\`${pathname.replace(productId, '{id}')}\`) | ${score('performance')} | ${score('accessibility')} | ` +
        `${(metric('first-contentful-paint') / 1000).toFixed(1)} s | ${(metric('largest-contentful-paint') / 1000).toFixed(1)} s | ` +
        `${Math.round(metric('total-blocking-time'))} ms | ${metric('cumulative-layout-shift').toFixed(3)} | ${(js / 1024).toFixed(1)} KB |`,
    );
    const failed = Object.entries(last.audits).filter(
      ([id, audit]) =>
        audit.score === 0 &&
        ['color-contrast', 'label', 'button-name', 'link-name', 'image-alt', 'heading-order'].includes(id),
    );
    for (const [id, audit] of failed) {
      const nodes = (audit.details?.items ?? []).map((item) => item.node?.snippet).filter(Boolean);
      console.error(`${name}: ${id} (${audit.title}): ${nodes.slice(0, 5).join(' ')}`);
    }
  }
  console.log(`\nLighthouse mobile, median of ${runs} run(s), Chromium ${chromePath}\n`);
  console.log('| page | performance | accessibility | FCP | LCP | TBT | CLS | JS loaded (gzip) |');
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const row of rows) console.log(row);
} finally {
  server.kill('SIGTERM');
  if (!process.env.BENCH_DATA_DIR) fs.rmSync(dataDir, { recursive: true, force: true });
}
