import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { apiMessages, isAppPath } from '@bazaar/domain';
import { escapeHtml } from './mailer.js';
import { isValidMediaKey, MEDIA_URL_PREFIX } from './media-storage.js';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** apps/web/dist, found from this file in both src/ (tests, dev) and dist/ (production). */
export function defaultWebDist(): string {
  return path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../web/dist');
}

/**
 * The CSP sources (`'sha256-…'`) of the inline scripts in the built index.html (the theme set before the
 * first paint), so the policy allows exactly those and no other inline script. None without a build.
 */
export function inlineScriptSources(webDist: string): string[] {
  let html: string;
  try {
    html = fs.readFileSync(path.join(webDist, 'index.html'), 'utf8');
  } catch {
    return [];
  }
  return [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
    ([, body]) =>
      `'sha256-${createHash('sha256')
        .update(body ?? '')
        .digest('base64')}'`,
  );
}

/**
 * The landing pages: their route chunk is preloaded with the entry (see apps/web/src/app/router.tsx) and
 * their first paint, rendered at build time under the same name (apps/web/src/app/first-paint.tsx), is sent
 * inside #root.
 */
const LANDING_ROUTES: readonly [RegExp, string, LandingPage][] = [
  [/^\/$/, 'src/features/catalog/pages/home-page.tsx', 'home'],
  [/^\/products\/?$/, 'src/features/catalog/pages/products-page.tsx', 'products'],
  [/^\/product\/[^/]+\/?$/, 'src/features/catalog/pages/product-detail-page.tsx', 'product'],
];

/** The landing pages by the name their first paint has in the build (apps/web/src/app/first-paint.tsx). */
export type LandingPage = 'home' | 'products' | 'product';

/** `other` is the first paint of every other page (the full-page loader). */
type FirstPaintPage = LandingPage | 'other';

const ROOT = '<div id="root"></div>';

/** The build's first paints (dist/.first-paint.json), none when the build has none or the file is unreadable. */
function firstPaints(webDist: string): Partial<Record<FirstPaintPage, string>> {
  try {
    const paints: unknown = JSON.parse(fs.readFileSync(path.join(webDist, '.first-paint.json'), 'utf8'));
    return typeof paints === 'object' && paints !== null ? (paints as Record<FirstPaintPage, string>) : {};
  } catch {
    return {};
  }
}

/** `html` with `paint` inside its empty #root (unchanged without a paint). */
function withFirstPaint(html: string, paint: string | undefined): string {
  return paint ? html.replace(ROOT, () => `<div id="root">${paint}</div>`) : html;
}

interface ManifestChunk {
  file: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
}

/**
 * index.html for each landing page with its first paint inside #root and `<link rel="modulepreload">` for
 * its route chunk and that chunk's imports, so the browser fetches them beside the entry instead of after
 * running it (one round trip less before the page renders on a phone). Any other page gets the plain
 * index.html with the loader's first paint; every page gets index.html as built when the build has no Vite
 * manifest.
 */
