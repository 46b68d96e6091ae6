import '../zod-setup';
import { z } from 'zod';
import { MAX_OFFER_DOLLARS, MAX_OFFER_TERMS, OFFER_TERM_MAX_LENGTH, OFFER_TERM_MIN_LENGTH } from '../rules/offer-terms';
import { PAYMENT_METHODS, PAYMENT_STATUSES, STAFF_SETTABLE_STATUSES } from '../rules/payment-status';
import { STAFF_REAUTHENTICATION_MS } from '../rules/staff-roles';
import { defineEndpoint } from './endpoint';
import { PageNumber } from './text-fields';

// The admin site's GeniusCash screens (decision 0008): the offers staff set, the claims members make
// (their tickets), and the biweekly payouts.

const TAG = 'Admin: GeniusCash';
const REAUTH = `Needs the password entered in the last ${STAFF_REAUTHENTICATION_MS / 60_000} minutes (403 with options.reenterPassword otherwise: confirm it with POST /admin/confirm-password).`;

const Uuid = (what: string) => z.uuid({ error: `Not ${what}.` });
const CalendarDay = (what: string) => z.iso.date(`${what} is a date: YYYY-MM-DD.`);

/** One offer term: a full sentence, as the offer page shows it. */
export const OfferTerm = z
  .string()
  .trim()
  .min(OFFER_TERM_MIN_LENGTH, `A term is a sentence of at least ${OFFER_TERM_MIN_LENGTH} characters.`)
  .max(OFFER_TERM_MAX_LENGTH, `A term is at most ${OFFER_TERM_MAX_LENGTH} characters: split it in two.`)
  .regex(/[.!?]$/, 'A term is a full sentence ending with a full stop.');

/** An offer amount in dollars, with at most two decimals. */
export const OfferDollars = z
  .number({ error: 'The amount is a number of dollars.' })
  .positive('The amount is in dollars, above 0.')
  .max(MAX_OFFER_DOLLARS, `The amount is in dollars, at most ${MAX_OFFER_DOLLARS}.`)
  .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, 'The amount has at most two decimals.');

/** Terms as the form takes them: one per line, blank lines ignored; each line is checked as a term. */
const TermLines = z
  .string({ error: 'List the terms, one per line.' })
  .max(MAX_OFFER_TERMS * (OFFER_TERM_MAX_LENGTH + 2), 'The terms are too long.')
  .transform((text, context) => {
    const lines = text
      .split(/\r?\n/)
      .map((line) => line.trim())
      .filter(Boolean);
    if (lines.length === 0) context.addIssue({ code: 'custom', message: 'List at least one term.' });
    if (lines.length > MAX_OFFER_TERMS)
      context.addIssue({ code: 'custom', message: `At most ${MAX_OFFER_TERMS} terms.` });
    lines.forEach((line, index) => {
      const checked = OfferTerm.safeParse(line);
      if (!checked.success) {
        context.addIssue({ code: 'custom', message: `Line ${index + 1}: ${checked.error.issues[0]?.message}` });
      }
    });
    return lines;
  });

export const StaffOfferInput = z
  .strictObject({
    card: z.string({ error: 'Choose a card.' }).regex(/^[a-z0-9-]{1,120}$/, 'Choose a card of the catalogue.'),
    amount: OfferDollars,
    start: CalendarDay('The first day'),
    end: CalendarDay('The last day').nullable().describe('The last day it can be claimed; null: open until ended'),
    terms: TermLines.describe('The terms, one full sentence per line'),
  })
  .refine((offer) => offer.end === null || offer.end >= offer.start, {
    path: ['end'],
    message: 'The last day is before the first.',
  });
export type StaffOfferInput = z.input<typeof StaffOfferInput>;

export const OFFER_WINDOWS = ['current', 'upcoming', 'ended', 'all'] as const;
export type OfferWindow = (typeof OFFER_WINDOWS)[number];

