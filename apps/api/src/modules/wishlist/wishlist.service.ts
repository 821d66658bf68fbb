import type { Db } from '../../db/database.js';
import * as repo from './wishlist.repository.js';

/** Which of these products the user keeps in the wishlist (for the cards' `isAddedToWishlist`). */
export async function wishlistedAmong(
  db: Db,
  userId: string,
  productIds: readonly string[],
): Promise<Set<string>> {
  if (productIds.length === 0) return new Set();
  const rows = await repo.wishlistedProductIds(db, userId, productIds);
  return new Set(rows.map((row) => row.productId));
}
