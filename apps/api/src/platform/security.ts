import helmet from 'helmet';
import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';

/**
 * Security headers with a strict Content-Security-Policy: scripts and styles only from this origin (the web
 * build has no inline script), images also from data:/blob: (previews of files being uploaded).
 *
 * Helmet's middleware is built once here and applied to every request; its Fastify plugin built it again on
 * each request (re-parsing the CSP), which cost a catalogue cache hit more than the answer itself.
 */
export async function registerSecurity(app: FastifyInstance, corsOrigins: string[]): Promise<void> {
  const secure = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    // Share links open WhatsApp/LinkedIn in a new tab; the opener must not keep a handle on us either way.
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: false, // set by the TLS-terminating proxy, which knows whether HTTPS is in use
  });
  app.addHook('onRequest', (request, reply, done) => {
    secure(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
  });
  // Cross-origin use only for configured origins; same-origin needs nothing.
  await app.register(cors, { origin: corsOrigins.length > 0 ? corsOrigins : false, credentials: false });
}
