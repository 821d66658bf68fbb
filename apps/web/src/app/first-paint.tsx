// The first paint of the landing pages, rendered at build time (apps/web/scripts/build.mjs) and sent inside
// #root by the server (api platform/web-app.ts), so a phone shows the header, the page's frame and its
// skeletons as soon as the HTML and CSS are in, instead of a blank page until the JavaScript has run.
// main.tsx then renders the same screen over it in one commit: no loader in between (issue 7: Lighthouse).
//
// What a visitor sees before any data arrives: no token, no stored theme (the class set by index.html's
// inline script styles it either way), queries pending.
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { UNSAFE_createMemoryHistory as createMemoryHistory } from 'react-router';
import { Loader } from '../components/loader';
import { preloadScreens } from '../lib/router/lazy-screen';
import { App } from './app';
import { routes } from './router';

/** The pages rendered ahead, by the name the server knows them by (web-app.ts LANDING_ROUTES). */
export const firstPaintUrls = {
  home: '/',
  products: '/products',
  // Any id: the page shows its skeleton until the product arrives.
  product: '/product/first-paint',
} as const;

export type FirstPaintPage = keyof typeof firstPaintUrls | 'other';

/** The markup of `node` once everything in it has rendered; any error fails the build instead of a fallback. */
async function render(node: ReactNode): Promise<string> {
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(node, { onError: (error) => void errors.push(error) });
  if (errors.length > 0) throw new AggregateError(errors, 'the first paint did not render');
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return html;
}

async function renderPage(url: string): Promise<string> {
  const history = createMemoryHistory({ initialEntries: [url], v5Compat: true });
  await preloadScreens(routes, history.location);
  return render(<App history={history} />);
}

/** The markup of each landing page's first paint; `other` (any other page) is the full-page loader. */
export async function renderFirstPaints(): Promise<Record<FirstPaintPage, string>> {
  const pages = await Promise.all(
    Object.entries(firstPaintUrls).map(async ([name, url]) => [name, await renderPage(url)] as const),
  );
  return { ...Object.fromEntries(pages), other: await render(<Loader fullPage />) } as Record<
    FirstPaintPage,
    string
  >;
}
