// A worker thread answering catalogue reads from its own read-only SQLite connection, so a ranked search over
// a large catalogue never holds the server's event loop (better-sqlite3 is synchronous).
import { parentPort, workerData } from 'node:worker_threads';
import { Kysely, SqliteDialect } from 'kysely';
import type { Database } from '../../db/schema.js';
import { openSqlite, preparedOnce } from '../../db/sqlite-driver.js';
import { adoptRequestCount, RequestCount } from '../../platform/background.js';
import { AppError } from '../../platform/errors.js';
import { catalogReads, WARM_UP_READS, WARMED, type CatalogReadName } from './catalog.reads.js';

export interface ReadRequest {
  id: number;
  name: CatalogReadName;
  args: unknown[];
}
export type ReadResponse =
  | { id: number; ok: true; value: unknown }
  | { id: number; ok: false; statusCode: number | null; message: string; extra: Record<string, unknown> };

const { file, requests } = workerData as { file: string; requests?: SharedArrayBuffer };
// the pool's count of reads under way in every thread: a match list's chunks wait for a moment with none
if (requests) adoptRequestCount(new RequestCount(requests));
const sqlite = openSqlite(file, { readonly: true, fileMustExist: true });
sqlite.pragma('busy_timeout = 5000');
// A page cache of up to 256 MB of this worker's own (filled only as pages are read; SQLite's default, 2 MB, a long
// tail of new pages keeps evicting), not the file mapped into memory: mapped, the long tail beside 20 checkouts a
// second answered a quarter as many reads on a machine where the readers' time went into the kernel while a
// writer committed (decision 0020, amended in session 13; bench/results.md). SQLite empties it whenever another
// connection has committed since this one's last read (WAL), so it serves the reads between purchases (0034).
sqlite.pragma('mmap_size = 0');
sqlite.pragma('cache_size = -262144');
// each query shape prepared once (a catalogue page runs a few shapes with new parameters)
const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: preparedOnce(sqlite) }) });

// Each read is answered from the event loop's check phase, where a search's match list, read in the background in
// chunks, takes its turns (search.sqlite.ts, MATCH_CHUNK): a message port delivers up to 1,000 messages a turn of
// the loop, and answering each on delivery kept a chunk waiting while the main thread sent more, seconds under
// load (bench/results.md, session 12).
parentPort?.on('message', (request: ReadRequest) => setImmediate(answer, request));

// Before its first answer the thread reads every category's first page and searches each category's name, with
// no catalogue version (nothing is kept but SQLite's pages): each thread compiles its own code as it runs it, and
// a read's first time in a thread cost 1-2 ms more (decision 0030, session 15 amendment). Reads sent meanwhile
// wait in the port.
void warmUp().then(() => parentPort?.postMessage(WARMED));

async function warmUp(): Promise<void> {
  for (const read of WARM_UP_READS) await catalogReads.listProducts(db, 'sqlite', read, null).catch(() => {});
}

function answer(request: ReadRequest): void {
  const read = catalogReads[request.name] as (...args: unknown[]) => Promise<unknown>;
  read(db, 'sqlite', ...request.args).then(
    (value) => parentPort?.postMessage({ id: request.id, ok: true, value } satisfies ReadResponse),
    (error: unknown) =>
      parentPort?.postMessage({
        id: request.id,
        ok: false,
        statusCode: error instanceof AppError ? error.statusCode : null,
        message: error instanceof Error ? error.message : String(error),
        extra: error instanceof AppError ? error.extra : {},
      } satisfies ReadResponse),
  );
}
