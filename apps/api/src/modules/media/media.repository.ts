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

/** Uploads older than `before` that no product shows and no profile uses. */
export const unusedUploadsBefore = (db: Db, before: string, limit: number) =>
  db
    .selectFrom('mediaUploads')
    .select(['key', 'url'])
    .where('createdAt', '<', before)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('productImages')
            .select('productImages.id')
            .whereRef('productImages.url', '=', 'mediaUploads.url'),
        ),
      ),
    )
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(selectFrom('users').select('users.id').whereRef('users.profilePic', '=', 'mediaUploads.url')),
      ),
    )
    .limit(limit)
    .execute();

export const deleteUploads = (db: Db, keys: string[]) =>
  keys.length === 0 ? Promise.resolve() : db.deleteFrom('mediaUploads').where('key', 'in', keys).execute();
