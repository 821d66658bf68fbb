import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';
import type { Logger } from 'pino';
import { bearerTokenIn } from './auth.js';
import { matchesEtag, revalidationHeaders } from './etag.js';

/** A ready answer: the JSON bytes as sent and their ETag. */
export interface ReadyAnswer {
  body: Buffer;
  etag: string;
}

/**
 * Finds the ready answer for a request URL, or says there is none. A promise means "not known at once" (the
 * version must be read over the network, on PostgreSQL): the request then goes through Fastify.
 */
export type FindReadyAnswer = (url: string) => ReadyAnswer | undefined | Promise<ReadyAnswer | undefined>;

export interface FastAnswers {
  /** Where ready answers are found (the catalogue cache); until set, every request goes through Fastify. */
  serveFrom(find: FindReadyAnswer): void;
  /** Fastify's `serverFactory`: the HTTP server, which answers from `find` before Fastify when it can. */
  serverFactory: NonNullable<FastifyServerOptions['serverFactory']>;
  /** After this, every request goes through Fastify (which answers 503 while closing). */
  close(): void;
  /** How many requests were answered here (tests, benchmarks). */
  served(): number;
}

/** The server settings Fastify applies to an HTTP server it makes (after filling in its defaults). */
interface ServerSettings {
  keepAliveTimeout?: number;
  requestTimeout?: number;
  connectionTimeout?: number;
  maxRequestsPerSocket?: number | null;
}

export interface FastAnswersOptions {
  /** Off when answers vary with more than this module knows (CORS origins configured). */
  enabled: boolean;
  /** Headers every answer carries (the security headers), as Fastify's hooks set them. */
  headers: Record<string, string>;
  /** The request id, as Fastify's `genReqId` makes it. */
  requestId: (req: IncomingMessage) => string;
  log: () => FastifyBaseLogger;
  /** The level of the access line (as the app's access log). */
  accessLevel: 'info' | 'debug';
}

/**
 * Public catalogue answers a visitor asks for again are sent from here, in front of Fastify: the same bytes,
 * status and headers Fastify would send (security headers, ETag, `no-cache`, `Vary`, request id, a 304 to a
 * client whose copy is current), without building a request, running hooks and routing for bytes that are
 * already known. Anything else goes to Fastify untouched: a token (a shopper's own wishlist marks), an
 * `Origin` (CORS), a body, a method other than GET or HEAD, a URL with no ready answer.
 */
export function createFastAnswers(options: FastAnswersOptions): FastAnswers {
  let find: FindReadyAnswer | undefined;
  let open = true;
  let count = 0;
  const fixed = Object.entries({ ...options.headers, ...revalidationHeaders });

  const answer = (req: IncomingMessage, res: ServerResponse): boolean => {
    if (!options.enabled || !find || !open || (req.method !== 'GET' && req.method !== 'HEAD')) return false;
    const { headers } = req;
    if (
      bearerTokenIn(headers.authorization) !== null ||
      headers.origin !== undefined ||
      headers['content-length'] !== undefined ||
      headers['transfer-encoding'] !== undefined
    ) {
      return false;
    }
    const ready = find(req.url ?? '/');
    if (!ready || ready instanceof Promise) return false;
    const started = performance.now();
    const requestId = options.requestId(req);
    const current = matchesEtag(headers['if-none-match'], ready.etag);
    res.statusCode = current ? 304 : 200;
    for (const [name, value] of fixed) res.setHeader(name, value);
    res.setHeader('etag', ready.etag);
    res.setHeader('x-request-id', requestId);
    if (current) {
      res.end();
    } else {
      res.setHeader('content-type', 'application/json; charset=utf-8');
      res.setHeader('content-length', ready.body.length);
      res.end(req.method === 'HEAD' ? undefined : ready.body);
    }
    count++;
    const log = options.log();
    if ((log as Logger).isLevelEnabled(options.accessLevel)) {
      const ms = Math.round(performance.now() - started);
      log[options.accessLevel]({ reqId: requestId }, `${req.method} ${req.url} ${res.statusCode} ${ms} ms`);
    }
    return true;
  };

  return {
    serveFrom(given) {
      find = given;
    },
    serverFactory: (handler, fastifyOptions) => {
      const settings = fastifyOptions as ServerSettings;
      const server = http.createServer((req, res) => {
        if (!answer(req, res)) handler(req, res);
      });
      // The timeouts Fastify gives the server it makes itself (its defaults: keep-alive 72 s, no request or
      // connection timeout), which a server from a factory does not get.
      if (settings.keepAliveTimeout !== undefined) server.keepAliveTimeout = settings.keepAliveTimeout;
      if (settings.requestTimeout !== undefined) server.requestTimeout = settings.requestTimeout;
      if (settings.connectionTimeout !== undefined) server.setTimeout(settings.connectionTimeout);
      if (settings.maxRequestsPerSocket) server.maxRequestsPerSocket = settings.maxRequestsPerSocket;
      return server;
    },
    close() {
      open = false;
    },
    served: () => count,
  };
}
