// Transactions that may meet others head-on. Every read-then-write takes its row locks in one order (product id
// everywhere), so a deadlock should not happen; when PostgreSQL still aborts a transaction for a deadlock or a
// serialization failure, the work runs again here instead of reaching the client as a 500.
import {
  PostgresAdapter,
  sql,
  type Compilable,
  type OperationNode,
  type OperationNodeSource,
  type RawBuilder,
  type SelectQueryBuilder,
} from 'kysely';
import type { Db } from './database.js';
import { isTransientConflict } from './errors.js';

const ATTEMPTS = 5;

const pause = (attempt: number) =>
  new Promise((resolve) => setTimeout(resolve, Math.random() * 10 * 2 ** attempt));

/**
 * A transaction's last statement, run with its COMMIT in one round trip (PostgreSQL): the statement must have no
 * parameters (its values inlined as literals: one simple query carries both). When the statement fails, nothing
 * is committed and the transaction is rolled back. The rows it locks are held for its own run and the commit's
 * WAL flush, never for a trip through a busy event loop between them. On SQLite it runs as any statement, and the
 * transaction commits when `work` returns.
 */
export type CommitWith = (statement: RawBuilder<unknown>) => Promise<void>;

/**
 * Runs `work` in one transaction, again (up to five times, after a short random pause) when PostgreSQL
 * aborted it for a deadlock or a serialization failure. `work` must have no effect outside the transaction.
 * It may end the transaction itself with `commitWith` (its last statement); otherwise it commits when `work`
 * returns.
 */
export async function retryingTransaction<T>(
  db: Db,
  work: (trx: Db, commitWith: CommitWith) => Promise<T>,
): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return locksRows(db)
        ? await pgTransaction(db, work)
        : await db
            .transaction()
            .execute((trx) => work(trx, (statement) => statement.execute(trx).then(() => {})));
    } catch (error) {
      if (attempt >= ATTEMPTS || !isTransientConflict(error)) throw error;
      await pause(attempt);
    }
  }
}

/** PostgreSQL: BEGIN … COMMIT on one pooled connection, the COMMIT sent with the last statement when asked. */
function pgTransaction<T>(db: Db, work: (trx: Db, commitWith: CommitWith) => Promise<T>): Promise<T> {
  return db.connection().execute(async (connection) => {
    await sql`begin`.execute(connection);
    let ended = false;
    const commitWith: CommitWith = async (statement) => {
      const { parameters } = statement.compile(connection);
      if (parameters.length > 0) throw new Error('commitWith: the last statement must inline its values');
      ended = true;
      // one simple query: PostgreSQL runs the COMMIT only if the statement succeeded
      await sql`${statement}; commit`.execute(connection);
    };
    try {
      const result = await work(connection, commitWith);
      if (!ended) await sql`commit`.execute(connection);
      return result;
    } catch (error) {
      // after a failed commitWith the transaction is aborted (or over): ROLLBACK ends it either way
      await sql`rollback`.execute(connection).catch(() => undefined);
      throw error;
    }
  });
}

/** A write whose answer nobody reads (an INSERT without RETURNING, say), to run beside others (writeTogether). */
export interface Write {
  toOperationNode(): OperationNode;
  execute(): Promise<unknown>;
}

/**
 * Runs writes that need no answer, in the order given: on PostgreSQL as one statement (each a data-modifying
 * CTE; they see one snapshot, and foreign keys between them are checked when it ends), one round trip instead of
 * one each; on SQLite one after the other (no DML in a CTE; one connection, no round trip to save).
 */
export async function writeTogether(db: Db, writes: readonly Write[]): Promise<void> {
  if (!locksRows(db) || writes.length < 2) {
    for (const write of writes) await write.execute();
    return;
  }
  const steps = writes.map((write, index) => sql`${sql.ref(`w${index}`)} as (${write})`);
  await sql`with ${sql.join(steps)} select 1`.execute(db);
}

/**
 * Runs `writes` (as writeTogether), then `query`, answering its rows: on PostgreSQL in one statement, the writes
 * its data-modifying CTEs (the query does not see what they write, and a write that fails fails the query);
 * on SQLite one after the other.
 */
export async function readAfterWrites<R>(
  db: Db,
  writes: readonly Write[],
  query: Compilable<R> & OperationNodeSource & { execute(): Promise<R[]> },
): Promise<R[]> {
  if (!locksRows(db) || writes.length === 0) {
    await writeTogether(db, writes);
    return query.execute();
  }
  const steps = writes.map((write, index) => sql`${sql.ref(`w${index}`)} as (${write})`);
  return (await sql<R>`with ${sql.join(steps)} ${query}`.execute(db)).rows;
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
