import { shellMessages } from '@bazaar/domain';
import { History, Search, X } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FocusEvent, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import { useSearchHistory } from '../hooks/use-search-history';

const t = shellMessages.header;

/** The products URL for a search; spec §2: the trimmed text, URL-encoded. */
export function searchPath(term: string): string {
  return paths.products.getHref({ q: term });
}

/**
 * The header's search box. Blank text is ignored; a search goes to /products?q=… and is recorded in the
 * history. The history dropdown opens on focus and closes on an outside click, Escape or after a search.
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

  function onDelete(term: string) {
    remove(term);
    inputRef.current?.focus();
  }

  const showHistory = open && history.length > 0;

  return (
    <div ref={containerRef} onBlur={onBlur} className={['relative', className].filter(Boolean).join(' ')}>
      <form role="search" onSubmit={onSubmit} className="relative">
        <label htmlFor={inputId} className="sr-only">
          {t.searchLabel}
        </label>
        <input
          ref={inputRef}
          id={inputId}
          type="search"
          enterKeyHint="search"
          autoComplete="off"
          placeholder={t.searchPlaceholder}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onFocus={() => setOpen(true)}
          onClick={() => setOpen(true)}
          aria-controls={showHistory ? listId : undefined}
          className="h-11 w-full rounded-full border border-zinc-300 bg-white pr-12 pl-4 text-base text-zinc-900 placeholder:text-zinc-500 [&::-webkit-search-cancel-button]:hidden dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-100 dark:placeholder:text-zinc-400"
        />
        <button
          type="submit"
          aria-label={t.searchSubmit}
          className="absolute top-1 right-1 grid size-9 place-items-center rounded-full bg-brand-600 text-white hover:bg-brand-700 dark:bg-brand-500 dark:hover:bg-brand-400"
        >
          <Search aria-hidden="true" className="size-4" />
        </button>
      </form>

      {showHistory && (
        <div className="absolute inset-x-0 top-full z-40 mt-2 animate-fade-in overflow-hidden rounded-xl border border-zinc-200 bg-white shadow-lg dark:border-zinc-700 dark:bg-zinc-900">
          <p className="px-4 pt-3 pb-1 text-xs font-semibold tracking-wide text-zinc-500 uppercase dark:text-zinc-400">
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
        </div>
      )}
    </div>
  );
}
