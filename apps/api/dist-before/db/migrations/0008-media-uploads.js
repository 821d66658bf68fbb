// Every uploaded file with its uploader and size: add-product accepts only the seller's own uploads, each
// seller has a storage quota, and files no product or profile uses are swept after a day.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's table types
export async function up(db) {
    await db.schema
        .createTable('mediaUploads')
        .addColumn('key', 'text', (c) => c.primaryKey())
        .addColumn('url', 'text', (c) => c.notNull().unique())
        .addColumn('uploaderId', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('bytes', 'integer', (c) => c.notNull())
        .addColumn('createdAt', 'text', (c) => c.notNull())
        .execute();
    await db.schema.createIndex('mediaUploads_uploader_idx').on('mediaUploads').column('uploaderId').execute();
    await db.schema.createIndex('mediaUploads_created_idx').on('mediaUploads').column('createdAt').execute();
    await db.schema.createIndex('productImages_url_idx').on('productImages').column('url').execute();
}
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db) {
    await db.schema.dropIndex('productImages_url_idx').execute();
    await db.schema.dropTable('mediaUploads').execute();
}
//# sourceMappingURL=0008-media-uploads.js.map