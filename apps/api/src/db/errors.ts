/** True for a unique-constraint violation on either engine (SQLite's code or PostgreSQL's SQLSTATE 23505). */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === '23505';
}

/** True for a CHECK-constraint violation (e.g. `stock >= 0`) on either engine (SQLSTATE 23514). */
export function isCheckViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'SQLITE_CONSTRAINT_CHECK' || code === '23514';
}

/**
 * True when PostgreSQL gave up on a transaction only because of another one running beside it: a serialization
 * failure (SQLSTATE 40001) or a deadlock (40P01). Running the same transaction again is the documented answer.
 */
export function isTransientConflict(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '40001' || code === '40P01';
}
