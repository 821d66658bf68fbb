import type { Db } from '../../db/database.js';
import * as repo from './orders.repository.js';

/** Product ids by units ordered, most first (cancelled orders do not count). */
export async function mostOrderedProductIds(db: Db, limit: number): Promise<string[]> {
  const rows = await repo.unitsOrderedByProduct(db, limit);
  return rows.map((row) => row.productId);
}

/** Which of these buyers received the product in a delivered order. */
export async function buyersWhoReceived(
  db: Db,
  productId: string,
  buyerIds: readonly string[],
): Promise<Set<string>> {
  if (buyerIds.length === 0) return new Set();
  const rows = await repo.buyersWhoReceived(db, productId, buyerIds);
  return new Set(rows.map((row) => row.buyerId));
}
