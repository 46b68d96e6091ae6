import type { RateLimitRule } from '../../lib/rate-limit';

const MINUTE = 60_000;

/**
 * Limits on analytics ingestion. A browser sends at most one request per kind every 5 s (about 12 a
 * minute per kind in use); per analytics user 120 a minute leaves room for a busy visitor and stops a
 * script. Per address the limit is higher, for offices and mobile networks behind one address. The
 * site-wide ceiling is several times the busiest traffic expected and caps a distributed flood.
 */
export const ANALYTICS_RATE_LIMITS = {
  perIp: { name: 'analytics-ip', limit: 600, windowMs: MINUTE },
  perAnalyticsUser: { name: 'analytics-user', limit: 120, windowMs: MINUTE },
  everyone: { name: 'analytics-everyone', limit: 6000, windowMs: MINUTE },
} as const satisfies Record<string, RateLimitRule>;
