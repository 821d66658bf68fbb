// A worker thread answering catalogue reads from its own read-only SQLite connection, so a ranked search over
// a large catalogue never holds the server's event loop (better-sqlite3 is synchronous).
import { parentPort, workerData } from 'node:worker_threads';
import { Kysely, SqliteDialect } from 'kysely';
import { openSqlite, preparedOnce } from '../../db/sqlite-driver.js';
import { AppError } from '../../platform/errors.js';
import { catalogReads } from './catalog.reads.js';
const { file } = workerData;
const sqlite = openSqlite(file, { readonly: true, fileMustExist: true });
sqlite.pragma('busy_timeout = 5000');
// Pages read in place from the OS's file cache instead of copied into SQLite's own (2 MB) cache, which a long
// tail of new pages keeps evicting: 10-15 % less CPU for an uncached search or category page on 100,000
// products (bench/results.md, 2026-11-27). Address space only; a read-only connection.
sqlite.pragma('mmap_size = 1073741824');
// each query shape prepared once (a catalogue page runs a few shapes with new parameters)
const db = new Kysely({ dialect: new SqliteDialect({ database: preparedOnce(sqlite) }) });
parentPort?.on('message', (request) => {
    const read = catalogReads[request.name];
    read(db, 'sqlite', ...request.args).then((value) => parentPort?.postMessage({ id: request.id, ok: true, value }), (error) => parentPort?.postMessage({
        id: request.id,
        ok: false,
        statusCode: error instanceof AppError ? error.statusCode : null,
        message: error instanceof Error ? error.message : String(error),
        extra: error instanceof AppError ? error.extra : {},
    }));
});
//# sourceMappingURL=catalog.read-worker.js.map