import '../zod-setup';
import { z } from 'zod';
import { OFFER_VERDICTS } from '../catalogue/offer-history';
import { CatalogueCard, CREDIT_SCORE_BANDS, Issuer, NETWORKS, SEGMENTS } from '../catalogue/schema';
import { COMPARE_MAX } from '../filters/compare-query';
import { FilterStateInput } from '../filters/filter-state';
import { BEST_CARD_GROUPINGS } from '../queries/best-card-groups';
import { CREDIT_FITS } from '../rating/credit-fit';
import { CardReviewPage } from './card-reviews';
import { defineEndpoint } from './endpoint';
import { API_PATHS } from './names';
import { OfferView } from './offers';

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
    recommendedCreditScore: z
      .enum(CREDIT_SCORE_BANDS)
      .nullable()
      .describe('The credit score band the issuer recommends; null: the issuer does not publish one'),
    creditFit: z
      .enum(CREDIT_FITS)
      .describe(
        'The visitor’s score against the recommended band: meets, below (likely needs a higher score; ranked after the others), unpublished, or unchecked (no score given)',
      ),
    userReviews: z
      .object({
        count: z.number().int().nonnegative(),
        average: z.number().min(1).max(5).nullable().describe('To one decimal; null without reviews'),
      })
      .describe(
        'Members’ approved reviews of the card (what minimumUserReviewCount and minimumAverageUserReview read)',
      ),
    ...CardRating.shape,
  })
  .meta({ id: 'RankedCard' });
export type RankedCard = z.infer<typeof RankedCard>;

/** A ranked card with its issuer's colours, for drawing its card art beside the card's own facts. */
export const RankedCardWithColors = RankedCard.extend({
  issuer: z.object({
    slug: z.string(),
    name: z.string(),
    colors: z.object({ primary: z.string(), secondary: z.string() }),
  }),
}).meta({ id: 'RankedCardWithColors' });
export type RankedCardWithColors = z.infer<typeof RankedCardWithColors>;

export const RankRequest = FilterStateInput.meta({ id: 'RankRequest' });

export const RankResponse = z
  .object({
    total: z.number().int().describe('Cards that pass the filters, before paging'),
    belowCreditScore: z
      .number()
      .int()
      .describe('Of those, the cards whose recommended credit score is above the visitor’s, ranked after the others'),
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
    awards: z
      .array(
        z.object({
          key: z.string(),
          name: z.string().describe('e.g. Best Travel Credit Cards 2026'),
          year: z.number().int(),
          category: z
            .string()
            .describe('The best-card category the award is for (its page: /best-credit-cards/{category})'),
        }),
      )
      .describe('Our awards to this card: the card our rating ranked first in a best-card category that year'),
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
    userReviews: CardReviewPage.describe(
      'Members’ approved reviews: the summary and the first page (GET /card/{slug}/reviews for more)',
    ),
  })
  .meta({ id: 'CardDetail' });
export type CardDetail = z.infer<typeof CardDetail>;

export const rankCards = defineEndpoint({
  id: 'rankCards',
  method: 'post',
  path: API_PATHS.cardRank,
  tag: 'Cards',
  access: 'public',
  summary: 'Rank the catalogue for a filter state',
  description:
    'Every field is optional: defaults (shell-and-browsing §9) fill the rest. Answers the page of ranked cards with each card’s rating breakdown.',
  request: { body: RankRequest },
  responses: { 200: RankResponse },
});

const CardSlug = z.string().min(1).max(120);

