import { RECENTLY_VIEWED_MAX, type ProductDetail } from '@bazaar/domain';
import { getRecentlyViewed, setRecentlyViewed, type RecentlyViewedProduct } from '../../../lib/storage';

/** The fields of docs/product.md §3's Recently Viewed entry, from the product page's answer. */
export function recentlyViewedEntry(product: ProductDetail): RecentlyViewedProduct {
  return {
    id: product.id,
    name: product.name,
    price: product.price,
    description: product.description,
    image: product.image[0],
    category: product.category,
    stock: product.stock,
    rating: product.rating ?? undefined,
    ratingNumber: product.ratingNumber,
    mrpPrice: product.mrpPrice,
    sellingPrice: product.sellingPrice,
    // issue 20: its card says 'from ₹…' and sends the shopper back here to choose a size, not into the cart
    ...((product.variants?.length ?? 0) > 0 && { hasVariants: true }),
  };
}

/**
 * The list brought up to date from the products read now (`current`, answers for the ids in `asked`): each entry
 * asked about as its product is now (price, stock, photo, rating), in the list's order; one asked about but not
 * found (gone or hidden) is dropped; one not asked about (viewed meanwhile in another tab) is kept as it is.
 */
export function refreshRecentlyViewed(
  list: readonly RecentlyViewedProduct[],
  asked: ReadonlySet<string>,
  current: ReadonlyMap<string, ProductDetail>,
): RecentlyViewedProduct[] {
  return list.flatMap((entry) => {
    if (!asked.has(entry.id)) return [entry];
    const product = current.get(entry.id);
    return product ? [recentlyViewedEntry(product)] : [];
  });
}

/** Stores the list brought up to date (see refreshRecentlyViewed), so the next visit starts from it. */
export function storeRefreshedRecentlyViewed(
  asked: ReadonlySet<string>,
  current: ReadonlyMap<string, ProductDetail>,
): void {
  setRecentlyViewed(refreshRecentlyViewed(getRecentlyViewed(), asked, current));
}

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
