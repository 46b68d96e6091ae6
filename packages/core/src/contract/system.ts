import '../zod-setup';
import { z } from 'zod';
import { defineEndpoint } from './endpoint';

export const DependencyStatus = z.enum(['ok', 'down']);
export type DependencyStatus = z.output<typeof DependencyStatus>;

export const HealthResponse = z
  .object({
    status: z.enum(['ok', 'degraded']).describe('`ok` when every check is `ok`, else `degraded`'),
    db: DependencyStatus.describe('Same as `checks.database.status`, kept for older clients'),
    version: z.string(),
    checks: z.object({
      database: z.object({ kind: z.enum(['postgres', 'pglite']), status: DependencyStatus }),
      rateLimitStore: z.object({ kind: z.enum(['redis', 'memory']), status: DependencyStatus }),
    }),
  })
  .meta({ id: 'HealthResponse' });
export type HealthResponse = z.output<typeof HealthResponse>;

export const health = defineEndpoint({
  id: 'getHealth',
  method: 'get',
  path: '/health',
  tag: 'System',
  access: 'public',
  summary: 'Liveness and the status of each dependency',
  description:
    'Checks each dependency at once, each given 1.5 s: `checks.database` (`postgres` or the embedded `pglite`) answers a query, `checks.rateLimitStore` (`redis` when configured, else in-process `memory`, always up) answers a ping. Answers 200 with `status: "ok"` when every check is `ok`; 503 with `status: "degraded"` when any is `down` (while the rate-limit store is down, rate-limited calls answer 503 too).',
  responses: { 200: HealthResponse, 503: HealthResponse },
});
