import helmet from '@fastify/helmet';
import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';

/**
 * Security headers with a strict Content-Security-Policy: scripts and styles only from this origin (the web
 * build has no inline script), images also from data:/blob: (previews of files being uploaded).
 */
export async function registerSecurity(app: FastifyInstance, corsOrigins: string[]): Promise<void> {
  await app.register(helmet, {
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
  // Cross-origin use only for configured origins; same-origin needs nothing.
  await app.register(cors, { origin: corsOrigins.length > 0 ? corsOrigins : false, credentials: false });
}
