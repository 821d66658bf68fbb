import {
  productListMessages,
  DISCOUNT_BANDS,
  sameBrand,
  PRICE_BANDS,
  priceBandParam,
  priceBandRange,
  RATING_BANDS,
  searchParamsFromFilters,
  type ProductFacets,
  type ProductListFilters,
} from '@bazaar/domain';
import { SlidersHorizontal, X } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { paths } from '../../../config/paths';

const t = productListMessages.facets;

type FacetChange = Pick<
  ProductListFilters,
  'brands' | 'minRating' | 'minDiscount' | 'minPrice' | 'maxPrice' | 'inStock'
>;

interface FacetFiltersProps {
  /** the counts of the list's first page; undefined while loading (the choices in the URL still show) */
  facets: ProductFacets | undefined;
  filters: ProductListFilters;
  onChange: (change: FacetChange) => void;
  /** the list's total, for the sheet's "Show N products" */
  total: number;
}

/**
 * issue 19: the filter panel — price bands, rating and discount bands, in stock, brands (several, last: their
 * list arrives with the counts and must push nothing down) — each choice with the number of products it leaves for
 * the same search and category. Beside the list from 1024 px; a sheet opened
 * by a "Filters" button on narrower screens. Every choice is a URL change, so it renders on the server too.
 * Without scripts the panel is a GET form of the list's URL with its own Apply button, shown in place on
 * narrow screens too (the sheet needs the app).
 */
export function FacetFilters(props: FacetFiltersProps) {
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const chosen =
    (props.filters.brands?.length ?? 0) +
    (props.filters.minRating === undefined ? 0 : 1) +
    (props.filters.minDiscount === undefined ? 0 : 1) +
    (props.filters.inStock ? 1 : 0);
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        className="inline-flex h-10 items-center gap-2 rounded-lg border border-zinc-300 bg-white px-4 text-sm font-semibold lg:hidden dark:border-zinc-700 dark:bg-zinc-900"
      >
        <SlidersHorizontal aria-hidden="true" className="size-4" />
        {t.open}
        {chosen > 0 ? ` ${t.count(chosen)}` : null}
      </button>
      <aside aria-label={t.panel} className="hidden lg:block">
        <FacetForm {...props} apply="without-scripts" />
      </aside>
      {/* React renders nothing inside <noscript> in the browser: this copy exists only for a browser that runs
          no scripts, where the Filters button cannot open the sheet. There <noscript> is an element like any
          other: hidden from 1024 px, or it would take the list's column of the grid. */}
      <noscript className="lg:hidden">
        <section aria-label={t.panel} className="lg:hidden">
          <FacetForm {...props} apply="always" />
        </section>
      </noscript>
      {open && (
        <div className="fixed inset-0 z-50 lg:hidden">
          <button
            type="button"
            aria-label={t.close}
            tabIndex={-1}
            onClick={() => setOpen(false)}
            className="absolute inset-0 bg-black/40"
          />
          <div
            role="dialog"
            aria-modal="true"
            aria-labelledby={titleId}
            className="absolute inset-x-0 bottom-0 flex max-h-[85vh] flex-col rounded-t-2xl bg-white shadow-xl dark:bg-zinc-900"
          >
            <div className="flex items-center justify-between border-b border-zinc-200 px-4 py-3 dark:border-zinc-800">
              <h2 id={titleId} className="text-lg font-bold">
                {t.panel}
              </h2>
              <button
                type="button"
                onClick={() => setOpen(false)}
                aria-label={t.close}
                className="grid size-10 place-items-center rounded-full hover:bg-zinc-100 dark:hover:bg-zinc-800"
              >
                <X aria-hidden="true" className="size-5" />
              </button>
            </div>
            <div className="overflow-y-auto px-4 py-3">
              <FacetGroups {...props} />
            </div>
            <div className="border-t border-zinc-200 p-3 dark:border-zinc-800">
              <button
                type="button"
                onClick={() => setOpen(false)}
                className="h-11 w-full rounded-lg bg-brand-600 text-sm font-semibold text-white hover:bg-brand-700"
              >
                {t.showProducts(props.total)}
              </button>
            </div>
          </div>
        </div>
      )}
    </>
  );
}

/**
 * The groups as a GET form of the list's URL: each input is named as the URL names its filter (the price as
 * its band, `price=500-1000`), the list's other filters ride along as hidden fields, so its Apply button
 * opens the narrowed list where no script runs. `apply` says where that button shows: only without scripts
 * (inside <noscript>, which must not be nested in another), or always (the copy already inside one).
 */
function FacetForm({ apply, ...props }: FacetFiltersProps & { apply: 'without-scripts' | 'always' }) {
  const { filters } = props;
  const onBand = PRICE_BANDS.some((band) => {
    const range = priceBandRange(band);
    return range.minPrice === filters.minPrice && range.maxPrice === filters.maxPrice;
  });
  const kept = searchParamsFromFilters({
    ...filters,
    brands: undefined,
    minRating: undefined,
    minDiscount: undefined,
    inStock: undefined,
    // a range typed in the price fields is kept unless a band is chosen (the form's `price` wins)
    ...(onBand ? { minPrice: undefined, maxPrice: undefined } : {}),
  });
  const button = (
    <button
      type="submit"
      className="mt-4 h-10 w-full rounded-lg bg-brand-600 px-4 text-sm font-semibold text-white hover:bg-brand-700"
    >
      {t.apply}
    </button>
  );
  return (
    <form action={paths.products.getHref()} onSubmit={(event) => event.preventDefault()}>
      {[...kept].map(([name, value], index) => (
        <input key={`${name}-${index}`} type="hidden" name={name} value={value} />
      ))}
      <FacetGroups {...props} />
      {apply === 'always' ? button : <noscript>{button}</noscript>}
    </form>
  );
}

