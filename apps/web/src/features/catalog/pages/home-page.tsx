import { RECENTLY_VIEWED_MAX, shellMessages } from '@bazaar/domain';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { useBestSellers } from '../../../api/catalog/get-best-sellers';
import { CategoryLinks } from '../components/category-links';
import { HeroBanner } from '../components/hero-banner';
import { ProductCard, ProductCardSkeleton } from '../components/product-card';
import { ProductGrid } from '../components/product-grid';
import { paths } from '../../../config/paths';
import { usePageMeta } from '../../../lib/page-meta';
import { useHydrated } from '../../../lib/use-hydrated';

const t = shellMessages.home;

// Recently Viewed lives in the browser and is read after hydration: its code is not part of the first load.
const RecentlyViewed = lazy(async () => ({
  default: (await import('../components/recently-viewed')).RecentlyViewed,
}));

/** docs/product.md §2 home: hero, category buttons, Recently Viewed (hidden when empty) and Best Sellers from the API. */
export function HomePage() {
  usePageMeta(shellMessages.meta.homeTitle, shellMessages.meta.description, { exact: true });
  const hydrated = useHydrated();
  const bestSellers = useBestSellers();

  return (
    <div className="mx-auto max-w-7xl space-y-12 px-4 py-6 sm:py-8 lg:px-8">
      <HeroBanner />
      <CategoryLinks />

      {hydrated ? (
        <Suspense fallback={placeholder}>
          <RecentlyViewed placeholder={placeholder} />
        </Suspense>
      ) : (
        placeholder
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

// Recently Viewed is stored in the browser: the server's HTML holds its place, shown with as many cards as
// index.html's inline script counted (index.css), so the list arriving moves nothing.
const placeholder = (
  <div data-recently-viewed-placeholder="" aria-hidden="true">
    <RecentlyViewedSkeleton count={RECENTLY_VIEWED_MAX} />
  </div>
);

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
