const columns = [
    'id',
    'fullName',
    'phoneNumber',
    'addressLine1',
    'addressLine2',
    'city',
    'state',
    'pinCode',
    'country',
    'isDefault',
];
/** The user's addresses, the default first, then the newest. */
export const addressesOf = (db, userId) => db
    .selectFrom('addresses')
    .select(columns)
    .where('userId', '=', userId)
    .orderBy('isDefault', 'desc')
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .execute();
export const addressOf = (db, userId, id) => db
    .selectFrom('addresses')
    .select(columns)
    .where('userId', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst();
export async function countOf(db, userId) {
    const row = await db
        .selectFrom('addresses')
        .select((eb) => eb.fn.countAll().as('count'))
        .where('userId', '=', userId)
        .executeTakeFirst();
    return Number(row?.count ?? 0);
}
export const insertAddress = (db, address) => db.insertInto('addresses').values(address).execute();
export const replaceAddress = (db, userId, id, fields) => db.updateTable('addresses').set(fields).where('userId', '=', userId).where('id', '=', id).execute();
/** Unsets the user's default, then sets this one: the caller's transaction holds the user's book still. */
export async function makeDefault(db, userId, id) {
    await db
        .updateTable('addresses')
        .set({ isDefault: 0 })
        .where('userId', '=', userId)
        .where('isDefault', '=', 1)
        .where('id', '<>', id)
        .execute();
    await db
        .updateTable('addresses')
        .set({ isDefault: 1 })
        .where('userId', '=', userId)
        .where('id', '=', id)
        .execute();
}
export async function deleteAddress(db, userId, id) {
    const result = await db
        .deleteFrom('addresses')
        .where('userId', '=', userId)
        .where('id', '=', id)
        .executeTakeFirst();
    return Number(result.numDeletedRows) === 1;
}
/** The user's newest address, if any. */
export const newestOf = (db, userId) => db
    .selectFrom('addresses')
    .select(columns)
    .where('userId', '=', userId)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
/** The user's address with exactly these parts, if any (checkout saving one already in the book). */
export const sameAddress = (db, userId, parts) => db
    .selectFrom('addresses')
    .select(columns)
    .where('userId', '=', userId)
    .where('fullName', '=', parts.fullName)
    .where('phoneNumber', '=', parts.phoneNumber)
    .where('addressLine1', '=', parts.addressLine1)
    .where('addressLine2', '=', parts.addressLine2)
    .where('city', '=', parts.city)
    .where('state', '=', parts.state)
    .where('pinCode', '=', parts.pinCode)
    .where('country', '=', parts.country)
    .executeTakeFirst();
//# sourceMappingURL=addresses.repository.js.map