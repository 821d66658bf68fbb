import type { Db } from '../../db/database.js';
import type { OtpsTable } from './auth.table.js';
import type { Insertable } from 'kysely';

export type OtpPurpose = OtpsTable['purpose'];

export const latestOtp = (db: Db, userId: string, purpose: OtpPurpose) =>
  db
    .selectFrom('otps')
    .selectAll()
    .where('userId', '=', userId)
    .where('purpose', '=', purpose)
    .orderBy('createdAt', 'desc')
    .limit(1)
    .executeTakeFirst();

/** Retires every open code of the account and purpose (a new one replaces them; a used one is spent). */
export const consumeOpenOtps = (db: Db, userId: string, purpose: OtpPurpose, at: string) =>
  db
    .updateTable('otps')
    .set({ consumedAt: at })
    .where('userId', '=', userId)
    .where('purpose', '=', purpose)
    .where('consumedAt', 'is', null)
    .execute();

export const insertOtp = (db: Db, otp: Insertable<OtpsTable>) => db.insertInto('otps').values(otp).execute();

/** Takes one try of an open code; false once `maxTries` are used (the conditional update is race-free). */
export async function takeOtpTry(db: Db, id: string, maxTries: number, at: string): Promise<boolean> {
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
export async function consumeOtp(db: Db, id: string, at: string): Promise<boolean> {
  const result = await db
    .updateTable('otps')
    .set({ consumedAt: at })
    .where('id', '=', id)
    .where('consumedAt', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Tries spent on the account's codes for the purpose created since `since`, and when the last one was. */
export async function otpTriesSince(db: Db, userId: string, purpose: OtpPurpose, since: string) {
  const row = await db
    .selectFrom('otps')
    .select((eb) => [
      eb.fn.coalesce(eb.fn.sum<number>('attempts'), eb.lit(0)).as('tries'),
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

export const insertSignInFailure = (
  db: Db,
  row: { id: string; email: string; address: string; failedAt: string },
) => db.insertInto('signInFailures').values(row).execute();

export const deleteSignInFailure = (db: Db, id: string) =>
  db.deleteFrom('signInFailures').where('id', '=', id).execute();

/** After a right password: the pair's failures no longer count against that address. */
export const clearSignInFailures = (db: Db, email: string, address: string) =>
  db.deleteFrom('signInFailures').where('email', '=', email).where('address', '=', address).execute();

/** Failures since `since` for the account from the address, and from the address for any account. */
export async function countSignInFailures(db: Db, email: string, address: string, since: string) {
  const count = (pairOnly: boolean) =>
    db
      .selectFrom('signInFailures')
      .select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.min('failedAt').as('oldest')])
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

export const deleteSignInFailuresBefore = (db: Db, before: string) =>
  db.deleteFrom('signInFailures').where('failedAt', '<', before).execute();

/** After a new password: every other reset token of the account stops working. */
export const useAllResetTokens = (db: Db, userId: string, at: string) =>
  db
    .updateTable('resetTokens')
    .set({ usedAt: at })
    .where('userId', '=', userId)
    .where('usedAt', 'is', null)
    .execute();

export const insertResetToken = (
  db: Db,
  token: { id: string; userId: string; tokenHash: string; expiresAt: string; createdAt: string },
) =>
  db
    .insertInto('resetTokens')
    .values({ ...token, usedAt: null })
    .execute();

export const findResetToken = (db: Db, tokenHash: string) =>
  db.selectFrom('resetTokens').selectAll().where('tokenHash', '=', tokenHash).executeTakeFirst();

/** Spends a reset token once; false when it was already used. */
export async function useResetToken(db: Db, id: string, at: string): Promise<boolean> {
  const result = await db
    .updateTable('resetTokens')
    .set({ usedAt: at })
    .where('id', '=', id)
    .where('usedAt', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