function landingPages(webDist: string): (pathname: string) => { html: string; page?: LandingPage } {
  const html = fs.readFileSync(path.join(webDist, 'index.html'), 'utf8');
  let manifest: Record<string, ManifestChunk>;
  try {
    manifest = JSON.parse(fs.readFileSync(path.join(webDist, '.vite', 'manifest.json'), 'utf8')) as Record<
      string,
      ManifestChunk
    >;
  } catch {
    return () => ({ html });
  }
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  const preloaded = new Set<string>();
  const visit = (key: string, into: Set<string>) => {
    if (into.has(key) || !manifest[key]) return;
    into.add(key);
    for (const next of manifest[key].imports ?? []) visit(next, into);
  };
  if (entry) visit(entry, preloaded); // Vite's own tags already load the entry and its imports
  const paints = firstPaints(webDist);
  const otherPage = withFirstPaint(html, paints.other);
  const pages = LANDING_ROUTES.map(([pattern, module, paint]) => {
    const name = path.basename(module).replace(/\.[^.]+$/, '');
    const key = manifest[module]
      ? module
      : Object.keys(manifest).find((k) => manifest[k]?.isDynamicEntry && manifest[k]?.name === name);
    const chunks = new Set<string>();
    if (key) visit(key, chunks);
    const links = [...chunks]
      .filter((chunk) => !preloaded.has(chunk))
      // low priority like the app's own script tags (see apps/web/vite.config.ts): the first paint needs none
      .map(
        (chunk) =>
          `<link rel="modulepreload" fetchpriority="low" crossorigin href="/${manifest[chunk]?.file ?? ''}">`,
      )
      .join('');
    const page = withFirstPaint(html, paints[paint]);
    return [
      pattern,
      { html: links ? page.replace('</head>', `${links}</head>`) : page, page: paint },
    ] as const;
  });
  return (pathname) => pages.find(([pattern]) => pattern.test(pathname))?.[1] ?? { html: otherPage };
}

/**
 * What a page is sent with besides its first paint: API answers its first render asks for, photos to preload,
 * and whether what the page shows is missing (a product the API answers 404 for).
 */
export interface PageData {
  /**
   * Each answer's URL as the web app requests it, and its body as the API sent it: JSON text
   * (apps/web/src/lib/first-answers.ts). 200 answers only: the app takes a sent answer as a success.
   */
  answers: { url: string; json: string }[];
  photos: { href: string; srcset?: string; sizes?: string }[];
  /** The page's subject is not there: the page is sent with 404 (the app shows its not-found view). */
  notFound?: boolean;
}

/**
 * The page with its data: preloads in <head>, the answers as a JSON data block (never run, so the CSP has no
 * say; `<` is escaped so no text in an answer, such as a product named `</script>`, can end the block).
 */
function withPageData(page: string, data: PageData): string {
  const preloads = data.photos
    .map(
      ({ href, srcset, sizes }) =>
        `<link rel="preload" as="image" fetchpriority="high" href="${escapeHtml(href)}"` +
        (srcset ? ` imagesrcset="${escapeHtml(srcset)}" imagesizes="${escapeHtml(sizes ?? '')}"` : '') +
        '>',
    )
    .join('');
  // The answers' JSON as the API sent it, not parsed and written again: `[{"url":…,"body":…}]`.
  const list = data.answers.map(({ url, json }) => `{"url":${JSON.stringify(url)},"body":${json}}`).join(',');
  const answers =
    data.answers.length > 0
      ? `<script type="application/json" id="first-answers">[${list.replace(/</g, '\\u003c')}]</script>`
      : '';
  // Replacer functions, not strings: a string replacement would read `$&`, `` $` `` and `$'` in a seller's
  // text as patterns and copy parts of the page into the answers.
  return page.replace('</head>', () => `${preloads}</head>`).replace('</body>', () => `${answers}</body>`);
}

/** Whether a request is for a page of the web app: a GET or HEAD outside /api, /media and the build's files. */
export function isPageRequest(method: string, pathname: string): boolean {
  const segments = pathname.split('/');
  return (
    (method === 'GET' || method === 'HEAD') &&
    !pathname.startsWith('/api/') &&
    pathname !== '/api' &&
    !pathname.startsWith('/media/') &&
    !pathname.startsWith('/assets/') &&
    !(segments.at(-1) ?? '').includes('.') &&
    !segments.some((segment) => segment.startsWith('.')) // no page lives under /.vite/ and the like
  );
}

/** Sends a page of the web app: 404 when `notFound`, or when the app has no screen for it or its subject is missing. */
export type SendPage = (
  request: FastifyRequest,
  reply: FastifyReply,
  notFound?: boolean,
) => Promise<FastifyReply>;

