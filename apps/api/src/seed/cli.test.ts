import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { describe, expect, it } from 'vitest';

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Runs `npm run seed` (the CLI) with the given settings; answers its exit code and everything it printed. */
function runSeed(env: Record<string, string>, args: string[] = []) {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', '--conditions=source', 'src/seed/cli.ts', ...args],
    { cwd: apiRoot, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise<{ code: number | null; output: string }>((resolve) =>
    child.on('exit', (code) => resolve({ code, output })),
  );
}

describe('npm run seed', () => {
  it('says in one line that PostgreSQL cannot be reached, and exits 1', { timeout: 60_000 }, async () => {
    const { code, output } = await runSeed({
      DATABASE_URL: 'postgres://postgres@127.0.0.1:1/bazaar',
      DATA_DIR: os.tmpdir(),
    });
    expect(code).toBe(1);
    expect(output.trim()).toMatch(
      /^Cannot reach PostgreSQL at 127\.0\.0\.1:1 \(ECONNREFUSED\): is it running/,
    );
    expect(output).not.toMatch(/\n\s+at /); // no stack trace
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('npm run seed on PostgreSQL', () => {
  it(
    'creates the database named in DATABASE_URL when it is missing, then seeds it with bank numbers sealed',
    { timeout: 120_000 },
    async () => {
      const url = new URL(process.env.TEST_DATABASE_URL ?? '');
      const name = `bazaar_seed_${process.pid}_${Date.now()}`;
      url.pathname = `/${name}`;
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bazaar-seed-'));
      try {
        const { code, output } = await runSeed({ DATABASE_URL: url.toString(), DATA_DIR: dataDir });
        expect(output).toContain('Database created');
        expect(code).toBe(0);
        const db = new pg.Client({ connectionString: url.toString() });
        await db.connect();
        const { rows } = await db.query<{ n: string }>('select count(*) as n from products');
        // The demo sellers' bank account numbers are sealed before the seed ends, none left in clear.
        const clear = await db.query<{ n: string }>(
          `select count(*) as n from "sellerProfiles" where "bankAccountNumber" not like 'v1.%'`,
        );
        await db.end();
        expect(Number(rows[0]?.n)).toBeGreaterThan(0);
        expect(Number(clear.rows[0]?.n)).toBe(0);
      } finally {
        const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
        await admin.connect();
        await admin.query(`drop database if exists ${pg.escapeIdentifier(name)} with (force)`);
        await admin.end();
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    },
  );
});
