import '../zod-setup';
import { z } from 'zod';
import { STAFF_REAUTHENTICATION_MS, STAFF_ROLES } from '../rules/staff-roles';
import { PresentedPassword } from './accounts';
import { defineEndpoint } from './endpoint';

const TAG = 'Admin';

export const StaffRoleName = z
  .enum(STAFF_ROLES, { error: `Choose a role: ${STAFF_ROLES.join(', ')}, or null for none.` })
  .meta({ id: 'StaffRole' });

export const StaffMember = z
  .object({
    id: z.uuid(),
    email: z.string(),
    name: z.string(),
    role: StaffRoleName.nullable().describe('Null: an ordinary member, who may not enter the admin site'),
    twoFactorEnabled: z.boolean().describe('Staff calls are refused until two-factor sign-in is on'),
  })
  .meta({ id: 'StaffMember' });
export type StaffMember = z.infer<typeof StaffMember>;

const REAUTH_MINUTES = STAFF_REAUTHENTICATION_MS / 60_000;

export const confirmStaffPassword = defineEndpoint({
  id: 'confirmStaffPassword',
  method: 'post',
  path: '/admin/confirm-password',
  summary: 'Enter the password again before a sensitive staff action',
  description: `Role changes, payouts and deleting need the password entered in the last ${REAUTH_MINUTES} minutes (at sign-in or here); a wrong password answers 400 and counts towards the account's password-check limit.`,
  tag: TAG,
  access: 'staff:any',
  request: { body: z.strictObject({ password: PresentedPassword }) },
  responses: {
    200: z.object({
      success: z.literal(true),
      confirmedUntil: z.iso.datetime().describe('Until when sensitive actions need no password'),
    }),
  },
});

export const listStaff = defineEndpoint({
  id: 'listStaff',
  method: 'get',
  path: '/admin/staff',
  summary: 'Every member with a staff role',
  tag: TAG,
  access: 'staff:roles',
  responses: { 200: z.object({ staff: z.array(StaffMember) }) },
});

export const setMemberRole = defineEndpoint({
  id: 'setMemberRole',
  method: 'post',
  path: '/admin/members/{id}/role',
  summary: 'Give a member a staff role, change it, or take it away (null)',
  description: `Needs the password entered in the last ${REAUTH_MINUTES} minutes (403 otherwise: confirm it with POST /admin/confirm-password). Taking a role away or changing it ends the member’s sessions. The last admin cannot lose the role (409). Audited.`,
  tag: TAG,
  access: 'staff:roles',
  request: {
    params: z.strictObject({ id: z.uuid({ error: 'Not a member id.' }) }),
    body: z.strictObject({ role: StaffRoleName.nullable() }),
  },
  responses: { 200: StaffMember },
});

const WaitingCount = z.number().int().min(0).nullable();

export const StaffOverview = z
  .object({
    role: StaffRoleName,
    content: z
      .object({
        pendingComments: z.number().int().min(0),
        pendingReviews: z.number().int().min(0),
        draftPosts: z.number().int().min(0),
        scheduledPosts: z.number().int().min(0),
      })
      .nullable()
      .describe('Null for a role without the content area'),
    openClaims: WaitingCount.describe('Claims waiting for the issuer’s answer; null without the tickets area'),
    approvedPayouts: WaitingCount.describe('Approved claims waiting for a payout day; null without the payouts area'),
    staffEditedCards: WaitingCount.describe(
      'Cards edited here since the files were seeded; null without the catalogue area',
    ),
  })
  .meta({ id: 'StaffOverview' });
export type StaffOverview = z.infer<typeof StaffOverview>;

export const getStaffOverview = defineEndpoint({
  id: 'getStaffOverview',
  method: 'get',
  path: '/admin/overview',
  summary: 'What waits for the signed-in staff member: the counts of the areas their role may use',
  tag: TAG,
  access: 'staff:any',
  responses: { 200: StaffOverview },
});
