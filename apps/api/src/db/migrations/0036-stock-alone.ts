import { sql, SqliteAdapter, type Kysely } from 'kysely';

// SQLite: a product's stock is copied to its search row (0003-search, 0015-search-facets) by the trigger that
// copies every searched column. SQLite rewrites each index on a column its UPDATE sets, whether or not the value
// changed, so a sale (a stock update alone) rewrote all eleven indexes of `productSearchRows`: 13 pages of the
// write-ahead log for one product's stock, 2 with the stock copied by a trigger of its own (50 sales measured on
// the 100,000-product bench catalogue). A checkout buys two products: in `bench:reads` checkouts alone its
// statements and COMMIT took 0.97 ms of the main thread before, 0.81 after (bench/results.md, session 16). The
// stock is in none of those indexes. PostgreSQL's search rows hold no stock and are not changed.

/** The searched columns the sale of a unit leaves as they were (all but the stock). */
const COLUMNS = [
  'isHide',
  'isDraft',
  'category',
  'subCategory',
  'sellingPrice',
  'createdAt',
  'ratingTotal',
  'ratingCount',
  'brand',
  'mrpPrice',
];

const listed = (columns: string[]) => sql.join(columns.map((column) => sql.id(column)));
const setFromNew = (columns: string[]) =>
  sql.join(columns.map((column) => sql`${sql.id(column)} = new.${sql.id(column)}`));

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's table types
export async function up(db: Kysely<any>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof SqliteAdapter)) return;
  await sql`drop trigger "products_search_columns"`.execute(db);
  await sql`create trigger "products_search_columns"
    after update of ${listed(COLUMNS)} on products begin
      update "productSearchRows" set ${setFromNew(COLUMNS)} where id = new.id;
    end`.execute(db);
  await sql`create trigger "products_search_stock" after update of stock on products begin
      update "productSearchRows" set stock = new.stock where id = new.id;
    end`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof SqliteAdapter)) return;
  const all = [...COLUMNS.slice(0, 5), 'stock', ...COLUMNS.slice(5)];
  await sql`drop trigger "products_search_stock"`.execute(db);
  await sql`drop trigger "products_search_columns"`.execute(db);
  await sql`create trigger "products_search_columns"
    after update of ${listed(all)} on products begin
      update "productSearchRows" set ${setFromNew(all)} where id = new.id;
    end`.execute(db);
}
