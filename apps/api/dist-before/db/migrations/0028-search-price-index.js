import { sql, SqliteAdapter } from 'kysely';
// PostgreSQL: a search sorted by price reads only the matches priced within its page's range, which the search
// service locates from the matches' kept price counts (decision 0020): the GIN index's matches and this index's
// price range, taken together, instead of every match's row. SQLite's `productSearchRows` has its price indexes
// already (0014-2-catalogue-page-indexes).
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's table types
export async function up(db) {
    if (db.getExecutor().adapter instanceof SqliteAdapter)
        return;
    await sql `create index if not exists "productSearch_sellingPrice_idx" on "productSearch" ("sellingPrice")`.execute(db);
    await sql `analyze "productSearch"`.execute(db);
}
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db) {
    if (db.getExecutor().adapter instanceof SqliteAdapter)
        return;
    await sql `drop index if exists "productSearch_sellingPrice_idx"`.execute(db);
}
//# sourceMappingURL=0028-search-price-index.js.map