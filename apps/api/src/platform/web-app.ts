import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { apiMessages } from '@bazaar/domain';
import { isValidMediaKey, MEDIA_URL_PREFIX } from './media-storage.js';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** apps/web/dist, found from this file in both src/ (tests, dev) and dist/ (production). */
export function defaultWebDist(): string {
  return path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../web/dist');
}

/**
 * Serves the built SPA (hashed assets cached for a year, brotli/gzip siblings when the client accepts them,
 * index.html revalidated), uploaded media under /media/, and answers unknown paths: JSON 404 under /api and
 * for missing files, the SPA's index.html for any other page so client-side routes survive a reload.
 * `drawMissingMedia` may produce a media file that is not on disk yet (the demo pictures drawn after start).
 */
export async function registerWebApp(
  app: FastifyInstance,
  options: {
    webDist: string;
    mediaDir: string;
    drawMissingMedia?: (key: string) => Promise<Buffer | null>;
  },
) {
  const hasWeb = fs.existsSync(path.join(options.webDist, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: options.webDist,
      preCompressed: true,
      index: false,
      cacheControl: false, // set below: immutable for hashed assets, revalidate for the rest
      setHeaders(res, filePath) {
        const inAssets = filePath.startsWith(path.join(options.webDist, 'assets') + path.sep);
        res.setHeader('cache-control', inAssets ? IMMUTABLE : 'no-cache');
      },
    });
    app.get('/', { schema: { hide: true } }, (_request, reply) =>
      reply.header('cache-control', 'no-cache').sendFile('index.html', options.webDist),
    );
  } else {
    app.log.warn({ webDist: options.webDist }, 'web app not built: only the API is served');
  }

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
    const lastSegment = pathname.slice(pathname.lastIndexOf('/') + 1);
    const isPage =
      hasWeb &&
      (request.method === 'GET' || request.method === 'HEAD') &&
      !pathname.startsWith('/api/') &&
      pathname !== '/api' &&
      !pathname.startsWith('/media/') &&
      !lastSegment.includes('.');
    if (!isPage) {
      return reply.status(404).send({ message: apiMessages.routeNotFound(request.method, pathname) });
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html', options.webDist);
  });
}
