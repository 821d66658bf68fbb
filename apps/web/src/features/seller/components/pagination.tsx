import { sellerMessages } from '@bazaar/domain';
import { ChevronLeft, ChevronRight } from 'lucide-react';

const t = sellerMessages.products;

/**
 * The page numbers to show: all of them up to 7 pages, otherwise the first, the last and the current one
 * with its neighbours, a gap (null) where pages are left out.
 */
export function pageNumbers(page: number, totalPages: number): (number | null)[] {
  if (totalPages <= 7) return Array.from({ length: totalPages }, (_, index) => index + 1);
  const shown = new Set([1, totalPages, page - 1, page, page + 1]);
  if (page <= 3) [2, 3, 4].forEach((n) => shown.add(n));
  if (page >= totalPages - 2) [totalPages - 3, totalPages - 2, totalPages - 1].forEach((n) => shown.add(n));
  const sorted = [...shown].filter((n) => n >= 1 && n <= totalPages).sort((a, b) => a - b);
  return sorted.flatMap((n, index) => (index > 0 && n - (sorted[index - 1] ?? n) > 1 ? [null, n] : [n]));
}

const item =
  'inline-flex h-9 min-w-9 items-center justify-center gap-1 rounded-lg border px-2.5 text-sm font-medium transition-colors disabled:cursor-not-allowed disabled:opacity-50';
const idle =
  'border-zinc-300 bg-white text-zinc-800 hover:bg-zinc-100 dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-200 dark:hover:bg-zinc-800';
const current = 'border-brand-600 bg-brand-600 text-white';

/** docs/product.md §2: Previous, the numbered pages and Next. */
export function Pagination({
  page,
  totalPages,
  onPage,
}: {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
}) {
  return (
    <nav aria-label={t.pagination}>
      <ul className="flex flex-wrap items-center justify-center gap-1.5">
        <li>
          <button
            type="button"
            className={`${item} ${idle}`}
            disabled={page <= 1}
            onClick={() => onPage(page - 1)}
          >
            <ChevronLeft aria-hidden="true" className="size-4" />
            {t.previous}
          </button>
        </li>
        {pageNumbers(page, totalPages).map((number, index) =>
          number === null ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-zinc-500">
              …
            </li>
          ) : (
            <li key={number}>
              <button
                type="button"
                aria-label={t.page(number)}
                aria-current={number === page ? 'page' : undefined}
                className={`${item} ${number === page ? current : idle}`}
                onClick={() => onPage(number)}
              >
                {number}
              </button>
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            className={`${item} ${idle}`}
            disabled={page >= totalPages}
            onClick={() => onPage(page + 1)}
          >
            {t.next}
            <ChevronRight aria-hidden="true" className="size-4" />
          </button>
        </li>
      </ul>
    </nav>
  );
}
