import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { createTestDb, type TestDb } from '../test-support/test-db.js';
import { nextIp } from '../test-support/auth-helpers.js';

const upstream = new URL(process.env.TEST_DATABASE_URL ?? 'postgres://127.0.0.1:5432');

/** A TCP line to PostgreSQL the test can cut (every connection dropped, new ones refused) and mend. */
function cuttableLine(port: number) {
  const sockets = new Set<net.Socket>();
  let server: net.Server | undefined;
  const open = () =>
    new Promise<void>((resolve) => {
      server = net.createServer((client) => {
        const db = net.connect(Number(upstream.port || 5432), upstream.hostname);
        for (const s of [client, db]) {
          sockets.add(s);
          s.on('close', () => sockets.delete(s));
          s.on('error', () => undefined);
        }
        client.pipe(db).pipe(client);
      });
      server.listen(port, '127.0.0.1', resolve);
    });
  return {
    open,
    cut: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server?.close(() => resolve());
      }),
  };
}

describe.runIf(process.env.TEST_DATABASE_URL)('while PostgreSQL is away', () => {
  const line = cuttableLine(4703);
  let database: TestDb;
  let app: FastifyInstance;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bazaar-outage-'));

  beforeAll(async () => {
    await line.open();
    database = await createTestDb({ through: { host: '127.0.0.1', port: 4703 } });
    app = await buildApp(loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir }), database);
  });
  afterAll(async () => {
    await app.close();
    await database.destroy();
    await line.cut();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const signIn = () =>
    app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: nextIp(),
      payload: { email: 'nobody@example.com', password: 'Secret@123' },
    });

  it('answers 503 with Retry-After, says so in /api/health, and serves again once it is back', async () => {
    const before = await signIn();
    expect(before.statusCode).toBeLessThan(500);

    await line.cut();
    const during = await signIn();
    expect(during.statusCode).toBe(503);
    expect(during.headers['retry-after']).toBe('5');
    expect(during.json().message).toBe('The shop is briefly unavailable. Please try again in a few seconds.');
    const health = await app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(503);
    expect(health.json().checks.database).toBe('degraded');

    await line.open();
    const after = await signIn();
    expect(after.statusCode).toBe(before.statusCode);
    expect((await app.inject({ method: 'GET', url: '/api/health' })).json()).toMatchObject({
      status: 'ok',
      checks: { database: 'ok' },
    });
  });
});
