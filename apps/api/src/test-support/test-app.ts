import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildOverrides } from '../app.js';
import type { MailMessage } from '../platform/mailer.js';
import { loadConfig, type Config } from '../config.js';
import { createTestDb, type TestDb } from './test-db.js';

export interface TestApp {
  app: FastifyInstance;
  database: TestDb;
  config: Config;
  /** Mails the worker delivered, oldest first (when no SMTP_URL is given). */
  mails: MailMessage[];
  close(): Promise<void>;
}

const delivered = new WeakMap<FastifyInstance, MailMessage[]>();

/** The mails delivered so far by a test app, after a delivery pass over everything queued. */
export async function deliveredMails(app: FastifyInstance): Promise<MailMessage[]> {
  await app.mailer.deliverDue();
  return delivered.get(app) ?? [];
}

/**
 * The real app on a fresh database and a temporary data directory, logging silenced. Without SMTP_URL, mails
 * go to `mails` (the worker is not started: `deliveredMails` runs a pass, so tests see every queued mail).
 */
export async function createTestApp(
  env: Record<string, string> = {},
  overrides: BuildOverrides = {},
): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bazaar-data-'));
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, ...env });
  const database = await createTestDb();
  const mails: MailMessage[] = [];
  const memory = {
    deliver: async ({
      from: _from,
      messageId: _id,
      ...mail
    }: MailMessage & { from: string; messageId?: string }) => void mails.push(mail),
  };
  const app = await buildApp(config, database, {
    ...(config.smtpUrl ? {} : { mailTransport: memory }),
    ...overrides,
  });
  delivered.set(app, mails);
  return {
    app,
    database,
    config,
    mails,
    async close() {
      await app.close();
      await database.destroy();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A second API process on the test app's database (same secrets, so a token works on both): what two processes
 * behind a load balancer race over. On SQLite, which Bazaar serves from one process, it shares the connection.
 */
export async function createSecondApp(
  first: TestApp,
): Promise<{ app: FastifyInstance; close(): Promise<void> }> {
  const handle = first.database.connectAgain();
  const memory = { deliver: async () => undefined };
  const app = await buildApp(first.config, handle, first.config.smtpUrl ? {} : { mailTransport: memory });
  return {
    app,
    async close() {
      await app.close();
      if (handle.db !== first.database.db) await handle.db.destroy();
    },
  };
}
