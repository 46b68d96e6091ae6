import { endpoints } from '@cardgenius/core/contract';
import type { StaffArea } from '@cardgenius/core/rules';
import type { Context } from 'hono';
import type { AppDeps } from '../../app-deps';
import type { MountEndpoint } from '../../http/api-router';
import type { AppEnv } from '../../http/app-env';
import { attachment, reply } from '../../http/mount-endpoint';
import { auditContext, type StaffActor } from '../auth/audit';
import { requireRecentPassword, requireStaff } from '../auth/guards';
import { forgetSiteContent } from '../content/site-content-cache';
import { payoutCsv } from './payout-csv';
import { decideClaim, markPayoutsPaid, payoutExport, payoutOverview, schedulePayouts } from './payouts.service';
import {
  getStaffClaim,
  isPayoutDecision,
  listStaffClaims,
  replyToStaffClaim,
  setStaffClaimStatus,
} from './staff-claims.service';
import { createStaffOffer, endStaffOffer, listStaffOffers, updateStaffOffer } from './staff-offers.service';

/** The admin site's GeniusCash screens: offers (admins), claims and tickets, payouts (admins and support). */
export function geniusCashAdminRoutes(mount: MountEndpoint, deps: AppDeps): void {
  const db = deps.database.db;

  /** The staff member making the call, checked for the area (the router did too), for the audit rows. */
  const actor = (c: Context<AppEnv>, area: StaffArea, sensitive = false): StaffActor => {
    const staff = requireStaff(c, deps, area);
    if (sensitive) requireRecentPassword(staff);
    return { staffId: staff.user.id, request: auditContext(c) };
  };

  /** An offer change shows on this process's pages at once; others follow the data version within their poll. */
  const offersChanged = async () => {
    forgetSiteContent(db);
    await deps.dataVersion.check();
  };

  mount(endpoints.listStaffOffers, async ({ query }) =>
    reply(200, await listStaffOffers({ db, window: query.window, card: query.card })),
  );

  mount(endpoints.createStaffOffer, async ({ body }, c) => {
    const offer = await createStaffOffer({ db, changes: body, actor: actor(c, 'offers') });
    await offersChanged();
    return reply(201, offer);
  });

  mount(endpoints.updateStaffOffer, async ({ params, body }, c) => {
    const offer = await updateStaffOffer({ db, id: params.id, changes: body, actor: actor(c, 'offers') });
    await offersChanged();
    return reply(200, offer);
  });

  mount(endpoints.endStaffOffer, async ({ params }, c) => {
    const offer = await endStaffOffer({ db, id: params.id, actor: actor(c, 'offers') });
    await offersChanged();
    return reply(200, offer);
  });

  mount(endpoints.listStaffClaims, async ({ query }) =>
    reply(200, await listStaffClaims({ db, status: query.status, q: query.q, page: query.page })),
  );

  mount(endpoints.getStaffClaim, async ({ params }) => reply(200, await getStaffClaim({ db, id: params.id })));

  mount(endpoints.setStaffClaimStatus, async ({ params, body }, c) => {
    const staff = actor(c, 'tickets', isPayoutDecision(body.status));
    return reply(
      200,
      await setStaffClaimStatus({
        db,
        id: params.id,
        status: body.status,
        note: body.note,
        message: body.message,
        actor: staff,
      }),
    );
  });

  mount(endpoints.replyToStaffClaim, async ({ params, body }, c) =>
    reply(201, await replyToStaffClaim({ db, id: params.id, body: body.body, actor: actor(c, 'tickets') })),
  );

  mount(endpoints.getPayouts, async ({ query }) => reply(200, await payoutOverview({ db, date: query.date })));

  mount(endpoints.decidePayout, async ({ params, body }, c) => {
    const staff = actor(c, 'payouts', true);
    return reply(
      200,
      await decideClaim({ db, reference: params.id, decision: body.decision, reason: body.reason, actor: staff }),
    );
  });

  mount(endpoints.schedulePayoutBatch, async ({ params }, c) => {
    const batch = await schedulePayouts({ db, payoutDate: params.date, actor: actor(c, 'payouts') });
    return reply(200, { date: batch.payoutDate, scheduled: batch.scheduled, held: batch.held });
  });

  mount(endpoints.markPayoutBatchPaid, async ({ params }, c) => {
    const { paid } = await markPayoutsPaid({ db, payoutDate: params.date, actor: actor(c, 'payouts', true) });
    return reply(200, { date: params.date, paid });
  });

  mount(endpoints.exportPayoutBatch, async ({ params, query }, c) => {
    const lines = await payoutExport({ db, payoutDate: params.date, method: query.method, actor: actor(c, 'payouts') });
    return reply(200, payoutCsv(lines), attachment(`payouts-${params.date}-${query.method}.csv`));
  });
}
