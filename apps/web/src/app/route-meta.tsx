import { shellMessages } from '@bazaar/domain';
import { useLayoutEffect, useMemo } from 'react';
import { useLocation, type RouteObject } from 'react-router';
import { setPageMeta } from '../lib/page-meta';
import { matchRoutesKept } from '../lib/router/match-routes';

const meta = shellMessages.meta;

const descriptions = {
  products: meta.productsDescription,
  signIn: meta.signInDescription,
  account: meta.accountDescription,
  seller: meta.sellerDescription,
} as const;

export interface PageMetaHandle {
  pageMeta: { title: string; description: string };
}

/** A route's `handle`: its screen's title ('Title | Bazaar') and description. */
export function pageMeta(title: string, description: keyof typeof descriptions): PageMetaHandle {
  return { pageMeta: { title: meta.title(title), description: descriptions[description] } };
}

function isPageMetaHandle(handle: unknown): handle is PageMetaHandle {
  return typeof handle === 'object' && handle !== null && 'pageMeta' in handle;
}

/**
 * Sets the document title and description of the deepest route with a `handle` that the location matches,
 * on every navigation. A layout effect, so a page that knows better (the product's name, the search text)
 * overrides it in its own effect.
 */
export function useRouteMeta(routes: RouteObject[]): void {
  const { pathname } = useLocation();
  const handle = useMemo(
    () =>
      matchRoutesKept(routes, pathname)
        ?.map((match) => match.route.handle)
        .findLast(isPageMetaHandle),
    [routes, pathname],
  );
  useLayoutEffect(() => {
    setPageMeta(handle?.pageMeta ?? { title: meta.homeTitle });
  }, [pathname, handle]);
}
