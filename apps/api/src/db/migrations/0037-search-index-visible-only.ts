import { sql, SqliteAdapter, type Kysely } from 'kysely';

// SQLite: the full-text index holds the products shoppers may see, and no hidden product or draft. Every search
// lists visible products only, so a hidden one's entry was only ever read to be dropped: a text's total joined
// each match to its search row to test its visibility. With the index holding visible products only, a total
// with no other condition (no category, price bound or filter) is counted from the index alone: "kitchen",
// 10,613 matches of the 100,000-product bench catalogue, 3.7 ms joined, 0.3 ms from the index, warm; its first
// time, with the search rows' pages not yet read, 134 ms (bench/results.md, session 17). A product entering or
// leaving view (hidden, shown, published) gains or loses its entry, as a text edit rewrites it (0003-search).
// PostgreSQL's search rows are a table with the visibility in its indexes, and are not changed.

const TEXT_COLUMNS = sql`name, brand, category, "subCategory", description`;
const VISIBILITY_COLUMNS = sql`"isHide", "isDraft"`;
/** A new product's search row, as the insert trigger wrote it before and after this migration (0036's columns). */
const SEARCH_ROW_FROM_NEW = sql`insert into "productSearchRows"(id, "isHide", "isDraft", category, "subCategory",
      "sellingPrice", stock, "createdAt", "ratingTotal", "ratingCount", brand, "mrpPrice")
    values (new.id, new."isHide", new."isDraft", new.category, new."subCategory", new."sellingPrice", new.stock,
      new."createdAt", new."ratingTotal", new."ratingCount", new.brand, new."mrpPrice");`;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's table types
export async function up(db: Kysely<any>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof SqliteAdapter)) return;
  await sql`drop trigger "products_search_insert"`.execute(db);
  await sql`drop trigger "products_search_text"`.execute(db);
  await sql`create trigger "products_search_insert" after insert on products begin
      ${SEARCH_ROW_FROM_NEW}
      insert into "productsFts"(rowid, name, brand, tags, description)
        select last_insert_rowid(), new.name, new.brand, new.category || ' ' || new."subCategory", new.description
        where new."isHide" = 0 and new."isDraft" = 0;
    end`.execute(db);
  await sql`create trigger "products_search_text"
    after update of ${TEXT_COLUMNS}, ${VISIBILITY_COLUMNS} on products begin
      delete from "productsFts" where rowid = (select "key" from "productSearchRows" where id = old.id);
      insert into "productsFts"(rowid, name, brand, tags, description)
        select "key", new.name, new.brand, new.category || ' ' || new."subCategory", new.description
        from "productSearchRows" where id = new.id and new."isHide" = 0 and new."isDraft" = 0;
    end`.execute(db);
  await sql`delete from "productsFts"
    where rowid in (select "key" from "productSearchRows" where "isHide" <> 0 or "isDraft" <> 0)`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof SqliteAdapter)) return;
  await sql`drop trigger "products_search_insert"`.execute(db);
  await sql`drop trigger "products_search_text"`.execute(db);
  await sql`create trigger "products_search_insert" after insert on products begin
      ${SEARCH_ROW_FROM_NEW}
      insert into "productsFts"(rowid, name, brand, tags, description)
        values (last_insert_rowid(), new.name, new.brand, new.category || ' ' || new."subCategory", new.description);
    end`.execute(db);
  await sql`create trigger "products_search_text" after update of ${TEXT_COLUMNS} on products begin
      delete from "productsFts" where rowid = (select "key" from "productSearchRows" where id = old.id);
      insert into "productsFts"(rowid, name, brand, tags, description)
        values ((select "key" from "productSearchRows" where id = new.id), new.name, new.brand,
          new.category || ' ' || new."subCategory", new.description);
    end`.execute(db);
  await sql`insert into "productsFts"(rowid, name, brand, tags, description)
    select r."key", p.name, p.brand, p.category || ' ' || p."subCategory", p.description
    from products p join "productSearchRows" r on r.id = p.id where p."isHide" <> 0 or p."isDraft" <> 0`.execute(
    db,
  );
}
