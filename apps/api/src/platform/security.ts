import helmet from 'helmet';
import cors from '@fastify/cors';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';

/**
 * The security headers every answer carries, with a strict Content-Security-Policy: scripts and styles only
 * from this origin (and the web build's own inline scripts, named by their hash), images also from data:/blob: (previews of files
 * being uploaded). They are the same for every request, so helmet writes them once, here, into a plain
 * object (its Fastify plugin ran helmet again on each request, re-parsing the CSP, which cost a cached
 * catalogue answer more than the answer itself).
 */
export function securityHeaders(inlineScripts: readonly string[] = []): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: () => {},
  };
  const secure = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...inlineScripts],
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
  secure({} as IncomingMessage, recorder as unknown as ServerResponse, () => {});
  return headers;
}

/** The security headers on every answer, and CORS for the configured origins only. */
export async function registerSecurity(
  app: FastifyInstance,
  headers: Record<string, string>,
  corsOrigins: string[],
): Promise<void> {
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
  // Cross-origin use only for configured origins; same-origin needs nothing.
  await app.register(cors, { origin: corsOrigins.length > 0 ? corsOrigins : false, credentials: false });
}
