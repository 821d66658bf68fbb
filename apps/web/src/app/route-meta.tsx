import { shellMessages } from '@bazaar/domain';
import { useLayoutEffect } from 'react';
import { Outlet, useLocation, useMatches } from 'react-router';
import { setPageMeta } from '../lib/page-meta';

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
 * Sets the document title and description of the deepest matched route on every navigation. A layout
 * effect, so a page that knows better (the product's name, the search text) overrides it in its own effect.
 */
export function RouteMeta() {
  const matches = useMatches();
  const { pathname } = useLocation();
  const handle = matches.map((match) => match.handle).findLast(isPageMetaHandle);
  useLayoutEffect(() => {
    setPageMeta(handle?.pageMeta ?? { title: meta.homeTitle });
  }, [pathname, handle]);
  return <Outlet />;
}
