// Transactions that may meet others head-on. Every read-then-write takes its row locks in one order (product id
// everywhere), so a deadlock should not happen; when PostgreSQL still aborts a transaction for a deadlock or a
// serialization failure, the work runs again here instead of reaching the client as a 500.
import { PostgresAdapter, type SelectQueryBuilder } from 'kysely';
import type { Db } from './database.js';
import { isTransientConflict } from './errors.js';

const ATTEMPTS = 5;

const pause = (attempt: number) =>
  new Promise((resolve) => setTimeout(resolve, Math.random() * 10 * 2 ** attempt));

/**
 * Runs `work` in one transaction, again (up to five times, after a short random pause) when PostgreSQL
 * aborted it for a deadlock or a serialization failure. `work` must have no effect outside the transaction.
 */
export async function retryingTransaction<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.transaction().execute(work);
    } catch (error) {
      if (attempt >= ATTEMPTS || !isTransientConflict(error)) throw error;
      await pause(attempt);
    }
  }
}

/**
 * Whether writers lock rows one by one and may wait on each other's (PostgreSQL), rather than write one
 * transaction at a time through one connection (SQLite).
 */
export const locksRows = (db: Db): boolean => db.getExecutor().adapter instanceof PostgresAdapter;

/**
 * The rows a query selects, locked until the transaction ends (`FOR UPDATE`) on PostgreSQL. SQLite needs no
 * row lock: a process writes through one connection, one transaction at a time.
 */
export function forUpdate<DB, TB extends keyof DB, O>(
  db: Db,
  query: SelectQueryBuilder<DB, TB, O>,
): SelectQueryBuilder<DB, TB, O> {
  return locksRows(db) ? query.forUpdate() : query;
}
