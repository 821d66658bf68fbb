import { sql, SqliteAdapter } from 'kysely';
// PostgreSQL: new and edited products' search terms wait in the GIN index's pending list until a vacuum (or
// the list's limit, 4 MB by default) merges them, and every search reads that whole list. A bulk seed left
// 256 pages of it in the 100,000-product bench database, which no vacuum had merged: its searches' p50 was
// 20–21 ms against 11–17 ms for a vacuumed copy of the same data (bench/results.md, 2026-11-27). A 64 kB limit
// keeps what a search reads from the list small whether or not a vacuum ran, while inserts still go in batches.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's table types
export async function up(db) {
    if (db.getExecutor().adapter instanceof SqliteAdapter)
        return;
    await sql `alter index "productSearch_document_idx" set (gin_pending_list_limit = 64)`.execute(db);
    // what is already waiting is merged now; a user who may not (not the index's owner) leaves it to vacuum
    await sql `do $$
    begin
      perform gin_clean_pending_list('"productSearch_document_idx"'::regclass);
    exception when others then
      raise notice 'the pending list waits for vacuum: %', sqlerrm;
    end
  $$`.execute(db);
}
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db) {
    if (db.getExecutor().adapter instanceof SqliteAdapter)
        return;
    await sql `alter index "productSearch_document_idx" reset (gin_pending_list_limit)`.execute(db);
}
//# sourceMappingURL=0029-search-pending-list.js.map