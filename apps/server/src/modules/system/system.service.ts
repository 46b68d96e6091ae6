import type { DependencyStatus, HealthResponse } from '@cardgenius/core/contract';
import type { DatabaseHandle } from '../../db/client';
import type { RateLimiter } from '../../lib/rate-limit';

/** Each check's limit: a hung dependency makes health answer "down" promptly, never hang. */
const HEALTH_CHECK_TIMEOUT_MS = 1_500;

/** Checks every dependency at once; `degraded` when any is down. */
export async function checkHealth(options: {
  database: DatabaseHandle;
  rateLimiter: RateLimiter;
  version: string;
  timeoutMs?: number;
}): Promise<HealthResponse> {
  const timeoutMs = options.timeoutMs ?? HEALTH_CHECK_TIMEOUT_MS;
  const [database, rateLimitStore] = await Promise.all([
    probe(() => options.database.ping(timeoutMs), timeoutMs),
    probe(() => options.rateLimiter.ping(), timeoutMs),
  ]);
  return {
    status: database === 'ok' && rateLimitStore === 'ok' ? 'ok' : 'degraded',
    db: database,
    version: options.version,
    checks: {
      database: { kind: options.database.kind, status: database },
      rateLimitStore: { kind: options.rateLimiter.storeKind, status: rateLimitStore },
    },
  };
}

/** `ok` when the check resolves within the timeout; `down` when it fails or takes longer. */
async function probe(check: () => Promise<void>, timeoutMs: number): Promise<DependencyStatus> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<DependencyStatus>((resolve) => {
    timer = setTimeout(() => resolve('down'), timeoutMs);
  });
  const answered = Promise.resolve()
    .then(check)
    .then(
      () => 'ok' as const,
      () => 'down' as const,
    );
  try {
    return await Promise.race([answered, timedOut]);
  } finally {
    clearTimeout(timer);
  }
}
