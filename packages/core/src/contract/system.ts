import { z } from 'zod';
import { defineEndpoint } from './endpoint';

export const HealthResponse = z
  .object({
    status: z.enum(['ok', 'degraded']),
    db: z.enum(['ok', 'down']),
    version: z.string(),
  })
  .meta({ id: 'HealthResponse' });

export const health = defineEndpoint({
  id: 'getHealth',
  method: 'get',
  path: '/health',
  tag: 'System',
  summary: 'Liveness and database status',
  description: 'Answers 200 when the database answers a query, 503 with `db: "down"` when it does not.',
  responses: { 200: HealthResponse, 503: HealthResponse },
});
