import { sql } from 'kysely';
import { healthContract as calls } from '@bazaar/domain';
import { contractRoute } from '../../platform/contract-route.js';
// The media store is asked at most this often (a balancer checks every process every second or two).
const MEDIA_CHECK_EVERY_MS = 10_000;
/**
 * GET /api/health: each dependency ok or degraded; 200 while the database answers, 503 otherwise (a load
 * balancer takes a process out only when it cannot serve at all: Redis, media or mail failing degrade the
 * features they serve).
 */
export const healthRoutes = async (app) => {
    let media;
    const mediaState = async () => {
        if (media && Date.now() - media.at < MEDIA_CHECK_EVERY_MS)
            return media.state;
        const state = await app.media.check().then(() => 'ok', (error) => {
            app.log.warn({ err: error }, 'health check: media store unreachable');
            return 'degraded';
        });
        media = { state, at: Date.now() };
        return state;
    };
    // Mail is degraded while deliveries fail, and while mails given up after days of retries wait for the operator.
    const mailState = async () => {
        if (app.mailer.state() === 'degraded')
            return 'degraded';
        const { dead } = await app.mailer.counts();
        return dead > 0 ? 'degraded' : 'ok';
    };
    contractRoute(app, 'health', calls.health, async (_request, reply) => {
        const base = { database: app.engine, uptimeSeconds: Math.round(process.uptime()) };
        const database = await sql `select 1`.execute(app.db).then(() => 'ok', (error) => {
            app.log.error({ err: error }, 'health check: database unreachable');
            return 'degraded';
        });
        const checks = {
            database,
            redis: app.rateLimiter.sharedState ?? 'off',
            media: await mediaState(),
            mail: database === 'ok' ? await mailState() : app.mailer.state(),
        };
        if (database !== 'ok')
            return reply.status(503).send({ status: 'unavailable', ...base, checks });
        return { status: 'ok', ...base, checks };
    });
};
//# sourceMappingURL=health.routes.js.map