import { endpoints } from '@cardgenius/core/contract';
import type { Context } from 'hono';
import type { AppDeps } from '../../app-deps';
import { readReferenceSnapshots } from '../../catalogue/read-catalogue-files';
import type { MountEndpoint } from '../../http/api-router';
import type { AppEnv } from '../../http/app-env';
import { reply } from '../../http/mount-endpoint';
import { type AuditContext, auditContext } from '../auth/audit';
import { requireStaff } from '../auth/guards';
import {
  listStaffCards,
  readStaffCard,
  revertStaffCard,
  type StaffCardDeps,
  setStaffCardState,
  updateStaffCard,
} from './staff-cards.service';

/** The card catalogue as staff keep it (admin site, Cards). */
export function staffCardsRoutes(mount: MountEndpoint, deps: AppDeps): void {
  const db = deps.database.db;
  let references: ReturnType<typeof readReferenceSnapshots> | undefined;
  const cardDeps: StaffCardDeps = {
    db,
    catalogue: () => deps.catalogue.get(),
    // Read once, when the first figure changes: the snapshots are files that do not change while serving.
    references: () => (references ??= readReferenceSnapshots()),
  };
  /**
   * A change by the staff member signed in, as `save` makes it: served by this process at once, and by
   * the others at their next data-version poll.
   */
  const saved = async <T>(c: Context<AppEnv>, save: (by: string, audit: AuditContext) => Promise<T>) => {
    const result = await save(requireStaff(c, deps, 'catalogue').user.id, auditContext(c));
    await deps.dataVersion.check();
    await deps.catalogue.get();
    return reply(200, result);
  };

  mount(endpoints.listStaffCards, async ({ query }) => reply(200, await listStaffCards(db, query)));

  mount(endpoints.getStaffCard, async ({ params }) => reply(200, await readStaffCard(db, params.slug)));

  mount(endpoints.updateStaffCard, ({ params, body }, c) =>
    saved(c, (by, audit) => updateStaffCard(cardDeps, audit, { slug: params.slug, ...body, by })),
  );

  mount(endpoints.setStaffCardState, ({ params, body }, c) =>
    saved(c, (by, audit) => setStaffCardState(cardDeps, audit, { slug: params.slug, ...body, by })),
  );

  mount(endpoints.revertStaffCard, ({ params, body }, c) =>
    saved(c, (by, audit) => revertStaffCard(cardDeps, audit, { slug: params.slug, ...body, by })),
  );
}
