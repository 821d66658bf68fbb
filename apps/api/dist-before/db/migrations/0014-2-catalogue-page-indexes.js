import { sql, SqliteAdapter } from 'kysely';
// A category page (any category or subcategory, or none; any sort; any price bounds) and its total read one
// index range each, on both engines (issue 18: p50 ≤ 5 ms uncached on 100,000 products):
// - for each scope (category, subcategory, none) and each order (newest, price, best rated), one index whose
//   columns are the scope, the visibility flags, the order, and then the id and the selling price: the page is
//   read in order from the index, a price bound is checked in the index, and the total with a price bound is
//   counted from a range of the price index, with no table row read (SQLite: `productSearchRows`, the narrow
//   copy of products of 0003-search; PostgreSQL: products).
// - the stock is in none of them: a checkout's stock move rewrites no index entry (on PostgreSQL, a HOT update).
// They replace the narrower indexes of 0003-search and 0007-catalogue-rating-order. The orders' time index
// serves the best sellers' check for a new order (modules/catalog/catalog.cache.ts).
// The order expressions must stay word for word those of modules/search/search.adapter.ts (orderBy).
const rating = sql `(case when "ratingCount" = 0 then 0 else "ratingTotal" * 1.0 / "ratingCount" end)`;
const scopes = [
    ['all', []],
    ['category', [sql `category`]],
    ['subCategory', [sql `"subCategory"`]],
];
const orders = [
    ['newest', sql `"createdAt" desc, id, "sellingPrice"`],
    ['price', sql `"sellingPrice", id`],
    ['rating', sql `${rating} desc, "ratingCount" desc, id, "sellingPrice"`],
];
const replaced = {
    sqlite: [
        'productSearchRows_newest_idx',
        'productSearchRows_category_idx',
        'productSearchRows_subCategory_idx',
        'catalogue_rating_idx',
        'catalogue_category_rating_idx',
    ],
    postgres: ['catalogue_rating_idx', 'catalogue_category_rating_idx'],
};
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's table types
export async function up(db) {
    const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
    const table = sqlite ? 'productSearchRows' : 'products';
    for (const [scope, columns] of scopes)
        for (const [order, ordering] of orders)
            await sql `create index ${sql.id(`catalogue_page_${scope}_${order}_idx`)} on ${sql.table(table)}
        (${sql.join([...columns, sql `"isHide"`, sql `"isDraft"`, ordering])})`.execute(db);
    for (const name of replaced[sqlite ? 'sqlite' : 'postgres'])
        await sql `drop index if exists ${sql.id(name)}`.execute(db);
    await sql `create index "orders_createdAt_idx" on orders ("createdAt")`.execute(db);
    if (!sqlite)
        await sql `analyze products`.execute(db);
    else
        await sql `analyze "productSearchRows"`.execute(db);
}
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db) {
    const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
    const table = sqlite ? 'productSearchRows' : 'products';
    await sql `drop index if exists "orders_createdAt_idx"`.execute(db);
    for (const [scope] of scopes)
        for (const [order] of orders)
            await sql `drop index if exists ${sql.id(`catalogue_page_${scope}_${order}_idx`)}`.execute(db);
    const byRating = sql `${rating} desc, "ratingCount" desc, id`;
    await sql `create index "catalogue_rating_idx" on ${sql.table(table)} ("isHide", "isDraft", ${byRating})`.execute(db);
    await sql `create index "catalogue_category_rating_idx" on ${sql.table(table)}
    (category, "isHide", "isDraft", ${byRating})`.execute(db);
    if (!sqlite)
        return;
    for (const [name, columns] of [
        ['productSearchRows_newest_idx', sql `"isHide", "isDraft", "createdAt"`],
        ['productSearchRows_category_idx', sql `category, "isHide", "isDraft", "createdAt"`],
        ['productSearchRows_subCategory_idx', sql `"subCategory", "isHide", "isDraft", "createdAt"`],
    ])
        await sql `create index ${sql.id(name)} on "productSearchRows" (${columns})`.execute(db);
}
//# sourceMappingURL=0014-2-catalogue-page-indexes.js.map