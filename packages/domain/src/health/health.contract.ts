// GET /api/health, for load balancers and uptime checks.
import { z } from 'zod';
import { endpoint } from '../shared/contract.js';

export const HealthSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.enum(['sqlite', 'postgres']),
  uptimeSeconds: z.number(),
});
export type Health = z.infer<typeof HealthSchema>;

export const healthContract = {
  health: endpoint({
    method: 'GET',
    path: '/api/health',
    summary: 'Liveness and database reachability (503 while the database does not answer)',
    access: 'public',
    responses: { 200: HealthSchema, 503: HealthSchema },
  }),
} as const;
