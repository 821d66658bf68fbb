import { RECENTLY_VIEWED_MAX, shellMessages } from '@bazaar/domain';
import { Link } from 'react-router';
import { useBestSellers } from '../../../api/catalog/get-best-sellers';
import { CategoryLinks } from '../components/category-links';
import { HeroBanner } from '../components/hero-banner';
import { ProductCard, ProductCardSkeleton, type ProductCardData } from '../components/product-card';
import { ProductGrid } from '../components/product-grid';
import { useRecentlyViewed } from '../hooks/use-recently-viewed';
import type { RecentlyViewedProduct } from '../../../lib/storage';
import { paths } from '../../../config/paths';
import { usePageMeta } from '../../../lib/page-meta';
import { useHydrated } from '../../../lib/use-hydrated';

const t = shellMessages.home;

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

/** docs/product.md §2 home: hero, category buttons, Recently Viewed (hidden when empty) and Best Sellers from the API. */
export function HomePage() {
  usePageMeta(shellMessages.meta.homeTitle, shellMessages.meta.description, { exact: true });
  const hydrated = useHydrated();
  const recentlyViewed = useRecentlyViewed(hydrated);
  const bestSellers = useBestSellers();

  return (
    <div className="mx-auto max-w-7xl space-y-12 px-4 py-6 sm:py-8 lg:px-8">
      <HeroBanner />
      <CategoryLinks />

      {!hydrated ? (
        // Recently Viewed is stored in the browser: the server's HTML holds its place, shown with as many
        // cards as index.html's inline script counted (index.css), so the list arriving moves nothing.
        <div data-recently-viewed-placeholder="" aria-hidden="true">
          <RecentlyViewedSkeleton count={RECENTLY_VIEWED_MAX} />
        </div>
      ) : recentlyViewed.entries === undefined ? (
        // today's prices and stock are on their way: the stored ones are never shown
        <div aria-hidden="true">
          <RecentlyViewedSkeleton count={recentlyViewed.stored} />
        </div>
      ) : (
        recentlyViewed.entries.length > 0 && (
          <ProductGrid title={t.recentlyViewed}>
            {recentlyViewed.entries.map((entry) => (
              <li key={entry.id}>
                <ProductCard product={toCardData(entry)} />
              </li>
            ))}
          </ProductGrid>
        )
      )}

      {!bestSellers.isError && (
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
          {bestSellers.data
            ? bestSellers.data.products.map((product) => (
                <li key={product.id}>
                  <ProductCard product={product} />
                </li>
              ))
            : Array.from({ length: 10 }, (_, index) => (
                <li key={index}>
                  <ProductCardSkeleton />
                </li>
              ))}
        </ProductGrid>
      )}
    </div>
  );
}

function RecentlyViewedSkeleton({ count }: { count: number }) {
  return (
    <ProductGrid title={t.recentlyViewed}>
      {Array.from({ length: count }, (_, index) => (
        <li key={index}>
          <ProductCardSkeleton />
        </li>
      ))}
    </ProductGrid>
  );
}
