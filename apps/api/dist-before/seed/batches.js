// Multi-row inserts in slices: SQLite binds at most 32 766 parameters per statement and PostgreSQL 65 535, so
// each call site picks a row count that keeps rows × columns well under the smaller limit.
/** Calls `insert` with consecutive slices of at most `size` rows, one after the other. */
export async function inBatches(rows, size, insert) {
    for (let start = 0; start < rows.length; start += size)
        await insert(rows.slice(start, start + size));
}
/** Rows per INSERT for a table with `columns` columns: at most ~16 000 parameters and 2 000 rows. */
export function rowsPerInsert(columns) {
    return Math.max(1, Math.min(2000, Math.floor(16_000 / columns)));
}
//# sourceMappingURL=batches.js.map