export const StaffOffer = z
  .object({
    id: z.string(),
    cardSlug: z.string(),
    cardName: z.string(),
    amount: z.number(),
    start: z.iso.date().describe('The first day, in Toronto'),
    end: z.iso.date().nullable().describe('The last day it can be claimed, in Toronto; null: open-ended'),
    window: z.enum(['current', 'upcoming', 'ended']),
    terms: z.array(z.string()),
    origin: z.enum(['seed', 'staff']).describe('seed: from data/offers.json, until staff edit it'),
    claimCount: z.number().int(),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: 'StaffOffer' });
export type StaffOffer = z.infer<typeof StaffOffer>;

const OfferCardChoice = z.object({ slug: z.string(), name: z.string() });

export const listStaffOffers = defineEndpoint({
  id: 'listStaffOffers',
  method: 'get',
  path: '/admin/offers',
  summary: 'GeniusCash offers, current, upcoming or ended, for one card or all',
  tag: TAG,
  access: 'staff:offers',
  request: {
    query: z.strictObject({
      window: z.enum(OFFER_WINDOWS, { error: `Choose ${OFFER_WINDOWS.join(', ')}.` }).optional(),
      card: z
        .string()
        .regex(/^[a-z0-9-]{1,120}$/, 'Name the card by its slug.')
        .optional(),
    }),
  },
  responses: {
    200: z.object({
      offers: z.array(StaffOffer),
      cards: z.array(OfferCardChoice).describe('The shown cards an offer may be made for'),
    }),
  },
});

export const createStaffOffer = defineEndpoint({
  id: 'createStaffOffer',
  method: 'post',
  path: '/admin/offers',
  summary: 'Make a GeniusCash offer',
  description:
    'The card must be shown, the first day today or later, and its window must not overlap another offer for the card. It reaches the offers and card pages of every process within seconds. Audited.',
  tag: TAG,
  access: 'staff:offers',
  request: { body: StaffOfferInput },
  responses: { 201: StaffOffer },
});

const OfferParams = z.strictObject({
  id: z.string().regex(/^[a-z0-9-]{1,80}$/, 'Not an offer id.'),
});

export const updateStaffOffer = defineEndpoint({
  id: 'updateStaffOffer',
  method: 'put',
  path: '/admin/offers/{id}',
  summary: 'Change a GeniusCash offer',
  description:
    'The same checks as a new offer (an unchanged first day may lie in the past). From then on the seed from data/offers.json leaves the offer alone. Claims keep the amount they were made with. Audited.',
  tag: TAG,
  access: 'staff:offers',
  request: { params: OfferParams, body: StaffOfferInput },
  responses: { 200: StaffOffer },
});

export const endStaffOffer = defineEndpoint({
  id: 'endStaffOffer',
  method: 'post',
  path: '/admin/offers/{id}/end',
  summary: 'End a GeniusCash offer now',
  description: 'Claims already made stand. An offer already ended answers 409. Audited.',
  tag: TAG,
  access: 'staff:offers',
  request: { params: OfferParams },
  responses: { 200: StaffOffer },
});

const ClaimStatus = z.enum(PAYMENT_STATUSES, { error: `Choose a status: ${PAYMENT_STATUSES.join(', ')}.` });

export const StaffClaimSummary = z
  .object({
    id: z.uuid(),
    reference: z.string(),
    memberEmail: z.string().nullable().describe('Null: the member deleted their account'),
    cardName: z.string(),
    amount: z.number(),
    status: z.string(),
    statusLabel: z.string(),
    claimedAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: 'StaffClaimSummary' });
export type StaffClaimSummary = z.infer<typeof StaffClaimSummary>;

