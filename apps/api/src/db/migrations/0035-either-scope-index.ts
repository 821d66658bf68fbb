import { sql, SqliteAdapter, type Kysely } from 'kysely';

// SQLite: a catalogue page asked by a name that is both a category and the start of a subcategory's ("sports":
// the category and "sports toys") counts either scope as the two scopes' totals less the products in both
// (modules/search/search.service.ts, eitherScopeCount). The products in both were counted from the
// subcategory's page index, reading the table row of each of its products for the category: 18-42 ms a page on
// 100,000 products, the slowest category pages of the bench. This index, like PostgreSQL's
// "products_category_idx" on (category, "subCategory") of 0001-initial, counts them from one index range.
// PostgreSQL is not changed.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's table types
export async function up(db: Kysely<any>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof SqliteAdapter)) return;
  await sql`create index "catalogue_scope_both_idx" on "productSearchRows"
    (category, "subCategory", "isHide", "isDraft", "sellingPrice")`.execute(db);
  await sql`analyze "productSearchRows"`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof SqliteAdapter)) return;
  await sql`drop index if exists "catalogue_scope_both_idx"`.execute(db);
}
