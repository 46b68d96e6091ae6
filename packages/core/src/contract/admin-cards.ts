import '../zod-setup';
import { z } from 'zod';
import { CatalogueCard } from '../catalogue/schema';
import { defineEndpoint } from './endpoint';
import { PageNumber } from './text-fields';

/**
 * The card catalogue as staff keep it (admin site, Cards): every card as its file in data/cards holds it,
 * edited through the catalogue's own schema and checks, each change a revision with who, when and, for a
 * figure, the dated source it comes from. The database leads once seeded; `npm run catalogue:export`
 * writes it back to the files.
 */

const TAG = 'Admin';
const ACCESS = 'staff:catalogue';

/** Where a card stands on the site. */
export const CARD_STATES = ['published', 'hidden', 'unavailable'] as const;
export type CardState = (typeof CARD_STATES)[number];
export const CARD_STATE_LABELS: Record<CardState, string> = {
  published: 'Published',
  hidden: 'Hidden',
  unavailable: 'Temporarily unavailable',
};
const CardStateName = z.enum(CARD_STATES, { error: `Choose a state: ${CARD_STATES.join(', ')}.` });

/** The cards list's filters: a state, or the cards whose database version differs from their file. */
export const CARD_LIST_FILTERS = ['all', ...CARD_STATES, 'staff-edited'] as const;

const CardSlug = z
  .string({ error: 'Name a card by its address (slug).' })
  .regex(/^[a-z0-9-]{3,120}$/, 'A card’s address is 3 to 120 lower-case letters, digits and hyphens.');
const RevisionNumber = z.coerce
  .number({ error: 'A revision is a whole number from 1.' })
  .int('A revision is a whole number from 1.')
  .min(0, 'A revision is a whole number from 1.')
  .max(1_000_000, 'There is no such revision.');

export const StaffCardSummary = z
  .object({
    slug: z.string(),
    name: z.string(),
    displayName: z.string(),
    issuer: z.object({ slug: z.string(), name: z.string() }),
    annualFee: z.number().nullable().describe('Dollars; null when the issuer does not publish it'),
    state: z.enum(CARD_STATES),
    staffEdited: z.boolean().describe('Changed by staff since its file was last read (export to keep it in git)'),
    revision: z.number().int(),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: 'StaffCardSummary' });
export type StaffCardSummary = z.infer<typeof StaffCardSummary>;

export const CardChange = z
  .object({ path: z.string(), before: z.unknown(), after: z.unknown() })
  .meta({ id: 'CardChange' });

export const CardRevision = z
  .object({
    number: z.number().int(),
    kind: z.enum(['seed', 'edit', 'visibility', 'revert']).describe('seed: read from its file'),
    changes: z.array(CardChange),
    sourceUrl: z.string().nullable(),
    asOf: z.iso.date().nullable(),
    note: z.string().nullable(),
    by: z.string().nullable().describe('The staff member’s name; null for the files'),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'CardRevision' });
export type CardRevision = z.infer<typeof CardRevision>;

export const StaffCard = z
  .object({
    card: CatalogueCard.describe('The card as its file holds it'),
    state: z.enum(CARD_STATES),
    staffEdited: z.boolean(),
    revision: z.number().int().describe('Send it back with an edit: a newer one means someone else saved first'),
    sourceFile: z.string().nullable(),
    revisions: z.array(CardRevision).describe('Newest first, at most 50'),
    revisionCount: z.number().int(),
  })
  .meta({ id: 'StaffCard' });
export type StaffCard = z.infer<typeof StaffCard>;

/** Where changed figures come from: required when an edit changes one (fees, rates, earning, ...). */
export const FigureSourceInput = z.strictObject({
  sourceUrl: z
    .url({ protocol: /^https$/, error: 'Give the https address of the page the figures come from.' })
    .max(500, 'The address is too long.'),
  asOf: z.iso.date({ error: 'Give the date the source says the figures are true, as YYYY-MM-DD.' }),
  note: z.string().trim().max(300, 'Keep the note under 300 characters.').nullable(),
});

const slugParams = z.strictObject({ slug: CardSlug });
const baseRevision = RevisionNumber.describe('The revision the change starts from (409 when the card moved on)');

export const listStaffCards = defineEndpoint({
  id: 'listStaffCards',
  method: 'get',
  path: '/admin/cards',
  summary: 'The catalogue’s cards, hidden ones too, with search and filters',
  tag: TAG,
  access: ACCESS,
  request: {
    query: z.strictObject({
      search: z.string().trim().max(100, 'Search with at most 100 characters.').optional(),
      issuer: z
        .string()
        .regex(/^[a-z0-9-]{1,80}$/, 'Choose an issuer from the list.')
        .optional(),
      filter: z.enum(CARD_LIST_FILTERS, { error: `Choose ${CARD_LIST_FILTERS.join(', ')}.` }).optional(),
      page: PageNumber.optional(),
    }),
  },
  responses: {
    200: z.object({
      cards: z.array(StaffCardSummary),
      total: z.number().int(),
      page: z.number().int(),
      totalPages: z.number().int(),
      issuers: z.array(z.object({ slug: z.string(), name: z.string() })),
    }),
  },
});

export const getStaffCard = defineEndpoint({
  id: 'getStaffCard',
  method: 'get',
  path: '/admin/cards/{slug}',
  summary: 'One card as its file holds it, with its revisions',
  tag: TAG,
  access: ACCESS,
  request: { params: slugParams },
  responses: { 200: StaffCard },
});

export const updateStaffCard = defineEndpoint({
  id: 'updateStaffCard',
  method: 'put',
  path: '/admin/cards/{slug}',
  summary: 'Save a card: every field through the catalogue’s schema and checks',
  description:
    'Answers 400 with a message per field (dotted paths under `card.`) when the card breaks the schema or the catalogue’s rules (issuer, program and Quebec version exist, first-year fee not above the annual fee, shared caps, ...), and asks for `source` when a figure changed. A changed figure records its source beside it (the card page dates it) and settles the reference-snapshot bookkeeping. 409 when `baseRevision` is not the card’s latest. The ranking uses the change in every server process within seconds.',
  tag: TAG,
  access: ACCESS,
  request: {
    params: slugParams,
    body: z.strictObject({
      card: CatalogueCard,
      baseRevision,
      source: FigureSourceInput.nullable(),
    }),
  },
  responses: { 200: StaffCard },
});

export const setStaffCardState = defineEndpoint({
  id: 'setStaffCardState',
  method: 'post',
  path: '/admin/cards/{slug}/state',
  summary: 'Publish a card, hide it, or mark it temporarily unavailable',
  tag: TAG,
  access: ACCESS,
  request: { params: slugParams, body: z.strictObject({ state: CardStateName, baseRevision }) },
  responses: { 200: StaffCard },
});

export const revertStaffCard = defineEndpoint({
  id: 'revertStaffCard',
  method: 'post',
  path: '/admin/cards/{slug}/revert',
  summary: 'Bring a card back to one of its revisions (a new revision)',
  tag: TAG,
  access: ACCESS,
  request: {
    params: slugParams,
    body: z.strictObject({ toRevision: RevisionNumber.describe('The revision to bring back'), baseRevision }),
  },
  responses: { 200: StaffCard },
});
