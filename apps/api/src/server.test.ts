import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { startS3 } from './test-support/s3-server.js';

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

  it(
    'refuses production without SMTP_URL in one line, unless MAIL_OUTBOX_LOG=true',
    { timeout: 60_000 },
    async () => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bazaar-server-'));
      const refused = startServer({ NODE_ENV: 'production', DATA_DIR: dataDir });
      expect(await refused.exited).toBe(1);
      expect(refused.output().trim().split('\n')).toEqual([
        expect.stringMatching(/^Invalid configuration: SMTP_URL is not set, .*MAIL_OUTBOX_LOG=true/),
      ]);
      expect(fs.existsSync(path.join(dataDir, 'bazaar.sqlite'))).toBe(false); // nothing half-started

      const accepted = startServer({ NODE_ENV: 'production', MAIL_OUTBOX_LOG: 'true', DATA_DIR: dataDir });
      await accepted.ready;
      expect(accepted.output()).toMatch(/SMTP_URL is not set: no mail leaves this server/);
      accepted.child.kill('SIGTERM');
      expect(await accepted.exited).toBe(0);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  );

  it('refuses a media bucket it cannot use in one line naming the setting', { timeout: 60_000 }, async () => {
    const s3 = await startS3(4722);
    try {
      for (const [env, line] of [
        [
          { ...s3.env, S3_BUCKET: 'missing-bucket' },
          /^Invalid configuration: S3_BUCKET: the bucket "missing-bucket" does not exist at http:\/\/127\.0\.0\.1:4722$/,
        ],
        [
          { ...s3.env, S3_ENDPOINT: 'http://127.0.0.1:4723' },
          /^Invalid configuration: S3_ENDPOINT: cannot reach the bucket "bazaar-media" at http:\/\/127\.0\.0\.1:4723/,
        ],
        [
          { ...s3.env, S3_SECRET_ACCESS_KEY: '' },
          /^Invalid configuration: S3_SECRET_ACCESS_KEY: required with S3_ACCESS_KEY_ID$/,
        ],
      ] as const) {
        const server = startServer({ ...env, DATA_DIR: os.tmpdir() });
        expect(await server.exited).toBe(1);
        expect(server.output().trim().split('\n').at(-1)).toMatch(line);
        expect(server.output()).not.toMatch(/\n\s+at /); // no stack trace
        expect(server.output()).not.toContain('Bazaar is ready');
      }
    } finally {
      await s3.close();
    }
  });

  it('says in one line that PostgreSQL cannot be reached, and exits 1', { timeout: 60_000 }, async () => {
    // Port 1 on loopback: nothing listens there, so the connection is refused at once.
    const server = startServer({
      DATABASE_URL: 'postgres://postgres@127.0.0.1:1/bazaar',
      DATA_DIR: os.tmpdir(),
    });
    expect(await server.exited).toBe(1);
    const lines = server.output().trim().split('\n');
    expect(lines.at(-1)).toMatch(
      /^Cannot reach PostgreSQL at 127\.0\.0\.1:1 \(ECONNREFUSED\): is it running/,
    );
    expect(server.output()).not.toMatch(/\n\s+at /); // no stack trace
  });
});

// The README's PostgreSQL line names a database that does not exist yet: the server creates it.
describe.runIf(process.env.TEST_DATABASE_URL)('the server process on PostgreSQL', () => {
  it('creates the database named in DATABASE_URL when it is missing', { timeout: 60_000 }, async () => {
    const url = new URL(process.env.TEST_DATABASE_URL ?? '');
    const name = `bazaar_setup_${process.pid}_${Date.now()}`;
    url.pathname = `/${name}`;
    const server = startServer({
      DATABASE_URL: url.toString(),
      DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'bazaar-pg-')),
    });
    try {
      const base = await server.ready;
      expect((await fetch(`${base}/api/health`)).status).toBe(200);
      expect(server.output()).toContain('database created');
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      await admin.query(`drop database if exists ${pg.escapeIdentifier(name)}`);
      await admin.end();
    }
  });

  it('says how to create the database when the role may not', { timeout: 60_000 }, async () => {
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    const role = `bazaar_nocreate_${process.pid}`;
    await admin.query(`create role ${pg.escapeIdentifier(role)} login nocreatedb`);
    try {
      const url = new URL(process.env.TEST_DATABASE_URL ?? '');
      url.username = role;
      url.pathname = '/bazaar_missing_database';
      const server = startServer({ DATABASE_URL: url.toString(), DATA_DIR: os.tmpdir() });
      expect(await server.exited).toBe(1);
      expect(server.output()).toContain(
        `Database "bazaar_missing_database" does not exist at ${url.hostname}:${url.port || 5432} and user "${role}" may not create it: run \`createdb`,
      );
    } finally {
      await admin.query(`drop role if exists ${pg.escapeIdentifier(role)}`);
      await admin.end();
    }
  });
});
