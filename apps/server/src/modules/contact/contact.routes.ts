import { endpoints } from '@cardgenius/core/contract';
import type { AppDeps } from '../../app-deps';
import type { MountEndpoint } from '../../http/api-router';
import { reply } from '../../http/mount-endpoint';
import { EVERYONE } from '../../lib/rate-limit';
import { requireCaptcha } from '../auth/auth.service';
import { saveContactMessage } from './contact.service';
import { CONTACT_LIMITS } from './contact-limits';

export function contactRoutes(mount: MountEndpoint, deps: AppDeps): void {
  mount(endpoints.sendContactMessage, async ({ body }, c) => {
    await deps.rateLimiter.consume(CONTACT_LIMITS.perIp, c.get('clientIp'));
    await deps.rateLimiter.consume(CONTACT_LIMITS.everyone, EVERYONE);
    await requireCaptcha(deps, body.captchaCode);
    // Counted once the captcha is solved, so nobody can spend another sender's allowance for free.
    await deps.rateLimiter.consume(CONTACT_LIMITS.perSender, body.email.toLowerCase());
    const { captchaCode: _captcha, ...message } = body;
    await saveContactMessage({ db: deps.database.db, message, requestId: c.get('requestId') });
    return reply(201, { received: true as const });
  });
}
