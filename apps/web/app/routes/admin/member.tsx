import { endpoints, isApiError } from '@cardgenius/core/contract';
import { isUuid, loginPathFor } from '@cardgenius/core/rules';
import { data, redirect } from 'react-router';
import { privatePageHeaders, privatePageMeta } from '../../features/account/private-page';
import { MemberAccountView } from '../../features/admin/member-account';
import { type MemberActionResult, type MemberIntent, runMemberAction } from '../../features/admin/member-actions';
import { ADMIN_PAGE_HEADERS, staffCall } from '../../features/admin/staff-access';
import { browserApi } from '../../lib/browser-api';
import { isSignedOut } from '../../lib/form-result';
import type { Route } from './+types/member';

export async function loader({ context, request, params }: Route.LoaderArgs) {
  // Not an id at all: no member, without asking the API.
  if (!isUuid(params.id)) throw data(null, { status: 404, headers: ADMIN_PAGE_HEADERS });
  const account = await staffCall(request, async () => {
    try {
      return await context.api.call(endpoints.getMember, { params: { id: params.id } });
    } catch (error) {
      if (isApiError(error) && error.status === 404) {
        throw data(null, { status: 404, headers: ADMIN_PAGE_HEADERS });
      }
      throw error;
    }
  });
  return { account };
}

/** The endpoint of each action; the role change is the admins' own endpoint. */
const ACTION_ENDPOINTS = {
  'resend-confirmation': endpoints.resendMemberConfirmation,
  'end-sessions': endpoints.endMemberSessions,
  lock: endpoints.lockMember,
  unlock: endpoints.unlockMember,
  'reset-two-factor': endpoints.resetMemberTwoFactor,
} as const satisfies Record<Exclude<MemberIntent, 'role'>, unknown>;

/** The account actions, from the browser (which sends the CSRF header); the page is read again after each. */
export async function clientAction({ request, params }: Route.ClientActionArgs): Promise<MemberActionResult> {
  const id = params.id;
  try {
    return await runMemberAction(await request.formData(), {
      async run(intent, role) {
        if (intent === 'role') await browserApi.call(endpoints.setMemberRole, { params: { id }, body: { role } });
        else await browserApi.call(ACTION_ENDPOINTS[intent], { params: { id } });
      },
      async confirmPassword(password) {
        await browserApi.call(endpoints.confirmStaffPassword, { body: { password } });
      },
    });
  } catch (error) {
    if (isSignedOut(error)) throw redirect(loginPathFor(new URL(request.url).pathname));
    throw error;
  }
}

export const headers = privatePageHeaders;

export const meta: Route.MetaFunction = (args) =>
  privatePageMeta(args, `${args.data?.account.member.name ?? 'Member'} | Members | Admin`);

export default function AdminMember({ loaderData, actionData }: Route.ComponentProps) {
  return <MemberAccountView account={loaderData.account} result={actionData} />;
}
