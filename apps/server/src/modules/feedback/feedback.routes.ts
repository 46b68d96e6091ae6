import { endpoints } from '@cardgenius/core/contract';
import type { AppDeps } from '../../app-deps';
import type { MountEndpoint } from '../../http/api-router';
import { reply } from '../../http/mount-endpoint';
import { EVERYONE } from '../../lib/rate-limit';
import { isAuthenticated } from '../auth/sessions';
import { saveSatisfaction } from './feedback.service';
import { FEEDBACK_LIMITS } from './feedback-limits';
import { forgetSiteRating, siteRating } from './site-rating';

export function feedbackRoutes(mount: MountEndpoint, deps: AppDeps): void {
  mount(endpoints.submitSatisfaction, async ({ body }, c) => {
    await deps.rateLimiter.consume(FEEDBACK_LIMITS.perIp, c.get('clientIp'));
    await deps.rateLimiter.consume(FEEDBACK_LIMITS.everyone, EVERYONE);
    // The member is whoever the session names, signed in fully; the body has no say in it.
    const current = c.get('session');
    const userId = current && isAuthenticated(deps, current) ? current.user.id : null;
    await saveSatisfaction({ db: deps.database.db, answer: body, userId, requestId: c.get('requestId') });
    forgetSiteRating(deps.database.db);
    return reply(201, { received: true as const });
  });
  mount(endpoints.getSiteRating, async () => reply(200, await siteRating(deps.database.db)));
}
