import { createRequire } from 'node:module';
import type BetterSqlite3 from 'better-sqlite3';

type SqliteConstructor = typeof BetterSqlite3;

const require = createRequire(import.meta.url);
const nodeMajor = Number(process.versions.node.split('.')[0]);

/**
 * The better-sqlite3 build for this Node.js (docs/decisions/0005): 13.x on Node 22+ (12.x aborts the process
 * on Node 24.19+ when a prepared statement is garbage-collected), 12.x on Node 20 (13.x needs Node 22).
 */
function loadDriver(): SqliteConstructor {
  if (nodeMajor >= 22) return require('better-sqlite3') as SqliteConstructor;
  try {
    return require('better-sqlite3-node20') as SqliteConstructor;
  } catch (error) {
    throw new Error(
      `SQLite on Node.js ${process.versions.node} needs the better-sqlite3-node20 package, which builds from source ` +
        'at install time (python3, make and a C++ compiler): re-run `npm install`, or use Node.js 24 LTS.',
      { cause: error },
    );
  }
}

let driver: SqliteConstructor | undefined;

/**
 * Opens a SQLite database file (created when missing unless `readonly`/`fileMustExist`), or ':memory:'. Every
 * connection, the catalogue's read worker's included, goes through here: importing better-sqlite3 directly
 * would load the build that crashes on the other Node line.
 */
export function openSqlite(file: string, options?: BetterSqlite3.Options): BetterSqlite3.Database {
  driver ??= loadDriver();
  return new driver(file, options);
}

/**
 * The connection as Kysely's SQLite dialect uses it, with each statement prepared once and kept (the `max`
 * most recently used): Kysely prepares every query it runs afresh, which for a catalogue page's few query
 * shapes costs more than reading their rows. Parameters are bound at each run, and better-sqlite3 prepares a
 * kept statement again by itself if the schema changes. For connections whose queries never stream (the
 * writer's, and the catalogue's read workers'), so a kept statement is never busy when asked for again: a
 * checkout's dozen statements prepared afresh cost a fifth of its CPU (bench/results.md, 2026-11-27 checkout).
 */
export function preparedOnce(
  sqlite: BetterSqlite3.Database,
  max = 500,
): Pick<BetterSqlite3.Database, 'close' | 'prepare'> {
  const kept = new Map<string, BetterSqlite3.Statement>();
  return {
    close: () => sqlite.close(),
    prepare: ((source: string) => {
      let statement = kept.get(source);
      if (statement) kept.delete(source);
      else statement = sqlite.prepare(source);
      kept.set(source, statement);
      if (kept.size > max) kept.delete(kept.keys().next().value as string);
      return statement;
    }) as BetterSqlite3.Database['prepare'],
  };
}
