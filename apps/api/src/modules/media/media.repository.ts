import type { Expression } from 'kysely';
import type { Db } from '../../db/database.js';
import type { MediaUploadsTable } from './media.table.js';

export const insertUploads = (db: Db, rows: MediaUploadsTable[]) =>
  db.insertInto('mediaUploads').values(rows).execute();

export const findUpload = (db: Db, key: string) =>
  db.selectFrom('mediaUploads').selectAll().where('key', '=', key).executeTakeFirst();

export async function bytesUploadedBy(db: Db, uploaderId: string): Promise<number> {
  const row = await db
    .selectFrom('mediaUploads')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('bytes'), eb.lit(0)).as('bytes'))
    .where('uploaderId', '=', uploaderId)
    .executeTakeFirst();
  return Number(row?.bytes ?? 0);
}

/**
 * A subquery finding the rows of another module that show an upload's URL (a product photo, a profile
 * picture); the module that owns those rows writes it.
 */
export type UploadUse = (db: Db, url: Expression<string>) => Expression<unknown>;

/** Uploads older than `before` that none of `uses` finds in use. */
export const unusedUploadsBefore = (db: Db, before: string, limit: number, uses: readonly UploadUse[]) =>
  db
    .selectFrom('mediaUploads')
    .select(['key', 'url'])
    .where('createdAt', '<', before)
    .where(({ and, not, exists, ref }) =>
      and(uses.map((use) => not(exists(use(db, ref('mediaUploads.url')))))),
    )
    .limit(limit)
    .execute();

export const deleteUploads = (db: Db, keys: string[]) =>
  keys.length === 0 ? Promise.resolve() : db.deleteFrom('mediaUploads').where('key', 'in', keys).execute();
