import { sql, SqliteAdapter } from 'kysely';
// PostgreSQL: a page sorted by rating (all products, a category or a subcategory) is read from its index alone.
// The rating indexes of 0014-2-catalogue-page-indexes order by an expression of "ratingTotal" and
// "ratingCount", and PostgreSQL reads a table row for every entry it walks unless every column the query names
// is in the index: "ratingTotal" was not. Without it a rating page of a large category walked, and fetched the
// row of, every product before its offset, and the planner often preferred the catalogue-wide index filtered
// by category (grocery, page 38: 25.8 ms; from this index alone 0.2 ms). SQLite's `productSearchRows` indexes
// are not changed. The order expression stays word for word that of modules/search/search.adapter.ts.
const rating = sql `(case when "ratingCount" = 0 then 0 else "ratingTotal" * 1.0 / "ratingCount" end)`;
const scopes = [
    ['all', []],
    ['category', [sql `category`]],
    ['subCategory', [sql `"subCategory"`]],
];
async function ratingIndexes(db, include) {
    for (const [scope, columns] of scopes) {
        const name = `catalogue_page_${scope}_rating_idx`;
        await sql `drop index if exists ${sql.id(name)}`.execute(db);
        await sql `create index ${sql.id(name)} on products
      (${sql.join([...columns, sql `"isHide"`, sql `"isDraft"`, sql `${rating} desc, "ratingCount" desc, id, "sellingPrice"`])})
      ${include}`.execute(db);
    }
    await sql `analyze products`.execute(db);
}
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's table types
export async function up(db) {
    if (db.getExecutor().adapter instanceof SqliteAdapter)
        return;
    await ratingIndexes(db, sql `include ("ratingTotal")`);
}
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db) {
    if (db.getExecutor().adapter instanceof SqliteAdapter)
        return;
    await ratingIndexes(db, sql ``);
}
//# sourceMappingURL=0034-rating-pages-from-the-index.js.map