import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * false while the page renders on the server and while the browser hydrates the server's HTML, true after
 * (and at once in a page the browser renders itself). What only the browser knows (stored theme, Recently
 * Viewed, the page's own address) is shown once it is true, so hydration meets exactly the server's markup
 * and React then renders the browser's values in a second pass instead of reporting a mismatch.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
