import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

const storageKey = 'bazaar-scroll-positions';

/** Scroll positions by history entry (location.key), kept for the tab's life so a reload restores too. */
let positions: Record<string, number> | undefined;

function savedPositions(): Record<string, number> {
  if (!positions) {
    try {
      positions = JSON.parse(sessionStorage.getItem(storageKey) ?? '{}') as Record<string, number>;
    } catch {
      positions = {};
    }
  }
  return positions;
}

/** The navigation state that keeps the scroll where it is (what the data router's preventScrollReset did). */
export const keepScrollState = { keepScroll: true } as const;

const keepsScroll = (state: unknown) =>
  typeof state === 'object' && state !== null && (state as { keepScroll?: unknown }).keepScroll === true;

/**
 * What the data router's <ScrollRestoration> did: a new screen starts at the top (or at the element its
 * `#hash` names), Back and Forward return to where the user was on that entry, and so does a reload (the
 * browser's own restoration, turned back on as the page is left). The page the browser loaded is left where it is.
 */
export function ScrollRestoration() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const shownKey = useRef(location.key);
  const live = useRef(false);

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    // Remembered as the user scrolls, under the entry on screen: once a new screen is drawn, the old one's
    // position can no longer be read (a shorter page has already clamped it).
    const remember = () => {
      savedPositions()[shownKey.current] = window.scrollY;
    };
    const keep = () => {
      remember();
      try {
        sessionStorage.setItem(storageKey, JSON.stringify(savedPositions()));
      } catch {
        // storage full or blocked: the positions only last until the tab closes
      }
      window.history.scrollRestoration = 'auto';
    };
    window.addEventListener('scroll', remember, { passive: true });
    window.addEventListener('pagehide', keep);
    return () => {
      window.removeEventListener('scroll', remember);
      window.removeEventListener('pagehide', keep);
      window.history.scrollRestoration = 'auto';
    };
  }, []);

  useLayoutEffect(() => {
    shownKey.current = location.key;
    // The first screen is the page the browser loaded: it scrolled it itself (the top, or where a reload was),
    // and a shopper may have scrolled the server's HTML before the app went live. Moving it now would pull
    // them away from what they were about to tap.
    if (!live.current) {
      live.current = true;
      return;
    }
    const saved = navigationType === 'POP' ? savedPositions()[location.key] : undefined;
    if (saved !== undefined) {
      window.scrollTo(0, saved);
      return;
    }
    // the same screen, its address only following a choice made on it (a product page's size): stay put
    if (keepsScroll(location.state)) return;
    if (location.hash) {
      try {
        const target = document.getElementById(decodeURIComponent(location.hash.slice(1)));
        if (target) {
          target.scrollIntoView();
          return;
        }
      } catch {
        // not a decodable id: nothing to scroll to
      }
    }
    window.scrollTo(0, 0);
  }, [location, navigationType]);

  return null;
}
