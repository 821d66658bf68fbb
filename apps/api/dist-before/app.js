import Fastify, {} from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { createFrameworkErrors, registerErrorHandler } from './platform/error-handler.js';
import { loggerOptions } from './platform/logger.js';
import { registerSecurity, securityHeaders } from './platform/security.js';
import { defaultWebDist, inlineScriptSources, registerWebApp } from './platform/web-app.js';
import { createMailer, logTransport, smtpTransport, } from './platform/mailer.js';
import { mediaRootDir } from './platform/media-storage.js';
import { createMediaStorage } from './platform/media-stores.js';
import { createRateLimiter } from './platform/rate-limit.js';
import { loadDataKey, loadJwtSecret } from './platform/secrets.js';
import { registerAuth } from './platform/auth.js';
import { findAccountById } from './modules/account/account.service.js';
import { accountRoutes } from './modules/account/account.routes.js';
import { addressesRoutes } from './modules/addresses/addresses.routes.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { catalogRoutes } from './modules/catalog/catalog.routes.js';
import { sitemapRoutes } from './modules/catalog/catalog.sitemap.js';
import { BEST_SELLERS_MAX_AGE_MS, createCatalogCache, snapshotReader, } from './modules/catalog/catalog.cache.js';
import { canReadInWorker, workerCatalogReader } from './modules/catalog/catalog.read-pool.js';
import { inlineCatalogReader, pooledCatalogReader, } from './modules/catalog/catalog.reads.js';
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
import { createJobRunner } from './platform/jobs.js';
import { registerMetrics } from './platform/metrics.js';
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
 * A media file made on its first request: a photo's link-preview copy (made from the photo, drawn first when
 * it is a demo picture not drawn yet), or what `draw` draws (the demo pictures).
 */
function missingMedia(media, draw) {
    const preview = linkPreviews(media, draw);
    return async (key) => (await preview(key)) ?? (draw ? draw(key) : null);
}
export async function buildApp(config, database, overrides = {}) {
    const webDist = config.webDist ?? defaultWebDist();
    const headers = securityHeaders(inlineScriptSources(webDist));
    // A URL Fastify's router cannot decode is answered before any hook: the web app's page or the API's error.
    const frameworkErrors = createFrameworkErrors(headers);
    const app = Fastify({
        ...loggerOptions(config.logLevel, overrides.logStream, config.env),
        frameworkErrors: frameworkErrors.handler,
        bodyLimit: config.bodyLimit,
        // A hop count trusts that many proxies in front (Fastify takes a number too; its types do not say so).
        trustProxy: typeof config.trustProxy === 'number'
            ? (_address, hop) => hop < config.trustProxy
            : config.trustProxy,
        routerOptions: { ignoreTrailingSlash: true },
    });
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    app.decorate('config', config);
    app.decorate('db', database.db);
    app.decorate('engine', database.engine);
    app.decorate('sqlite', database.sqlite);
    const catalogReader = database.sqliteFile && config.catalogReadWorker && canReadInWorker()
        ? workerCatalogReader(database.sqliteFile, undefined, config.catalogReadWorkers)
        : database.withOwnPool
            ? pooledCatalogReader(database.withOwnPool(config.catalogReadConnections))
            : inlineCatalogReader(database.db, database.engine);
    app.decorate('catalogReader', catalogReader);
    app.decorate('catalogCache', createCatalogCache(snapshotReader(database.db, database.sqlite)));
    app.addHook('onClose', async () => catalogReader.close());
    app.decorate('jwtSecret', loadJwtSecret(config.jwtSecret, config.dataDir));
    app.decorate('dataKey', loadDataKey(config.dataKey, config.dataDir));
    const mailer = createMailer({
        db: database.db,
        secret: app.jwtSecret,
        from: config.mailFrom,
        log: app.log,
        transport: overrides.mailTransport ?? (config.smtpUrl ? smtpTransport(config.smtpUrl) : logTransport(app.log)),
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
        if (text.trim() === '')
            return done(null, undefined);
        return parseJson(request, text, done);
    });
    // A body refused before it was read to the end (too large, too many files, no token) would otherwise be
    // read as the next request on a keep-alive connection, which then never gets its answer.
    // (Both in one synchronous hook: an async hook costs every answer a promise.)
    app.addHook('onSend', (request, reply, payload, done) => {
        const { headers } = request.raw;
        const hasBody = Number(headers['content-length'] ?? 0) > 0 || headers['transfer-encoding'] !== undefined;
        if (hasBody && !request.raw.readableEnded)
            reply.header('connection', 'close');
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
    app.decorate('metrics', registerMetrics(app, {
        ...(database.poolUse ? { poolUse: database.poolUse } : {}),
        catalogCache: () => app.catalogCache.stats(),
        mail: () => app.mailer.counts(),
    }, config.metrics));
    for (const routes of modules)
        await app.register(routes);
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
//# sourceMappingURL=app.js.map