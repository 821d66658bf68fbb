import type { Db } from '../../db/database.js';
import type { OtpsTable } from '../../db/schema.js';
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
export async function takeOtpTry(db: Db, id: string, maxTries: number): Promise<boolean> {
  const result = await db
    .updateTable('otps')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
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
