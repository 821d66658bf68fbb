import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tidyOnce } from './housekeeping.js';
import { createTestApp, type TestApp } from './test-support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe('the hourly tidy', () => {
  it('forgets sign-in failures past their 15-minute window and keeps the ones that still count', async () => {
    const now = Date.parse('2026-11-26T12:00:00Z');
    const failure = (id: string, minutesAgo: number) => ({
      id,
      email: 'guesser@example.com',
      address: '203.0.113.7',
      failedAt: new Date(now - minutesAgo * 60_000).toISOString(),
    });
    await t.database.db
      .insertInto('signInFailures')
      .values([failure('old', 16), failure('recent', 14)])
      .execute();

    await tidyOnce(t.app, now);

    const left = await t.database.db.selectFrom('signInFailures').select('id').execute();
    expect(left.map((row) => row.id)).toEqual(['recent']);
  });
});