export const StaffClaim = z
  .object({
    id: z.uuid(),
    reference: z.string(),
    member: z.object({ id: z.uuid(), name: z.string(), email: z.string() }).nullable(),
    card: z.object({ slug: z.string(), name: z.string() }),
    offerId: z.string().nullable(),
    amount: z.number(),
    status: z.string(),
    statusLabel: z.string(),
    claimedAt: z.iso.datetime(),
    applyClickedAt: z.iso.datetime().nullable().describe('The Apply click linked to the claim, if any'),
    payoutMethod: z.enum(PAYMENT_METHODS).nullable(),
    payoutDate: z.iso.date().nullable(),
    paidAt: z.iso.datetime().nullable(),
    history: z.array(
      z.object({
        from: z.string(),
        to: z.string(),
        toLabel: z.string(),
        note: z.string(),
        by: z.string().nullable().describe('The staff member’s name; null for the command line'),
        at: z.iso.datetime(),
      }),
    ),
    messages: z.array(
      z.object({ id: z.uuid(), author: z.enum(['member', 'staff']), body: z.string(), createdAt: z.iso.datetime() }),
    ),
    settableStatuses: z.array(z.string()).describe('The statuses staff may set from here'),
  })
  .meta({ id: 'StaffClaim' });
export type StaffClaim = z.infer<typeof StaffClaim>;

export const listStaffClaims = defineEndpoint({
  id: 'listStaffClaims',
  method: 'get',
  path: '/admin/claims',
  summary: 'GeniusCash claims (tickets) by status, newest first, 25 a page',
  tag: TAG,
  access: 'staff:tickets',
  request: {
    query: z.strictObject({
      status: ClaimStatus.optional(),
      q: z
        .string()
        .trim()
        .max(254, 'Search by a ticket reference or part of an email address (at most 254 characters).')
        .optional()
        .describe('A ticket reference (its first characters) or part of the member’s email'),
      page: PageNumber.optional(),
    }),
  },
  responses: {
    200: z.object({
      claims: z.array(StaffClaimSummary),
      total: z.number().int(),
      page: z.number().int(),
      totalPages: z.number().int(),
    }),
  },
});

const ClaimParams = z.strictObject({ id: Uuid('a claim id') });

export const getStaffClaim = defineEndpoint({
  id: 'getStaffClaim',
  method: 'get',
  path: '/admin/claims/{id}',
  summary: 'One claim: the member, the card, the status history and the ticket’s messages',
  tag: TAG,
  access: 'staff:tickets',
  request: { params: ClaimParams },
  responses: { 200: StaffClaim },
});

const Note = z
  .string({ error: 'Write a note: why the status changes.' })
  .trim()
  .min(3, 'Write a note: why the status changes.')
  .max(1000, 'A note is at most 1000 characters.');

const MemberMessage = z
  .string()
  .trim()
  .min(1, 'Write the message to the member.')
  .max(2000, 'A message is at most 2000 characters.');

export const setStaffClaimStatus = defineEndpoint({
  id: 'setStaffClaimStatus',
  method: 'post',
  path: '/admin/claims/{id}/status',
  summary: 'Change a claim’s status, with a note kept in its history',
  description: `Statuses a payout run sets (confirmed_hold, processing, fulfilled) are set from the payouts screen. Approving (confirmed) or declining (rejected): ${REAUTH} The note is for staff; \`message\`, when given, is added to the ticket for the member. Audited.`,
  tag: TAG,
  access: 'staff:tickets',
  request: {
    params: ClaimParams,
    body: z.strictObject({
      status: z.enum(STAFF_SETTABLE_STATUSES as [string, ...string[]], {
        error: `Choose a status: ${STAFF_SETTABLE_STATUSES.join(', ')}.`,
      }),
      note: Note,
      message: MemberMessage.optional(),
    }),
  },
  responses: { 200: StaffClaim },
});

export const replyToStaffClaim = defineEndpoint({
  id: 'replyToStaffClaim',
  method: 'post',
  path: '/admin/claims/{id}/messages',
  summary: 'Reply to the member on their ticket',
  description: 'The member sees it on their tickets page. Audited (without the text).',
  tag: TAG,
  access: 'staff:tickets',
  request: { params: ClaimParams, body: z.strictObject({ body: MemberMessage }) },
  responses: { 201: StaffClaim },
});

export const PayoutLine = z
  .object({
    claimId: z.uuid(),
    reference: z.string(),
    memberEmail: z.string().nullable(),
    cardName: z.string(),
    amount: z.number(),
    status: z.string(),
    statusLabel: z.string(),
    payoutMethod: z.enum(PAYMENT_METHODS).nullable(),
    payoutEmail: z.string().nullable(),
    payoutDate: z.iso.date().nullable(),
    paidAt: z.iso.datetime().nullable(),
  })
  .meta({ id: 'PayoutLine' });
