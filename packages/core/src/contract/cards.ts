import { z } from 'zod';
import { OFFER_VERDICTS } from '../catalogue/offer-history';
import { CatalogueCard, NETWORKS, SEGMENTS } from '../catalogue/schema';
import { FilterStateInput } from '../filters/filter-state';
import { defineEndpoint } from './endpoint';

const CategoryRewards = z.object({
  category: z.string(),
  spend: z.number().describe('Annual spend in the category, dollars'),
  points: z.number(),
  dollars: z.number(),
});

const ComponentScore = z.object({
  key: z.string(),
  label: z.string(),
  raw: z.number().nullable().describe('The measured value (dollars, rate or points) the score is read from'),
  score: z.number().describe('0 to 5'),
  weight: z.number().describe('Base weight × slider'),
  contribution: z.number().describe('weight × score ÷ total weight: the part of the rating this component gives'),
  estimated: z.boolean().describe('The raw value is (partly) estimated from the card’s peers'),
});

const EstimatedFact = z.object({
  field: z.string().describe('Dotted catalogue path of the unknown fact, e.g. fees.annual or earn.gas'),
  value: z
    .number()
    .describe(
      'The estimate used: dollars for a fee, a fraction for a rate, points per dollar, or the share of peers holding a coverage',
    ),
});

const PointsAndDollars = z.object({ points: z.number(), dollars: z.number() });

export const RatingBreakdown = z
  .object({
    categories: z.array(CategoryRewards),
    components: z.array(ComponentScore),
    recurringBonus: PointsAndDollars.describe(
      'Birthday, anniversary and spend-threshold bonuses in the annual rewards',
    ),
    welcomeBonus: PointsAndDollars.describe('The welcome bonus counted in the first-year value'),
    pointValue: z.number().describe('Dollars per point used'),
    firstYearFee: z.number(),
    assumptions: z.array(z.string()).describe('Unknown facts and how the rating treated them (see the methodology)'),
    estimated: z
      .array(EstimatedFact)
      .describe('The unknown facts estimated from the card’s peers, with the values used'),
  })
  .meta({ id: 'RatingBreakdown' });

/** One card's rating for a profile: the figures a ranked row shows, with "why this rank". */
export const CardRating = z
  .object({
    rating: z.number().min(0).max(5),
    annualRewards: z.number(),
    netAnnualRewards: z.number(),
    firstYearValue: z.number(),
    interestSavings: z.number(),
    perksValue: z.number(),
    insuranceValue: z.number().describe('Yearly dollar value of the insurance included'),
    breakdown: RatingBreakdown,
  })
  .meta({ id: 'CardRating' });
export type CardRating = z.infer<typeof CardRating>;

export const RankedCard = z
  .object({
    slug: z.string(),
    name: z.string(),
    displayName: z.string(),
    issuer: z.object({ slug: z.string(), name: z.string() }),
    network: z.enum(NETWORKS),
    cardType: z.string(),
    segment: z.enum(SEGMENTS),
    rewardProgram: z.object({ slug: z.string(), name: z.string() }),
    pointsLabel: z.string(),
    annualFee: z.number().nullable(),
    firstYearFee: z.number().nullable(),
    purchaseRate: z.number().nullable(),
    affiliateId: z.string(),
    goUrl: z.string().describe('The go-link that records the click and leads to the issuer'),
    hasAffiliateLink: z.boolean(),
    temporarilyUnavailable: z.boolean(),
    dataAsOf: z.string(),
    sourceUrl: z.string(),
    pinned: z.boolean(),
    ...CardRating.shape,
  })
  .meta({ id: 'RankedCard' });
export type RankedCard = z.infer<typeof RankedCard>;

export const RankRequest = FilterStateInput.meta({ id: 'RankRequest' });

export const RankResponse = z
  .object({
    total: z.number().int().describe('Cards that pass the filters, before paging'),
    page: z.number().int(),
    resultsPerPage: z.number().int(),
    cards: z.array(RankedCard),
  })
  .meta({ id: 'RankResponse' });
export type RankResponse = z.infer<typeof RankResponse>;

