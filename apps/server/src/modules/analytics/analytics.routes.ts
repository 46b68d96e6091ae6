import { ANALYTICS_MAX_BODY_BYTES, INGESTED_EVENT_KINDS } from '@cardgenius/core/analytics';
import { ANALYTICS_ENDPOINTS } from '@cardgenius/core/contract';
import type { AppDeps } from '../../app-deps';
import type { MountEndpoint } from '../../http/api-router';
import { reply } from '../../http/mount-endpoint';
import { AppError } from '../../lib/app-error';
import { EVERYONE } from '../../lib/rate-limit';
import { isAuthenticated } from '../auth/sessions';
import { ingestEvents } from './analytics.service';
import { analyticsExclusion } from './analytics-exclusion';
import { ANALYTICS_RATE_LIMITS } from './analytics-rate-limits';

/**
 * `POST /analytics/{kind}`: one event or a batch of one kind, with the session's state. Limited per
 * address and per analytics user; accepted but not stored for visits that are not tracked.
 */
export function analyticsRoutes(mount: MountEndpoint, deps: AppDeps): void {
  for (const kind of INGESTED_EVENT_KINDS) {
    mount(ANALYTICS_ENDPOINTS[kind], async ({ body }, c) => {
      // The body was already read (and is cached) by the validation; its size is what sendBeacon may send.
      if (new TextEncoder().encode(await c.req.text()).length > ANALYTICS_MAX_BODY_BYTES) {
        throw new AppError(
          'PAYLOAD_TOO_LARGE',
          `Send at most ${ANALYTICS_MAX_BODY_BYTES / 1024} KB of events at once.`,
        );
      }
      await deps.rateLimiter.consume(ANALYTICS_RATE_LIMITS.perIp, c.get('clientIp'));
      await deps.rateLimiter.consume(ANALYTICS_RATE_LIMITS.perAnalyticsUser, body.session.userId);
      await deps.rateLimiter.consume(ANALYTICS_RATE_LIMITS.everyone, EVERYONE);
      const excluded = analyticsExclusion(c, deps);
      if (excluded) return reply(202, { tracked: false, reason: excluded, stored: 0 });
      const current = c.get('session');
      const { stored } = await ingestEvents({
        db: deps.database.db,
        kind,
        session: body.session,
        events: body.events ?? (body.event ? [body.event] : []),
        memberId: current && isAuthenticated(deps, current) ? current.user.id : null,
        userAgent: c.req.header('user-agent') ?? '',
      });
      return reply(202, { tracked: true, stored });
    });
  }
}
