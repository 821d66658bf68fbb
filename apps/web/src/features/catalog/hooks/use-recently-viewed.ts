import { useEffect, useMemo, useState } from 'react';
import { useCurrentProducts } from '../../../api/catalog/get-current-products';
import type { RecentlyViewedProduct } from '../../../lib/storage';
import {
  readRecentlyViewed,
  refreshRecentlyViewed,
  storeRefreshedRecentlyViewed,
} from '../utils/recently-viewed';

/**
 * Recently Viewed as it is now: the browser keeps which products were viewed, the catalogue says what they cost
 * and how many are left today (a stored price or stock is never shown). `stored` is how many the browser holds
 * (for the placeholder); `entries` is undefined until the products are read, and empty when none is left to show
 * or the read failed. Products gone or hidden are dropped, from the screen and from storage.
 */
export function useRecentlyViewed(hydrated: boolean): {
  stored: number;
  entries: RecentlyViewedProduct[] | undefined;
} {
  const [list] = useState(readRecentlyViewed);
  const ids = useMemo(() => list.map((entry) => entry.id), [list]);
  const current = useCurrentProducts(ids, hydrated);
  const entries = useMemo(
    () => (current.data ? refreshRecentlyViewed(list, new Set(ids), current.data) : undefined),
    [current.data, ids, list],
  );
  useEffect(() => {
    if (current.data) storeRefreshedRecentlyViewed(new Set(ids), current.data);
  }, [current.data, ids]);

  if (list.length === 0 || current.isError) return { stored: list.length, entries: [] };
  return { stored: list.length, entries };
}
