import type { QueryClient, QueryMeta } from '@tanstack/react-query';

// Product answers tell a signed-in shopper whether each product is saved (`isAddedToWishlist`): the catalogue's
// lists, best sellers, related products and product page. The wishlist changes from the hearts and from the
// account's Wish List tab, so those queries (api/catalog) say in their meta that they carry the flag, and
// both wishlist mutations update them all through this file.

/** The meta of a query whose answer carries `isAddedToWishlist`. */
export const carriesWishlistFlag: QueryMeta = { carriesWishlistFlag: true };

const isFlagged = (query: { meta: QueryMeta | undefined }) => query.meta?.carriesWishlistFlag === true;

/** `value` with every product of this id marked saved or not; the same object where nothing changes. */
function withFlag(value: unknown, productId: string, saved: boolean): unknown {
  if (Array.isArray(value)) {
    const next = value.map((item: unknown) => withFlag(item, productId, saved));
    return next.some((item, index) => item !== value[index]) ? next : value;
  }
  if (value === null || typeof value !== 'object') return value;
  const record = value as Record<string, unknown>;
  if (record.id === productId && 'isAddedToWishlist' in record) {
    return record.isAddedToWishlist === saved ? record : { ...record, isAddedToWishlist: saved };
  }
  let changed = false;
  const next: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(record)) {
    next[key] = withFlag(field, productId, saved);
    if (next[key] !== field) changed = true;
  }
  return changed ? next : record;
}

/**
 * After a product was saved or removed: every cached answer that carries the flag shows it at once (the
 * hearts on cards and the product page follow), and is marked stale so that the next page to show it reads
 * it from the server again; the answers on screen are not fetched again for one click.
 */
export function setWishlistFlag(queryClient: QueryClient, productId: string, saved: boolean): void {
  queryClient.setQueriesData({ predicate: isFlagged }, (data: unknown) => withFlag(data, productId, saved));
  void queryClient.invalidateQueries({ predicate: isFlagged, refetchType: 'none' });
}
