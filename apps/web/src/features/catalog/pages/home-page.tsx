import { rupeesToPaise, shellMessages } from '@bazaar/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import type { RecentlyViewedProduct } from '../../../lib/storage';
import { bestSellers } from '../best-sellers';
import { CategoryLinks, categoryPath } from '../components/category-links';
import { HeroBanner } from '../components/hero-banner';
import { ProductCard, type ProductCardData } from '../components/product-card';
import { ProductGrid } from '../components/product-grid';
import { readRecentlyViewed } from '../utils/recently-viewed';

const t = shellMessages.home;

/** Stored entries carry rupees as the API sends them; the card wants paise. */
function toCardData(entry: RecentlyViewedProduct): ProductCardData {
  const selling = entry.sellingPrice ?? entry.price ?? entry.mrpPrice ?? 0;
  return {
    name: entry.name,
    price: rupeesToPaise(selling),
    mrp: entry.mrpPrice === undefined ? undefined : rupeesToPaise(entry.mrpPrice),
    image: entry.image,
    category: entry.category,
  };
}

/** spec §2 home: hero, category buttons, Recently Viewed (hidden when empty) and Best Sellers. */
export function HomePage() {
  const [recentlyViewed] = useState(readRecentlyViewed);

  return (
    <div className="mx-auto max-w-7xl space-y-12 px-4 py-6 sm:py-8 lg:px-8">
      <HeroBanner />
      <CategoryLinks />

      {recentlyViewed.length > 0 && (
        <ProductGrid title={t.recentlyViewed}>
          {recentlyViewed.map((entry) => (
            <li key={entry.id}>
              <ProductCard product={toCardData(entry)} to={paths.product.getHref(entry.id)} />
            </li>
          ))}
        </ProductGrid>
      )}

      <ProductGrid
        title={t.bestSellers}
        action={
          <Link
            to={paths.products.getHref()}
            className="rounded text-sm font-semibold text-brand-700 hover:underline dark:text-brand-300"
          >
            {t.viewAll}
          </Link>
        }
      >
        {bestSellers.map((product) => (
          <li key={product.id}>
            <ProductCard product={product} to={categoryPath(product.category)} />
          </li>
        ))}
      </ProductGrid>
    </div>
  );
}
