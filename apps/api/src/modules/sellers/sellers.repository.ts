import type { Db } from '../../db/database.js';
import type { NewSellerProfile } from './sellers.table.js';

export const findProfileByUser = (db: Db, userId: string) =>
  db.selectFrom('sellerProfiles').selectAll().where('userId', '=', userId).executeTakeFirst();

/** A profile held by this user or registered with this business e-mail (normalised, lower-case). */
export const findProfileByUserOrEmail = (db: Db, userId: string, emailAddress: string) =>
  db
    .selectFrom('sellerProfiles')
    .select('userId')
    .where((eb) => eb.or([eb('userId', '=', userId), eb('emailAddress', '=', emailAddress)]))
    .executeTakeFirst();

export const insertProfile = (db: Db, profile: NewSellerProfile) =>
  db.insertInto('sellerProfiles').values(profile).execute();
