import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import { apiMessages, isAppPath } from '@bazaar/domain';
import { isValidMediaKey, MEDIA_URL_PREFIX } from './media-storage.js';
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** apps/web/dist, found from this file in both src/ (tests, dev) and dist/ (production). */
export function defaultWebDist() {
    return path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../web/dist');
}
/**
 * The CSP sources (`'sha256-…'`) of the inline scripts in the built index.html (the theme set before the
 * first paint), so the policy allows exactly those and no other inline script. None without a build.
 */
export function inlineScriptSources(webDist) {
    let html;
    try {
        html = fs.readFileSync(path.join(webDist, 'index.html'), 'utf8');
    }
    catch {
        return [];
    }
    return [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(([, body]) => `'sha256-${createHash('sha256')
        .update(body ?? '')
        .digest('base64')}'`);
}
/**
 * The web build's page renderer, loaded from what the build emitted for the server (dist/.server/): its
 * entry, given the built index.html and the client manifest, and the API's own routes to ask (in process, as
 * a visitor's browser would). Undefined for a build without a server entry (pages are then sent as built).
 */
async function loadPageRenderer(app, webDist) {
    const serverDir = path.join(webDist, '.server');
    let manifest;
    try {
        manifest = JSON.parse(fs.readFileSync(path.join(serverDir, 'manifest.json'), 'utf8'));
    }
    catch {
        return undefined;
    }
    const read = (file) => fs.readFileSync(path.resolve(serverDir, file), 'utf8');
    const entry = (await import(pathToFileURL(path.resolve(serverDir, manifest.entry)).href));
    return entry.createPageRenderer({
        template: read(manifest.template),
        manifest: JSON.parse(read(manifest.clientManifest)),
        fetch: async (url, init) => {
            const answer = await app.inject({
                method: (init.method ?? 'GET'),
                url,
                headers: { accept: 'application/json' },
            });
            const type = answer.headers['content-type'];
            return new Response(answer.statusCode === 204 ? null : answer.rawPayload, {
                status: answer.statusCode,
                headers: typeof type === 'string' ? { 'content-type': type } : {},
            });
        },
    });
}
/**
 * Rendered pages kept while the catalogue is unchanged (`version`) and for at most `maxAgeMs` (what a page
 * shows may change without a new version: a product's stock, the best sellers), the least recently used
 * going first.
 */
function pageCache(version, maxAgeMs, maxEntries = 500) {
    // Each page kept as its UTF-8 bytes: encoded once, not on every send, and outside the JavaScript heap
    // (500 pages as strings were 30–60 MB for the garbage collector to walk; bench/results.md, issue 22).
    const pages = new Map();
    return async (key, render) => {
        const seen = await version();
        const now = Date.now();
        const hit = pages.get(key);
        pages.delete(key);
        if (hit?.version === seen && now - hit.at < maxAgeMs) {
            pages.set(key, hit);
            return { ...hit, kept: true };
        }
        const { html, ...rendered } = await render();
        const page = { version: seen, at: now, ...rendered, html: Buffer.from(html), kept: false };
        pages.set(key, page);
        if (pages.size > maxEntries)
            pages.delete(pages.keys().next().value);
        return page;
    };
}
/**
 * Whether a request is for a page of the web app: a GET or HEAD outside /api, /media and the build's files.
 * A path the app has a screen for is a page whatever its id holds (`/product/a.b`, `/product/..%2Fx`).
 */
export function isPageRequest(method, pathname) {
    const segments = pathname.split('/');
    return ((method === 'GET' || method === 'HEAD') &&
        !pathname.startsWith('/api/') &&
        pathname !== '/api' &&
        !pathname.startsWith('/media/') &&
        !pathname.startsWith('/assets/') &&
        (isAppPath(pathname) ||
            (!(segments.at(-1) ?? '').includes('.') && !segments.some((segment) => segment.startsWith('.')))) // no page lives under /.vite/ and the like
    );
}
/** The content coding a client accepts that a page is sent in: brotli, else gzip, else none. */
function pageEncoding(accepted) {
    const codings = new Map(String(accepted ?? '')
        .split(',')
        .map((part) => {
        const [name = '', ...params] = part.trim().toLowerCase().split(';');
        const q = params.map((param) => /^\s*q=([\d.]+)/.exec(param)?.[1]).find(Boolean);
        return [name, q === undefined ? 1 : Number(q)];
    }));
    if ((codings.get('br') ?? 0) > 0)
        return 'br';
    if ((codings.get('gzip') ?? 0) > 0)
        return 'gzip';
    return null;
}
// A page's compressed copies, made the first time a client asks for that coding and kept with the page.
const compressedPages = new WeakMap();
/**
 * A page's HTML in `encoding`: a rendered page is 25–170 KB of markup, 5–8 times less compressed, which on a
 * phone's connection is the page's first paint sooner (Lighthouse: "Enable text compression", issue 22).
 * Brotli at quality 5 and gzip at level 6: about a millisecond each for a product page.
 */
function compressedPage(html, encoding) {
    const copies = compressedPages.get(html) ?? {};
    compressedPages.set(html, copies);
    return (copies[encoding] ??=
        encoding === 'br'
            ? brotliCompressSync(html, {
                params: {
                    [zlibConstants.BROTLI_PARAM_QUALITY]: 5,
                    [zlibConstants.BROTLI_PARAM_SIZE_HINT]: html.byteLength,
                },
            })
            : gzipSync(html, { level: 6 }));
}
/**
 * Serves the built web app (hashed assets cached for a year, brotli/gzip siblings when the client accepts
 * them, pages revalidated), uploaded media under /media/, and answers unknown paths: JSON 404 under /api and
 * for missing files, a page of the web app for any other path so client-side routes survive a reload. Pages
 * are rendered by the web build's server entry (the shop pages with their content, the others the loader),
 * kept while the catalogue version `pageVersion` reads is unchanged, for at most `pageMaxAgeMs`. A page the
 * app has no screen for, or whose product is missing, answers 404: a soft 404 (200) would be indexed by
 * search engines and pass link checkers. `drawMissingMedia` may produce a media file that is not stored yet (the demo
 * pictures drawn after start, a photo's link-preview copy: WebP, or JPEG for a `.jpg` key). Returns how a page is sent (for requests Fastify's router refuses, error-handler.ts), none
 * without a build.
 */
export async function registerWebApp(app, options) {
    const hasWeb = fs.existsSync(path.join(options.webDist, 'index.html'));
    const builtPage = hasWeb ? fs.readFileSync(path.join(options.webDist, 'index.html')) : Buffer.alloc(0);
    const renderer = hasWeb ? await loadPageRenderer(app, options.webDist) : undefined;
    if (hasWeb && !renderer)
        app.log.warn({ webDist: options.webDist }, 'web build has no server entry: pages are sent as built');
    const cached = pageCache(options.pageVersion ?? (() => 0), options.pageMaxAgeMs ?? 10_000);
    const sendPage = async (request, reply, notFound = false) => {
        reply.header('cache-control', 'no-cache');
        // The path as asked (`//x` is a path here, not a host).
        const url = request.url.startsWith('/') ? request.url : `/${request.url}`;
        const origin = `${request.protocol}://${request.host}`;
        // HEAD too: its status must be the one GET answers (link checkers use HEAD).
        const page = renderer
            ? await cached(`${origin}${url}`, () => renderer({ url, origin }))
            : {
                status: isAppPath(new URL(`http://page${url}`).pathname) ? 200 : 404,
                html: builtPage,
                kept: false,
            };
        // where the time went, for the browser's developer tools and bench/ssr.ts: a kept page, or its render
        if (page.kept)
            reply.header('server-timing', 'page-cache;desc=hit');
        else if (page.timing) {
            const { data, render } = page.timing;
            reply.header('server-timing', `data;dur=${data.toFixed(1)}, render;dur=${render.toFixed(1)}`);
        }
        const encoding = pageEncoding(request.headers['accept-encoding']);
        reply.header('vary', 'accept-encoding');
        if (encoding)
            reply.header('content-encoding', encoding);
        return reply
            .code(notFound ? 404 : page.status)
            .type('text/html; charset=utf-8')
            .send(encoding ? compressedPage(page.html, encoding) : page.html);
    };
    if (hasWeb) {
        await app.register(fastifyStatic, {
            root: options.webDist,
            preCompressed: true,
            index: false,
            // A route for each of the build's files, found when the server starts, not one route for every path:
            // a page's path then goes straight to the page (no file looked for on each request), and a path no
            // file can have (`/product/..%2Fx`, `/product/%00`) is a page that says it is missing, not the file
            // server's JSON 403 or 400.
            wildcard: false,
            globIgnore: ['robots.txt', 'robots.txt.*'], // answered below, with the sitemap's address
            // The build's own files are not the site's: .vite/manifest.json (read by the server entry for the
            // preloads, and by bench/web-weight.ts), .server/ (the server entry) and .build-inputs answer 404 like
            // any missing file.
            dotfiles: 'ignore',
            cacheControl: false, // set below: immutable for hashed assets, revalidate for the rest
            setHeaders(res, filePath) {
                const inAssets = filePath.startsWith(path.join(options.webDist, 'assets') + path.sep);
                res.setHeader('cache-control', inAssets ? IMMUTABLE : 'no-cache');
            },
        });
        app.get('/', { schema: { hide: true } }, (request, reply) => sendPage(request, reply));
        // Every other GET is answered as a missing route (a page, or the JSON 404 below). Without this catch-all,
        // a path that matched an API route but for a parameter over the router's length limit would be a 414.
        app.route({
            method: ['GET', 'HEAD'],
            url: '/*',
            schema: { hide: true },
            handler: (_request, reply) => reply.callNotFound(),
        });
        // The build's robots.txt, naming the sitemap index (an absolute URL, as the protocol asks) on this origin.
        const robots = path.join(options.webDist, 'robots.txt');
        if (fs.existsSync(robots)) {
            const text = fs.readFileSync(robots, 'utf8').trimEnd();
            app.get('/robots.txt', { schema: { hide: true } }, (request, reply) => reply
                .header('cache-control', 'no-cache')
                .type('text/plain; charset=utf-8')
                .send(`${text}\n\nSitemap: ${request.protocol}://${request.host}/sitemap.xml\n`));
        }
    }
    else {
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
        if (mediaKey !== null &&
            options.drawMissingMedia &&
            (request.method === 'GET' || request.method === 'HEAD') &&
            isValidMediaKey(mediaKey)) {
            const data = await options.drawMissingMedia(mediaKey);
            if (data) {
                const type = mediaKey.endsWith('.jpg') ? 'image/jpeg' : 'image/webp';
                return reply.header('cache-control', IMMUTABLE).type(type).send(data);
            }
        }
        if (!hasWeb || !isPageRequest(request.method, pathname)) {
            return reply.status(404).send({ message: apiMessages.routeNotFound(request.method, pathname) });
        }
        return sendPage(request, reply);
    });
    return hasWeb ? sendPage : undefined;
}
//# sourceMappingURL=web-app.js.map