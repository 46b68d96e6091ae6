import '../zod-setup';
import { z } from 'zod';
import { MOBILE_DIGITS_SHOWN } from '../rules/member-admin';
import { STAFF_REAUTHENTICATION_MS } from '../rules/staff-roles';
import { StaffRoleName } from './admin';
import { defineEndpoint } from './endpoint';
import { PageNumber } from './text-fields';

/**
 * The admin site's member screens (area `staff:members`): finding a member, what staff may see of
 * one, and the account actions support staff take. What is shown never includes a password hash, a
 * two-factor secret, a token or a code; of the mobile number, only its last digits.
 */
const TAG = 'Admin: members';
const REAUTH_MINUTES = STAFF_REAUTHENTICATION_MS / 60_000;

export const MEMBER_SEARCH_MAX_LENGTH = 200;
export const MEMBERS_PER_PAGE = 25;

export const MemberSummary = z
  .object({
    id: z.uuid(),
    email: z.string(),
    name: z.string(),
    role: StaffRoleName.nullable(),
    emailConfirmed: z.boolean(),
    lockedByStaff: z.boolean(),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'MemberSummary' });
export type MemberSummary = z.infer<typeof MemberSummary>;

export const MemberDetail = MemberSummary.extend({
  mobileNumber: z
    .object({
      ending: z.string().describe(`The last ${MOBILE_DIGITS_SHOWN} digits`),
      verified: z.boolean(),
    })
    .nullable()
    .describe('Null when the member has not added one'),
  twoFactorEnabled: z.boolean(),
  lastSignInAt: z.iso.datetime().nullable(),
  lockedByStaffAt: z.iso.datetime().nullable(),
  lockedOutUntil: z.iso
    .datetime()
    .nullable()
    .describe('Until when too many wrong passwords keep the member out (decision 0012); null when not'),
  liveSessions: z.number().int().nonnegative(),
  savedCards: z.number().int().nonnegative(),
  claims: z.number().int().nonnegative(),
}).meta({ id: 'MemberDetail' });
export type MemberDetail = z.infer<typeof MemberDetail>;

export const MemberAccount = z
  .object({
    member: MemberDetail,
    mayChangeRole: z.boolean().describe('Whether the caller may change roles (admins)'),
  })
  .meta({ id: 'MemberAccount' });
export type MemberAccount = z.infer<typeof MemberAccount>;

export const MemberList = z
  .object({
    members: z.array(MemberSummary),
    total: z.number().int().nonnegative(),
    page: z.number().int().min(1),
    totalPages: z.number().int().nonnegative(),
  })
  .meta({ id: 'MemberList' });
export type MemberList = z.infer<typeof MemberList>;

export const MemberParams = z.strictObject({ id: z.uuid({ error: 'Not a member id.' }) });

export const searchMembers = defineEndpoint({
  id: 'searchMembers',
  method: 'get',
  path: '/admin/members',
  summary: 'Find members by id, the start of their email address, or the start of a word of their name',
  description: `Newest first, ${MEMBERS_PER_PAGE} a page; without \`q\`, every member.`,
  tag: TAG,
  access: 'staff:members',
  request: {
    query: z.strictObject({
      q: z
        .string()
        .max(MEMBER_SEARCH_MAX_LENGTH, `Search with at most ${MEMBER_SEARCH_MAX_LENGTH} characters.`)
        .optional(),
      page: PageNumber.optional(),
    }),
  },
  responses: { 200: MemberList },
});

export const getMember = defineEndpoint({
  id: 'getMember',
  method: 'get',
  path: '/admin/members/{id}',
  summary: 'One member’s account as staff see it',
  tag: TAG,
  access: 'staff:members',
  request: { params: MemberParams },
  responses: { 200: MemberAccount },
});

/** Every account action answers the account as it is after it. */
const memberAction = (id: string, path: `/admin/members/{id}/${string}`, summary: string, description: string) =>
  defineEndpoint({
    id,
    method: 'post',
    path,
    summary,
    description: `${description} Audited with who did it and from where.`,
    tag: TAG,
    access: 'staff:members',
    request: { params: MemberParams },
    responses: { 200: MemberAccount },
  });

export const resendMemberConfirmation = memberAction(
  'resendMemberConfirmation',
  '/admin/members/{id}/confirmation-email',
  'Send the member a new address confirmation link',
  'Only while the address is unconfirmed (409 after). At most a few an hour to one account, counting the member’s own requests (429 past it).',
);

export const lockMember = memberAction(
  'lockMember',
  '/admin/members/{id}/lock',
  'Lock a member’s account: no sign-in, and every session ends',
  'A password reset does not lift it; only unlocking does. Staff cannot lock their own account (409).',
);

export const unlockMember = memberAction(
  'unlockMember',
  '/admin/members/{id}/unlock',
  'Unlock a member’s account',
  'Lifts a staff lock and a lockout after wrong passwords.',
);

export const resetMemberTwoFactor = memberAction(
  'resetMemberTwoFactor',
  '/admin/members/{id}/two-factor/reset',
  'Turn a member’s two-factor sign-in off, ending their sessions',
  `For a member who lost their authenticator. Needs the password entered in the last ${REAUTH_MINUTES} minutes (403 otherwise: confirm it with POST /admin/confirm-password). The member is emailed.`,
);

export const endMemberSessions = memberAction(
  'endMemberSessions',
  '/admin/members/{id}/sessions/end',
  'Sign a member out everywhere',
  'Every session of the member ends at once, on the site and in the app.',
);
