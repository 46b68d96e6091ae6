import { endpoints } from '@cardgenius/core/contract';
import type { AppDeps } from '../../app-deps';
import type { MountEndpoint } from '../../http/api-router';
import { reply } from '../../http/mount-endpoint';
import { EVERYONE } from '../../lib/rate-limit';
import { clickVisitor } from './click-visitor';
import { GO_RATE_LIMITS, getGoLink, goQrCode, recordApplyClick } from './go.service';

/** Go-links under /api/v2/misc/go (shell-and-browsing §7). The plain /go2 redirect is in go-redirect.ts. */
export function goRoutes(mount: MountEndpoint, deps: AppDeps): void {
  mount(endpoints.getGoLink, async ({ params }) =>
    reply(200, await getGoLink({ db: deps.database.db, catalogue: await deps.catalogue.get(), ...params })),
  );

  mount(endpoints.recordApplyClick, async ({ params, body }, c) => {
    await deps.rateLimiter.consume(GO_RATE_LIMITS.clickPerIp, c.get('clientIp'));
    await deps.rateLimiter.consume(GO_RATE_LIMITS.clickEveryone, EVERYONE);
    return reply(
      200,
      await recordApplyClick({
        db: deps.database.db,
        catalogue: await deps.catalogue.get(),
        affiliateId: params.affiliateId,
        click: body,
        visitor: clickVisitor(c, deps),
        page: `/go/${params.affiliateId}`,
      }),
    );
  });

  mount(endpoints.getGoQrCode, async ({ params }, c) => {
    // The code only changes with the site's address: browsers may keep it for a day.
    c.header('Cache-Control', 'public, max-age=86400');
    return reply(200, await goQrCode({ catalogue: await deps.catalogue.get(), siteUrl: deps.env.SITE_URL, ...params }));
  });
}
