import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', '--conditions=source', 'src/server.ts'], {
    cwd: apiRoot,
    env: { ...process.env, HOST: '127.0.0.1', PORT: '0', SEED_DEMO: 'false', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const ready = new Promise<string>((resolve, reject) => {
    const timer = setInterval(() => {
      const url = /Bazaar is ready on http:\/\/localhost:(\d+)/.exec(output)?.[1];
      if (url) {
        clearInterval(timer);
        resolve(`http://127.0.0.1:${url}`);
      }
      if (child.exitCode !== null) {
        clearInterval(timer);
        reject(new Error(`server exited early:\n${output}`));
      }
    }, 50);
  });
  // A test that expects the process to fail never awaits `ready`: its rejection must not go unhandled.
  ready.catch(() => undefined);
  return { child, ready, exited, output: () => output };
}

describe('the server process', () => {
  it(
    'migrates an empty data directory, serves, and exits cleanly on SIGTERM',
    { timeout: 60_000 },
    async () => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bazaar-server-'));
      const server = startServer({ DATA_DIR: dataDir });
      const base = await server.ready;
      const health = await fetch(`${base}/api/health`);
      expect(health.status).toBe(200);
      expect(fs.existsSync(path.join(dataDir, 'bazaar.sqlite'))).toBe(true);

      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
      expect(server.output()).toContain('shutting down');
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  );

  it('refuses to start on an invalid setting and names it', { timeout: 60_000 }, async () => {
    const server = startServer({ PORT: 'eighty', DATA_DIR: os.tmpdir() });
    expect(await server.exited).toBe(1);
    expect(server.output()).toMatch(/Invalid configuration:\s+PORT/);
  });
});
