import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type DbHandle } from './database.js';
import { walCheckpointsInWorker } from './wal-checkpoints.js';

// The built server checkpoints SQLite's WAL in a worker thread; here the same worker runs from its TypeScript
// source through tsx. SQLite only, whatever TEST_DATABASE_URL says.
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bazaar-checkpoints-'));
let t: DbHandle;
let checkpoints: { stop(): Promise<void> };

beforeAll(() => {
  t = createDb({ sqliteFile: path.join(dir, 'test.sqlite') });
  t.sqlite!.exec('create table filler (body text not null)');
  checkpoints = walCheckpointsInWorker(t.sqlite!, t.sqliteFile!, {
    url: new URL('../test-support/ts-worker.mjs', import.meta.url),
    entry: new URL('./wal-checkpoint-worker.ts', import.meta.url),
    execArgv: ['--conditions=source'],
  });
});
afterAll(async () => {
  await checkpoints.stop();
  await t.db.destroy();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** Pages in the WAL now (a PASSIVE checkpoint answers the WAL's length without shortening it). */
const walPages = () => (t.sqlite!.pragma('wal_checkpoint(PASSIVE)') as { log: number }[])[0]!.log;

describe('WAL checkpoints in a worker thread', () => {
  it('copies what the writer commits into the database file, so the WAL starts over instead of growing', async () => {
    const insert = t.sqlite!.prepare('insert into filler (body) values (?)');
    for (let i = 0; i < 200; i++) insert.run('x'.repeat(20_000));
    // ~1,000 pages written, fewer than the writer's own checkpoint waits for: only the worker copies them
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    insert.run('one more'); // a write after a complete checkpoint starts the WAL over
    expect(walPages()).toBeLessThan(20);
    expect((t.sqlite!.prepare('select count(*) as n from filler').get() as { n: number }).n).toBe(201);
  });
});
