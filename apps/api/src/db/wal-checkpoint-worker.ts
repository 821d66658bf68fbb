// A worker thread copying SQLite's WAL into the database file (a checkpoint) from a connection of its own, so
// the copy and its fsync never hold the server's event loop (db/wal-checkpoints.ts).
import { workerData } from 'node:worker_threads';
import { openSqlite } from './sqlite-driver.js';

const { file, everyMs } = workerData as { file: string; everyMs: number };
const sqlite = openSqlite(file, { fileMustExist: true });

// PASSIVE: copies the frames no reader still needs and returns, never waiting for the writer or a reader.
setInterval(() => sqlite.pragma('wal_checkpoint(PASSIVE)'), everyMs);
