import { endpoints } from '@cardgenius/core/contract';
import type { AppDeps } from '../../app-deps';
import type { MountEndpoint } from '../../http/api-router';
import { reply } from '../../http/mount-endpoint';
import * as account from './account.service';
import { undoAccountChange } from './account-changes';
import { requireMember } from './guards';

/** The member's own area: dashboard, settings, saved cards, deletion. */
export function accountRoutes(mount: MountEndpoint, deps: AppDeps): void {
  mount(endpoints.logout, async (_input, c) => reply(200, await account.logout(c, deps)));
  mount(endpoints.getDashboard, async (_input, c) =>
    reply(200, await account.dashboardFor(deps, requireMember(c, deps))),
  );
  mount(endpoints.getProfile, async (_input, c) =>
    reply(200, await account.profileOf(deps, requireMember(c, deps).user)),
  );
  mount(endpoints.updateProfile, async ({ body }, c) =>
    reply(200, await account.updateProfile(c, deps, requireMember(c, deps), body)),
  );
  mount(endpoints.changeEmail, async ({ body }, c) =>
    reply(200, await account.requestEmailChange(c, deps, requireMember(c, deps), body)),
  );
  mount(endpoints.confirmEmailChange, async ({ body }, c) =>
    reply(200, await account.confirmEmailChange(c, deps, body.code)),
  );
  mount(endpoints.undoAccountChange, async ({ body }, c) => reply(200, await undoAccountChange(c, deps, body.code)));
  mount(endpoints.changePassword, async ({ body }, c) =>
    reply(200, await account.changePassword(c, deps, requireMember(c, deps), body)),
  );
  mount(endpoints.agreeToTerms, async (_input, c) =>
    reply(200, await account.agreeToTerms(c, deps, requireMember(c, deps))),
  );
  mount(endpoints.deleteAccount, async ({ body }, c) =>
    reply(200, await account.deleteAccount(c, deps, requireMember(c, deps), body.password)),
  );
  mount(endpoints.addCards, async ({ body }, c) =>
    reply(200, await account.addCards(deps, requireMember(c, deps), body.cards)),
  );
  mount(endpoints.removeSavedCard, async ({ params }, c) =>
    reply(200, await account.removeSavedCard(deps, requireMember(c, deps), params.slug)),
  );
}
