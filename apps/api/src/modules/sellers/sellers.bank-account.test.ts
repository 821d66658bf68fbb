import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { post } from '../../test-support/auth-helpers.js';
import { business, signUpSeller } from '../../test-support/seller-fixtures.js';
import { captureLog } from '../../test-support/log-capture.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';

const NUMBER = business.bankAccountNumber; // '123456789012'

const log = captureLog();
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: 'trace' }, { logStream: log.stream });
});
afterAll(async () => t.close());

const storedNumber = async (userId: string) =>
  (
    await t.database.db
      .selectFrom('sellerProfiles')
      .select('bankAccountNumber')
      .where('userId', '=', userId)
      .executeTakeFirstOrThrow()
  ).bankAccountNumber;

const ownProfile = (app: FastifyInstance, token: string) =>
  app.inject({ method: 'GET', url: '/api/seller/profile', headers: { authorization: `Bearer ${token}` } });

/**
 * Another server process on the same database and data directory, as after a restart: it migrates with its
 * data key (as server.ts does) before it is ready.
 */
async function restart(changes: Partial<TestApp['config']> = {}) {
  const restartLog = captureLog();
  const app = await buildApp({ ...t.config, ...changes }, t.database, { logStream: restartLog.stream });
  await t.database.migrate({
    dataKey: app.dataKey,
    onBankAccountsSealed: (sealed) => app.log.info({ sealed }, 'bank account numbers sealed at rest'),
  });
  await app.ready();
  return { app, log: restartLog };
}

describe("a seller's bank account number at rest", () => {
  it('is stored sealed, with no digits of the number, and the seller still sees its last four', async () => {
    const seller = await signUpSeller(t.app, t.database.db, 'sealed@example.com');
    const stored = await storedNumber(seller.id);
    expect(stored).toMatch(/^v1\./);
    expect(stored).not.toContain(NUMBER);
    expect(stored).not.toContain(NUMBER.slice(-4));

    const own = await ownProfile(t.app, seller.token);
    expect(own.statusCode).toBe(200);
    expect(own.json().seller.bankAccountNumber).toBe('XXXXXXXX9012');
    expect(own.body).not.toContain(NUMBER);

    // A refused second registration answers without the number too, and no log line ever held it.
    const again = await post(t.app, '/api/seller/register', business, seller.token);
    expect(again.statusCode).toBe(400);
    expect(again.body).not.toContain(NUMBER);
    expect(log.text()).toContain('/api/seller/register');
    expect(log.text()).not.toContain(NUMBER);
  });

  it('is kept in a data key file of its own, readable by the owner only, apart from the JWT secret', () => {
    const keyFile = path.join(t.config.dataDir, 'data-key');
    expect(fs.statSync(keyFile).mode & 0o777).toBe(0o600);
    expect(fs.readFileSync(keyFile, 'utf8')).not.toBe(
      fs.readFileSync(path.join(t.config.dataDir, 'jwt-secret'), 'utf8'),
    );
  });

  it('seals a number stored in clear by an older version at the next start, once', async () => {
    const seller = await signUpSeller(t.app, t.database.db, 'older@example.com');
    await t.database.db
      .updateTable('sellerProfiles')
      .set({ bankAccountNumber: '50100234567891' })
      .where('userId', '=', seller.id)
      .execute();
    // The database of an older version: the migration that seals numbers has not run on it yet.
    await sql`delete from kysely_migration where name = ${'0012-seal-bank-accounts'}`.execute(t.database.db);

    const first = await restart();
    try {
      const sealed = await storedNumber(seller.id);
      expect(sealed).toMatch(/^v1\./);
      expect(sealed).not.toContain('7891');
      expect(first.log.text()).toContain('bank account numbers sealed at rest');
      expect(first.log.text()).not.toContain('50100234567891');
      const own = await ownProfile(first.app, seller.token);
      expect(own.json().seller.bankAccountNumber).toBe('XXXXXXXXXX7891');
    } finally {
      await first.app.close();
    }

    const sealedOnce = await storedNumber(seller.id);
    const second = await restart();
    await second.app.close();
    expect(await storedNumber(seller.id)).toBe(sealedOnce);
    expect(second.log.text()).not.toContain('bank account numbers sealed at rest');
  });

  it('is not sealed without the data key: the migration stops, says why and changes nothing', async () => {
    const seller = await signUpSeller(t.app, t.database.db, 'nokey@example.com');
    await t.database.db
      .updateTable('sellerProfiles')
      .set({ bankAccountNumber: '60200345678912' })
      .where('userId', '=', seller.id)
      .execute();
    await sql`delete from kysely_migration where name = ${'0012-seal-bank-accounts'}`.execute(t.database.db);
    await expect(t.database.migrate()).rejects.toThrow(
      'Migration 0012-seal-bank-accounts failed: bank account numbers are stored in clear, and no data key was given to seal them',
    );
    expect(await storedNumber(seller.id)).toBe('60200345678912');
    // The next start, with its key, seals it.
    const next = await restart();
    await next.app.close();
    expect(await storedNumber(seller.id)).toMatch(/^v1\./);
  });

  it('stays readable when the JWT secret is rotated, and says so at start when the data key is not the one', async () => {
    const seller = await signUpSeller(t.app, t.database.db, 'rotate@example.com');

    const rotated = await restart({ jwtSecret: 'a-brand-new-jwt-secret-of-forty-characters' });
    try {
      const login = await post(rotated.app, '/api/auth/login', {
        email: 'rotate@example.com',
        password: 'Secret@123',
      });
      expect(login.statusCode).toBe(200);
      const own = await ownProfile(rotated.app, login.json().AuthToken as string);
      expect(own.json().seller.bankAccountNumber).toBe('XXXXXXXX9012');
    } finally {
      await rotated.app.close();
    }

    const wrongKey = await restart({ dataKey: 'not-the-key-these-numbers-were-sealed-with' });
    try {
      expect(wrongKey.log.text()).toContain('the data key does not open the bank account numbers');
      const own = await ownProfile(wrongKey.app, seller.token);
      expect(own.statusCode).toBe(500);
      expect(own.body).not.toContain(NUMBER);
    } finally {
      await wrongKey.app.close();
    }
  });
});
