import { shellMessages } from '@bazaar/domain';
import { History, LayoutGrid, Search, Tag, X } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FocusEvent, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useSuggestions } from '../../../api/catalog/get-suggestions';
import { useSearchHistory } from '../hooks/use-search-history';
import { paths } from '../../../config/paths';
import { useDebouncedValue } from '../../../lib/use-debounced-value';

const t = shellMessages.header;
const s = shellMessages.search;

/** How long typing must pause before the server is asked for suggestions. */
const SUGGEST_DELAY_MS = 150;

/** The products URL for a search; docs/product.md §2: the trimmed text, URL-encoded. */
export function searchPath(term: string): string {
  return paths.products.getHref({ q: term });
}

/**
 * The header's search box. Blank text is ignored; a search goes to /products?q=… and is recorded in the
 * history. The dropdown opens on focus with suggestions for what is typed (products open their page,
 * categories their list) and the past searches; it closes on an outside click, Escape or after a search.
 */
export function SearchBox({ className }: { className?: string }) {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [text, setText] = useState(() => searchParams.get('q') ?? '');
  const [open, setOpen] = useState(false);
  const { history, add, remove } = useSearchHistory();
  const containerRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const listId = useId();
  const suggestionsId = useId();
  const prefix = useDebouncedValue(text.trim(), SUGGEST_DELAY_MS);
  const suggestions = useSuggestions(open ? prefix : '');

  // Text typed into the server's HTML before the app hydrated it is in the input only: React leaves a
  // hydrated input's value alone, and its next render would put the state's (the URL's) text back. Take it.
  useEffect(() => {
    const typed = inputRef.current?.value;
    if (typed !== undefined) setText((current) => (typed === current ? current : typed));
  }, []);

  useEffect(() => {
    if (!open) return;
    function onPointerDown(event: PointerEvent) {
      if (event.target instanceof Node && !containerRef.current?.contains(event.target)) setOpen(false);
    }
    function onKeyDown(event: KeyboardEvent) {
      if (event.key === 'Escape') setOpen(false);
    }
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  function search(raw: string) {
    const term = raw.trim();
    if (!term) return;
    add(term);
    setText(term);
    setOpen(false);
    void navigate(searchPath(term));
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    search(text);
  }

  // Keyboard users tabbing out of the box close it too (an outside click is handled above).
  function onBlur(event: FocusEvent<HTMLDivElement>) {
    const next = event.relatedTarget;
    if (next instanceof Node && !event.currentTarget.contains(next)) setOpen(false);
  }

  function go(href: string) {
    setOpen(false);
    void navigate(href);
  }

  function onDelete(term: string) {
    remove(term);
    inputRef.current?.focus();
  }

  const suggestionList = (text.trim() && suggestions.data?.suggestions) || [];
  const showSuggestions = open && suggestionList.length > 0;
  const showHistory = open && history.length > 0;

  return (
    <div ref={containerRef} onBlur={onBlur} className={['relative', className].filter(Boolean).join(' ')}>
      {/* action and name: a search sent from the first paint, before the app runs, still opens the list. */}
      <form role="search" action={paths.products.getHref()} onSubmit={onSubmit} className="relative">
        <label htmlFor={inputId} className="sr-only">
          {t.searchLabel}
        </label>
        <input
          ref={inputRef}
          id={inputId}
          name="q"
          type="search"
          enterKeyHint="search"
          autoComplete="off"
          placeholder={t.searchPlaceholder}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onFocus={() => setOpen(true)}
          onClick={() => setOpen(true)}
          aria-controls={showHistory || showSuggestions ? `${suggestionsId} ${listId}` : undefined}
          className="h-11 w-full rounded-full border border-zinc-300 bg-white pr-12 pl-4 text-base text-ellipsis text-zinc-900 placeholder:text-zinc-600 [&::-webkit-search-cancel-button]:hidden dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-100 dark:placeholder:text-zinc-400"
        />
        <button
          type="submit"
          aria-label={t.searchSubmit}
          className="absolute top-1 right-1 grid size-9 place-items-center rounded-full bg-brand-600 text-white hover:bg-brand-700"
        >
          <Search aria-hidden="true" className="size-4" />
        </button>
      </form>

      {(showHistory || showSuggestions) && (
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
                          ? go(paths.product.getHref(suggestion.id))
                          : suggestion.category
                            ? go(paths.products.getHref({ category: suggestion.category }))
                            : search(suggestion.text)
                      }
                      className="flex w-full min-w-0 items-center gap-3 px-4 py-2 text-left text-sm hover:bg-zinc-100 dark:hover:bg-zinc-800"
                    >
                      {suggestion.kind === 'product' ? (
                        <Tag
                          aria-hidden="true"
                          className="size-4 shrink-0 text-zinc-600 dark:text-zinc-400"
                        />
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
                      onClick={() => search(term)}
                      className="flex min-w-0 flex-1 items-center gap-3 px-4 py-2 text-left text-sm hover:bg-zinc-100 dark:hover:bg-zinc-800"
                    >
                      <History
                        aria-hidden="true"
                        className="size-4 shrink-0 text-zinc-500 dark:text-zinc-400"
                      />
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
      )}
    </div>
  );
}
