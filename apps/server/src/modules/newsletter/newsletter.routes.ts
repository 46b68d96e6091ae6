import { endpoints } from '@cardgenius/core/contract';
import type { AppDeps } from '../../app-deps';
import type { MountEndpoint } from '../../http/api-router';
import { reply } from '../../http/mount-endpoint';
import { requireMember } from '../auth/guards';
import * as newsletter from './newsletter.service';

/** The newsletter: double opt-in subscription and unsubscribing (shell-and-browsing §7). */
export function newsletterRoutes(mount: MountEndpoint, deps: AppDeps): void {
  mount(endpoints.subscribe, async ({ body }, c) => reply(200, await newsletter.subscribeToNewsletter(c, deps, body)));
  mount(endpoints.confirmSubscription, async ({ params }) =>
    reply(200, await newsletter.confirmSubscription(deps, params.code, { forAccount: false })),
  );
  mount(endpoints.confirmSubscriptionEmail, async ({ params }) =>
    reply(200, await newsletter.confirmSubscription(deps, params.code, { forAccount: true })),
  );
  mount(endpoints.checkUnsubscribeLink, async ({ body }) =>
    reply(200, await newsletter.readUnsubscribeLink(deps, body.token)),
  );
  mount(endpoints.unsubscribe, async ({ body }) => reply(200, await newsletter.unsubscribeWithLink(deps, body.token)));
  mount(endpoints.requestUnsubscribeLink, async ({ body }, c) =>
    reply(200, await newsletter.requestUnsubscribeLink(c, deps, body.email)),
  );
  mount(endpoints.unsubscribeMember, async (_input, c) =>
    reply(200, await newsletter.unsubscribeMember(deps, requireMember(c, deps))),
  );
}
