import { useCallback, useState } from 'react';
import { getSearchHistory, setSearchHistory } from '../../../lib/storage';

/** docs/product.md §3: newest first, no duplicates, no count limit. */
export function addToHistory(history: readonly string[], term: string): string[] {
  return [term, ...history.filter((entry) => entry !== term)];
}

export function removeFromHistory(history: readonly string[], term: string): string[] {
  return history.filter((entry) => entry !== term);
}

/** The past searches kept in local storage under `searchHistory`. */
export function useSearchHistory() {
  const [history, setHistory] = useState<string[]>(getSearchHistory);

  const update = useCallback((change: (current: string[]) => string[]) => {
    // Re-read storage so another tab's searches are not overwritten.
    const next = change(getSearchHistory());
    setSearchHistory(next);
    setHistory(next);
  }, []);

  const add = useCallback((term: string) => update((current) => addToHistory(current, term)), [update]);
  const remove = useCallback(
    (term: string) => update((current) => removeFromHistory(current, term)),
    [update],
  );

  return { history, add, remove };
}