/** Which cards a named list ranks (packages/core/src/queries/rank-lists.ts). */
export const ListScope = z
  .union([
    z.object({ kind: z.literal('every-card') }).describe('The whole catalogue, no rating floor, no income limit'),
    z.object({ kind: z.literal('filters') }).describe('The visitor’s own filters, as the compare page ranks'),
    z
      .object({ kind: z.enum(['category', 'issuer', 'network']), slug: CardSlug })
      .describe('A best-card page’s list: a category with its preset, or an issuer’s or network’s cards'),
    z.object({ kind: z.literal('similar'), slug: CardSlug }).describe('Cards like one card, never the card itself'),
    z
      .object({ kind: z.literal('cards'), slugs: z.array(CardSlug).min(1).max(20) })
      .describe('The chosen cards, rated for the visitor whatever the filters'),
    z
      .object({ kind: z.literal('name'), query: z.string().max(100) })
      .describe('The cards whose name or issuer has every word of a search (3 characters or more), best first'),
    z
      .object({ kind: z.literal('synonym'), query: z.string().max(100) })
      .describe(
        'The cards a search word stands for (a bank, a program, a network, a kind of card: the search synonyms), best first; empty when it stands for none',
      ),
  ])
  .meta({ id: 'ListScope' });

export const RankListsRequest = z
  .object({
    state: FilterStateInput.default({}).describe('The visitor’s filter state: their spending, preferences and balance'),
    lists: z
      .array(
        z.object({
          name: z
            .string()
            .regex(/^[a-z][a-z0-9-]{0,39}$/, 'must be lowercase letters, digits and hyphens, starting with a letter'),
          scope: ListScope,
          limit: z.number().int().min(1).max(50).describe('Cards to answer, from the first'),
        }),
      )
      .min(1)
      .max(40)
      .refine((lists) => new Set(lists.map((list) => list.name)).size === lists.length, 'list names must differ'),
  })
  .meta({ id: 'RankListsRequest' });
export type RankListsRequest = z.infer<typeof RankListsRequest>;

/** A ranked list: how many cards it ranks, and the first of them, best first. */
export const RankedList = z
  .object({
    total: z.number().int().describe('Cards in the list before the limit'),
    cards: z.array(RankedCard),
  })
  .meta({ id: 'RankedList' });
export type RankedList = z.infer<typeof RankedList>;

export const RankListsResponse = z
  .object({ lists: z.record(z.string(), RankedList) })
  .meta({ id: 'RankListsResponse' });
export type RankListsResponse = z.infer<typeof RankListsResponse>;

