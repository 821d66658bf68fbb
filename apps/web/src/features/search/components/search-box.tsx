import { shellMessages } from '@bazaar/domain';
import { Search } from 'lucide-react';
import { lazy, Suspense, useEffect, useId, useRef, useState, type FocusEvent, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useSuggestions } from '../../../api/catalog/get-suggestions';
import { useSearchHistory } from '../hooks/use-search-history';
import { paths } from '../../../config/paths';
import { useDebouncedValue } from '../../../lib/use-debounced-value';

const t = shellMessages.header;

// The dropdown is loaded when the box first opens (asked for on focus, before anything is typed).
const loadDropdown = () => import('./search-dropdown');
const SearchDropdown = lazy(async () => ({ default: (await loadDropdown()).SearchDropdown }));

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
          onFocus={() => {
            void loadDropdown();
            setOpen(true);
          }}
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
        <Suspense fallback={null}>
          <SearchDropdown
            suggestionList={suggestionList}
            history={history}
            showSuggestions={showSuggestions}
            showHistory={showHistory}
            suggestionsId={suggestionsId}
            listId={listId}
            onSearch={search}
            onGo={go}
            onDelete={onDelete}
          />
        </Suspense>
      )}
    </div>
  );
}
