import { endpoints } from '@cardgenius/core/contract';
import type { AppDeps } from '../../app-deps';
import type { MountEndpoint } from '../../http/api-router';
import { reply } from '../../http/mount-endpoint';
import { requireMember } from '../auth/guards';
import { isAuthenticated } from '../auth/sessions';
import * as wallet from './wallet.service';

/** The wallet: stateless calculations for anyone, the member's own wallet in their account. */
export function walletRoutes(mount: MountEndpoint, deps: AppDeps): void {
  mount(endpoints.analyseWallet, async ({ body }, c) => {
    const current = c.get('session');
    const member = current && isAuthenticated(deps, current) ? current : null;
    const held = member ? await wallet.heldSlugs(deps.database.db, member.user.id) : body.cards;
    const analysis = wallet.walletAnalysis(await deps.catalogue.get(), { ...body, held });
    return reply(200, { source: member ? ('account' as const) : ('visitor' as const), ...analysis });
  });
  mount(endpoints.optimiseWallet, async ({ body }) =>
    reply(200, wallet.optimise(await deps.catalogue.get(), body.cards, body.profile)),
  );
  mount(endpoints.rankWalletNextCards, async ({ body }) =>
    reply(200, wallet.nextCards(await deps.catalogue.get(), body)),
  );
  mount(endpoints.getWallet, async (_input, c) =>
    reply(200, await wallet.memberWallet(deps, requireMember(c, deps).user.id)),
  );
  mount(endpoints.setWalletCard, async ({ params, body }, c) =>
    reply(200, await wallet.setWalletCard(c, deps, requireMember(c, deps), params.slug, body.status)),
  );
  mount(endpoints.mergeWallet, async ({ body }, c) =>
    reply(200, await wallet.mergeWallet(c, deps, requireMember(c, deps), body.held)),
  );
  mount(endpoints.setWalletAlerts, async ({ body }, c) =>
    reply(200, await wallet.setWalletAlerts(c, deps, requireMember(c, deps), body.enabled)),
  );
}