export type PayoutLine = z.infer<typeof PayoutLine>;

export const getPayouts = defineEndpoint({
  id: 'getPayouts',
  method: 'get',
  path: '/admin/payouts',
  summary: 'Claims waiting for the issuer’s answer, approved claims waiting for a payout, and one payout day’s batch',
  tag: TAG,
  access: 'staff:payouts',
  request: {
    query: z.strictObject({
      date: CalendarDay('The payout day')
        .optional()
        .describe('A payout day of the biweekly schedule; the next one by default'),
    }),
  },
  responses: {
    200: z.object({
      date: z.iso.date(),
      nextPayoutDate: z.iso.date(),
      payoutDates: z.array(z.iso.date()).describe('The next payout day and those of the past year, newest first'),
      pending: z.array(PayoutLine).describe('Claims waiting for the issuer’s answer'),
      approved: z.array(PayoutLine).describe('Approved claims waiting to be scheduled'),
      batch: z.array(PayoutLine).describe('The claims of the payout day'),
    }),
  },
});

export const decidePayout = defineEndpoint({
  id: 'decidePayout',
  method: 'post',
  path: '/admin/payouts/claims/{id}/decision',
  summary: 'Record the issuer’s answer for a claim: approve or reject, with the reason',
  description: `${REAUTH} The reason is kept in the claim’s history. Audited.`,
  tag: TAG,
  access: 'staff:payouts',
  request: {
    params: ClaimParams,
    body: z.strictObject({
      decision: z.enum(['approve', 'reject'], { error: 'Choose approve or reject.' }),
      reason: z
        .string({ error: 'Give the reason (the issuer’s report, the member’s evidence).' })
        .trim()
        .min(3, 'Give the reason (the issuer’s report, the member’s evidence).')
        .max(1000, 'A reason is at most 1000 characters.'),
    }),
  },
  responses: { 200: PayoutLine },
});

const PayoutDateParams = z.strictObject({ date: CalendarDay('The payout day') });

export const schedulePayoutBatch = defineEndpoint({
  id: 'schedulePayoutBatch',
  method: 'post',
  path: '/admin/payouts/{date}/schedule',
  summary: 'Schedule every approved claim for a payout day (today or later)',
  description:
    'Copies each member’s payout method and address onto the claim; a member without one is held until they choose. Audited.',
  tag: TAG,
  access: 'staff:payouts',
  request: { params: PayoutDateParams },
  responses: {
    200: z.object({ date: z.iso.date(), scheduled: z.array(PayoutLine), held: z.array(PayoutLine) }),
  },
});

export const markPayoutBatchPaid = defineEndpoint({
  id: 'markPayoutBatchPaid',
  method: 'post',
  path: '/admin/payouts/{date}/paid',
  summary: 'Mark a payout day’s batch as sent',
  description: `${REAUTH} Audited.`,
  tag: TAG,
  access: 'staff:payouts',
  request: { params: PayoutDateParams },
  responses: { 200: z.object({ date: z.iso.date(), paid: z.array(PayoutLine) }) },
});

export const exportPayoutBatch = defineEndpoint({
  id: 'exportPayoutBatch',
  method: 'get',
  path: '/admin/payouts/{date}/export',
  summary: 'A payout day’s batch as CSV, for the Interac or PayPal transfer',
  description:
    'Answers text/csv as a download (payouts-<date>-<method>.csv); a cell a spreadsheet would run as a formula starts with an apostrophe. Audited.',
  tag: TAG,
  access: 'staff:payouts',
  mediaType: 'text/csv',
  request: {
    params: PayoutDateParams,
    query: z.strictObject({
      method: z.enum(PAYMENT_METHODS, { error: `Choose ${PAYMENT_METHODS.join(' or ')}.` }),
    }),
  },
  responses: { 200: z.string().describe('RFC 4180 CSV with a header line') },
});
