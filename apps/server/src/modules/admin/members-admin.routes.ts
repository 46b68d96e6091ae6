import { endpoints } from '@cardgenius/core/contract';
import type { Context } from 'hono';
import type { AppDeps } from '../../app-deps';
import type { MountEndpoint } from '../../http/api-router';
import type { AppEnv } from '../../http/app-env';
import { attachment, reply } from '../../http/mount-endpoint';
import { auditContext } from '../auth/audit';
import { requireRecentPassword, requireStaff } from '../auth/guards';
import { exportAuditEvents, listAuditEvents } from './audit-log.service';
import {
  endMemberSessions,
  lockMember,
  memberAccount,
  resendMemberConfirmation,
  resetMemberTwoFactor,
  type StaffActor,
  searchMembers,
  unlockMember,
} from './members-admin.service';

/** The staff member calling, and their request, for the audit row. */
function actorOf(c: Context<AppEnv>, deps: AppDeps): StaffActor {
  return { request: auditContext(c), staffId: requireStaff(c, deps, 'members').user.id };
}

/** Members' accounts (support and admins) and the audit log (admins): docs/decisions/0021. */
export function membersAdminRoutes(mount: MountEndpoint, deps: AppDeps): void {
  const db = deps.database.db;
  /** The account after an action, as the member's page shows it. */
  const accountAfter = async (c: Context<AppEnv>, id: string) =>
    reply(200, await memberAccount(db, id, requireStaff(c, deps, 'members').user.role));

  mount(endpoints.searchMembers, async ({ query }) => reply(200, await searchMembers(db, query)));

  mount(endpoints.getMember, ({ params }, c) => accountAfter(c, params.id));

  mount(endpoints.resendMemberConfirmation, async ({ params }, c) => {
    await resendMemberConfirmation(deps, actorOf(c, deps), params.id);
    return accountAfter(c, params.id);
  });

  mount(endpoints.lockMember, async ({ params }, c) => {
    await lockMember(db, actorOf(c, deps), params.id);
    return accountAfter(c, params.id);
  });

  mount(endpoints.unlockMember, async ({ params }, c) => {
    await unlockMember(db, actorOf(c, deps), params.id);
    return accountAfter(c, params.id);
  });

  mount(endpoints.resetMemberTwoFactor, async ({ params }, c) => {
    requireRecentPassword(requireStaff(c, deps, 'members'));
    await resetMemberTwoFactor(deps, actorOf(c, deps), params.id);
    return accountAfter(c, params.id);
  });

  mount(endpoints.endMemberSessions, async ({ params }, c) => {
    await endMemberSessions(db, actorOf(c, deps), params.id);
    return accountAfter(c, params.id);
  });

  mount(endpoints.listAuditEvents, async ({ query }) => reply(200, await listAuditEvents(db, query)));

  mount(endpoints.exportAuditEvents, async ({ query }) => {
    const { csv, fileName } = await exportAuditEvents(db, query);
    return reply(200, csv, attachment(fileName));
  });
}
