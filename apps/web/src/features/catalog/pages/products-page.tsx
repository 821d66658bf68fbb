import {
  productListMessages,
  filtersFromSearchParams,
  listPageFromSearchParams,
  defaultSort,
  productSorts,
  searchParamsFromFilters,
  shellMessages,
  type ProductListFilters,
  type ProductSort,
} from '@bazaar/domain';
import { SearchX, SlidersHorizontal } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { useProducts } from '../../../api/catalog/get-products';
import { FacetFilters } from '../components/facet-filters';
import { ProductCard, ProductCardSkeleton } from '../components/product-card';
import { ProductList } from '../components/product-grid';
import { listHeading, listPageName } from '../utils/list-filters';
import { Loader } from '../../../components/loader';
import { ServerError } from '../../../components/server-error';
import { paths } from '../../../config/paths';
import { usePageMeta } from '../../../lib/page-meta';

const t = productListMessages;

/**
 * docs/product.md §2 /products: q, category, sort and filters from the URL (so results can be shared and Back works);
 * skeletons while loading, 'No Result Found!', the server-error view; more cards as the shopper scrolls.
 */
export function ProductsPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = filtersFromSearchParams(searchParams);
  const title = listHeading(filters);
  usePageMeta(listPageName(filters), shellMessages.meta.productsDescription);

  const firstPage = listPageFromSearchParams(searchParams);
  const list = useProducts(filters, firstPage);
  const products = list.data?.pages.flatMap((page) => page.products) ?? [];
  // the list's pages are links too (a crawler, a browser without scripts, a shared link to page 3)
  const pageHref = (page: number) => {
    const params = searchParamsFromFilters(filters);
    if (page > 1) params.set('page', String(page));
    const search = params.toString();
    return search ? `?${search}` : '?';
  };
  const nextPage = list.data?.pageParams.at(-1);
  const total = list.data?.pages[0]?.total ?? products.length;
  // the panel keeps the last counts while a choice's list loads, so its choices do not vanish under the pointer
  const [facets, setFacets] = useState(list.data?.pages[0]?.facets);
  const loadedFacets = list.data?.pages[0]?.facets;
  if (loadedFacets !== undefined && loadedFacets !== facets) setFacets(loadedFacets);
  const correctedQuery = list.data?.pages[0]?.correctedQuery;

  function update(change: Partial<ProductListFilters>) {
    setSearchParams(searchParamsFromFilters({ ...filters, ...change }));
  }

  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-6 sm:py-8 lg:px-8">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold tracking-tight break-words sm:text-3xl">{title}</h1>
          {/* The line is there from the first paint, so the count arriving does not push the filters down. */}
          <p className="mt-1 min-h-5 text-sm text-zinc-600 dark:text-zinc-400">
            {list.isSuccess && total > 0 ? t.resultCount(total) : null}
          </p>
          {correctedQuery !== undefined && (
            <p className="mt-1 text-sm text-zinc-700 dark:text-zinc-300">
              {t.showingResultsFor} <strong className="font-semibold">{correctedQuery}</strong>
            </p>
          )}
        </div>
        <SortSelect filters={filters} onChange={(sort) => update({ sort })} />
      </div>

      <div className="gap-8 space-y-6 lg:grid lg:grid-cols-[14rem_minmax(0,1fr)] lg:space-y-0">
        <FacetFilters facets={facets} filters={filters} onChange={(change) => update(change)} total={total} />
        <div className="space-y-6">
          <FiltersForm
            key={searchParams.toString()}
            filters={filters}
            onApply={(change) => update(change)}
            onClear={() =>
              setSearchParams(searchParamsFromFilters({ q: filters.q, category: filters.category }))
            }
          />

          {list.isPending ? (
            <div role="status" aria-label={shellMessages.loader.label}>
              <ProductList>
                {Array.from({ length: 10 }, (_, index) => (
                  <li key={index}>
                    <ProductCardSkeleton />
                  </li>
                ))}
              </ProductList>
            </div>
          ) : list.isError ? (
            <ServerError />
          ) : products.length === 0 ? (
            <NoResult />
          ) : (
            <>
              <ProductList label={title}>
                {products.map((product, index) => (
                  <li key={product.id}>
                    <ProductCard product={product} eager={index < 4} headingLevel={2} />
                  </li>
                ))}
              </ProductList>
              <MoreResults
                hasMore={list.hasNextPage}
                href={typeof nextPage === 'number' ? pageHref(nextPage + 1) : undefined}
                loading={list.isFetchingNextPage}
                onMore={() => void list.fetchNextPage()}
              />
            </>
          )}
          {firstPage > 1 && (
            <p className="flex justify-center">
              <a
                href={pageHref(firstPage - 1)}
                rel="prev"
                className="rounded text-sm font-semibold text-brand-700 hover:underline dark:text-brand-300"
              >
                {t.previousPage}
              </a>
            </p>
          )}
        </div>
      </div>
    </div>
  );
}

