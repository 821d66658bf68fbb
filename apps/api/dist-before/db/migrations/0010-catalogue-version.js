import { sql, SqliteAdapter } from 'kysely';
// A version number of everything the public catalogue answers show (products, their images, reviews, the
// orders behind best sellers and verified purchases), bumped by the database itself on every write to those
// tables, by any process. The API keeps ready answers in memory under the version it read before building
// them (modules/catalog/catalog.cache.ts): a write commits its bump with it, so the next read sees a new
// version and never serves an answer older than that write.
const watched = ['products', 'productImages', 'reviews', 'orders', 'orderLines'];
const operations = ['insert', 'update', 'delete'];
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's table types
export async function up(db) {
    await db.schema
        .createTable('catalogueVersion')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('version', 'bigint', (c) => c.notNull())
        .execute();
    await db.insertInto('catalogueVersion').values({ id: 1, version: 1 }).execute();
    if (db.getExecutor().adapter instanceof SqliteAdapter) {
        // Writes are serialised on SQLite anyway: one row update per changed row costs microseconds.
        for (const table of watched)
            for (const operation of operations)
                await sql `create trigger ${sql.id(`catalogueVersion_${table}_${operation}`)}
          after ${sql.raw(operation)} on ${sql.table(table)}
          begin update "catalogueVersion" set version = version + 1 where id = 1; end`.execute(db);
        return;
    }
    // PostgreSQL: bumped once per transaction, at commit (a deferred constraint trigger), so checkouts running
    // side by side hold the version row only while they commit, not for their whole transaction.
    await sql `create function bump_catalogue_version() returns trigger language plpgsql as $$
    begin
      if current_setting('bazaar.catalogue_bumped', true) = 'yes' then return null; end if;
      perform set_config('bazaar.catalogue_bumped', 'yes', true);
      update "catalogueVersion" set version = version + 1 where id = 1;
      return null;
    end $$`.execute(db);
    for (const table of watched)
        await sql `create constraint trigger ${sql.id(`catalogueVersion_${table}`)}
      after insert or update or delete on ${sql.table(table)}
      deferrable initially deferred for each row execute function bump_catalogue_version()`.execute(db);
}
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db) {
    if (db.getExecutor().adapter instanceof SqliteAdapter) {
        for (const table of watched)
            for (const operation of operations)
                await sql `drop trigger if exists ${sql.id(`catalogueVersion_${table}_${operation}`)}`.execute(db);
    }
    else {
        for (const table of watched)
            await sql `drop trigger if exists ${sql.id(`catalogueVersion_${table}`)} on ${sql.table(table)}`.execute(db);
        await sql `drop function if exists bump_catalogue_version()`.execute(db);
    }
    await db.schema.dropTable('catalogueVersion').execute();
}
//# sourceMappingURL=0010-catalogue-version.js.map