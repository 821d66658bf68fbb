// Transactions that may meet others head-on. Every read-then-write takes its row locks in one order (product id
// everywhere), so a deadlock should not happen; when PostgreSQL still aborts a transaction for a deadlock or a
// serialization failure, the work runs again here instead of reaching the client as a 500.
import { PostgresAdapter } from 'kysely';
import { isTransientConflict } from './errors.js';
const ATTEMPTS = 5;
const pause = (attempt) => new Promise((resolve) => setTimeout(resolve, Math.random() * 10 * 2 ** attempt));
/**
 * Runs `work` in one transaction, again (up to five times, after a short random pause) when PostgreSQL
 * aborted it for a deadlock or a serialization failure. `work` must have no effect outside the transaction.
 */
export async function retryingTransaction(db, work) {
    for (let attempt = 1;; attempt += 1) {
        try {
            return await db.transaction().execute(work);
        }
        catch (error) {
            if (attempt >= ATTEMPTS || !isTransientConflict(error))
                throw error;
            await pause(attempt);
        }
    }
}
/**
 * The rows a query selects, locked until the transaction ends (`FOR UPDATE`) on PostgreSQL. SQLite needs no
 * row lock: a process writes through one connection, one transaction at a time.
 */
export function forUpdate(db, query) {
    return db.getExecutor().adapter instanceof PostgresAdapter ? query.forUpdate() : query;
}
//# sourceMappingURL=transactions.js.map