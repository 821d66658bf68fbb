import type { Db } from '../../db/database.js';

export const wishlistedProductIds = (db: Db, userId: string, productIds: readonly string[]) =>
  db
    .selectFrom('wishlistItems')
    .select('productId')
    .where('userId', '=', userId)
    .where('productId', 'in', productIds)
    .execute();
