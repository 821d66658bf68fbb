import { shellMessages } from '@bazaar/domain';
import type { ReactNode } from 'react';
import type { RecentlyViewedProduct } from '../../../lib/storage';
import { useRecentlyViewed } from '../hooks/use-recently-viewed';
import { ProductCard, type ProductCardData } from './product-card';
import { ProductGrid } from './product-grid';

/** An entry (docs/product.md §3 fields, all but id and name optional) as a card. */
function toCardData(entry: RecentlyViewedProduct): ProductCardData {
  return {
    id: entry.id,
    name: entry.name,
    image: entry.image,
    category: entry.category,
    sellingPrice: entry.sellingPrice ?? entry.price ?? entry.mrpPrice ?? 0,
    mrpPrice: entry.mrpPrice,
    rating: entry.rating,
    ratingNumber: entry.ratingNumber,
    stock: entry.stock,
    hasVariants: entry.hasVariants,
  };
}

/**
 * The home page's Recently Viewed, after hydration (loaded apart from the page: nothing of it is in the first
 * paint). `placeholder` holds its place, as many cards as the browser keeps, until today's prices and stock
 * arrive (the stored ones are never shown); nothing is shown when none is left.
 */
export function RecentlyViewed({ placeholder }: { placeholder: ReactNode }) {
  const { entries } = useRecentlyViewed(true);
  if (entries === undefined) return placeholder;
  if (entries.length === 0) return null;
  return (
    <ProductGrid title={shellMessages.home.recentlyViewed}>
      {entries.map((entry) => (
        <li key={entry.id}>
          <ProductCard product={toCardData(entry)} />
        </li>
      ))}
    </ProductGrid>
  );
}