const OfferPeriod = z.object({
  startsOn: z.string(),
  endsOn: z.string().describe('The last day of the offer, never after today'),
  openEnded: z.boolean().describe('The source gave no end: the offer ran at least until it was read (asOf)'),
  points: z.number().int().describe('Welcome points over every tier (cash back: cents); 0: no offer'),
  requiredSpend: z.number().nullable(),
  annualFee: z.number().nullable(),
  note: z.string().nullable(),
  sourceUrl: z.string(),
  asOf: z.string(),
});

export const OfferHistory = z
  .object({
    periods: z.array(OfferPeriod).describe('Oldest first'),
    summary: z.object({
      highest: z.object({ points: z.number(), startsOn: z.string() }).nullable(),
      usual: z.number().nullable().describe('The time-weighted median offer of the last three years'),
      current: z.number().describe('Today’s offer in the catalogue'),
      verdict: z
        .enum(OFFER_VERDICTS)
        .nullable()
        .describe('How today’s offer compares; null with fewer than two past offers'),
    }),
  })
  .meta({ id: 'OfferHistory' });
export type OfferHistory = z.infer<typeof OfferHistory>;

export const CardDetail = z
  .object({
    card: CatalogueCard,
    issuer: z.object({
      slug: z.string(),
      name: z.string(),
      websiteUrl: z.string(),
      colors: z.object({ primary: z.string(), secondary: z.string() }),
    }),
    rewardProgram: z.object({ slug: z.string(), name: z.string(), pointValues: z.record(z.string(), z.number()) }),
    goUrl: z.string(),
    /** The rating for the default profile (shell-and-browsing §9 defaults). */
    defaultRating: CardRating,
    offerHistory: OfferHistory,
    figureDates: z
      .array(
        z.object({
          field: z.string().describe('Dotted catalogue path, e.g. fees.annual or earn'),
          label: z.string(),
          asOf: z
            .string()
            .nullable()
            .describe('The date of the oldest source of the figure; null: a source has no date'),
          ageDays: z.number().int().nullable(),
          stale: z.boolean().describe('Older than 180 days or undated: due for a re-check'),
          sourceUrl: z.string(),
        }),
      )
      .describe('How old each figure the rating reads is, and where it comes from'),
  })
  .meta({ id: 'CardDetail' });
export type CardDetail = z.infer<typeof CardDetail>;

export const rankCards = defineEndpoint({
  id: 'rankCards',
  method: 'post',
  path: '/card/rank',
  tag: 'Cards',
  access: 'public',
  summary: 'Rank the catalogue for a filter state',
  description:
    'Every field is optional: defaults (shell-and-browsing §9) fill the rest. Answers the page of ranked cards with each card’s rating breakdown.',
  request: { body: RankRequest },
  responses: { 200: RankResponse },
});

export const getCard = defineEndpoint({
  id: 'getCard',
  method: 'get',
  path: '/card/{slug}',
  tag: 'Cards',
  access: 'public',
  summary: 'Every fact of one card, with its rating for the default profile',
  request: { params: z.object({ slug: z.string().min(1).max(120) }) },
  responses: { 200: CardDetail },
});

export const getCardOfferHistory = defineEndpoint({
  id: 'getCardOfferHistory',
  method: 'get',
  path: '/card/{slug}/offer-history',
  tag: 'Cards',
  access: 'public',
  summary: 'The dated welcome offers of one card and how today’s compares',
  description:
    'Each period with its source and the date the source was read; the summary names the highest offer seen, the usual one (time-weighted median of the last three years) and a verdict for today’s.',
  request: { params: z.object({ slug: z.string().min(1).max(120) }) },
  responses: { 200: OfferHistory.extend({ slug: z.string(), pointsLabel: z.string() }) },
});

export const searchCards = defineEndpoint({
  id: 'searchCards',
  method: 'post',
  path: '/card/search',
  tag: 'Cards',
  access: 'public',
  summary: 'Cards whose name matches the query (3 characters or more)',
  request: {
    body: z.object({
      query: z.string().max(100),
      includeHidden: z.boolean().default(false),
      limit: z
        .number()
        .int()
        .min(1)
        .max(50)
        .default(10)
        .describe('At most this many cards; the search box shows the first 5, a results page asks for more'),
    }),
  },
  responses: { 200: z.object({ cards: z.array(z.object({ displayName: z.string(), slug: z.string() })) }) },
});