/**
 * Serves the built SPA (hashed assets cached for a year, brotli/gzip siblings when the client accepts them,
 * index.html revalidated), uploaded media under /media/, and answers unknown paths: JSON 404 under /api and
 * for missing files, the SPA's index.html for any other page so client-side routes survive a reload.
 * A page the app has no screen for, or whose product is missing, is still the SPA (its redirect or not-found
 * view) but answers 404: a soft 404 (200) would be indexed by search engines and pass link checkers.
 * `drawMissingMedia` may produce a media file that is not on disk yet (the demo pictures drawn after start);
 * `pageData` gives a page what it is sent with (the catalogue's first answers, modules/catalog).
 * Returns how a page is sent (for requests Fastify's router refuses, error-handler.ts), none without a build.
 */
export async function registerWebApp(
  app: FastifyInstance,
  options: {
    webDist: string;
    /** The folder served at /media/ (the disk media store); none when media are served otherwise. */
    mediaDir?: string;
    drawMissingMedia?: (key: string) => Promise<Buffer | null>;
    pageData?: (page: LandingPage, url: URL) => Promise<PageData>;
  },
): Promise<SendPage | undefined> {
  const hasWeb = fs.existsSync(path.join(options.webDist, 'index.html'));
  const landingPage = hasWeb ? landingPages(options.webDist) : undefined;
  const sendPage: SendPage = async (request, reply, notFound = false) => {
    reply.header('cache-control', 'no-cache');
    // The path as asked (`//x` is a path here, not a host).
    const url = new URL(`http://page${request.url.startsWith('/') ? request.url : `/${request.url}`}`);
    const found = landingPage?.(url.pathname) ?? { html: '' };
    // HEAD too: its status must be the one GET answers (link checkers ask with HEAD).
    const data = found.page ? await options.pageData?.(found.page, url) : undefined;
    const status = notFound || !isAppPath(url.pathname) || data?.notFound ? 404 : 200;
    return reply
      .code(status)
      .type('text/html; charset=utf-8')
      .send(data ? withPageData(found.html, data) : found.html);
  };
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: options.webDist,
      preCompressed: true,
      index: false,
      // The build's own files are not the site's: .vite/manifest.json (read above for the preloads, and by
      // bench/web-weight.ts) and .build-inputs answer 404 like any missing file.
      dotfiles: 'ignore',
      cacheControl: false, // set below: immutable for hashed assets, revalidate for the rest
      setHeaders(res, filePath) {
        const inAssets = filePath.startsWith(path.join(options.webDist, 'assets') + path.sep);
        res.setHeader('cache-control', inAssets ? IMMUTABLE : 'no-cache');
      },
    });
    app.get('/', { schema: { hide: true } }, (request, reply) => sendPage(request, reply));
  } else {
    app.log.warn({ webDist: options.webDist }, 'web app not built: only the API is served');
  }

  if (options.mediaDir) {
    fs.mkdirSync(options.mediaDir, { recursive: true });
    await app.register(fastifyStatic, {
      root: options.mediaDir,
      prefix: '/media/',
      decorateReply: false,
      index: false,
      cacheControl: false,
      setHeaders(res) {
        res.setHeader('cache-control', IMMUTABLE);
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const mediaKey = pathname.startsWith(MEDIA_URL_PREFIX) ? pathname.slice(MEDIA_URL_PREFIX.length) : null;
    if (
      mediaKey !== null &&
      options.drawMissingMedia &&
      (request.method === 'GET' || request.method === 'HEAD') &&
      isValidMediaKey(mediaKey)
    ) {
      const data = await options.drawMissingMedia(mediaKey);
      if (data) return reply.header('cache-control', IMMUTABLE).type('image/webp').send(data);
    }
    if (!hasWeb || !isPageRequest(request.method, pathname)) {
      return reply.status(404).send({ message: apiMessages.routeNotFound(request.method, pathname) });
    }
    return sendPage(request, reply);
  });
  return hasWeb ? sendPage : undefined;
}
