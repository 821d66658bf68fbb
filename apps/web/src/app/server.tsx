// The web app's server entry (issue 22): the API process loads its build (dist/.server/server.js, made by
// scripts/build.mjs) and asks it for each page. The shop pages (/, /products, /product/{id}) are the app
// itself rendered with React's server renderer from the answers the page needs, asked of the API in process;
// their HTML carries those answers (page-state.ts) so main.tsx hydrates the same markup without asking again,
// and the head crawlers and link previews read (page-head.ts). Every other page (account, cart, checkout,
// seller) is the full-page loader, rendered in the browser.
import {
  catalogMessages,
  filtersFromSearchParams,
  isAppPath,
  listPageFromSearchParams,
} from '@bazaar/domain';
import { QueryClient } from '@tanstack/react-query';
import { Writable } from 'node:stream';
import type { ReactNode } from 'react';
import { renderToPipeableStream, renderToStaticMarkup } from 'react-dom/server';
import { matchPath, UNSAFE_createMemoryHistory as createMemoryHistory } from 'react-router';
import { Loader } from '../components/loader';
import { paths } from '../config/paths';
import { bestSellersQueryOptions } from '../api/catalog/get-best-sellers';
import { productQueryOptions } from '../api/catalog/get-product';
import { productsQueryOptions } from '../api/catalog/get-products';
import { getRelatedProducts, relatedProductsQueryOptions } from '../api/catalog/get-related-products';
import { isHttpError, sendRequestsWith } from '../lib/http';
import { preloadScreens } from '../lib/router/lazy-screen';
import { App } from './app';
import { headTags, homeHead, listHead, missingProductHead, productHead, type PageHead } from './page-head';
import { PAGE_STATE_ID, pageStateJson } from './page-state';
import { routes } from './router';

/** A chunk of the client build's manifest (dist/.vite/manifest.json). */
export interface ManifestChunk {
  file: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
}

export interface PageRendererOptions {
  /** The client build's index.html. */
  template: string;
  /** The client build's manifest: which chunks a page's screen needs, preloaded with the entry. */
  manifest: Record<string, ManifestChunk>;
  /** Asks the API (the server's own routes, in process) as a visitor's browser would. */
  fetch: (url: string, init: RequestInit) => Promise<Response>;
}

export interface PageRequest {
  /** The path and query string as asked. */
  url: string;
  /** The site's address for absolute URLs (canonical, og:image, JSON-LD), e.g. `https://bazaar.example`. */
  origin: string;
}

export interface RenderedPage {
  status: 200 | 404;
  html: string;
  /** Milliseconds spent getting the page's answers from the API and rendering it (the Server-Timing header). */
  timing?: { data: number; render: number };
}

export type PageRenderer = (request: PageRequest) => Promise<RenderedPage>;

/** The shop pages, rendered on the server; the source module of each one's screen (its chunk in the manifest). */
const shopPages = [
  { name: 'home', pattern: paths.home.path, module: 'src/features/catalog/pages/home-page.tsx' },
  { name: 'products', pattern: paths.products.path, module: 'src/features/catalog/pages/products-page.tsx' },
  {
    name: 'product',
    pattern: paths.product.path,
    module: 'src/features/catalog/pages/product-detail-page.tsx',
  },
] as const;

type ShopPage = (typeof shopPages)[number]['name'];

const ROOT = '<div id="root"></div>';

/** A cache for one render: no retries (an answer is what it is), nothing refetched while it renders. */
function renderCache(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, retryOnMount: false, staleTime: Infinity, gcTime: Infinity } },
  });
}

/** The markup of `node` once all of it is ready (its data is in the cache ahead: nothing waits on the API). */
function renderToHtml(node: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = '';
    const sink = new Writable({
      write(chunk: Buffer | string, _encoding, done) {
        html += String(chunk);
        done();
      },
      final(done) {
        resolve(html);
        done();
      },
    });
    const stream = renderToPipeableStream(node, {
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      onError(error) {
        // an error inside the page shows its error boundary's view (the 500 screen), as in the browser
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    });
  });
}

/** `<link rel="modulepreload">` of a screen's chunk and its imports that the entry does not load already. */
function modulePreloads(manifest: Record<string, ManifestChunk>, module: string): string {
  const visit = (key: string, into: Set<string>) => {
    if (into.has(key) || !manifest[key]) return;
    into.add(key);
    for (const next of manifest[key].imports ?? []) visit(next, into);
  };
  const loaded = new Set<string>();
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (entry) visit(entry, loaded); // Vite's own tags load the entry and its imports
  const chunks = new Set<string>();
  visit(module, chunks);
  return [...chunks]
    .filter((chunk) => !loaded.has(chunk))
    .map(
      (chunk) =>
        // low priority like the app's own script tags (vite.config.ts): the page is painted without them
        `<link rel="modulepreload" fetchpriority="low" crossorigin href="/${manifest[chunk]?.file ?? ''}">`,
    )
    .join('');
}

