import {
  categoryOptions,
  isCategory,
  isStockStatusKey,
  sellerMessages,
  stockStatusKeys,
} from '@bazaar/domain';
import { Plus, Search } from 'lucide-react';
import { useEffect, useId, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { buttonStyles } from '../../../components/button';
import { confirmPopup, showPopup, showToast } from '../../../components/popup';
import { ServerError } from '../../../components/server-error';
import { paths } from '../../../config/paths';
import { failureMessage } from '../../../lib/failure-message';
import { useDeleteProduct } from '../../../api/sellers/delete-product';
import { useSellerProducts, type SellerProductFilters } from '../../../api/sellers/get-seller-products';
import { useToggleVisibility } from '../../../api/sellers/toggle-visibility';
import { Pagination } from '../components/pagination';
import { SellerProductsTable } from '../components/seller-products-table';

const t = sellerMessages.products;

/** The URL's filters, trimmed (docs/product.md §5); anything that names no category or status is ignored. */
function filtersFromSearchParams(params: URLSearchParams): SellerProductFilters {
  const search = params.get('search')?.trim() || undefined;
  const category = params.get('category')?.trim();
  const status = params.get('status')?.trim();
  const page = Number(params.get('page'));
  return {
    search,
    category: isCategory(category) ? category : undefined,
    status: isStockStatusKey(status) ? status : undefined,
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

function searchParamsFromFilters({ search, category, status, page }: SellerProductFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (search) params.set('search', search);
  if (category) params.set('category', category);
  if (status) params.set('status', status);
  if (page > 1) params.set('page', String(page));
  return params;
}

/**
 * docs/product.md §2 seller products: search on Enter, category and status filters (a new filter starts again on page
 * 1, docs/product.md §4), pages of 10; the filters live in the URL, so a reload or Back keeps them.
 */
export function SellerProductsPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = filtersFromSearchParams(searchParams);
  const list = useSellerProducts(filters);
  const toggle = useToggleVisibility();
  const remove = useDeleteProduct();

  function update(change: Partial<SellerProductFilters>) {
    setSearchParams(searchParamsFromFilters({ ...filters, page: 1, ...change }));
  }

  // The last product of the last page was deleted (or the URL asks for a page past the end): show the last page.
  const totalPages = list.data?.totalPages;
  const pastTheEnd = totalPages !== undefined && totalPages > 0 && filters.page > totalPages;
  useEffect(() => {
    if (pastTheEnd)
      setSearchParams(searchParamsFromFilters({ ...filters, page: totalPages }), { replace: true });
  });

  async function onDelete(id: string, name: string) {
    const confirmed = await confirmPopup({
      icon: 'warning',
      title: t.deleteConfirm.title,
      text: t.deleteConfirm.text(name),
      confirmButtonText: t.deleteConfirm.confirm,
      cancelButtonText: t.deleteConfirm.cancel,
    });
    if (!confirmed) return;
    try {
      const reply = await remove.mutateAsync(id);
      void showToast('success', reply.message);
    } catch (error) {
      void showPopup({
        icon: 'error',
        title: t.deleteFailedTitle,
        text: failureMessage(error),
      });
    }
  }

  return (
    <div className="flex min-w-0 flex-col gap-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t.title}</h1>
        <Link to={paths.seller.addProduct.getHref()} className={buttonStyles()}>
          <Plus aria-hidden="true" className="size-4" />
          {t.addNew}
        </Link>
      </div>

      <Filters key={searchParams.toString()} filters={filters} onChange={update} />

      {list.isError ? (
        <ServerError />
      ) : (
        <div className="overflow-hidden rounded-2xl border border-zinc-200 bg-white dark:border-zinc-800 dark:bg-zinc-900">
          <SellerProductsTable
            rows={list.data?.allProduct}
            loading={list.isPending}
            stale={list.isPlaceholderData}
            onToggle={(id, visible) => toggle.mutate({ id, visible })}
            onDelete={(id, name) => void onDelete(id, name)}
          />
          {list.data && list.data.totalProducts > 0 && (
            <div className="flex flex-col items-center justify-between gap-3 border-t border-zinc-200 px-4 py-3 sm:flex-row dark:border-zinc-800">
              <p className="text-sm text-zinc-600 dark:text-zinc-400">
                {t.showing(list.data.startProductIndex, list.data.endProductIndex, list.data.totalProducts)}
              </p>
              <Pagination
                page={filters.page}
                totalPages={list.data.totalPages}
                onPage={(page) => update({ page })}
              />
            </div>
          )}
        </div>
      )}
    </div>
  );
}

function Filters({
  filters,
  onChange,
}: {
  filters: SellerProductFilters;
  onChange: (change: Partial<SellerProductFilters>) => void;
}) {
  const searchId = useId();
  const categoryId = useId();
  const statusId = useId();

  // docs/product.md §2: the search applies only on Enter.
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const text = String(new FormData(event.currentTarget).get('search') ?? '').trim();
    onChange({ search: text || undefined });
  }

  const select =
    'h-10 w-full rounded-lg border border-zinc-300 bg-white px-3 text-sm text-zinc-900 sm:w-44 dark:border-zinc-700 dark:bg-zinc-950 dark:text-zinc-100';
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end">
      <form role="search" onSubmit={onSubmit} className="flex min-w-0 flex-1 flex-col gap-1">
        <label htmlFor={searchId} className="text-xs font-medium text-zinc-700 dark:text-zinc-300">
          {t.searchLabel}
        </label>
        <div className="relative">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-zinc-500"
          />
          <input
            id={searchId}
            name="search"
            type="search"
            enterKeyHint="search"
            defaultValue={filters.search}
            placeholder={t.searchPlaceholder}
            className="h-10 w-full rounded-lg border border-zinc-300 bg-white pr-3 pl-9 text-sm text-zinc-900 placeholder:text-zinc-400 dark:border-zinc-700 dark:bg-zinc-950 dark:text-zinc-100"
          />
        </div>
      </form>
      <div className="grid grid-cols-2 gap-3 sm:flex">
        <div className="flex min-w-0 flex-col gap-1">
          <label htmlFor={categoryId} className="text-xs font-medium text-zinc-700 dark:text-zinc-300">
            {t.categoryFilter}
          </label>
          <select
            id={categoryId}
            value={filters.category ?? ''}
            onChange={(event) => onChange({ category: event.target.value.trim() || undefined })}
            className={select}
          >
            <option value="">{t.allCategory}</option>
            {categoryOptions.map((option) => (
              <option key={option.id} value={option.id}>
                {option.value}
              </option>
            ))}
          </select>
        </div>
        <div className="flex min-w-0 flex-col gap-1">
          <label htmlFor={statusId} className="text-xs font-medium text-zinc-700 dark:text-zinc-300">
            {t.statusFilterLabel}
          </label>
          <select
            id={statusId}
            value={filters.status ?? ''}
            onChange={(event) => {
              const value = event.target.value.trim();
              onChange({ status: isStockStatusKey(value) ? value : undefined });
            }}
            className={select}
          >
            <option value="">{t.allStatus}</option>
            {stockStatusKeys.map((key) => (
              <option key={key} value={key}>
                {t.statusFilter[key]}
              </option>
            ))}
          </select>
        </div>
      </div>
    </div>
  );
}