function FacetGroups({ facets, filters, onChange }: FacetFiltersProps) {
  const selectedBrands = filters.brands ?? [];
  const isSelected = (brand: string) => selectedBrands.some((name) => sameBrand(name, brand));
  // a brand in the URL stays listed (and can be unticked) even when the counts have not come or omit it; a
  // brand is one whatever its case (`levi's` in a shared link is the Levi's listed)
  const brands = [
    ...(facets?.brands ?? []),
    ...selectedBrands
      .filter((brand) => !facets?.brands.some((listed) => sameBrand(listed.brand, brand)))
      .map((brand) => ({ brand, count: undefined })),
  ];
  const toggleBrand = (brand: string, on: boolean) => {
    const next = on ? [...selectedBrands, brand] : selectedBrands.filter((name) => !sameBrand(name, brand));
    onChange({ brands: next.length > 0 ? next : undefined });
  };
  return (
    <div className="space-y-5">
      <Group legend={t.price}>
        <Choice
          type="radio"
          name="price"
          value=""
          label={t.any}
          checked={filters.minPrice === undefined && filters.maxPrice === undefined}
          onChange={() => onChange({ minPrice: undefined, maxPrice: undefined })}
        />
        {PRICE_BANDS.map((band, index) => {
          const range = priceBandRange(band);
          return (
            <Choice
              key={band.min}
              type="radio"
              name="price"
              value={priceBandParam(band)}
              label={t.priceBand(band.min, band.max)}
              count={facets?.prices[index]?.count}
              checked={filters.minPrice === range.minPrice && filters.maxPrice === range.maxPrice}
              onChange={() => onChange(range)}
            />
          );
        })}
      </Group>
      <Group legend={t.rating}>
        <Choice
          type="radio"
          name="minRating"
          value=""
          label={t.any}
          checked={filters.minRating === undefined}
          onChange={() => onChange({ minRating: undefined })}
        />
        {RATING_BANDS.map((minRating, index) => (
          <Choice
            key={minRating}
            type="radio"
            name="minRating"
            value={String(minRating)}
            label={t.ratingAtLeast(minRating)}
            count={facets?.ratings[index]?.count}
            checked={filters.minRating === minRating}
            onChange={() => onChange({ minRating })}
          />
        ))}
      </Group>
      <Group legend={t.discount}>
        <Choice
          type="radio"
          name="minDiscount"
          value=""
          label={t.any}
          checked={filters.minDiscount === undefined}
          onChange={() => onChange({ minDiscount: undefined })}
        />
        {DISCOUNT_BANDS.map((minDiscount, index) => (
          <Choice
            key={minDiscount}
            type="radio"
            name="minDiscount"
            value={String(minDiscount)}
            label={t.discountAtLeast(minDiscount)}
            count={facets?.discounts[index]?.count}
            checked={filters.minDiscount === minDiscount}
            onChange={() => onChange({ minDiscount })}
          />
        ))}
      </Group>
      <Group legend={t.availability}>
        <Choice
          type="checkbox"
          name="inStock"
          value="1"
          label={productListMessages.onlyInStock}
          count={facets?.inStock}
          checked={filters.inStock === true}
          onChange={(on) => onChange({ inStock: on ? true : undefined })}
        />
      </Group>
      {brands.length > 0 && (
        <Group legend={t.brand}>
          {brands.map(({ brand, count }) => (
            <Choice
              key={brand}
              type="checkbox"
              name="brand"
              value={brand}
              label={brand}
              count={count}
              checked={isSelected(brand)}
              onChange={(on) => toggleBrand(brand, on)}
            />
          ))}
        </Group>
      )}
    </div>
  );
}

function Group({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="space-y-1.5">
      <legend className="mb-1.5 text-sm font-semibold">{legend}</legend>
      {children}
    </fieldset>
  );
}

function Choice({
  type,
  name,
  value,
  label,
  count,
  checked,
  onChange,
}: {
  type: 'checkbox' | 'radio';
  name: string;
  /** what the form sends for it without scripts: the URL's value of its filter */
  value: string;
  label: string;
  count?: number | undefined;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const id = useId();
  // a choice that would leave nothing is shown but cannot be picked (unless it is the one picked)
  const empty = count === 0 && !checked;
  return (
    <div className="flex min-h-8 items-center gap-2">
      <input
        id={id}
        type={type}
        name={name}
        value={value}
        checked={checked}
        disabled={empty}
        onChange={(event) => onChange(event.target.checked)}
        className="size-4 accent-brand-600"
      />
      <label
        htmlFor={id}
        className={`text-sm ${empty ? 'text-zinc-500 dark:text-zinc-400' : 'text-zinc-800 dark:text-zinc-200'}`}
      >
        {label}
        {count === undefined ? null : (
          <>
            {' '}
            <span className={empty ? undefined : 'text-zinc-500 dark:text-zinc-400'}>{t.count(count)}</span>
          </>
        )}
      </label>
    </div>
  );
}
