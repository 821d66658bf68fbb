import { RECENTLY_VIEWED_MAX } from '@bazaar/domain';
import { getRecentlyViewed, setRecentlyViewed, type RecentlyViewedProduct } from '../../../lib/storage';

/** docs/product.md §9: newest first, no duplicates (by id), at most 5. */
export function addRecentlyViewed(
  list: readonly RecentlyViewedProduct[],
  product: RecentlyViewedProduct,
): RecentlyViewedProduct[] {
  return [product, ...list.filter((entry) => entry.id !== product.id)].slice(0, RECENTLY_VIEWED_MAX);
}

/** Records a product the user opened; the product detail page calls it. */
export function rememberViewedProduct(product: RecentlyViewedProduct): void {
  setRecentlyViewed(addRecentlyViewed(getRecentlyViewed(), product));
}

/** The stored list as shown on the home page (at most 5, even if storage holds more). */
export function readRecentlyViewed(): RecentlyViewedProduct[] {
  return getRecentlyViewed().slice(0, RECENTLY_VIEWED_MAX);
}
