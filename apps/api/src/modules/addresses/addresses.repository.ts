// The address book: SQL only; the rules are in addresses.service.ts.
import type { Db } from '../../db/database.js';
import type { NewAddress } from './addresses.table.js';

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
] as const;

/** The user's addresses, the default first, then the newest. */
export const addressesOf = (db: Db, userId: string) =>
  db
    .selectFrom('addresses')
    .select(columns)
    .where('userId', '=', userId)
    .orderBy('isDefault', 'desc')
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .execute();

export const addressOf = (db: Db, userId: string, id: string) =>
  db
    .selectFrom('addresses')
    .select(columns)
    .where('userId', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst();

export async function countOf(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom('addresses')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('userId', '=', userId)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

export const insertAddress = (db: Db, address: NewAddress) =>
  db.insertInto('addresses').values(address).execute();

export const replaceAddress = (
  db: Db,
  userId: string,
  id: string,
  fields: Omit<NewAddress, 'id' | 'userId' | 'createdAt' | 'isDefault'>,
) => db.updateTable('addresses').set(fields).where('userId', '=', userId).where('id', '=', id).execute();

/** Unsets the user's default, then sets this one: the caller's transaction holds the user's book still. */
export async function makeDefault(db: Db, userId: string, id: string): Promise<void> {
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

export async function deleteAddress(db: Db, userId: string, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom('addresses')
    .where('userId', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/** The user's newest address, if any. */
export const newestOf = (db: Db, userId: string) =>
  db
    .selectFrom('addresses')
    .select(columns)
    .where('userId', '=', userId)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();

/** The user's address with exactly these parts, if any (checkout saving one already in the book). */
export const sameAddress = (
  db: Db,
  userId: string,
  parts: Omit<NewAddress, 'id' | 'userId' | 'createdAt' | 'updatedAt' | 'isDefault'>,
) =>
  db
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
