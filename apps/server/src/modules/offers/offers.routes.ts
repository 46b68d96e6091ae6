import { endpoints } from '@cardgenius/core/contract';
import type { AppDeps } from '../../app-deps';
import type { MountEndpoint } from '../../http/api-router';
import { reply } from '../../http/mount-endpoint';
import { requireMember } from '../auth/guards';
import { queueClaimNotice } from './claim-notice';
import { claimOffer } from './claims.service';
import { getCardOffer, listCurrentOffers } from './offers.service';
import { OFFER_RATE_LIMITS } from './offers-rate-limits';
import { addTicketMessage, listTickets } from './tickets.service';

/** Offers pages can be cached briefly by a CDN: they change when staff edit offers or a window opens or ends. */
const PUBLIC_OFFERS_CACHE = 'public, max-age=60, stale-while-revalidate=300';

/** GeniusCash: current offers (public), and a member's claims and their tickets. */
export function offersRoutes(mount: MountEndpoint, deps: AppDeps): void {
  const db = deps.database.db;
  mount(endpoints.listOffers, async (_input, c) => {
    c.header('Cache-Control', PUBLIC_OFFERS_CACHE);
    return reply(200, { offers: await listCurrentOffers({ db }) });
  });
  mount(endpoints.getOffer, async ({ params }, c) => {
    const offer = await getCardOffer({ db, cardSlug: params.slug });
    c.header('Cache-Control', PUBLIC_OFFERS_CACHE);
    return reply(200, offer);
  });
  mount(endpoints.claimOffer, async ({ body }, c) => {
    const { user } = requireMember(c, deps);
    await deps.rateLimiter.consume(OFFER_RATE_LIMITS.claimPerMember, user.id);
    const answer = await claimOffer({
      db,
      userId: user.id,
      offerId: body.offerId,
      applyId: body.applyId,
      onCreated: (tx, ticket) => queueClaimNotice(tx, deps, user, ticket),
    });
    if (!answer.created) return reply(200, answer);
    deps.mailQueue.kick();
    return reply(201, answer);
  });
  mount(endpoints.listTickets, async (_input, c) =>
    reply(200, await listTickets({ db, user: requireMember(c, deps).user })),
  );
  mount(endpoints.addTicketMessage, async ({ params, body }, c) => {
    const { user } = requireMember(c, deps);
    await deps.rateLimiter.consume(OFFER_RATE_LIMITS.ticketMessagePerMember, user.id);
    const message = await addTicketMessage({ db, userId: user.id, claimId: params.id, body: body.body });
    return reply(201, { message });
  });
}