/** The template's title and description replaced with `head`'s tags, `extra` added to its head. */
function withHead(template: string, head: string, extra: string): string {
  return template
    .replace(/<title>[^<]*<\/title>/, '')
    .replace(/<meta name="description"[^>]*>/, '')
    .replace('</head>', () => `${head}${extra}</head>`);
}

/** Fills the cache with what the page shows; its head, and whether its subject is missing. */
async function loadPage(
  page: ShopPage,
  url: URL,
  params: Record<string, string | undefined>,
  origin: string,
  cache: QueryClient,
): Promise<{ head: PageHead; notFound: boolean }> {
  if (page === 'home') {
    await cache.prefetchQuery(bestSellersQueryOptions());
    return { head: homeHead(origin), notFound: false };
  }
  if (page === 'products') {
    const filters = filtersFromSearchParams(url.searchParams);
    const firstPage = listPageFromSearchParams(url.searchParams);
    const options = productsQueryOptions(filters, firstPage);
    await cache.prefetchInfiniteQuery(options);
    const list = cache.getQueryData(options.queryKey);
    const empty = (list?.pages[0]?.products.length ?? 0) === 0;
    return { head: listHead(origin, filters, firstPage, { empty }), notFound: false };
  }
  const id = params.productId ?? '';
  const options = productQueryOptions(id);
  // The related products are asked beside the product, not after it: by the product's id alone (the API
  // finds its category), the answer the page's own ask with the category gets, kept under that ask's key.
  const related = getRelatedProducts(id, '').catch(() => undefined);
  await cache.prefetchQuery(options);
  const product = cache.getQueryData(options.queryKey)?.product;
  if (!product) {
    await related;
    const error = cache.getQueryState(options.queryKey)?.error;
    const notFound = isHttpError(error, 404);
    return { head: missingProductHead(catalogMessages.notFoundTitle), notFound };
  }
  const relatedAnswer = await related;
  const relatedOptions = relatedProductsQueryOptions(product.id, product.category);
  if (relatedAnswer) cache.setQueryData(relatedOptions.queryKey, relatedAnswer);
  else await cache.prefetchQuery(relatedOptions);
  return { head: productHead(origin, product), notFound: false };
}

/** Escapes `text` for an HTML attribute. */
function attribute(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/**
 * The renderer of every page: a shop page rendered with its answers and head, any other page the loader
 * (the browser renders it). 404 for a path with no screen and for a product the API has not got.
 */
export function createPageRenderer({ template, manifest, fetch }: PageRendererOptions): PageRenderer {
  sendRequestsWith(fetch);
  const loaderPage = template.replace(
    ROOT,
    () => `<div id="root">${renderToStaticMarkup(<Loader fullPage />)}</div>`,
  );
  const preloads = new Map(shopPages.map(({ name, module }) => [name, modulePreloads(manifest, module)]));

  return async ({ url: asked, origin }) => {
    // The path as asked (`//x` is a path here, not a host).
    const url = new URL(`http://page${asked.startsWith('/') ? asked : `/${asked}`}`);
    // decoded segment by segment, as the router matches it (a malformed escape stays as it is)
    const pathname = url.pathname
      .split('/')
      .map((segment) => {
        try {
          return decodeURIComponent(segment).replace(/\//g, '%2F');
        } catch {
          return segment;
        }
      })
      .join('/');
    const shop = shopPages
      .map((page) => ({ page, match: matchPath(page.pattern, pathname) }))
      .find(({ match }) => match !== null);
    if (!shop?.match) return { status: isAppPath(url.pathname) ? 200 : 404, html: loaderPage };

    const started = performance.now();
    const cache = renderCache();
    const { head, notFound } = await loadPage(shop.page.name, url, shop.match.params, origin, cache);
    const loaded = performance.now();
    const history = createMemoryHistory({ initialEntries: [`${url.pathname}${url.search}`], v5Compat: true });
    await preloadScreens(routes, history.location);
    const body = await renderToHtml(<App history={history} queryClient={cache} />);
    const state = `<script type="application/json" id="${PAGE_STATE_ID}">${pageStateJson(cache)}</script>`;
    const html = withHead(template, headTags(head), preloads.get(shop.page.name) ?? '')
      .replace(ROOT, () => `<div id="root" data-server-rendered="${attribute(shop.page.name)}">${body}</div>`)
      .replace('</body>', () => `${state}</body>`);
    const timing = { data: loaded - started, render: performance.now() - loaded };
    return { status: notFound ? 404 : 200, html, timing };
  };
}
