import { sql } from 'kysely';
import type { FastifyPluginAsync } from 'fastify';
import { healthContract as calls } from '@bazaar/domain';
import { contractRoute } from '../../platform/contract-route.js';

/** GET /api/health: 200 while the database answers, 503 otherwise (for load balancers and uptime checks). */
export const healthRoutes: FastifyPluginAsync = async (app) => {
  contractRoute(app, 'health', calls.health, async (_request, reply) => {
    const base = { database: app.engine, uptimeSeconds: Math.round(process.uptime()) };
    try {
      await sql`select 1`.execute(app.db);
      return { status: 'ok' as const, ...base };
    } catch (error) {
      app.log.error({ err: error }, 'health check: database unreachable');
      return reply.status(503).send({ status: 'unavailable' as const, ...base });
    }
  });
};
