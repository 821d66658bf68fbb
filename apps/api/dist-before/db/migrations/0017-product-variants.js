import { sql, SqliteAdapter } from 'kysely';
// issue 20: products in variants (size, colour, storage). A variant has its own SKU, stock, prices and image;
// the product row keeps its figures as the aggregate of its variants (the lowest-priced one's prices, the sum
// of their stock, how many there are), written in the same transaction as the variants, so every catalogue
// read, search, facet, cache and the sitemap read products as before.
// - `skuKey` is the SKU in lower case while the product lives (null once deleted): unique per seller.
// - A cart line names its variant ('' for a product sold as one): two sizes of one product are two lines, so
//   the cart's key becomes (user, product, variant). SQLite cannot change a primary key: the table is rebuilt.
// - An order line keeps the variant it bought as it was (id, SKU, options as JSON), so history survives edits.
// - The catalogue version (0010, 0014-1) follows variant writes as it follows products: any insert or delete,
//   and an update of anything but the stock (a seller's edit sets updatedAt; a purchase moves only the stock,
//   which the cache checks through the product's summed stock).
/** Variant columns a product page shows, and updatedAt (set by a seller's edit, never by a purchase). */
const variantShown = [
    'productId',
    'sellerId',
    'position',
    'sku',
    'size',
    'colour',
    'storage',
    'mrpPrice',
    'sellingPrice',
    'image',
    'updatedAt',
];
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's table types
export async function up(db) {
    await db.schema
        .createTable('productVariants')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('productId', 'text', (c) => c.notNull().references('products.id').onDelete('cascade'))
        .addColumn('sellerId', 'text', (c) => c.notNull())
        .addColumn('position', 'integer', (c) => c.notNull())
        .addColumn('sku', 'text', (c) => c.notNull())
        .addColumn('skuKey', 'text')
        .addColumn('size', 'text')
        .addColumn('colour', 'text')
        .addColumn('storage', 'text')
        .addColumn('stock', 'integer', (c) => c.notNull().check(sql `"stock" >= 0`))
        .addColumn('mrpPrice', 'bigint', (c) => c.notNull().check(sql `"mrpPrice" > 0`))
        .addColumn('sellingPrice', 'bigint', (c) => c.notNull().check(sql `"sellingPrice" > 0 and "sellingPrice" <= "mrpPrice"`))
        .addColumn('image', 'text')
        .addColumn('createdAt', 'text', (c) => c.notNull())
        .addColumn('updatedAt', 'text', (c) => c.notNull())
        .execute();
    await db.schema
        .createIndex('productVariants_product_idx')
        .on('productVariants')
        .columns(['productId', 'position'])
        .execute();
    await db.schema
        .createIndex('productVariants_sku_key')
        .on('productVariants')
        .columns(['sellerId', 'skuKey'])
        .unique()
        .execute();
    // the hourly tidy asks whether an upload is some variant's image
    await db.schema.createIndex('productVariants_image_idx').on('productVariants').column('image').execute();
    await db.schema
        .alterTable('products')
        .addColumn('variantCount', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
    await db.schema
        .createTable('cartLinesNext')
        .addColumn('userId', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('productId', 'text', (c) => c.notNull().references('products.id').onDelete('cascade'))
        .addColumn('variantId', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('quantity', 'integer', (c) => c.notNull().check(sql `"quantity" > 0`))
        .addColumn('addedAt', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('cartLines_variant_pk', ['userId', 'productId', 'variantId'])
        .execute();
    await sql `insert into "cartLinesNext" ("userId", "productId", "variantId", "quantity", "addedAt")
    select "userId", "productId", '', "quantity", "addedAt" from "cartLines"`.execute(db);
    await db.schema.dropTable('cartLines').execute();
    await db.schema.alterTable('cartLinesNext').renameTo('cartLines').execute();
    await db.schema.alterTable('orderLines').addColumn('variantId', 'text').execute();
    await db.schema.alterTable('orderLines').addColumn('sku', 'text').execute();
    await db.schema.alterTable('orderLines').addColumn('variantOptions', 'text').execute();
    const changed = (inequality) => sql.join(variantShown.map((column) => sql `old.${sql.id(column)} ${sql.raw(inequality)} new.${sql.id(column)}`), sql ` or `);
    if (db.getExecutor().adapter instanceof SqliteAdapter) {
        // SQLite has no "is distinct from": "is not" is its null-safe inequality.
        const bump = sql `begin update "catalogueVersion" set version = version + 1 where id = 1; end`;
        for (const event of ['insert', 'delete'])
            await sql `create trigger ${sql.id(`catalogueVersion_productVariants_${event}`)}
        after ${sql.raw(event)} on "productVariants" ${bump}`.execute(db);
        await sql `create trigger "catalogueVersion_productVariants_update" after update on "productVariants"
      when ${changed('is not')} ${bump}`.execute(db);
        return;
    }
    await sql `create constraint trigger "catalogueVersion_productVariants" after insert or delete on "productVariants"
    deferrable initially deferred for each row execute function bump_catalogue_version()`.execute(db);
    await sql `create constraint trigger "catalogueVersion_productVariants_update" after update on "productVariants"
    deferrable initially deferred for each row when (${changed('is distinct from')}) execute function bump_catalogue_version()`.execute(db);
}
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db) {
    await db.schema.alterTable('orderLines').dropColumn('variantOptions').execute();
    await db.schema.alterTable('orderLines').dropColumn('sku').execute();
    await db.schema.alterTable('orderLines').dropColumn('variantId').execute();
    // Lines of variants cannot be told apart once the key loses the variant: the first of each product stays.
    await db.schema
        .createTable('cartLinesPrevious')
        .addColumn('userId', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('productId', 'text', (c) => c.notNull().references('products.id').onDelete('cascade'))
        .addColumn('quantity', 'integer', (c) => c.notNull().check(sql `"quantity" > 0`))
        .addColumn('addedAt', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('cartLines_pk', ['userId', 'productId'])
        .execute();
    await sql `insert into "cartLinesPrevious" ("userId", "productId", "quantity", "addedAt")
    select "userId", "productId", max("quantity"), min("addedAt") from "cartLines" group by "userId", "productId"`.execute(db);
    await db.schema.dropTable('cartLines').execute();
    await db.schema.alterTable('cartLinesPrevious').renameTo('cartLines').execute();
    await db.schema.alterTable('products').dropColumn('variantCount').execute();
    await db.schema.dropTable('productVariants').execute();
}
//# sourceMappingURL=0017-product-variants.js.map