function NoResult() {
  return (
    <section className="flex flex-col items-center gap-3 py-16 text-center">
      <span className="grid size-16 place-items-center rounded-2xl bg-zinc-100 text-zinc-600 dark:bg-zinc-800 dark:text-zinc-300">
        <SearchX aria-hidden="true" className="size-8" />
      </span>
      <h2 className="text-xl font-bold">{shellMessages.search.noResultTitle}</h2>
      <p className="text-zinc-600 dark:text-zinc-400">{shellMessages.search.noResultText}</p>
    </section>
  );
}

/**
 * The sort: a change lists the products in that order at once. It is a GET form of the list's URL too (the
 * other filters as hidden fields), so without the app's scripts its button applies it.
 */
function SortSelect({
  filters,
  onChange,
}: {
  filters: ProductListFilters;
  onChange: (sort: ProductSort) => void;
}) {
  const id = useId();
  const kept = [...searchParamsFromFilters({ ...filters, sort: undefined })];
  // without text there is nothing to rank by: no Relevance, and the list comes newest first
  const byDefault = defaultSort(filters.q);
  const offered: readonly ProductSort[] =
    byDefault === 'relevance' ? productSorts : productSorts.filter((sort) => sort !== 'relevance');
  const shown = filters.sort && offered.includes(filters.sort) ? filters.sort : byDefault;
  return (
    <form action={paths.products.getHref()} className="flex items-center gap-2">
      {kept.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <label htmlFor={id} className="text-sm font-medium text-zinc-700 dark:text-zinc-300">
        {t.sortLabel}
      </label>
      <select
        id={id}
        name="sort"
        value={shown}
        onChange={(event) => onChange(event.target.value as ProductSort)}
        className="h-10 rounded-lg border border-zinc-300 bg-white px-3 text-sm dark:border-zinc-700 dark:bg-zinc-900"
      >
        {offered.map((sort) => (
          <option key={sort} value={sort}>
            {t.sorts[sort]}
          </option>
        ))}
      </select>
      <noscript>
        <button
          type="submit"
          className="h-10 rounded-lg bg-brand-600 px-4 text-sm font-semibold text-white hover:bg-brand-700"
        >
          {t.applySort}
        </button>
      </noscript>
    </form>
  );
}

function FiltersForm({
  filters,
  onApply,
  onClear,
}: {
  filters: ProductListFilters;
  onApply: (change: Pick<ProductListFilters, 'minPrice' | 'maxPrice'>) => void;
  onClear: () => void;
}) {
  const minId = useId();
  const maxId = useId();
  const rangeErrorId = useId();
  const [rangeError, setRangeError] = useState(false);
  const active = filters.minPrice !== undefined || filters.maxPrice !== undefined || filters.inStock === true;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const number = (name: string) => {
      const text = String(data.get(name) ?? '').trim();
      const value = Number(text);
      return text === '' || !Number.isFinite(value) || value < 0 ? undefined : value;
    };
    const minPrice = number('minPrice');
    const maxPrice = number('maxPrice');
    // a range the wrong way round is refused here with a message, not applied as a list that matches nothing
    const inverted = minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice;
    setRangeError(inverted);
    if (inverted) return;
    onApply({ minPrice, maxPrice });
  }
  const invalid = rangeError ? { 'aria-invalid': true, 'aria-describedby': rangeErrorId } : {};

  const input = `h-10 w-28 rounded-lg border bg-white px-3 text-sm dark:bg-zinc-900 ${
    rangeError ? 'border-red-500 dark:border-red-400' : 'border-zinc-300 dark:border-zinc-700'
  }`;
  return (
    // a GET form of the list's URL too (the list's other filters as hidden fields): without the app's
    // scripts, Apply opens the filtered list
    <form
      action={paths.products.getHref()}
      onSubmit={onSubmit}
      aria-label={t.filters}
      className="flex flex-wrap items-end gap-3 rounded-2xl border border-zinc-200 bg-white p-3 dark:border-zinc-800 dark:bg-zinc-900"
    >
      {[...searchParamsFromFilters({ ...filters, minPrice: undefined, maxPrice: undefined })].map(
        ([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ),
      )}
      <SlidersHorizontal aria-hidden="true" className="mb-2.5 size-5 text-zinc-600 dark:text-zinc-400" />
      <div className="flex flex-col gap-1">
        <label htmlFor={minId} className="text-xs font-medium text-zinc-700 dark:text-zinc-300">
          {t.minPrice}
        </label>
        <input
          id={minId}
          name="minPrice"
          type="number"
          min={0}
          inputMode="numeric"
          defaultValue={filters.minPrice}
          className={input}
          {...invalid}
        />
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={maxId} className="text-xs font-medium text-zinc-700 dark:text-zinc-300">
          {t.maxPrice}
        </label>
        <input
          id={maxId}
          name="maxPrice"
          type="number"
          min={0}
          inputMode="numeric"
          defaultValue={filters.maxPrice}
          className={input}
          {...invalid}
        />
      </div>
      <button
        type="submit"
        className="h-10 rounded-lg bg-brand-600 px-4 text-sm font-semibold text-white hover:bg-brand-700"
      >
        {t.applyFilters}
      </button>
      {active && (
        <button
          type="button"
          onClick={onClear}
          className="h-10 rounded-lg px-3 text-sm font-semibold text-brand-700 hover:underline dark:text-brand-300"
        >
          {t.clearFilters}
        </button>
      )}
      {rangeError && (
        <p id={rangeErrorId} role="alert" className="basis-full text-sm text-red-600 dark:text-red-400">
          {t.priceRangeInverted}
        </p>
      )}
    </form>
  );
}

/**
 * Loads the next page when the sentinel scrolls into view; the control does the same for keyboards. It is a
 * link to the next page (`?page=`), so without the app's scripts it opens that page instead.
 */
function MoreResults({
  hasMore,
  href,
  loading,
  onMore,
}: {
  hasMore: boolean;
  href: string | undefined;
  loading: boolean;
  onMore: () => void;
}) {
  const sentinel = useRef<HTMLDivElement>(null);
  const onMoreRef = useRef(onMore);
  useEffect(() => {
    onMoreRef.current = onMore;
  });
  useEffect(() => {
    const element = sentinel.current;
    if (!element || !hasMore || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) onMoreRef.current();
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [hasMore]);

  if (!hasMore) return null;
  return (
    <div ref={sentinel} className="flex justify-center pt-2">
      {loading ? (
        <Loader label={t.loadingMore} />
      ) : (
        <a
          href={href}
          rel="next"
          role="button"
          onClick={(event) => {
            event.preventDefault();
            onMore();
          }}
          className="inline-flex h-11 items-center rounded-full border border-zinc-300 bg-white px-6 text-sm font-semibold hover:bg-zinc-100 dark:border-zinc-700 dark:bg-zinc-900 dark:hover:bg-zinc-800"
        >
          {t.loadMore}
        </a>
      )}
    </div>
  );
}
