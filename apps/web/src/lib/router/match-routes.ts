import { matchRoutes, type RouteMatch, type RouteObject } from 'react-router';

/** How many paths' matches are kept per route table (a server renders pages of many paths at once). */
const KEPT = 64;
const kept = new WeakMap<RouteObject[], Map<string, RouteMatch[] | null>>();

/**
 * React Router's `matchRoutes`, remembered per route table and path. `matchRoutes` flattens and compiles the
 * whole table on every call (about 0.3 ms for the app's routes); a page's render asks for the same path three
 * times (the screens to load first, the navigation's first load, the page's title), and the server renders
 * pages one after another (bench/results.md, issue 22).
 */
export function matchRoutesKept(routes: RouteObject[], pathname: string): RouteMatch[] | null {
  let byPath = kept.get(routes);
  if (!byPath) kept.set(routes, (byPath = new Map()));
  const hit = byPath.get(pathname);
  if (hit !== undefined) return hit;
  const matches = matchRoutes(routes, pathname);
  if (byPath.size >= KEPT) byPath.delete(byPath.keys().next().value as string);
  byPath.set(pathname, matches);
  return matches;
}
