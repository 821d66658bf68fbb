import { sql, SqliteAdapter } from 'kysely';
// Issue 19: the catalogue filters and counts by brand and discount. On SQLite the search reads the narrow copy
// `productSearchRows` (0003-search), which gains the two columns those need, kept in step by the same triggers;
// PostgreSQL filters products itself and needs nothing.
const COLUMNS = [
    'isHide',
    'isDraft',
    'category',
    'subCategory',
    'sellingPrice',
    'stock',
    'createdAt',
    'ratingTotal',
    'ratingCount',
    'brand',
    'mrpPrice',
];
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's table types
export async function up(db) {
    if (!(db.getExecutor().adapter instanceof SqliteAdapter))
        return;
    await sql `alter table "productSearchRows" add column brand text not null default ''`.execute(db);
    await sql `alter table "productSearchRows" add column "mrpPrice" integer not null default 0`.execute(db);
    await sql `update "productSearchRows" set
    brand = (select brand from products where products.id = "productSearchRows".id),
    "mrpPrice" = (select "mrpPrice" from products where products.id = "productSearchRows".id)`.execute(db);
    await sql `create index "productSearchRows_brand_idx" on "productSearchRows" (brand)`.execute(db);
    await triggers(db, COLUMNS);
}
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
async function triggers(db, names) {
    const columns = sql.join(names.map((c) => sql.id(c)));
    const fromNew = sql.join(names.map((c) => sql `new.${sql.id(c)}`));
    const setFromNew = sql.join(names.map((c) => sql `${sql.id(c)} = new.${sql.id(c)}`));
    await sql `drop trigger "products_search_insert"`.execute(db);
    await sql `drop trigger "products_search_columns"`.execute(db);
    await sql `create trigger "products_search_insert" after insert on products begin
      insert into "productSearchRows"(id, ${columns}) values (new.id, ${fromNew});
      insert into "productsFts"(rowid, name, brand, tags, description)
        values (last_insert_rowid(), new.name, new.brand, new.category || ' ' || new."subCategory", new.description);
    end`.execute(db);
    await sql `create trigger "products_search_columns"
    after update of ${columns} on products begin
      update "productSearchRows" set ${setFromNew} where id = new.id;
    end`.execute(db);
}
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db) {
    if (!(db.getExecutor().adapter instanceof SqliteAdapter))
        return;
    await triggers(db, COLUMNS.slice(0, -2));
    await sql `drop index if exists "productSearchRows_brand_idx"`.execute(db);
    await sql `alter table "productSearchRows" drop column "mrpPrice"`.execute(db);
    await sql `alter table "productSearchRows" drop column brand`.execute(db);
}
//# sourceMappingURL=0015-search-facets.js.map