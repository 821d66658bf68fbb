// PostgreSQL: a server opens its whole pool before it listens, and keeps idle connections open, so the first
// burst of requests (checkouts, decision 0033) does not wait for new backends to start.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '../test-support/test-db.js';

describe.runIf(process.env.TEST_DATABASE_URL)('a PostgreSQL pool warmed at start', () => {
  let database: TestDb;
  beforeAll(async () => {
    database = await createTestDb();
  });
  afterAll(async () => database.destroy());

  it('has every connection open and idle, ready for a burst of requests', async () => {
    await database.warm?.();
    expect(database.poolUse?.()).toEqual({ total: 4, idle: 4, waiting: 0 });
  });
});
