// GET /api/health, for load balancers and uptime checks.
import { z } from 'zod';
import { endpoint } from '../shared/contract.js';

/** A dependency works (`ok`), fails or falls back (`degraded`), or is not configured (`off`). */
export const DependencyStateSchema = z.enum(['ok', 'degraded', 'off']);
export type DependencyState = z.infer<typeof DependencyStateSchema>;

export const HealthSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.enum(['sqlite', 'postgres']),
  uptimeSeconds: z.number(),
  /**
   * Each dependency: `redis` degraded means limits are counted per process; `media` the store cannot be
   * reached; `mail` the last delivery failed or mails are dead (given up after days of retries).
   */
  checks: z.object({
    database: DependencyStateSchema,
    redis: DependencyStateSchema,
    media: DependencyStateSchema,
    mail: DependencyStateSchema,
  }),
});
export type Health = z.infer<typeof HealthSchema>;

export const healthContract = {
  health: endpoint({
    method: 'GET',
    path: '/api/health',
    summary:
      'Liveness and each dependency (database, redis, media, mail); 200 while the database answers, 503 otherwise',
    access: 'public',
    responses: { 200: HealthSchema, 503: HealthSchema },
  }),
} as const;
