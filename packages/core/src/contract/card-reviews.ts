import '../zod-setup';
import { z } from 'zod';
import {
  CARD_REVIEW_BODY_MAX,
  CARD_REVIEW_BODY_MIN,
  CARD_REVIEW_MESSAGES,
  CARD_REVIEW_TITLE_MAX,
  EARLIEST_HELD_SINCE,
  HELD_SINCE_PATTERN,
  LATEST_CARD_REVIEWS,
} from '../rules/card-reviews';
import { hasControlCharacters } from '../rules/text-input';
import { defineEndpoint } from './endpoint';
import { MODERATION_STATUSES, MODERATION_VERDICTS } from './moderation';
import { PageNumber } from './text-fields';

// Members' reviews of cards: 1 to 5 stars, a title and a text, whether they hold the card and since
// when. One per member per card; every save waits for a moderator, and only approved reviews are shown,
// counted and averaged.

const CardSlug = z
  .string({ error: 'Name the card by its identifier.' })
  .regex(/^[a-z0-9-]{1,120}$/, 'Not a card identifier.');
const CardParams = z.strictObject({ slug: CardSlug });

// The refinement comes first so that its words, not a type error's, name what to fix in 4.5 stars.
const Stars = z
  .number({ error: CARD_REVIEW_MESSAGES.rating })
  .refine(Number.isInteger, CARD_REVIEW_MESSAGES.rating)
  .int(CARD_REVIEW_MESSAGES.rating)
  .min(1, CARD_REVIEW_MESSAGES.rating)
  .max(5, CARD_REVIEW_MESSAGES.rating);

const Month = z
  .string({ error: CARD_REVIEW_MESSAGES.heldSinceFormat })
  .regex(HELD_SINCE_PATTERN, CARD_REVIEW_MESSAGES.heldSinceFormat)
  .refine((month) => month >= EARLIEST_HELD_SINCE, CARD_REVIEW_MESSAGES.heldSinceTooEarly);

const noControlCharacters = (value: string) => !hasControlCharacters(value, { allowLineBreaks: true });

/** What a member writes. Plain text: it is stored as typed and always shown as text, never as HTML. */
export const CardReviewInput = z
  .strictObject({
    rating: Stars.describe('1 to 5 stars'),
    title: z
      .string({ error: CARD_REVIEW_MESSAGES.titleRequired })
      .trim()
      .min(1, CARD_REVIEW_MESSAGES.titleRequired)
      .max(CARD_REVIEW_TITLE_MAX, CARD_REVIEW_MESSAGES.titleTooLong)
      .refine(noControlCharacters, 'Remove the control characters from the title.'),
    body: z
      .string({ error: CARD_REVIEW_MESSAGES.bodyTooShort })
      .trim()
      .min(CARD_REVIEW_BODY_MIN, CARD_REVIEW_MESSAGES.bodyTooShort)
      .max(CARD_REVIEW_BODY_MAX, CARD_REVIEW_MESSAGES.bodyTooLong)
      .refine(noControlCharacters, 'Remove the control characters from your review.')
      .describe(`Plain text, ${CARD_REVIEW_BODY_MIN} to ${CARD_REVIEW_BODY_MAX} characters; line breaks are kept`),
    holdsCard: z.boolean({ error: CARD_REVIEW_MESSAGES.holdsCard }).describe('The member holds the card'),
    heldSince: Month.nullable()
      .optional()
      .describe('YYYY-MM, the month the member got the card; only when they hold it, never in the future'),
  })
  .superRefine((review, context) => {
    if (review.heldSince && !review.holdsCard) {
      context.addIssue({ code: 'custom', path: ['heldSince'], message: CARD_REVIEW_MESSAGES.heldSinceWithoutCard });
    }
  })
  .meta({ id: 'CardReviewInput' });
export type CardReviewInput = z.input<typeof CardReviewInput>;

export const CardReviewSummary = z
  .object({
    count: z.number().int().nonnegative().describe('Approved reviews'),
    average: z.number().min(1).max(5).nullable().describe('Mean of the stars to one decimal; null without reviews'),
    distribution: z
      .array(z.object({ stars: z.number().int().min(1).max(5), count: z.number().int().nonnegative() }))
      .length(5)
      .describe('Approved reviews by stars, 5 stars first'),
  })
  .meta({ id: 'CardReviewSummary' });
export type CardReviewSummary = z.infer<typeof CardReviewSummary>;

/** An approved review as anyone sees it: the reviewer by first name only, never their email. */
export const PublicCardReview = z
  .object({
    id: z.uuid(),
    cardSlug: z.string(),
    cardName: z.string(),
    rating: z.number().int().min(1).max(5),
    title: z.string().describe('Plain text'),
    body: z.string().describe('Plain text with line breaks'),
    reviewerName: z.string().describe('The first word of the member’s name'),
    holdsCard: z.boolean(),
    heldSince: z.string().nullable().describe('YYYY-MM'),
    reviewedAt: z.iso.datetime().describe('When the member last wrote it'),
  })
  .meta({ id: 'PublicCardReview' });
export type PublicCardReview = z.infer<typeof PublicCardReview>;

export const CardReviewPage = z
  .object({
    cardSlug: z.string(),
    summary: CardReviewSummary,
    reviews: z.array(PublicCardReview).describe('Newest first'),
    page: z.number().int().min(1),
    perPage: z.number().int().min(1),
    totalPages: z.number().int().nonnegative(),
  })
  .meta({ id: 'CardReviewPage' });
export type CardReviewPage = z.infer<typeof CardReviewPage>;

