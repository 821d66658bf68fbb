// The outbox becomes a delivery queue read by a background worker. Its body is sealed (encrypted with a key
// the database does not hold) and dropped once the mail is sent or given up, so no code rests in the database.
// The old table kept every code in plain text, in the subject too: its rows are dropped on purpose.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's table types
export async function up(db) {
    await db.schema.dropTable('mailOutbox').execute();
    await db.schema
        .createTable('mailOutbox')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('to', 'text', (c) => c.notNull())
        .addColumn('subject', 'text', (c) => c.notNull())
        .addColumn('sealedBody', 'text')
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('nextAttemptAt', 'text', (c) => c.notNull())
        .addColumn('createdAt', 'text', (c) => c.notNull())
        .addColumn('sentAt', 'text')
        .addColumn('failedAt', 'text')
        .addColumn('error', 'text')
        .execute();
    await db.schema.createIndex('mailOutbox_to_idx').on('mailOutbox').columns(['to', 'createdAt']).execute();
    await db.schema
        .createIndex('mailOutbox_due_idx')
        .on('mailOutbox')
        .columns(['sentAt', 'failedAt', 'nextAttemptAt'])
        .execute();
}
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db) {
    await db.schema.dropTable('mailOutbox').execute();
    await db.schema
        .createTable('mailOutbox')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('to', 'text', (c) => c.notNull())
        .addColumn('subject', 'text', (c) => c.notNull())
        .addColumn('text', 'text', (c) => c.notNull())
        .addColumn('html', 'text', (c) => c.notNull())
        .addColumn('createdAt', 'text', (c) => c.notNull())
        .addColumn('sentAt', 'text')
        .addColumn('error', 'text')
        .execute();
    await db.schema.createIndex('mailOutbox_to_idx').on('mailOutbox').columns(['to', 'createdAt']).execute();
}
//# sourceMappingURL=0002-mail-outbox-queue.js.map