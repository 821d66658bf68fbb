export const insertUploads = (db, rows) => db.insertInto('mediaUploads').values(rows).execute();
export const findUpload = (db, key) => db.selectFrom('mediaUploads').selectAll().where('key', '=', key).executeTakeFirst();
export async function bytesUploadedBy(db, uploaderId) {
    const row = await db
        .selectFrom('mediaUploads')
        .select((eb) => eb.fn.coalesce(eb.fn.sum('bytes'), eb.lit(0)).as('bytes'))
        .where('uploaderId', '=', uploaderId)
        .executeTakeFirst();
    return Number(row?.bytes ?? 0);
}
/** Uploads older than `before` that none of `uses` finds in use. */
export const unusedUploadsBefore = (db, before, limit, uses) => db
    .selectFrom('mediaUploads')
    .select(['key', 'url'])
    .where('createdAt', '<', before)
    .where(({ and, not, exists, ref }) => and(uses.map((use) => not(exists(use(db, ref('mediaUploads.url')))))))
    .limit(limit)
    .execute();
export const deleteUploads = (db, keys) => keys.length === 0 ? Promise.resolve() : db.deleteFrom('mediaUploads').where('key', 'in', keys).execute();
//# sourceMappingURL=media.repository.js.map