export const rankLists = defineEndpoint({
  id: 'rankLists',
  method: 'post',
  path: '/card/rank-lists',
  tag: 'Cards',
  access: 'public',
  summary: 'Several named ranked lists for one visitor in one call',
  description:
    'Each list names a scope (every card, the visitor’s filters, a category, an issuer, a network, cards similar to one, chosen cards, the cards a search names or a search word stands for) and a limit; a filter state several lists need is ranked once. A page asks for all its lists at once.',
  request: { body: RankListsRequest },
  responses: { 200: RankListsResponse },
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

export const CardPageRequest = z
  .object({
    state: FilterStateInput.default({}).describe(
      'The visitor’s filter state: the card is rated for their spending and preferences, whatever their filters',
    ),
  })
  .meta({ id: 'CardPageRequest' });

export const CardPageResponse = z
  .object({
    detail: CardDetail,
    rating: CardRating.nullable().describe(
      'The card rated for the visitor’s profile; null when the card is not ranked (hidden from lists): show the default profile’s',
    ),
    similar: z
      .array(RankedCardWithColors)
      .describe(
        'Cards like this one for the visitor, closest first, never the card itself, with their issuer’s colours',
      ),
    offer: OfferView.nullable().describe('The card’s current GeniusCash offer (at most a minute old); null: none'),
  })
  .meta({ id: 'CardPageResponse' });
export type CardPageResponse = z.infer<typeof CardPageResponse>;

export const getCardPage = defineEndpoint({
  id: 'getCardPage',
  method: 'post',
  path: '/card/{slug}/page',
  tag: 'Cards',
  access: 'public',
  summary: 'Everything a card’s page shows for one visitor, in one call',
  description:
    'Every fact of the card (as GET /card/{slug}), its rating for the visitor’s profile, the cards like it (POST /card/rank-lists, scope similar) and its current GeniusCash offer. A POST because the filter state is a body; it changes nothing.',
  request: { params: z.object({ slug: CardSlug }), body: CardPageRequest },
  responses: { 200: CardPageResponse },
});

export const BestCardsPageResponse = z
  .object({
    kind: z
      .enum(['category', 'issuer', 'network'])
      .describe('What the page ranks: a category’s cards, a bank’s or a network’s'),
    title: z.string(),
    intro: z.string().describe('The page’s introduction: the category’s text, or the bank’s or network’s description'),
    total: z.number().int().describe('Cards the page ranks'),
    cards: z.array(RankedCard).describe('The first 25, highest rated first, for the default profile'),
  })
  .meta({ id: 'BestCardsPageResponse' });
export type BestCardsPageResponse = z.infer<typeof BestCardsPageResponse>;

export const getBestCardsPage = defineEndpoint({
  id: 'getBestCardsPage',
  method: 'get',
  path: '/best-cards/{slug}',
  tag: 'Cards',
  access: 'public',
  summary: 'A best-card page in one call: what it ranks, its title and text, and its cards',
  description:
    'The slug names a category (GET /categories), else a bank with a listed card (GET /issuers), else a network (GET /networks); 404 when it names none. A category ranks with its preset, a bank or network with the “best” preset, for the default profile.',
  request: { params: z.object({ slug: z.string().min(1).max(120) }) },
  responses: { 200: BestCardsPageResponse },
});

export const BestCardsIndexResponse = z
  .object({
    categories: z
      .array(z.object({ slug: z.string(), name: z.string(), description: z.string() }))
      .describe('Every best-card category, in catalogue order'),
    issuers: z
      .array(z.object({ slug: z.string(), name: z.string(), cardCount: z.number().int().describe('Listed cards') }))
      .describe('Every bank with at least one listed card'),
    networks: z
      .array(
        z.object({ slug: z.enum(NETWORKS), name: z.string(), cardCount: z.number().int().describe('Listed cards') }),
      )
      .describe('Every card network'),
  })
  .meta({ id: 'BestCardsIndexResponse' });
export type BestCardsIndexResponse = z.infer<typeof BestCardsIndexResponse>;

export const getBestCardsIndex = defineEndpoint({
  id: 'getBestCardsIndex',
  method: 'get',
  path: '/best-cards',
  tag: 'Cards',
  access: 'public',
  summary: 'Every best-card page there is, in one call: by category, by bank and by network',
  description:
    'Each slug names its page for GET /best-cards/{slug}; the counts are listed cards, as GET /issuers and GET /networks count them.',
  responses: { 200: BestCardsIndexResponse },
});

export const BestCardGroupsRequest = z
  .object({
    state: FilterStateInput.default({}).describe('The visitor’s profile: every list is ranked for it'),
    by: z
      .enum(BEST_CARD_GROUPINGS)
      .describe('type: a group for every best-card category; bank: a group for every bank with a listed card'),
    limit: z.number().int().min(1).max(10).default(3).describe('Cards in each group, from the first'),
  })
  .meta({ id: 'BestCardGroupsRequest' });

export const BestCardGroupsResponse = z
  .object({
    groups: z.array(
      z.object({
        slug: z.string(),
        name: z.string(),
        description: z.string(),
        colors: Issuer.shape.colors.nullable().describe('A bank’s colours; null for a category'),
        cardCount: z.number().int().nullable().describe('A bank’s listed cards; null for a category'),
        total: z.number().int().describe('Cards the group’s list ranks'),
        cards: z.array(RankedCard),
      }),
    ),
  })
  .meta({ id: 'BestCardGroupsResponse' });
export type BestCardGroupsResponse = z.infer<typeof BestCardGroupsResponse>;

export const getBestCardGroups = defineEndpoint({
  id: 'getBestCardGroups',
  method: 'post',
  path: '/best-cards/groups',
  tag: 'Cards',
  access: 'public',
  summary: 'Every best-card list of a kind with its top cards, in one call (the by-type and by-bank pages)',
  description:
    'By type: every best-card category (GET /categories), ranked with its preset and rules. By bank: every bank with a listed card (GET /issuers), ranked with the “best” preset. Each list is ranked for the visitor’s profile, as POST /card/rank-lists ranks a category or issuer scope. A POST because the profile is a body; it changes nothing.',
  request: { body: BestCardGroupsRequest },
  responses: { 200: BestCardGroupsResponse },
});

export const CompareCardsRequest = z
  .object({
    state: FilterStateInput.default({}).describe('The visitor’s filter state: the cards are rated for their profile'),
    slugs: z
      .array(CardSlug)
      .min(1)
      .max(COMPARE_MAX)
      .refine((slugs) => new Set(slugs).size === slugs.length, 'each card can be compared once'),
  })
  .meta({ id: 'CompareCardsRequest' });

export const CompareCardsResponse = z
  .object({
    cards: z
      .array(z.object({ ranked: RankedCardWithColors, card: CatalogueCard }))
      .describe('In the order asked; a card that is unknown or not listed is left out'),
  })
  .meta({ id: 'CompareCardsResponse' });
export type CompareCardsResponse = z.infer<typeof CompareCardsResponse>;

export const compareCards = defineEndpoint({
  id: 'compareCards',
  method: 'post',
  path: '/card/compare',
  tag: 'Cards',
  access: 'public',
  summary: 'Up to four cards side by side, rated for one visitor',
  description:
    'Each card rated for the visitor’s profile whatever their filters (as POST /card/rank-lists, scope cards), with every fact the side-by-side table shows. A POST because the filter state is a body; it changes nothing.',
  request: { body: CompareCardsRequest },
  responses: { 200: CompareCardsResponse },
});

export const ComparePageRequest = z
  .object({
    state: FilterStateInput.default({}).describe(
      'The visitor’s filter state: the ranking applies its filters, sort and page; the compared cards are rated for their profile whatever their filters',
    ),
    compare: z
      .array(CardSlug)
      .max(COMPARE_MAX)
      .refine((slugs) => new Set(slugs).size === slugs.length, 'each card can be compared once')
      .default([])
      .describe('The cards chosen for the side-by-side table, in order'),
  })
  .meta({ id: 'ComparePageRequest' });

export const ComparePageResponse = z
  .object({
    ranking: RankResponse,
    compared: CompareCardsResponse.shape.cards.describe('As POST /card/compare answers; empty when none is chosen'),
    issuers: z
      .array(
        Issuer.pick({ slug: true, name: true, colors: true }).extend({
          cardCount: z.number().int().describe('Listed cards'),
        }),
      )
      .describe('The bank filter’s choices, with their colours for card art'),
    networks: z.array(z.object({ slug: z.enum(NETWORKS), name: z.string() })).describe('The network filter’s choices'),
    categories: z.array(z.object({ slug: z.string(), name: z.string() })).describe('The category filter’s choices'),
  })
  .meta({ id: 'ComparePageResponse' });
export type ComparePageResponse = z.infer<typeof ComparePageResponse>;

export const getComparePage = defineEndpoint({
  id: 'getComparePage',
  method: 'post',
  path: '/card/compare-page',
  tag: 'Cards',
  access: 'public',
  summary: 'Everything the compare page shows for one visitor, in one call',
  description:
    'The ranking for the visitor’s filter state (as POST /card/rank), the cards they compare side by side (as POST /card/compare) and the filters’ choices (banks with their card counts, networks, categories). A POST because the filter state is a body; it changes nothing.',
  request: { body: ComparePageRequest },
  responses: { 200: ComparePageResponse },
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

const CardNameMatch = z.object({ displayName: z.string(), slug: z.string() });
const ArticleMatch = z.object({ title: z.string(), route: z.string() });

export const searchCards = defineEndpoint({
  id: 'searchCards',
  method: 'post',
  path: API_PATHS.cardSearch,
  tag: 'Cards',
  access: 'public',
  summary: 'Cards whose name matches the query (3 characters or more), and articles when asked',
  request: {
    body: z.object({
      query: z.string().max(100),
      includeHidden: z.boolean().default(false),
      limit: z
        .number()
        .int()
        .min(0)
        .max(50)
        .default(10)
        .describe(
          'At most this many cards; the search box shows the first 5, a results page asks for more; 0: articles only',
        ),
      articles: z
        .number()
        .int()
        .min(0)
        .max(10)
        .default(0)
        .describe(
          "Also this many published articles matching the query, best first (the search box's 'Related Articles...')",
        ),
    }),
  },
  responses: {
    200: z.object({
      cards: z.array(CardNameMatch),
      articles: z
        .array(ArticleMatch)
        .describe('Empty unless asked for; full-text search of titles, standfirsts and bodies'),
    }),
  },
});

export const SearchPageRequest = z
  .object({
    query: z.string().max(100).describe('The words searched, trimmed; fewer than 3 characters find no card by name'),
    state: FilterStateInput.default({}).describe('The visitor’s profile: the ranked lists are rated for it'),
    nameLimit: z
      .number()
      .int()
      .min(0)
      .max(50)
      .default(50)
      .describe('Cards found by name, listed by name as POST /card/search lists them; 0: none'),
    rankedLimit: z
      .number()
      .int()
      .min(0)
      .max(50)
      .default(0)
      .describe('Cards found by name, ranked for the profile; 0: not ranked (`ranked` is null)'),
    groupLimit: z
      .number()
      .int()
      .min(1)
      .max(10)
      .default(6)
      .describe('Cards of the group a search word stands for, from the best'),
    articles: z.number().int().min(0).max(10).default(5).describe('Published articles matching the words, best first'),
  })
  .meta({ id: 'SearchPageRequest' });

export const SearchPageResponse = z
  .object({
    cards: z.array(CardNameMatch).describe('Cards found by name: names starting with the words first, then A to Z'),
    ranked: RankedList.nullable().describe(
      'The cards found by name, best first for the profile; null unless rankedLimit is above 0',
    ),
    group: z
      .object({
        label: z.string().describe('The search word’s label: a search for it leads to the whole group'),
        title: z.string(),
        href: z.string().nullable().describe('The group’s own page, if it has one'),
        sameIssuer: z.boolean().describe('Every card of the group is one bank’s'),
        total: z.number().int().describe('Cards in the group'),
        cards: z.array(RankedCard),
      })
      .nullable()
      .describe(
        'The cards the first matching search word stands for (a bank, a program, a network, a kind of card), best first for the profile; null when the words stand for none',
      ),
    suggestions: z.array(z.string()).describe('Related searches: labels to search for, in match order'),
    quickLinks: z
      .array(z.object({ label: z.string(), href: z.string() }))
      .describe('Related pages: the matching search words that lead to a page of the site'),
    articles: z.array(ArticleMatch),
  })
  .meta({ id: 'SearchPageResponse' });
export type SearchPageResponse = z.infer<typeof SearchPageResponse>;

export const getSearchPage = defineEndpoint({
  id: 'getSearchPage',
  method: 'post',
  path: '/card/search-page',
  tag: 'Search',
  access: 'public',
  summary: 'Everything a search results page shows for one visitor, in one call',
  description:
    'The cards found by name (as POST /card/search), those cards ranked for the visitor’s profile when asked (POST /card/rank-lists, scope name), the group the words stand for (scope synonym), related searches and pages (the matching search synonyms) and matching articles. A POST because the profile is a body; it changes nothing.',
  request: { body: SearchPageRequest },
  responses: { 200: SearchPageResponse },
});
