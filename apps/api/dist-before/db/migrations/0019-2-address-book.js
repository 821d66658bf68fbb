import { sql } from 'kysely';
// issue 21: the address book. A shopper keeps up to 20 addresses (the service counts them under the account's
// row lock); a partial unique index keeps at most one default per shopper whatever happens. The default a
// shopper saved before (users.shippingAddress) becomes their first address, with their name and phone.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's table types
export async function up(db) {
    await db.schema
        .createTable('addresses')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('userId', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('fullName', 'text', (c) => c.notNull())
        .addColumn('phoneNumber', 'text', (c) => c.notNull())
        .addColumn('addressLine1', 'text', (c) => c.notNull())
        .addColumn('addressLine2', 'text', (c) => c.notNull())
        .addColumn('city', 'text', (c) => c.notNull())
        .addColumn('state', 'text', (c) => c.notNull())
        .addColumn('pinCode', 'text', (c) => c.notNull())
        .addColumn('country', 'text', (c) => c.notNull())
        .addColumn('isDefault', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('createdAt', 'text', (c) => c.notNull())
        .addColumn('updatedAt', 'text', (c) => c.notNull())
        .execute();
    await db.schema
        .createIndex('addresses_user_idx')
        .on('addresses')
        .columns(['userId', 'createdAt'])
        .execute();
    await sql `create unique index "addresses_one_default" on addresses ("userId") where "isDefault" = 1`.execute(db);
    const users = await db
        .selectFrom('users')
        .select(['id', 'name', 'phoneNumber', 'shippingAddress', 'updatedAt'])
        .where('shippingAddress', 'is not', null)
        .execute();
    let n = 0;
    for (const user of users) {
        let saved;
        try {
            saved = JSON.parse(String(user.shippingAddress));
        }
        catch {
            continue;
        }
        const text = (value) => (typeof value === 'string' ? value : '');
        if (text(saved.addressLine1) === '')
            continue;
        // a fixed-width id of its own kind: migrations run before the app's id helper is there to import
        const id = `m0192${String(++n).padStart(11, '0')}`;
        await db
            .insertInto('addresses')
            .values({
            id,
            userId: user.id,
            fullName: user.name,
            phoneNumber: user.phoneNumber,
            addressLine1: text(saved.addressLine1),
            addressLine2: text(saved.addressLine2) || text(saved.adressLine2),
            city: text(saved.city),
            state: text(saved.state),
            pinCode: text(saved.pinCode),
            country: text(saved.country),
            isDefault: 1,
            createdAt: user.updatedAt,
            updatedAt: user.updatedAt,
        })
            .execute();
    }
}
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db) {
    await db.schema.dropTable('addresses').execute();
}
//# sourceMappingURL=0019-2-address-book.js.map