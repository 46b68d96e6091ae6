import { endpoints } from '@cardgenius/core/contract';
import type { AppDeps } from '../../app-deps';
import type { MountEndpoint } from '../../http/api-router';
import { reply } from '../../http/mount-endpoint';
import { EVERYONE } from '../../lib/rate-limit';
import { saveSatisfaction } from './feedback.service';
import { FEEDBACK_LIMITS } from './feedback-limits';

export function feedbackRoutes(mount: MountEndpoint, deps: AppDeps): void {
  mount(endpoints.submitSatisfaction, async ({ body }, c) => {
    await deps.rateLimiter.consume(FEEDBACK_LIMITS.perIp, c.get('clientIp'));
    await deps.rateLimiter.consume(FEEDBACK_LIMITS.everyone, EVERYONE);
    await saveSatisfaction({ db: deps.database.db, answer: body, requestId: c.get('requestId') });
    return reply(201, { received: true as const });
  });
}
