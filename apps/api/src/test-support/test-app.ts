import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.js';
import { loadConfig, type Config } from '../config.js';
import { createTestDb, type TestDb } from './test-db.js';

export interface TestApp {
  app: FastifyInstance;
  database: TestDb;
  config: Config;
  close(): Promise<void>;
}

/** The real app on a fresh database and a temporary data directory, logging silenced. */
export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bazaar-data-'));
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, ...env });
  const database = await createTestDb();
  const app = await buildApp(config, database);
  return {
    app,
    database,
    config,
    async close() {
      await app.close();
      await database.destroy();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
