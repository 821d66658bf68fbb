import { shellMessages, type Suggestion } from '@bazaar/domain';
import { History, LayoutGrid, Tag, X } from 'lucide-react';
import { paths } from '../../../config/paths';

const t = shellMessages.header;
const s = shellMessages.search;

export interface SearchDropdownProps {
  suggestionList: readonly Suggestion[];
  history: readonly string[];
  showSuggestions: boolean;
  showHistory: boolean;
  suggestionsId: string;
  listId: string;
  /** searches for a text (a suggestion's, a past search) */
  onSearch(term: string): void;
  /** opens a product's page or a category's list */
  onGo(href: string): void;
  onDelete(term: string): void;
}

/**
 * The search box's dropdown: suggestions for what is typed and the past searches. Loaded when the box first
 * opens (search-box.tsx), so the first paint of every page does not carry it.
 */
export function SearchDropdown({
  suggestionList,
  history,
  showSuggestions,
  showHistory,
  suggestionsId,
  listId,
  onSearch,
  onGo,
  onDelete,
}: SearchDropdownProps) {
  return (
    <div className="absolute inset-x-0 top-full z-40 mt-2 max-h-[min(28rem,70dvh)] animate-fade-in overflow-y-auto rounded-xl border border-zinc-200 bg-white shadow-lg dark:border-zinc-700 dark:bg-zinc-900">
      {showSuggestions && (
        <>
          <p className="px-4 pt-3 pb-1 text-xs font-semibold tracking-wide text-zinc-600 uppercase dark:text-zinc-400">
            {s.suggestions}
          </p>
          <ul id={suggestionsId} aria-label={s.suggestions} className="pb-2">
            {suggestionList.map((suggestion) => (
              <li key={`${suggestion.kind}:${suggestion.id ?? suggestion.category ?? suggestion.text}`}>
                <button
                  type="button"
                  onClick={() =>
                    suggestion.kind === 'product' && suggestion.id
                      ? onGo(paths.product.getHref(suggestion.id))
                      : suggestion.category
                        ? onGo(paths.products.getHref({ category: suggestion.category }))
                        : onSearch(suggestion.text)
                  }
                  className="flex w-full min-w-0 items-center gap-3 px-4 py-2 text-left text-sm hover:bg-zinc-100 dark:hover:bg-zinc-800"
                >
                  {suggestion.kind === 'product' ? (
                    <Tag aria-hidden="true" className="size-4 shrink-0 text-zinc-600 dark:text-zinc-400" />
                  ) : (
                    <LayoutGrid
                      aria-hidden="true"
                      className="size-4 shrink-0 text-zinc-600 dark:text-zinc-400"
                    />
                  )}
                  <span className="truncate">{suggestion.text}</span>
                  {suggestion.kind === 'category' && (
                    <span className="ml-auto shrink-0 text-xs text-zinc-600 dark:text-zinc-400">
                      {s.categoryLabel}
                    </span>
                  )}
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
      {showHistory && (
        <>
          <p className="px-4 pt-3 pb-1 text-xs font-semibold tracking-wide text-zinc-600 uppercase dark:text-zinc-400">
            {t.searchHistory}
          </p>
          <ul id={listId} aria-label={t.searchHistory} className="max-h-64 overflow-y-auto pb-2">
            {history.map((term) => (
              <li key={term} className="flex items-center">
                <button
                  type="button"
                  onClick={() => onSearch(term)}
                  className="flex min-w-0 flex-1 items-center gap-3 px-4 py-2 text-left text-sm hover:bg-zinc-100 dark:hover:bg-zinc-800"
                >
                  <History aria-hidden="true" className="size-4 shrink-0 text-zinc-500 dark:text-zinc-400" />
                  <span className="truncate">{term}</span>
                </button>
                <button
                  type="button"
                  aria-label={t.deleteSearch(term)}
                  onClick={() => onDelete(term)}
                  className="mr-2 grid size-8 shrink-0 place-items-center rounded-full text-zinc-500 hover:bg-zinc-100 hover:text-zinc-900 dark:text-zinc-400 dark:hover:bg-zinc-800 dark:hover:text-zinc-100"
                >
                  <X aria-hidden="true" className="size-4" />
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
