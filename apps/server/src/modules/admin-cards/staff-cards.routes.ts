import { endpoints } from '@cardgenius/core/contract';
import type { AppDeps } from '../../app-deps';
import { readReferenceSnapshots } from '../../catalogue/read-catalogue-files';
import type { MountEndpoint } from '../../http/api-router';
import { reply } from '../../http/mount-endpoint';
import { auditContext } from '../auth/audit';
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
  /** The change is served by this process at once, and by the others at their next data-version poll. */
  const saved = async <T>(result: T) => {
    await deps.dataVersion.check();
    return reply(200, result);
  };

  mount(endpoints.listStaffCards, async ({ query }) => reply(200, await listStaffCards(db, query)));

  mount(endpoints.getStaffCard, async ({ params }) => reply(200, await readStaffCard(db, params.slug)));

  mount(endpoints.updateStaffCard, async ({ params, body }, c) => {
    const staff = requireStaff(c, deps, 'catalogue');
    return saved(
      await updateStaffCard(cardDeps, auditContext(c), {
        slug: params.slug,
        card: body.card,
        baseRevision: body.baseRevision,
        source: body.source,
        by: staff.user.id,
      }),
    );
  });

  mount(endpoints.setStaffCardState, async ({ params, body }, c) => {
    const staff = requireStaff(c, deps, 'catalogue');
    return saved(
      await setStaffCardState(cardDeps, auditContext(c), {
        slug: params.slug,
        state: body.state,
        baseRevision: body.baseRevision,
        by: staff.user.id,
      }),
    );
  });

  mount(endpoints.revertStaffCard, async ({ params, body }, c) => {
    const staff = requireStaff(c, deps, 'catalogue');
    return saved(
      await revertStaffCard(cardDeps, auditContext(c), {
        slug: params.slug,
        toRevision: body.toRevision,
        baseRevision: body.baseRevision,
        by: staff.user.id,
      }),
    );
  });
}
