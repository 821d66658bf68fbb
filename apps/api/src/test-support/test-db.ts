import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createDb, migrateToLatest, type DbHandle } from '../db/database.js';
import type { DataMigrationContext } from '../db/migrations/index.js';

export interface TestDb extends DbHandle {
  /** Closes the connection and removes the database (schema or file). */
  destroy(): Promise<void>;
  /** Runs the migrations not yet applied, as a server does at start (with its data key). */
  migrate(context?: DataMigrationContext): Promise<string[]>;
  /**
   * Another handle on the same database, as a second API process would open it: on PostgreSQL a pool of its
   * own on the same schema; on SQLite (one process per file) this handle itself. Closing it leaves the data.
   */
  connectAgain(): DbHandle;
}

/**
 * A freshly migrated database for one test file: a temporary SQLite file, or, when TEST_DATABASE_URL is set,
 * a PostgreSQL schema of its own (dropped on destroy).
 */
export async function createTestDb(
  options: {
    /** PostgreSQL: the address the handle connects through (a test's proxy, to cut the line). */
    through?: { host: string; port: number };
  } = {},
): Promise<TestDb> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const schema = `test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create schema "${schema}"`);
    await admin.end();
    const connectTo = new URL(url);
    if (options.through) {
      connectTo.hostname = options.through.host;
      connectTo.port = String(options.through.port);
    }
    const handle = createDb({ databaseUrl: connectTo.toString(), pgSchema: schema, poolSize: 4 });
    await migrateToLatest(handle.db, { pgSchema: schema });
    return {
      ...handle,
      connectAgain: () => createDb({ databaseUrl: url, pgSchema: schema, poolSize: 4 }),
      migrate: (context = {}) => migrateToLatest(handle.db, { ...context, pgSchema: schema }),
      async destroy() {
        await handle.db.destroy();
        const cleanup = new pg.Client({ connectionString: url });
        await cleanup.connect();
        await cleanup.query(`drop schema "${schema}" cascade`);
        await cleanup.end();
      },
    };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bazaar-test-'));
  const handle = createDb({ sqliteFile: path.join(dir, 'test.sqlite') });
  await migrateToLatest(handle.db);
  return {
    ...handle,
    connectAgain: () => handle,
    migrate: (context = {}) => migrateToLatest(handle.db, context),
    async destroy() {
      await handle.db.destroy();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
