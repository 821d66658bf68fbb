// Background work that runs once across processes. A mail's claim carries a token, so only its holder renews
// the lease while the mail server talks and records the send; a mail given up is kept (dead) for the operator,
// found by its own index. `backgroundJobs` holds one lease per job (upload tidy, demo pictures).
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's table types
export async function up(db) {
    await db.schema.alterTable('mailOutbox').addColumn('claimToken', 'text').execute();
    await db.schema.createIndex('mailOutbox_dead_idx').on('mailOutbox').column('failedAt').execute();
    await db.schema
        .createTable('backgroundJobs')
        .addColumn('name', 'text', (c) => c.primaryKey())
        .addColumn('holder', 'text')
        .addColumn('leaseUntil', 'text')
        .addColumn('finishedAt', 'text')
        .execute();
}
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db) {
    await db.schema.dropTable('backgroundJobs').execute();
    await db.schema.dropIndex('mailOutbox_dead_idx').execute();
    await db.schema.alterTable('mailOutbox').dropColumn('claimToken').execute();
}
//# sourceMappingURL=0016-background-jobs.js.map