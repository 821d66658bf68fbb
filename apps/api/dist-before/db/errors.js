/** True for a unique-constraint violation on either engine (SQLite's code or PostgreSQL's SQLSTATE 23505). */
export function isUniqueViolation(error) {
    const code = error?.code;
    return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === '23505';
}
/** True for a CHECK-constraint violation (e.g. `stock >= 0`) on either engine (SQLSTATE 23514). */
export function isCheckViolation(error) {
    const code = error?.code;
    return code === 'SQLITE_CONSTRAINT_CHECK' || code === '23514';
}
/**
 * True when PostgreSQL gave up on a transaction only because of another one running beside it: a serialization
 * failure (SQLSTATE 40001) or a deadlock (40P01). Running the same transaction again is the documented answer.
 */
export function isTransientConflict(error) {
    const code = error?.code;
    return code === '40001' || code === '40P01';
}
// The connection failed or the server is shutting down, starting up or full: nothing was done, and the same
// request may succeed in a few seconds (SQLSTATE classes 08 and 57P, 53300 too many connections).
const UNAVAILABLE_CODES = new Set([
    'ECONNREFUSED',
    'ECONNRESET',
    'ETIMEDOUT',
    'EHOSTUNREACH',
    'ENETUNREACH',
    'EPIPE',
    'SQLITE_BUSY',
    '53300',
    '57P01',
    '57P02',
    '57P03',
]);
const UNAVAILABLE_MESSAGES = /Connection terminated|timeout exceeded when trying to connect|not queryable|Connection ended unexpectedly/i;
/** True when the database could not be reached (rather than refusing the statement): the caller may retry. */
export function isDatabaseUnavailable(error) {
    const { code, message } = (error ?? {});
    if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || code.startsWith('08')))
        return true;
    if (error instanceof AggregateError)
        return error.errors.some(isDatabaseUnavailable);
    return typeof message === 'string' && UNAVAILABLE_MESSAGES.test(message);
}
//# sourceMappingURL=errors.js.map