import '../zod-setup';
import { z } from 'zod';
import { NETWORKS } from '../catalogue/constants';
import { PAYMENT_METHODS } from '../rules';
import { hasControlCharacters } from '../rules/text-input';
import { defineEndpoint } from './endpoint';

// GeniusCash (shell-and-browsing §2.1, §3, §4; accounts spec §3): cash back the site pays a member once
// the issuer approves a card applied for through the site's link. A claim is the member's ticket.

/** Longest note a member adds to a ticket: room for an approval email pasted in, with margin. */
export const TICKET_MESSAGE_MAX_LENGTH = 2000;

const CardSlug = z
  .string({ error: 'Name the card by its identifier.' })
  .regex(/^[a-z0-9-]{1,120}$/, 'Not a card identifier.');

export const OfferId = z
  .string({ error: 'Name the offer you are claiming (offerId).' })
  .regex(/^[a-z0-9-]{1,80}$/, 'Not an offer identifier: use the id of an offer listed at /offers.');

/** The apply id the go flow recorded for the visitor's click (a UUID chosen by the browser). */
export const ApplyId = z.uuid({ error: 'The apply id is not valid.' });

export const TicketId = z.uuid({ error: 'Not a ticket id.' });

export const OfferView = z
  .object({
    id: z.string(),
    cardSlug: z.string(),
    cardName: z.string().describe("The card's display name"),
    issuer: z.object({
      slug: z.string(),
      name: z.string(),
      colors: z.object({ primary: z.string(), secondary: z.string() }),
    }),
    network: z.enum(NETWORKS),
    affiliateId: z.string().describe('For the Apply link: /go/{affiliateId}'),
    amount: z.number().describe('Dollars'),
    isBonus: z.boolean().describe('Over $100 (shell-and-browsing §4)'),
    startsAt: z.iso.datetime(),
    endsAt: z.iso.datetime().nullable().describe('The moment the offer closes; null while open-ended'),
    lastDay: z.iso.date().nullable().describe('The last day it can be claimed, in Toronto'),
    terms: z.array(z.string()),
  })
  .meta({ id: 'Offer' });
export type OfferView = z.infer<typeof OfferView>;

export const OfferList = z.object({ offers: z.array(OfferView) }).meta({ id: 'OfferList' });
export type OfferList = z.infer<typeof OfferList>;

export const TicketMessage = z
  .object({
    id: z.string(),
    author: z.enum(['member', 'staff']),
    body: z.string(),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'TicketMessage' });
export type TicketMessage = z.infer<typeof TicketMessage>;

export const Ticket = z
  .object({
    id: z.string(),
    reference: z.string().describe('The first 8 characters of the id in capitals, as members quote it'),
    offerId: z.string().nullable(),
    cardSlug: z.string(),
    cardName: z.string(),
    amount: z.number().describe('Dollars, as offered when claimed'),
    status: z.string(),
    statusLabel: z.string().describe('The payment status mapping (accounts spec §3)'),
    payoutMethod: z.enum(PAYMENT_METHODS).nullable(),
    payoutDate: z.iso.date().nullable().describe('The biweekly payout it is scheduled for'),
    paidAt: z.iso.datetime().nullable(),
    claimedAt: z.iso.datetime(),
    applyRecorded: z.boolean().describe('Linked to the Apply click that led to the application'),
    messages: z.array(TicketMessage),
  })
  .meta({ id: 'Ticket' });
export type Ticket = z.infer<typeof Ticket>;

export const TicketList = z
  .object({
    tickets: z.array(Ticket),
    payoutPreference: z
      .object({ method: z.enum(PAYMENT_METHODS), email: z.string() })
      .nullable()
      .describe('Where payouts go; null until the member chooses (approved claims wait meanwhile)'),
    nextPayoutDate: z.iso.date(),
  })
  .meta({ id: 'TicketList' });
export type TicketList = z.infer<typeof TicketList>;

export const ClaimOfferRequest = z
  .strictObject({
    offerId: OfferId,
    applyId: ApplyId.optional().describe('From the go flow: links the claim to the Apply click'),
  })
  .meta({ id: 'ClaimOfferRequest' });
export type ClaimOfferRequest = z.input<typeof ClaimOfferRequest>;

export const ClaimOfferResponse = z
  .object({
    ticket: Ticket,
    created: z.boolean().describe('False when the member had already claimed this offer'),
    next: z
      .string()
      .describe(
        'Where to continue: /apply-instructions/{affiliateId} when this call linked an Apply click, else the go-link that records one',
      ),
  })
  .meta({ id: 'ClaimOfferResponse' });
export type ClaimOfferResponse = z.infer<typeof ClaimOfferResponse>;

export const AddTicketMessageRequest = z
  .strictObject({
    body: z
      .string({ error: 'Write your message.' })
      .trim()
      .min(1, 'Write your message.')
      .max(
        TICKET_MESSAGE_MAX_LENGTH,
        `A message can be at most ${TICKET_MESSAGE_MAX_LENGTH.toLocaleString('en-CA')} characters.`,
      )
      .refine(
        (value) => !hasControlCharacters(value, { allowLineBreaks: true }),
        'Your message contains characters we cannot store.',
      ),
  })
  .meta({ id: 'AddTicketMessageRequest' });

const TAG = 'GeniusCash';

export const listOffers = defineEndpoint({
  id: 'listOffers',
  method: 'get',
  path: '/offers',
  tag: TAG,
  access: 'public',
  summary: 'Current GeniusCash offers, largest first',
  responses: { 200: OfferList },
});

export const getOffer = defineEndpoint({
  id: 'getOffer',
  method: 'get',
  path: '/offers/{slug}',
  tag: TAG,
  access: 'public',
  summary: "A card's current GeniusCash offer",
  description: 'Answers 404 when the card has no current offer (the site then shows /offers/offer-disabled).',
  request: { params: z.object({ slug: CardSlug }) },
  responses: { 200: OfferView },
});

export const claimOffer = defineEndpoint({
  id: 'claimOffer',
  method: 'post',
  path: '/offers/claim',
  tag: TAG,
  access: 'member',
  summary: 'Claim a current offer: the claim becomes a ticket',
  description:
    'For a signed-in member (past two-factor and the mobile number step). One claim per member per offer: claiming again answers the existing ticket with 200 (and links the apply id when it had none). The apply id is accepted only for a click on the same card in the last 30 days that no other claim uses.',
  request: { body: ClaimOfferRequest },
  responses: { 200: ClaimOfferResponse, 201: ClaimOfferResponse },
});

export const listTickets = defineEndpoint({
  id: 'listTickets',
  method: 'get',
  path: '/user/tickets',
  tag: TAG,
  access: 'member',
  summary: "The member's GeniusCash tickets with their messages, payout preference and next payout date",
  responses: { 200: TicketList },
});

export const addTicketMessage = defineEndpoint({
  id: 'addTicketMessage',
  method: 'post',
  path: '/user/tickets/{id}/messages',
  tag: TAG,
  access: 'member',
  summary: "Add a note to one of the member's own tickets (an approval date, a question)",
  description: "Another member's ticket answers 404, exactly as a ticket that does not exist.",
  request: { params: z.object({ id: TicketId }), body: AddTicketMessageRequest },
  responses: { 201: z.object({ message: TicketMessage }).meta({ id: 'AddTicketMessageResponse' }) },
});
