import Fastify, { type FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import type { Db, DbHandle, Engine } from './db/database.js';
import { createFrameworkErrors, registerErrorHandler } from './platform/error-handler.js';
import { loggerOptions } from './platform/logger.js';
import { registerSecurity, securityHeaders } from './platform/security.js';
import { defaultWebDist, inlineScriptSources, registerWebApp } from './platform/web-app.js';
import {
  createMailer,
  logTransport,
  smtpTransport,
  type Mailer,
  type MailTransport,
} from './platform/mailer.js';
import { mediaRootDir, type MediaStorage } from './platform/media-storage.js';
import { createMediaStorage } from './platform/media-stores.js';
import { createRateLimiter, type RateLimiter } from './platform/rate-limit.js';
import { loadDataKey, loadJwtSecret } from './platform/secrets.js';
import { registerAuth } from './platform/auth.js';
import { findAccountById, type User } from './modules/account/account.service.js';
import { accountRoutes } from './modules/account/account.routes.js';
import { addressesRoutes } from './modules/addresses/addresses.routes.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { catalogRoutes } from './modules/catalog/catalog.routes.js';
import { sitemapRoutes } from './modules/catalog/catalog.sitemap.js';
import {
  BEST_SELLERS_MAX_AGE_MS,
  createCatalogCache,
  snapshotReader,
  type CatalogCache,
} from './modules/catalog/catalog.cache.js';
import { canReadInWorker, workerCatalogReader } from './modules/catalog/catalog.read-pool.js';
import { canCheckpointInWorker, walCheckpointsInWorker } from './db/wal-checkpoints.js';
import {
  inlineCatalogReader,
  pooledCatalogReader,
  type CatalogReader,
} from './modules/catalog/catalog.reads.js';
import { listingsRoutes } from './modules/listings/listings.routes.js';
import { reviewsRoutes } from './modules/reviews/reviews.routes.js';
import { registerEtags } from './platform/etag.js';
import { mediaRoutes } from './modules/media/media.routes.js';
import { linkPreviews } from './modules/media/media.service.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { sellersRoutes } from './modules/sellers/sellers.routes.js';
import { cartRoutes } from './modules/cart/cart.routes.js';
import { wishlistRoutes } from './modules/wishlist/wishlist.routes.js';
import { checkoutRoutes } from './modules/checkout/checkout.routes.js';
import { ordersRoutes } from './modules/orders/orders.routes.js';
import { invoicesRoutes } from './modules/invoices/invoices.routes.js';
import { createJobRunner, type JobRunner } from './platform/jobs.js';
import { registerMetrics } from './platform/metrics.js';
import type { Registry } from 'prom-client';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    engine: Engine;
    /** The SQLite connection under `db` (SQLite only): hot reads with statements prepared once. */
    sqlite: DbHandle['sqlite'];
    jwtSecret: Uint8Array;
    /** Seals long-lived data at rest (DATA_KEY or DATA_DIR/data-key); apart from the JWT secret. */
    dataKey: Uint8Array;
    mailer: Mailer;
    rateLimiter: RateLimiter;
    media: MediaStorage;
    catalogReader: CatalogReader;
    /** Background jobs leased in the database, each run by one process at a time (started by server.ts). */
    jobs: JobRunner;
    /** Prometheus metrics (GET /metrics with METRICS_TOKEN, or METRICS_PORT: see platform/metrics.ts). */
    metrics: Registry;
    /** Ready public catalogue answers; `catalogCache.stats()` counts hits and misses (metrics). */
    catalogCache: CatalogCache;
  }
}

// The platform's guard knows only what it needs of an account; here, where its lookup is passed in, the user
// on a request becomes the account module's row.
declare module './platform/auth.js' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  interface AuthenticatedUser extends User {}
}

// The explicit module list: one line per area of the contract.
const modules = [
  healthRoutes,
  authRoutes,
  accountRoutes,
  addressesRoutes,
  mediaRoutes,
  catalogRoutes,
  sitemapRoutes,
  listingsRoutes,
  reviewsRoutes,
  sellersRoutes,
  cartRoutes,
  wishlistRoutes,
  checkoutRoutes,
  ordersRoutes,
  invoicesRoutes,
];

/**
 * Builds the whole HTTP app on an open database without listening, so tests call `app.inject()`.
 * The caller owns the database handle and closes it after `app.close()`.
 */
export interface BuildOverrides {
  /** Where mails go instead of SMTP or the development outbox (tests read them there). */
  mailTransport?: MailTransport;
  mailBackoffMs?: (attempt: number) => number;
  /** Where the log goes instead of stdout (tests read it there). */
  logStream?: DestinationStream;
  /**
   * Draws a media file that is not stored yet, on its first request (the start script passes the demo
   * catalogue's pictures: the app itself never reaches the seed code).
   */
  drawMissingMedia?: (app: FastifyInstance) => (key: string) => Promise<Buffer | null>;
}

/**
 * A media file made on its first request: a photo's link-preview copy (made from the photo, drawn first when
 * it is a demo picture not drawn yet), or what `draw` draws (the demo pictures).
 */
function missingMedia(
  media: MediaStorage,
  draw: ((key: string) => Promise<Buffer | null>) | undefined,
): (key: string) => Promise<Buffer | null> {
  const preview = linkPreviews(media, draw);
  return async (key) => (await preview(key)) ?? (draw ? draw(key) : null);
}

