export const findProfileByUser = (db, userId) => db.selectFrom('sellerProfiles').selectAll().where('userId', '=', userId).executeTakeFirst();
/** A profile held by this user or registered with this business e-mail (normalised, lower-case). */
export const findProfileByUserOrEmail = (db, userId, emailAddress) => db
    .selectFrom('sellerProfiles')
    .select('userId')
    .where((eb) => eb.or([eb('userId', '=', userId), eb('emailAddress', '=', emailAddress)]))
    .executeTakeFirst();
export const insertProfile = (db, profile) => db.insertInto('sellerProfiles').values(profile).execute();
/** Another seller's profile registered with this business e-mail, if any. */
export const findOtherProfileWithEmail = (db, userId, emailAddress) => db
    .selectFrom('sellerProfiles')
    .select('userId')
    .where('emailAddress', '=', emailAddress)
    .where('userId', '<>', userId)
    .executeTakeFirst();
export const updateProfile = (db, userId, changes) => db.updateTable('sellerProfiles').set(changes).where('userId', '=', userId).execute();
// A sealed value reads `v1.<iv>.<tag>.<body>`; a number stored in clear is digits only.
const SEALED = 'v1.%';
/** Any one sealed bank account number, to check at start that the data key opens what is stored. */
export const findSealedBankAccount = (db) => db
    .selectFrom('sellerProfiles')
    .select('bankAccountNumber')
    .where('bankAccountNumber', 'like', SEALED)
    .limit(1)
    .executeTakeFirst();
//# sourceMappingURL=sellers.repository.js.map