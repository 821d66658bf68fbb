import http from 'node:http';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { apiMessages } from '@bazaar/domain';
import { safeEqual } from './tokens.js';
/** A counter that follows a running total read at scrape time. */
function totalCounter(registry, name, help, read) {
    let last = 0;
    return new Counter({
        name,
        help,
        registers: [registry],
        collect() {
            const now = read();
            if (now > last)
                this.inc(now - last);
            last = now;
        },
    });
}
/**
 * Prometheus metrics: requests by route and status with latency, the database pool, the catalogue cache,
 * queued and dead mail, event-loop delay and process memory (prom-client's defaults). GET /metrics is not
 * public: it answers on the app's port only with METRICS_TOKEN as a bearer token, and on METRICS_PORT (loopback
 * only) without one.
 */
export function registerMetrics(app, sources, settings) {
    const registry = new Registry();
    collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });
    const labelNames = ['method', 'route', 'status'];
    const requests = new Counter({
        name: 'bazaar_http_requests_total',
        help: 'Requests answered by Fastify, by route and status',
        labelNames,
        registers: [registry],
    });
    const latency = new Histogram({
        name: 'bazaar_http_request_duration_seconds',
        help: 'Time to answer, by route and status',
        labelNames,
        buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
        registers: [registry],
    });
    app.addHook('onResponse', (request, reply, done) => {
        // The route's pattern, not the URL: one series per route however many products there are.
        const labels = {
            method: request.method,
            route: request.routeOptions.url ?? 'unmatched',
            status: String(reply.statusCode),
        };
        requests.inc(labels);
        latency.observe(labels, reply.elapsedTime / 1000);
        done();
    });
    const { poolUse } = sources;
    if (poolUse) {
        new Gauge({
            name: 'bazaar_db_pool_connections',
            help: 'PostgreSQL pool connections: total open, idle, and requests waiting for one',
            labelNames: ['state'],
            registers: [registry],
            collect() {
                const use = poolUse();
                this.set({ state: 'total' }, use.total);
                this.set({ state: 'idle' }, use.idle);
                this.set({ state: 'waiting' }, use.waiting);
            },
        });
    }
    totalCounter(registry, 'bazaar_catalog_cache_hits_total', 'Catalogue answers served from memory', () => sources.catalogCache().hits);
    totalCounter(registry, 'bazaar_catalog_cache_misses_total', 'Catalogue answers built', () => sources.catalogCache().misses);
    new Gauge({
        name: 'bazaar_catalog_cache_entries',
        help: 'Catalogue answers held in memory',
        registers: [registry],
        collect() {
            this.set(sources.catalogCache().entries);
        },
    });
    new Gauge({
        name: 'bazaar_mail',
        help: 'Mails waiting to be sent (queued) and given up after days of retries (dead, kept for the operator)',
        labelNames: ['state'],
        registers: [registry],
        async collect() {
            const counts = await sources.mail();
            this.set({ state: 'queued' }, counts.queued);
            this.set({ state: 'dead' }, counts.dead);
        },
    });
    if (settings.token) {
        const expected = `Bearer ${settings.token}`;
        app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
            if (!safeEqual(request.headers.authorization ?? '', expected)) {
                return reply
                    .status(401)
                    .header('www-authenticate', 'Bearer')
                    .send({ message: apiMessages.metricsTokenRequired });
            }
            return reply.type(registry.contentType).send(await registry.metrics());
        });
    }
    return registry;
}
/** GET /metrics on its own loopback port (METRICS_PORT): reachable from this machine only, no token. */
export async function listenForMetrics(app, registry, port) {
    const server = http.createServer((req, res) => {
        if (req.method !== 'GET' || req.url !== '/metrics') {
            res.writeHead(404).end();
            return;
        }
        registry.metrics().then((text) => res.writeHead(200, { 'content-type': registry.contentType }).end(text), (error) => {
            app.log.error({ err: error }, 'metrics failed');
            res.writeHead(500).end();
        });
    });
    await new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, '127.0.0.1', resolve);
    });
    return {
        port: server.address().port,
        close: () => new Promise((resolve) => server.close(() => resolve())),
    };
}
//# sourceMappingURL=metrics.js.map