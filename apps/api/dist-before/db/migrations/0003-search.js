import { sql, SqliteAdapter } from 'kysely';
// Full-text search over the catalogue, kept in step with every product write by triggers (the API, the
// seeds and any manual SQL alike). The two engines differ only here and in modules/search's adapters.
//
// SQLite: an FTS5 index (contentless: the text stays in `products`) with four columns ranked name > brand >
// category words > description, keyed by `productSearchRows` (below). `productsFtsVocab` lists the indexed
// terms, for typo tolerance.
//
// PostgreSQL: `productSearch` holds each product's weighted tsvector (A name, B brand, C category words,
// D description) under a GIN index; `searchTerms` is the vocabulary, for typo tolerance and prefix checks.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's table types
export async function up(db) {
    if (db.getExecutor().adapter instanceof SqliteAdapter)
        await upSqlite(db);
    else
        await upPostgres(db);
}
// The columns the catalogue filters and sorts on, copied from products under the same names.
const SQLITE_ROW_COLUMNS = [
    'isHide',
    'isDraft',
    'category',
    'subCategory',
    'sellingPrice',
    'stock',
    'createdAt',
    'ratingTotal',
    'ratingCount',
];
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
async function upSqlite(db) {
    // A narrow copy of each product's filter and sort columns keyed by an integer (the FTS rowid; a table's own
    // rowid may change on VACUUM): matching, filtering, counting and sorting read it instead of the wide
    // products rows, which are only read for the page shown.
    await sql `create table "productSearchRows" (
    "key" integer primary key,
    id text not null unique references products(id) on delete cascade,
    "isHide" integer not null,
    "isDraft" integer not null,
    category text not null,
    "subCategory" text not null,
    "sellingPrice" integer not null,
    stock integer not null,
    "createdAt" text not null,
    "ratingTotal" integer not null,
    "ratingCount" integer not null
  )`.execute(db);
    for (const [name, column] of [
        ['productSearchRows_newest_idx', sql `"isHide", "isDraft", "createdAt"`],
        ['productSearchRows_category_idx', sql `category, "isHide", "isDraft", "createdAt"`],
        ['productSearchRows_subCategory_idx', sql `"subCategory", "isHide", "isDraft", "createdAt"`],
    ]) {
        await sql `create index ${sql.id(name)} on "productSearchRows" (${column})`.execute(db);
    }
    await sql `create virtual table "productsFts" using fts5(
    name, brand, tags, description,
    content = '', contentless_delete = 1,
    tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3'
  )`.execute(db);
    await sql `create virtual table "productsFtsVocab" using fts5vocab("productsFts", 'row')`.execute(db);
    const columns = sql.join(SQLITE_ROW_COLUMNS.map((c) => sql.id(c)));
    const fromNew = sql.join(SQLITE_ROW_COLUMNS.map((c) => sql `new.${sql.id(c)}`));
    const setFromNew = sql.join(SQLITE_ROW_COLUMNS.map((c) => sql `${sql.id(c)} = new.${sql.id(c)}`));
    const keyOf = (row) => sql `(select "key" from "productSearchRows" where id = ${sql.raw(row)}.id)`;
    await sql `create trigger "products_search_insert" after insert on products begin
      insert into "productSearchRows"(id, ${columns}) values (new.id, ${fromNew});
      insert into "productsFts"(rowid, name, brand, tags, description)
        values (last_insert_rowid(), new.name, new.brand, new.category || ' ' || new."subCategory", new.description);
    end`.execute(db);
    await sql `create trigger "products_search_columns"
    after update of ${columns} on products begin
      update "productSearchRows" set ${setFromNew} where id = new.id;
    end`.execute(db);
    await sql `create trigger "products_search_text"
    after update of name, brand, category, "subCategory", description on products begin
      delete from "productsFts" where rowid = ${keyOf('old')};
      insert into "productsFts"(rowid, name, brand, tags, description)
        values (${keyOf('new')}, new.name, new.brand, new.category || ' ' || new."subCategory", new.description);
    end`.execute(db);
    await sql `create trigger "products_search_delete" before delete on products begin
      delete from "productsFts" where rowid = ${keyOf('old')};
      delete from "productSearchRows" where id = old.id;
    end`.execute(db);
    // Products written before this migration.
    await sql `insert into "productSearchRows"(id, ${columns})
    select id, ${columns} from products order by "createdAt"`.execute(db);
    await sql `insert into "productsFts"(rowid, name, brand, tags, description)
    select r."key", p.name, p.brand, p.category || ' ' || p."subCategory", p.description
    from "productSearchRows" r join products p on p.id = r.id`.execute(db);
    await sql `insert into "productsFts"("productsFts") values ('optimize')`.execute(db);
}
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
async function upPostgres(db) {
    await sql `create table "productSearch" (
    "productId" text primary key references products(id) on delete cascade,
    document tsvector not null
  )`.execute(db);
    await sql `create index "productSearch_document_idx" on "productSearch" using gin (document)`.execute(db);
    // "C" collation: a plain btree then serves `term like 'prefix%'`.
    await sql `create table "searchTerms" (term text collate "C" primary key)`.execute(db);
    await sql `create function "productSearchDocument"(name text, brand text, tags text, description text)
    returns tsvector language sql immutable as $$
      select setweight(to_tsvector('simple', name), 'A')
          || setweight(to_tsvector('simple', brand), 'B')
          || setweight(to_tsvector('simple', tags), 'C')
          || setweight(to_tsvector('simple', description), 'D')
    $$`.execute(db);
    await sql `create function "productSearchIndex"() returns trigger language plpgsql as $$
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
    after insert or update of name, brand, category, "subCategory", description on products
    for each row execute function "productSearchIndex"()`.execute(db);
    await sql `insert into "productSearch"("productId", document)
    select id, "productSearchDocument"(name, brand, category || ' ' || "subCategory", description) from products`.execute(db);
    await sql `insert into "searchTerms"(term)
    select distinct unnest(tsvector_to_array(document)) from "productSearch" on conflict do nothing`.execute(db);
}
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db) {
    if (db.getExecutor().adapter instanceof SqliteAdapter) {
        for (const trigger of [
            'products_search_insert',
            'products_search_columns',
            'products_search_text',
            'products_search_delete',
        ])
            await sql `drop trigger if exists ${sql.id(trigger)}`.execute(db);
        await sql `drop table if exists "productsFtsVocab"`.execute(db);
        await sql `drop table if exists "productsFts"`.execute(db);
        await sql `drop table if exists "productSearchRows"`.execute(db);
        return;
    }
    await sql `drop trigger if exists "products_search_index" on products`.execute(db);
    await sql `drop function if exists "productSearchIndex"()`.execute(db);
    await sql `drop table if exists "searchTerms"`.execute(db);
    await sql `drop table if exists "productSearch"`.execute(db);
    await sql `drop function if exists "productSearchDocument"(text, text, text, text)`.execute(db);
}
//# sourceMappingURL=0003-search.js.map