import { forUpdate } from '../../db/transactions.js';
export const findUserById = (db, id) => db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
/** `email` must already be normalised (trimmed, lower-case), as every stored address is. */
export const findUserByEmail = (db, email) => db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
/** The names and e-mail addresses of these users. */
export const contactRows = (db, ids) => db.selectFrom('users').select(['id', 'name', 'email', 'phoneNumber']).where('id', 'in', ids).execute();
export const insertUser = (db, user) => db.insertInto('users').values(user).execute();
export const updateUser = (db, id, changes) => db.updateTable('users').set(changes).where('id', '=', id).execute();
/** Ends every session of the account: tokens carry the version they were signed with. */
export const bumpTokenVersion = (db, id, at) => db
    .updateTable('users')
    .set((eb) => ({ tokenVersion: eb('tokenVersion', '+', 1), updatedAt: at }))
    .where('id', '=', id)
    .execute();
/** The accounts whose profile picture is this URL, as a subquery. */
export const profilesShowing = (db, url) => db.selectFrom('users').select('users.id').where('users.profilePic', '=', url);
/** Holds the user's row until the transaction ends (PostgreSQL; SQLite writes one transaction at a time). */
export const lockUser = (db, id) => forUpdate(db, db.selectFrom('users').select('id').where('id', '=', id)).executeTakeFirst();
//# sourceMappingURL=account.repository.js.map