// Wrong passwords are counted per account and source address (not per account alone, which let anyone lock
// any account), and OTP tries carry their time so failures across resends back off per account per day.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's table types
export async function up(db) {
    await db.schema
        .createTable('signInFailures')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('address', 'text', (c) => c.notNull())
        .addColumn('failedAt', 'text', (c) => c.notNull())
        .execute();
    await db.schema
        .createIndex('signInFailures_pair_idx')
        .on('signInFailures')
        .columns(['email', 'address', 'failedAt'])
        .execute();
    await db.schema
        .createIndex('signInFailures_address_idx')
        .on('signInFailures')
        .columns(['address', 'failedAt'])
        .execute();
    await db.schema.alterTable('otps').addColumn('lastTriedAt', 'text').execute();
}
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db) {
    await db.schema.alterTable('otps').dropColumn('lastTriedAt').execute();
    await db.schema.dropTable('signInFailures').execute();
}
//# sourceMappingURL=0005-sign-in-failures.js.map