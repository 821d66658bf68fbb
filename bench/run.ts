// Start-up and serving benchmark: cold start on an empty data directory (migrate + seed), warm start on the
// same data, resident memory after start, then autocannon against the health check, the SPA page and its
// main script. Run after `npm run build`:  npm run bench  [-- --seconds 10 --connections 50]
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';

const { values } = parseArgs({
  options: { seconds: { type: 'string', default: '10' }, connections: { type: 'string', default: '50' } },
});
const seconds = Number(values.seconds);
const connections = Number(values.connections);
const port = Number(process.env.BENCH_PORT ?? 4320);
const base = `http://127.0.0.1:${port}`;
const root = path.resolve(import.meta.dirname, '..');

async function startServer(dataDir: string): Promise<{ child: ChildProcess; ms: number }> {
  const started = performance.now();
  const child = spawn('node', ['apps/api/dist/server.js'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${base}/api/health`);
      if (res.ok) return { child, ms: performance.now() - started };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

async function stop(child: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

async function load(title: string, url: string, headers: Record<string, string> = {}) {
  const result = await autocannon({ url, connections, duration: seconds, headers });
  const non2xx = result.non2xx + result.errors;
  console.log(
    `${title.padEnd(28)} ${String(Math.round(result.requests.average)).padStart(7)} req/s  ` +
      `p50 ${result.latency.p50} ms  p99 ${result.latency.p99} ms  errors/non-2xx ${non2xx}`,
  );
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bazaar-bench-'));
try {
  const cold = await startServer(dataDir);
  console.log(`cold start (migrate + seed):  ${Math.round(cold.ms)} ms, RSS ${rssMb(cold.child.pid!)} MB`);
  await stop(cold.child);

  const warm = await startServer(dataDir);
  console.log(`warm start (existing data):   ${Math.round(warm.ms)} ms, RSS ${rssMb(warm.child.pid!)} MB`);

  const html = await (await fetch(`${base}/`)).text();
  const script = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
  console.log(`\nautocannon: ${connections} connections, ${seconds} s each, ${os.cpus().length} cores`);
  await load('GET /api/health', `${base}/api/health`);
  await load('GET / (SPA page)', `${base}/`);
  if (script) await load(`GET ${script.slice(0, 18)}… (br)`, `${base}${script}`, { 'accept-encoding': 'br' });
  console.log(`RSS after load: ${rssMb(warm.child.pid!)} MB`);
  await stop(warm.child);
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}
