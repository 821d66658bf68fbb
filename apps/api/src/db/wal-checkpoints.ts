import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type BetterSqlite3 from 'better-sqlite3';

/** The compiled worker beside this file; absent when running from TypeScript sources (tests, tsx). */
const workerUrl = new URL('./wal-checkpoint-worker.js', import.meta.url);

export const canCheckpointInWorker = (): boolean => fs.existsSync(fileURLToPath(workerUrl));

/** How often the worker copies the WAL into the database file. */
export const CHECKPOINT_EVERY_MS = 100;
/**
 * The writer's own checkpoint, kept as a backstop: under a steady stream of writes the WAL only restarts once a
 * checkpoint has copied every frame, which the writer's checkpoint (run right after its commit) always does.
 * SQLite's default is 1,000 pages (4 MB).
 */
export const BACKSTOP_PAGES = 16_000;
const DEFAULT_PAGES = 1_000;

/**
 * SQLite's WAL checkpoints in a worker thread of their own, off the event loop. Left to the writer, the commit
 * that takes the WAL past 1,000 pages copies them into the database file and syncs it, tens of milliseconds
 * during which no request moves (checkouts alone on 100,000 products: 345 -> 589 checkouts/s and p99 309 ->
 * 138 ms without them, bench/results.md 2026-11-27). The worker checkpoints PASSIVE (it never waits for, nor
 * blocks, the writer or a reader) every CHECKPOINT_EVERY_MS; the writer keeps a checkpoint of its own at
 * BACKSTOP_PAGES, and goes back to SQLite's default if the worker fails.
 */
export function walCheckpointsInWorker(
  sqlite: BetterSqlite3.Database,
  file: string,
  /** tests run the TypeScript worker (`entry`) through a bootstrap (`url`) that registers a loader */
  worker: { url: URL; entry?: URL; execArgv?: string[] } = { url: workerUrl },
): { stop(): Promise<void> } {
  const { url, entry, execArgv } = worker;
  const started = new Worker(url, {
    workerData: { file, everyMs: CHECKPOINT_EVERY_MS, entry: entry?.href },
    ...(execArgv ? { execArgv } : {}),
  });
  started.unref();
  sqlite.pragma(`wal_autocheckpoint = ${BACKSTOP_PAGES}`);
  started.on('error', () => {
    if (sqlite.open) sqlite.pragma(`wal_autocheckpoint = ${DEFAULT_PAGES}`);
  });
  return {
    async stop() {
      await started.terminate();
    },
  };
}
