import { endpoints } from '@cardgenius/core/contract';
import type { AppDeps } from '../../app-deps';
import type { MountEndpoint } from '../../http/api-router';
import { reply } from '../../http/mount-endpoint';
import { auditContext } from '../auth/audit';
import { requireRecentPassword, requireStaff } from '../auth/guards';
import { confirmStaffPassword, listStaff, setMemberRole } from './staff.service';
import { staffOverview } from './staff-overview.service';

/** Who is staff, with which role, and the password again before sensitive actions (docs/decisions/0021). */
export function adminRoutes(mount: MountEndpoint, deps: AppDeps): void {
  const db = deps.database.db;

  mount(endpoints.confirmStaffPassword, async ({ body }, c) =>
    reply(200, await confirmStaffPassword(c, deps, requireStaff(c, deps, 'any'), body.password)),
  );

  mount(endpoints.getStaffOverview, async (_request, c) =>
    reply(200, await staffOverview(db, requireStaff(c, deps, 'any').role)),
  );

  mount(endpoints.listStaff, async () => reply(200, await listStaff(db)));

  mount(endpoints.setMemberRole, async ({ params, body }, c) => {
    const admin = requireStaff(c, deps, 'roles');
    requireRecentPassword(admin);
    return reply(
      200,
      await setMemberRole(db, auditContext(c), { memberId: params.id, role: body.role, by: admin.user.id }),
    );
  });
}