export async function buildApp(
  config: Config,
  database: DbHandle,
  overrides: BuildOverrides = {},
): Promise<FastifyInstance> {
  const webDist = config.webDist ?? defaultWebDist();
  const headers = securityHeaders(inlineScriptSources(webDist));
  // A URL Fastify's router cannot decode is answered before any hook: the web app's page or the API's error.
  const frameworkErrors = createFrameworkErrors(headers);
  const app: FastifyInstance = Fastify({
    ...loggerOptions(config.logLevel, overrides.logStream, config.env),
    frameworkErrors: frameworkErrors.handler,
    bodyLimit: config.bodyLimit,
    // A hop count trusts that many proxies in front (Fastify takes a number too; its types do not say so).
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (_address: string, hop: number) => hop < (config.trustProxy as number)
        : config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('db', database.db);
  app.decorate('engine', database.engine);
  app.decorate('sqlite', database.sqlite);
  const catalogReader =
    database.sqliteFile && config.catalogReadWorker && canReadInWorker()
      ? workerCatalogReader(database.sqliteFile, undefined, config.catalogReadWorkers)
      : database.withOwnPool
        ? pooledCatalogReader(database.withOwnPool(config.catalogReadConnections))
        : inlineCatalogReader(database.db, database.engine);
  app.decorate('catalogReader', catalogReader);
  app.decorate('catalogCache', createCatalogCache(snapshotReader(database.db, database.sqlite)));
  app.addHook('onClose', async () => catalogReader.close());
  if (database.sqlite && database.sqliteFile && canCheckpointInWorker()) {
    const checkpoints = walCheckpointsInWorker(database.sqlite, database.sqliteFile);
    app.addHook('onClose', async () => checkpoints.stop());
  }
  app.decorate('jwtSecret', loadJwtSecret(config.jwtSecret, config.dataDir));
  app.decorate('dataKey', loadDataKey(config.dataKey, config.dataDir));
  const mailer = createMailer({
    db: database.db,
    secret: app.jwtSecret,
    from: config.mailFrom,
    log: app.log,
    transport:
      overrides.mailTransport ?? (config.smtpUrl ? smtpTransport(config.smtpUrl) : logTransport(app.log)),
    ...(overrides.mailBackoffMs ? { backoffMs: overrides.mailBackoffMs } : {}),
  });
  app.decorate('mailer', mailer);
  app.addHook('onClose', async () => mailer.stop());
  app.decorate('rateLimiter', await createRateLimiter(app, config.redisUrl));
  registerAuth(app, (userId) => findAccountById(database.db, userId));
  app.decorate('media', createMediaStorage(config));
  app.decorate('jobs', createJobRunner({ db: database.db, log: app.log }));
  app.addHook('onClose', async () => app.jobs.stop());

  // JSON in and out: anything else (text/plain included) is refused with 415 before a handler sees it.
  app.removeContentTypeParser('text/plain');
  // Clients send `POST /api/user/profile` with no body but a JSON content type: an empty body is no body.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text.trim() === '') return done(null, undefined);
    return parseJson(request, text, done);
  });

  // A body refused before it was read to the end (too large, too many files, no token) would otherwise be
  // read as the next request on a keep-alive connection, which then never gets its answer.
  // (Both in one synchronous hook: an async hook costs every answer a promise.)
  app.addHook('onSend', (request, reply, payload, done) => {
    const { headers } = request.raw;
    const hasBody = Number(headers['content-length'] ?? 0) > 0 || headers['transfer-encoding'] !== undefined;
    if (hasBody && !request.raw.readableEnded) reply.header('connection', 'close');
    reply.header('x-request-id', request.id);
    done(null, payload);
  });

  registerErrorHandler(app);
  registerEtags(app);
  await registerSecurity(app, headers, config.corsOrigins);

  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Bazaar API',
        version: '1.0.0',
        description: 'The Bazaar marketplace API: every call, who may make it, and its answers by status.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  app.decorate(
    'metrics',
    registerMetrics(
      app,
      {
        ...(database.poolUse ? { poolUse: database.poolUse } : {}),
        catalogCache: () => app.catalogCache.stats(),
        mail: () => app.mailer.counts(),
      },
      config.metrics,
    ),
  );
  for (const routes of modules) await app.register(routes);

  const readSnapshot = snapshotReader(database.db, database.sqlite);
  const sendPage = await registerWebApp(app, {
    webDist,
    // A store that reads its own files (a bucket) is served by the media module instead of from the disk.
    ...(app.media.read ? {} : { mediaDir: mediaRootDir(config.dataDir) }),
    drawMissingMedia: missingMedia(app.media, overrides.drawMissingMedia?.(app)),
    // a rendered shop page shows the catalogue: kept until the catalogue changes, and no longer than the
    // catalogue cache lets best sellers (and a product's stock on a page) be old
    pageVersion: () => {
      const snapshot = readSnapshot([], false);
      return snapshot instanceof Promise ? snapshot.then(({ version }) => version) : snapshot.version;
    },
    pageMaxAgeMs: BEST_SELLERS_MAX_AGE_MS,
  });
  frameworkErrors.sendPagesWith(sendPage);
  return app;
}
