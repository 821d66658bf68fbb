import { sql, SqliteAdapter } from 'kysely';
// The catalogue version (0010) is bumped only by writes that can change which products an answer lists or how
// they read, no longer by every checkout: a stock move that leaves the stock above zero is checked product by
// product by the cache (modules/catalog/catalog.cache.ts reads the stock of the products an answer shows), a
// new order by the best sellers' own check, and order lines never show. So no row is written by every checkout
// (issue 18: on PostgreSQL every checkout queued on that one row at commit).
// Still bumped: products inserted or deleted; a product update that changes anything but its stock and
// updatedAt, or whose stock reaches or leaves zero (in-stock filters); images and reviews, any write; orders
// whose status changes (verified purchases, cancelled orders leaving best sellers) or that are deleted.
/** Product columns that answers show, filter or sort on, besides the stock. */
const shown = [
    'sellerId',
    'name',
    'description',
    'brand',
    'category',
    'subCategory',
    'mrpPrice',
    'sellingPrice',
    'isHide',
    'isDraft',
    'ratingTotal',
    'ratingCount',
    'createdAt',
    'deletedAt',
];
const changed = (columns) => sql.join(columns.map((column) => sql `old.${sql.id(column)} is distinct from new.${sql.id(column)}`), sql ` or `);
const stockCrossesZero = sql `(old.stock = 0) <> (new.stock = 0)`;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's table types
export async function up(db) {
    if (db.getExecutor().adapter instanceof SqliteAdapter) {
        const bump = sql `begin update "catalogueVersion" set version = version + 1 where id = 1; end`;
        for (const name of [
            'catalogueVersion_products_update',
            'catalogueVersion_orders_insert',
            'catalogueVersion_orders_update',
            'catalogueVersion_orderLines_insert',
            'catalogueVersion_orderLines_update',
            'catalogueVersion_orderLines_delete',
        ])
            await sql `drop trigger if exists ${sql.id(name)}`.execute(db);
        // SQLite has no "is distinct from": "is not" is its null-safe inequality.
        const sqliteChanged = sql.join(shown.map((column) => sql `old.${sql.id(column)} is not new.${sql.id(column)}`), sql ` or `);
        await sql `create trigger "catalogueVersion_products_update" after update on products
      when ${sqliteChanged} or ${stockCrossesZero} ${bump}`.execute(db);
        await sql `create trigger "catalogueVersion_orders_update" after update of status on orders
      when old.status is not new.status ${bump}`.execute(db);
        return;
    }
    for (const table of ['products', 'orders', 'orderLines'])
        await sql `drop trigger if exists ${sql.id(`catalogueVersion_${table}`)} on ${sql.table(table)}`.execute(db);
    const trigger = (name, event, table, when) => sql `create constraint trigger ${sql.id(name)} after ${sql.raw(event)} on ${sql.table(table)}
      deferrable initially deferred for each row when (${when}) execute function bump_catalogue_version()`;
    await sql `create constraint trigger "catalogueVersion_products" after insert or delete on products
    deferrable initially deferred for each row execute function bump_catalogue_version()`.execute(db);
    await trigger('catalogueVersion_products_update', 'update', 'products', sql `${changed(shown)} or ${stockCrossesZero}`).execute(db);
    await sql `create constraint trigger "catalogueVersion_orders" after delete on orders
    deferrable initially deferred for each row execute function bump_catalogue_version()`.execute(db);
    await trigger('catalogueVersion_orders_update', 'update', 'orders', changed(['status'])).execute(db);
}
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db) {
    const operations = ['insert', 'update', 'delete'];
    if (db.getExecutor().adapter instanceof SqliteAdapter) {
        for (const table of ['products', 'orders', 'orderLines'])
            for (const operation of operations) {
                const name = `catalogueVersion_${table}_${operation}`;
                await sql `drop trigger if exists ${sql.id(name)}`.execute(db);
                await sql `create trigger ${sql.id(name)} after ${sql.raw(operation)} on ${sql.table(table)}
          begin update "catalogueVersion" set version = version + 1 where id = 1; end`.execute(db);
            }
        return;
    }
    for (const name of [
        'catalogueVersion_products',
        'catalogueVersion_products_update',
        'catalogueVersion_orders',
        'catalogueVersion_orders_update',
    ])
        await sql `drop trigger if exists ${sql.id(name)} on ${sql.table(name.includes('orders') ? 'orders' : 'products')}`.execute(db);
    for (const table of ['products', 'orders', 'orderLines'])
        await sql `create constraint trigger ${sql.id(`catalogueVersion_${table}`)}
      after insert or update or delete on ${sql.table(table)}
      deferrable initially deferred for each row execute function bump_catalogue_version()`.execute(db);
}
//# sourceMappingURL=0014-1-catalogue-version-follows-changes.js.map