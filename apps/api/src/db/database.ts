import fs from 'node:fs';
import path from 'node:path';
import { Kysely, Migrator, PostgresDialect, SqliteDialect } from 'kysely';
import type BetterSqlite3 from 'better-sqlite3';
import type { Database } from './schema.js';
import { migrations, type DataMigrationContext } from './migrations/index.js';
import { openSqlite, preparedOnce } from './sqlite-driver.js';
import { loadPg } from '../platform/lazy-modules.js';

export type Engine = 'sqlite' | 'postgres';
export type Db = Kysely<Database>;

export interface DbHandle {
  db: Db;
  engine: Engine;
  /** Where the data lives, for logs: the SQLite file or the PostgreSQL host/database (no password). */
  location: string;
  /** The SQLite file, when the database is one (read-only workers open it too). */
  sqliteFile?: string;
  /**
   * The SQLite connection under `db`, for the few hot reads that prepare their statement once (Kysely builds
   * and prepares the statement again on every call). Writes go through `db`.
   */
  sqlite?: BetterSqlite3.Database;
  /** PostgreSQL: the connection pool's use right now (metrics). */
  poolUse?: () => { total: number; idle: number; waiting: number };
  /**
   * PostgreSQL: another handle on the same database and schema, with a pool of its own of `poolSize`
   * connections (the catalogue's reads, so that they never hold every connection a checkout needs).
   */
  withOwnPool?: (poolSize: number) => DbHandle;
  /**
   * PostgreSQL: opens every connection of the pool now (a server, before it listens): a burst of requests
   * finds them open instead of waiting for a dozen new backends to start at once.
   */
  warm?: () => Promise<void>;
}

export interface CreateDbOptions {
  /** postgres:// URL; when absent the embedded SQLite file is used. */
  databaseUrl?: string | undefined;
  /** SQLite file path (created with its folder when missing). */
  sqliteFile?: string;
  /** PostgreSQL schema to use as search_path (tests isolate each file in its own schema). */
  pgSchema?: string;
  poolSize?: number;
}

/**
 * Every PostgreSQL session of the API: no parallel workers (a catalogue read is a few milliseconds; on a small
 * machine serving many requests at once, two more processes per query cost a third more of the database's CPU
 * for the same answers: bench/results.md, 2026-11-27) and no JIT compilation (tens of milliseconds for a plan
 * the planner prices high, more than any of these queries takes to run).
 */
const SESSION_SETTINGS = ['-c max_parallel_workers_per_gather=0', '-c jit=off'];

/**
 * Where a PostgreSQL URL leads, for logs (no user or password): its host and port, or the Unix socket its `host`
 * parameter names (libpq's form, `postgres://user@localhost/shop?host=/var/run/postgresql`), and the database.
 */
function postgresLocation(url: URL): string {
  const host = url.searchParams.get('host') ?? url.hostname;
  const port = url.searchParams.get('port') ?? (url.port || '5432');
  const database = decodeURIComponent(url.pathname.slice(1));
  return host.startsWith('/')
    ? `postgres ${host.replace(/\/$/, '')}/.s.PGSQL.${port} ${database}`
    : `postgres ${host}:${port}/${database}`;
}

export function createDb(options: CreateDbOptions): DbHandle {
  if (options.databaseUrl) {
    const pool = new (loadPg().Pool)({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      // While PostgreSQL is away a request fails in seconds (503), instead of waiting for a connection forever.
      connectionTimeoutMillis: 5_000,
      // Open connections stay open while idle (pg closes them after 10 s otherwise): the first burst after a quiet
      // spell waited for new backends to start (PostgreSQL checkouts alone: the slowest 1 % of answers, up to a
      // second, were the first ones; decision 0033).
      idleTimeoutMillis: 0,
      options: [
        ...SESSION_SETTINGS,
        ...(options.pgSchema ? [`-c search_path=${options.pgSchema}`] : []),
        process.env.PGOPTIONS ?? '',
      ].join(' '),
    });
    // A connection PostgreSQL dropped (a restart, a failover, a cut line) is discarded by the pool and the
    // query on it, if any, fails (503); unheard, the connection's error event would end the process.
    pool.on('error', () => undefined);
    pool.on('connect', (client) => client.on('error', () => undefined));
    return {
      db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }),
      engine: 'postgres',
      poolUse: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      withOwnPool: (poolSize) => createDb({ ...options, poolSize }),
      async warm() {
        const clients = await Promise.all(Array.from({ length: pool.options.max }, () => pool.connect()));
        for (const client of clients) client.release();
      },
      location: postgresLocation(new URL(options.databaseUrl)),
    };
  }
  const file = options.sqliteFile ?? ':memory:';
  if (file !== ':memory:') {
    fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
    // Owner-only: SQLite gives its -wal and -shm files the database file's mode.
    fs.closeSync(fs.openSync(file, 'a', 0o600));
    fs.chmodSync(file, 0o600);
  }
  const sqlite = openSqlite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  return {
    db: new Kysely<Database>({ dialect: new SqliteDialect({ database: preparedOnce(sqlite) }) }),
    engine: 'sqlite',
    location: `sqlite ${file}`,
    sqlite,
    ...(file === ':memory:' ? {} : { sqliteFile: file }),
  };
}

/**
 * Brings the schema and the data up to date; throws with the failing migration's name. A server passes its
 * data key (and a log) for the data migrations that seal what older versions stored in clear.
 */
export async function migrateToLatest(
  db: Db,
  options: { pgSchema?: string } & DataMigrationContext = {},
): Promise<string[]> {
  // Naming the schema keeps Kysely from taking another schema's migration table (say a parallel test
  // file's) for this one's.
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations(options) },
    // Migration numbers are handed out ahead and land in any order (0015 may reach a database before 0014):
    // each missing one runs, whatever its place.
    allowUnorderedMigrations: true,
    ...(options.pgSchema ? { migrationTableSchema: options.pgSchema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error) {
    const reason = error instanceof Error ? error.message : String(error);
    const what = failed ? `Migration ${failed.migrationName} failed` : 'Migrations could not run';
    throw new Error(`${what}: ${reason}`, { cause: error });
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