/** A member's own review, in whatever state moderation left it. */
export const OwnCardReview = z
  .object({
    id: z.uuid(),
    cardSlug: z.string(),
    rating: z.number().int().min(1).max(5),
    title: z.string(),
    body: z.string(),
    holdsCard: z.boolean(),
    heldSince: z.string().nullable().describe('YYYY-MM'),
    status: z.enum(MODERATION_STATUSES).describe('pending until a moderator approves, rejects or marks it as spam'),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: 'OwnCardReview' });
export type OwnCardReview = z.infer<typeof OwnCardReview>;

export const MyCardReview = z
  .object({
    emailConfirmed: z.boolean().describe('Only members with a confirmed address may write a review'),
    review: OwnCardReview.nullable(),
  })
  .meta({ id: 'MyCardReview' });
export type MyCardReview = z.infer<typeof MyCardReview>;

export const listCardReviews = defineEndpoint({
  id: 'listCardReviews',
  method: 'get',
  path: '/card/{slug}/reviews',
  tag: 'Card reviews',
  access: 'public',
  summary: 'Members’ approved reviews of one card, newest first, with their count, average and spread',
  description:
    'Ten a page. Reviewers are named by their first name only. Pending, rejected and spam reviews are never listed or counted. An unknown card is a 404.',
  request: { params: CardParams, query: z.strictObject({ page: PageNumber.optional() }) },
  responses: { 200: CardReviewPage },
});

export const LatestCardReviews = z
  .object({ reviews: z.array(PublicCardReview).max(LATEST_CARD_REVIEWS).describe('Newest first') })
  .meta({ id: 'LatestCardReviews' });
export type LatestCardReviews = z.infer<typeof LatestCardReviews>;

export const latestCardReviews = defineEndpoint({
  id: 'latestCardReviews',
  method: 'get',
  path: '/card-reviews/latest',
  tag: 'Card reviews',
  access: 'public',
  summary: `The ${LATEST_CARD_REVIEWS} newest approved reviews across every card`,
  responses: { 200: LatestCardReviews },
});

export const getMyCardReview = defineEndpoint({
  id: 'getMyCardReview',
  method: 'get',
  path: '/card/{slug}/reviews/mine',
  tag: 'Card reviews',
  access: 'member',
  summary: 'The signed-in member’s own review of a card, in any state, or null',
  description: 'Says too whether the member may write one (a confirmed email address is needed).',
  request: { params: CardParams },
  responses: { 200: MyCardReview },
});

export const saveMyCardReview = defineEndpoint({
  id: 'saveMyCardReview',
  method: 'put',
  path: '/card/{slug}/reviews/mine',
  tag: 'Card reviews',
  access: 'member',
  summary: 'Write or replace the signed-in member’s review of a card',
  description:
    'One review per member per card: saving again replaces it. Every save waits for a moderator again, so an approved review is hidden until its new text is approved. Needs a confirmed email address (403 otherwise). Answers 400 naming each field to fix, 429 past 10 saves an hour per member or the site-wide limit.',
  request: { params: CardParams, body: CardReviewInput },
  responses: { 200: MyCardReview },
});

// Moderators' calls: staff only (an admin member with two-factor on).

/** A review as moderators see it: who wrote it (name and address), for which card, and its state. */
export const ModeratedCardReview = OwnCardReview.extend({
  card: z.object({ slug: z.string(), name: z.string() }),
  member: z.object({ id: z.uuid(), name: z.string(), email: z.string() }),
  moderatedAt: z.iso.datetime().nullable(),
}).meta({ id: 'ModeratedCardReview' });
export type ModeratedCardReview = z.infer<typeof ModeratedCardReview>;

export const CardReviewQueue = z
  .object({
    reviews: z.array(ModeratedCardReview),
    total: z.number().int().nonnegative(),
    page: z.number().int().min(1),
    perPage: z.number().int().min(1),
    totalPages: z.number().int().nonnegative(),
  })
  .meta({ id: 'CardReviewQueue' });
export type CardReviewQueue = z.infer<typeof CardReviewQueue>;

export const listCardReviewQueue = defineEndpoint({
  id: 'listCardReviewQueue',
  method: 'get',
  path: '/moderation/card-reviews',
  tag: 'Moderation',
  access: 'staff:content',
  summary: 'Card reviews in one state, for moderators',
  description:
    'Pending reviews (the default) oldest first, as a queue is worked through; approved, rejected and spam reviews newest first.',
  request: {
    query: z.strictObject({
      status: z.enum(MODERATION_STATUSES, { error: `Choose a state: ${MODERATION_STATUSES.join(', ')}.` }).optional(),
      page: PageNumber.optional(),
    }),
  },
  responses: { 200: CardReviewQueue },
});

export const setCardReviewStatus = defineEndpoint({
  id: 'setCardReviewStatus',
  method: 'post',
  path: '/moderation/card-reviews/{id}/status',
  tag: 'Moderation',
  access: 'staff:content',
  summary: 'Approve a card review, reject it or mark it as spam',
  description:
    'Approving shows it on the card page and counts it; rejecting or marking an approved review hides it again. With `updatedAt` (the version the moderator read), a review the member changed since is a 409 and nothing is written.',
  request: {
    params: z.strictObject({ id: z.uuid({ error: 'Not a review id.' }) }),
    body: z.strictObject({
      status: z.enum(MODERATION_VERDICTS, { error: `Choose one of: ${MODERATION_VERDICTS.join(', ')}.` }),
      updatedAt: z.iso
        .datetime({ offset: true, error: 'Give the review’s updatedAt as the queue answered it.' })
        .optional(),
    }),
  },
  responses: { 200: ModeratedCardReview },
});
