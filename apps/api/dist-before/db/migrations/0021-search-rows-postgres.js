import { sql, SqliteAdapter } from 'kysely';
// Issue 18/19 (search speed): on PostgreSQL a search joined every match to `products` to check visibility,
// price and the other filters, and that join (a hash of every visible product, or one index probe per match)
// cost more than matching and ranking. `productSearch` now carries a copy of the columns searches filter and
// sort on, as SQLite's `productSearchRows` does (0003-search, 0015-search-facets), so a search reads that one
// table. The stock is not copied: a checkout writes no search row (the in-stock filter reads products).
// The copy follows every write by the same trigger as the document, which now also fires on these columns and
// recomputes the document only when the text changed.
/** Copied from products under the same names (types as there). */
const COLUMNS = [
    ['isHide', 'integer not null default 0'],
    ['isDraft', 'integer not null default 0'],
    ['category', "text not null default ''"],
    ['subCategory', "text not null default ''"],
    ['brand', "text not null default ''"],
    ['sellingPrice', 'bigint not null default 0'],
    ['mrpPrice', 'bigint not null default 0'],
    ['ratingTotal', 'integer not null default 0'],
    ['ratingCount', 'integer not null default 0'],
    ['createdAt', "text not null default ''"],
];
const TEXT = ['name', 'brand', 'category', 'subCategory', 'description'];
const ids = (names) => sql.join(names.map((name) => sql.id(name)));
const names = COLUMNS.map(([name]) => name);
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's table types
export async function up(db) {
    if (db.getExecutor().adapter instanceof SqliteAdapter)
        return;
    for (const [name, type] of COLUMNS)
        await sql `alter table "productSearch" add column ${sql.id(name)} ${sql.raw(type)}`.execute(db);
    // the products' own ids, as the catalogue's conditions name them (`p.id`)
    await sql `alter table "productSearch" add column id text generated always as ("productId") stored`.execute(db);
    await sql `update "productSearch" s set ${sql.join(names.map((name) => sql `${sql.id(name)} = p.${sql.id(name)}`))}
    from products p where p.id = s."productId"`.execute(db);
    const fromNew = sql.join(names.map((name) => sql `new.${sql.id(name)}`));
    const setFromNew = sql.join(names.map((name) => sql `${sql.id(name)} = new.${sql.id(name)}`));
    const textChanged = sql.join(TEXT.map((name) => sql `old.${sql.id(name)} is distinct from new.${sql.id(name)}`), sql ` or `);
    await sql `create or replace function "productSearchIndex"() returns trigger language plpgsql as $$
    declare doc tsvector;
    begin
      if tg_op = 'UPDATE' and not (${textChanged}) then
        update "productSearch" set ${setFromNew} where "productId" = new.id;
        return null;
      end if;
      doc := "productSearchDocument"(new.name, new.brand, new.category || ' ' || new."subCategory", new.description);
      insert into "productSearch"("productId", document, ${ids(names)}) values (new.id, doc, ${fromNew})
        on conflict ("productId") do update set document = excluded.document, ${sql.join(names.map((name) => sql `${sql.id(name)} = excluded.${sql.id(name)}`))};
      insert into "searchTerms"(term) select unnest(tsvector_to_array(doc)) on conflict do nothing;
      return null;
    end
  $$`.execute(db);
    await sql `drop trigger "products_search_index" on products`.execute(db);
    await sql `create trigger "products_search_index"
    after insert or update of ${ids([...new Set([...TEXT, ...names])])} on products
    for each row execute function "productSearchIndex"()`.execute(db);
    await sql `analyze "productSearch"`.execute(db);
}
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db) {
    if (db.getExecutor().adapter instanceof SqliteAdapter)
        return;
    await sql `drop trigger "products_search_index" on products`.execute(db);
    await sql `create or replace function "productSearchIndex"() returns trigger language plpgsql as $$
    declare doc tsvector;
    begin
      doc := "productSearchDocument"(new.name, new.brand, new.category || ' ' || new."subCategory", new.description);
      insert into "productSearch"("productId", document) values (new.id, doc)
        on conflict ("productId") do update set document = excluded.document;
      insert into "searchTerms"(term) select unnest(tsvector_to_array(doc)) on conflict do nothing;
      return null;
    end
  $$`.execute(db);
    await sql `create trigger "products_search_index"
    after insert or update of ${ids(TEXT)} on products
    for each row execute function "productSearchIndex"()`.execute(db);
    await sql `alter table "productSearch" drop column id`.execute(db);
    for (const name of names)
        await sql `alter table "productSearch" drop column ${sql.id(name)}`.execute(db);
}
//# sourceMappingURL=0021-search-rows-postgres.js.map