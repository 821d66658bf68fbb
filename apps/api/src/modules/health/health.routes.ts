import { sql } from 'kysely';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const HealthSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.enum(['sqlite', 'postgres']),
  uptimeSeconds: z.number(),
});

/** GET /api/health: 200 while the database answers, 503 otherwise (for load balancers and uptime checks). */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness and database reachability',
        response: { 200: HealthSchema, 503: HealthSchema },
      },
    },
    async (_request, reply) => {
      const base = { database: app.engine, uptimeSeconds: Math.round(process.uptime()) };
      try {
        await sql`select 1`.execute(app.db);
        return { status: 'ok' as const, ...base };
      } catch (error) {
        app.log.error({ err: error }, 'health check: database unreachable');
        return reply.status(503).send({ status: 'unavailable' as const, ...base });
      }
    },
  );
};
