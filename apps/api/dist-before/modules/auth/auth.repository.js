export const latestOtp = (db, userId, purpose) => db
    .selectFrom('otps')
    .selectAll()
    .where('userId', '=', userId)
    .where('purpose', '=', purpose)
    .orderBy('createdAt', 'desc')
    .limit(1)
    .executeTakeFirst();
/** Retires every open code of the account and purpose (a new one replaces them; a used one is spent). */
export const consumeOpenOtps = (db, userId, purpose, at) => db
    .updateTable('otps')
    .set({ consumedAt: at })
    .where('userId', '=', userId)
    .where('purpose', '=', purpose)
    .where('consumedAt', 'is', null)
    .execute();
export const insertOtp = (db, otp) => db.insertInto('otps').values(otp).execute();
/** Takes one try of an open code; false once `maxTries` are used (the conditional update is race-free). */
export async function takeOtpTry(db, id, maxTries, at) {
    const result = await db
        .updateTable('otps')
        .set((eb) => ({ attempts: eb('attempts', '+', 1), lastTriedAt: at }))
        .where('id', '=', id)
        .where('consumedAt', 'is', null)
        .where('attempts', '<', maxTries)
        .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
}
/** Marks the code used; false when another request used it first. */
export async function consumeOtp(db, id, at) {
    const result = await db
        .updateTable('otps')
        .set({ consumedAt: at })
        .where('id', '=', id)
        .where('consumedAt', 'is', null)
        .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
}
/** Tries spent on the account's codes for the purpose created since `since`, and when the last one was. */
export async function otpTriesSince(db, userId, purpose, since) {
    const row = await db
        .selectFrom('otps')
        .select((eb) => [
        eb.fn.coalesce(eb.fn.sum('attempts'), eb.lit(0)).as('tries'),
        eb.fn.max('lastTriedAt').as('lastTriedAt'),
        eb.fn.min('createdAt').as('firstCreatedAt'),
    ])
        .where('userId', '=', userId)
        .where('purpose', '=', purpose)
        .where('createdAt', '>', since)
        .executeTakeFirst();
    return {
        tries: Number(row?.tries ?? 0),
        lastTriedAt: row?.lastTriedAt ?? null,
        firstCreatedAt: row?.firstCreatedAt ?? null,
    };
}
export const insertSignInFailure = (db, row) => db.insertInto('signInFailures').values(row).execute();
export const deleteSignInFailure = (db, id) => db.deleteFrom('signInFailures').where('id', '=', id).execute();
/** After a right password: the pair's failures no longer count against that address. */
export const clearSignInFailures = (db, email, address) => db.deleteFrom('signInFailures').where('email', '=', email).where('address', '=', address).execute();
/** Failures since `since` for the account from the address, and from the address for any account. */
export async function countSignInFailures(db, email, address, since) {
    const count = (pairOnly) => db
        .selectFrom('signInFailures')
        .select((eb) => [eb.fn.countAll().as('count'), eb.fn.min('failedAt').as('oldest')])
        .where('address', '=', address)
        .$if(pairOnly, (q) => q.where('email', '=', email))
        .where('failedAt', '>', since)
        .executeTakeFirstOrThrow();
    const [pair, fromAddress] = await Promise.all([count(true), count(false)]);
    return {
        pair: { count: Number(pair.count), oldest: pair.oldest },
        address: { count: Number(fromAddress.count), oldest: fromAddress.oldest },
    };
}
export const deleteSignInFailuresBefore = (db, before) => db.deleteFrom('signInFailures').where('failedAt', '<', before).execute();
/** After a new password: every other reset token of the account stops working. */
export const useAllResetTokens = (db, userId, at) => db
    .updateTable('resetTokens')
    .set({ usedAt: at })
    .where('userId', '=', userId)
    .where('usedAt', 'is', null)
    .execute();
export const insertResetToken = (db, token) => db
    .insertInto('resetTokens')
    .values({ ...token, usedAt: null })
    .execute();
export const findResetToken = (db, tokenHash) => db.selectFrom('resetTokens').selectAll().where('tokenHash', '=', tokenHash).executeTakeFirst();
/** Spends a reset token once; false when it was already used. */
export async function useResetToken(db, id, at) {
    const result = await db
        .updateTable('resetTokens')
        .set({ usedAt: at })
        .where('id', '=', id)
        .where('usedAt', 'is', null)
        .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
}
//# sourceMappingURL=auth.repository.js.map