import fc from 'fast-check';
import {
  CARD_TYPES,
  type CatalogueCard,
  CREDIT_SCORE_BANDS,
  type EarnTier,
  INSURANCE_TYPES,
  NETWORKS,
  PERK_KINDS,
  POINT_VALUE_MODES,
  PROVINCES,
  type RewardProgram,
  SEGMENTS,
  SPEND_CATEGORIES,
} from '../catalogue/schema';
import { RATING_POINT_VALUE_MODES } from '../filters/filter-state';
import { COMPONENT_KEYS } from './rating-config';
import type { RatingProfile } from './rating-profile';

/** Test support: fast-check arbitraries for valid catalogue cards, reward programs and profiles. */

export const PROGRAM_SLUGS = ['cash-back', 'aeroplan', 'scene-plus', 'mbna-rewards', 'avion'] as const;
const ISSUERS = ['td', 'rbc', 'bmo', 'cibc', 'scotiabank', 'amex', 'mbna'] as const;
const CATEGORY_SLUGS = ['cash-back', 'travel', 'no-fee', 'low-interest', 'grocery'] as const;

const nullable = <T>(arbitrary: fc.Arbitrary<T>, freq = 5) => fc.option(arbitrary, { nil: null, freq });
const money = (max: number) => fc.integer({ min: 0, max: max * 4 }).map((quarters) => quarters / 4);
const fraction = fc.integer({ min: 0, max: 4000 }).map((basisPoints) => basisPoints / 10_000);

/** 1–3 tiers with increasing integer caps (the last uncapped), or none (unknown) now and then. */
export const earnTiersArbitrary: fc.Arbitrary<EarnTier[]> = fc.oneof(
  { weight: 1, arbitrary: fc.constant<EarnTier[]>([]) },
  {
    weight: 9,
    arbitrary: fc
      .tuple(
        fc.array(
          fc.integer({ min: 0, max: 20 }).map((half) => half / 2),
          { minLength: 1, maxLength: 3 },
        ),
        fc.uniqueArray(fc.integer({ min: 1, max: 60_000 }), { minLength: 2, maxLength: 2 }),
      )
      .map(([rates, caps]) => {
        const sorted = [...caps].sort((a, b) => a - b);
        return rates.map((rate, index) => ({
          rate,
          upTo: index === rates.length - 1 ? null : (sorted[index] as number),
        }));
      }),
  },
);

/** Dollars per point, 0 to 3 cents. */
const pointValueOf = fc.integer({ min: 0, max: 300 }).map((hundredthCents) => hundredthCents / 10_000);

const coverageArbitrary = fc.oneof(
  fc.constant(false as const),
  fc.constant(null),
  fc.record({
    amount: nullable(fc.integer({ min: 0, max: 5_000_000 })),
    days: nullable(fc.integer({ min: 0, max: 365 })),
  }),
);

/** Shared caps as the catalogue allows them: a category in one cap at most, two categories or more each. */
function disjointCaps(caps: CatalogueCard['sharedCaps']): CatalogueCard['sharedCaps'] {
  const used = new Set<string>();
  return caps.flatMap((cap) => {
    const categories = cap.categories.filter((category) => !used.has(category));
    for (const category of categories) used.add(category);
    return categories.length >= 2 ? [{ ...cap, categories }] : [];
  });
}

export const cardArbitrary: fc.Arbitrary<CatalogueCard> = fc
  .record({
    id: fc.integer({ min: 0, max: 1_000_000 }),
    issuer: fc.constantFrom(...ISSUERS),
    network: fc.constantFrom(...NETWORKS),
    cardType: fc.constantFrom(...CARD_TYPES),
    hasAffiliateLink: fc.boolean(),
    temporarilyUnavailable: fc.boolean(),
    hiddenFlag: fc.integer({ min: 0, max: 9 }).map((n) => n === 0),
    categories: fc.subarray([...CATEGORY_SLUGS]),
    awards: fc.subarray(['best-overall-2025', 'best-travel-2025']),
    fees: fc.record({
      annual: nullable(money(799), 15),
      firstYear: nullable(money(799)),
      annualQuebec: nullable(money(799), 2),
      supplementaryCard: nullable(money(200)),
      foreignExchange: nullable(fc.constantFrom(0, 0.025, 0.0299)),
      cashAdvance: fc.constant(null),
      balanceTransfer: nullable(
        fc.record({ amount: nullable(money(10)), percentage: nullable(fc.constantFrom(0.01, 0.03)) }),
      ),
      overLimit: nullable(fc.constantFrom(0, 29)),
      dishonouredPayment: nullable(fc.constantFrom(0, 48)),
    }),
    rates: fc.record({
      purchase: nullable(fraction, 10),
      cashAdvance: nullable(fraction),
      balanceTransfer: nullable(fraction),
      promoBalanceTransfer: nullable(
        fc.oneof(fc.constant(false as const), fc.record({ rate: fraction, months: fc.integer({ min: 1, max: 36 }) })),
      ),
    }),
    rewardProgram: fc.constantFrom(...PROGRAM_SLUGS),
    earn: fc.record(
      Object.fromEntries(SPEND_CATEGORIES.map((category) => [category, earnTiersArbitrary])) as Record<
        (typeof SPEND_CATEGORIES)[number],
        typeof earnTiersArbitrary
      >,
    ),
    sharedCaps: fc.array(
      fc.record({
        categories: fc.subarray([...SPEND_CATEGORIES], { minLength: 2 }),
        upTo: fc.integer({ min: 1, max: 60_000 }),
      }),
      { maxLength: 2 },
    ),
    bonuses: fc.record({
      birthdayPercent: nullable(fc.integer({ min: 0, max: 20 }).map((percent) => percent / 100)),
      anniversaryPoints: nullable(fc.integer({ min: 0, max: 50_000 })),
      spendThresholds: fc.array(
        fc.record({ annualSpend: fc.integer({ min: 1, max: 60_000 }), points: fc.integer({ min: 1, max: 50_000 }) }),
        { maxLength: 2 },
      ),
    }),
    welcomeBonus: fc.record({
      tiers: fc.array(
        fc.record({
          amount: fc.integer({ min: 1, max: 100_000 }),
          months: fc.integer({ min: 1, max: 24 }),
          spendRequirement: fc.integer({ min: 0, max: 20_000 }),
        }),
        { maxLength: 3 },
      ),
      valueDollars: nullable(fc.integer({ min: 0, max: 3000 })),
      endsOn: nullable(fc.constantFrom('2025-12-31', '2026-06-30')),
    }),
    requirements: fc.record({
      personalIncome: nullable(fc.integer({ min: 0, max: 200_000 })),
      householdIncome: nullable(fc.integer({ min: 0, max: 300_000 })),
      creditScore: nullable(fc.constantFrom(...CREDIT_SCORE_BANDS)),
      provinces: fc.subarray([...PROVINCES]),
    }),
    insurance: fc.record(
      Object.fromEntries(INSURANCE_TYPES.map((type) => [type, coverageArbitrary])) as Record<
        (typeof INSURANCE_TYPES)[number],
        typeof coverageArbitrary
      >,
    ),
    perks: fc.array(
      fc.record({ kind: fc.constantFrom(...PERK_KINDS), valueDollars: fc.integer({ min: 0, max: 500 }) }),
      { maxLength: 3 },
    ),
    quebecVersion: fc.integer({ min: 0, max: 9 }).map((n) => n === 0),
    segment: fc.constantFrom(...SEGMENTS),
    discontinued: fc.integer({ min: 0, max: 19 }).map((n) => n === 0),
    tier: nullable(fc.constantFrom('standard', 'world-elite', 'infinite')),
    pointValueOverride: nullable(
      fc.record({ cash: pointValueOf, flex: pointValueOf, travel: pointValueOf, max: pointValueOf }),
      5,
    ),
  })
  .map(
    ({
      id,
      hiddenFlag,
      quebecVersion,
      perks,
      segment,
      discontinued,
      tier,
      pointValueOverride,
      ...facts
    }): CatalogueCard => {
      const slug = `card-${id}`;
      return {
        slug,
        name: `Test Card ${id}`,
        displayName: `Card ${id}`,
        issuer: facts.issuer,
        network: facts.network,
        tier,
        cardType: segment === 'secured' ? 'secured' : facts.cardType,
        segment,
        status: discontinued ? 'discontinued' : 'offered',
        affiliateId: `aff-${id}`,
        applyUrl: 'https://example.com/apply',
        hasAffiliateLink: facts.hasAffiliateLink,
        temporarilyUnavailable: facts.temporarilyUnavailable,
        hidden: hiddenFlag,
        quebecVersionOf: quebecVersion ? 'card-base' : null,
        categories: facts.categories,
        awards: facts.awards,
        fees: facts.fees,
        rates: facts.rates,
        rewardProgram: facts.rewardProgram,
        pointValueOverride: pointValueOverride && {
          ...pointValueOverride,
          reason: 'Test card that cannot reach its program’s values.',
          sourceUrl: 'https://example.com/card',
        },
        pointsLabel: 'points',
        earn: facts.earn,
        sharedCaps: disjointCaps(facts.sharedCaps),
        partnerRates: [],
        bonuses: facts.bonuses,
        welcomeBonus: facts.welcomeBonus,
        requirements: facts.requirements,
        account: {
          minimumCreditLimit: null,
          gracePeriodDays: 21,
          applePay: true,
          googlePay: null,
          samsungPay: null,
          minimumRedemption: null,
          rewardsExpire: false,
        },
        insurance: facts.insurance,
        perks: perks.map((perk) => ({ ...perk, label: `Perk ${perk.kind}` })),
        dataAsOf: '2026-02-01',
        checkedOn: '2026-02-01',
        sourceUrl: 'https://example.com/card',
        fieldSources: [],
        referenceSlugs: { ccg: null, pot: null },
        referenceDisagreements: [],
        notes: null,
      };
    },
  );

/** A catalogue of cards with distinct slugs. */
export const catalogueArbitrary = (maxLength = 30) =>
  fc.uniqueArray(cardArbitrary, { maxLength, selector: (card) => card.slug });

const pointValue = pointValueOf;

export const programArbitrary = (slug: string): fc.Arbitrary<RewardProgram> =>
  fc
    .record({
      values: fc.tuple(...POINT_VALUE_MODES.map(() => pointValue)),
      kind: fc.constantFrom('cash', 'bank-points', 'airline', 'hotel', 'retail', 'none' as const),
    })
    .map(({ values, kind }) => ({
      slug,
      name: `Program ${slug}`,
      redemptions: [],
      pointValues: Object.fromEntries(
        POINT_VALUE_MODES.map((mode, index) => [mode, values[index] as number]),
      ) as RewardProgram['pointValues'],
      kind,
      sourceUrl: 'https://example.com/program',
      dataAsOf: '2026-02-01',
    }));

/** One program per slug the card arbitrary uses. */
export const programsArbitrary: fc.Arbitrary<RewardProgram[]> = fc.tuple(...PROGRAM_SLUGS.map(programArbitrary));

export const profileArbitrary: fc.Arbitrary<RatingProfile> = fc.record({
  monthlySpend: fc.record(
    Object.fromEntries(SPEND_CATEGORIES.map((category) => [category, fc.integer({ min: 0, max: 4000 })])) as Record<
      (typeof SPEND_CATEGORIES)[number],
      fc.Arbitrary<number>
    >,
  ),
  pointValueMode: fc.constantFrom(...RATING_POINT_VALUE_MODES),
  debtAmount: fc.integer({ min: 0, max: 30_000 }),
  interestRate: fc.integer({ min: 500, max: 3000 }).map((basisPoints) => basisPoints / 10_000),
  creditScore: nullable(fc.integer({ min: 300, max: 900 })),
  income: nullable(fc.integer({ min: 0, max: 300_000 })),
  province: nullable(fc.constantFrom(...PROVINCES)),
  sliders: fc.record(
    Object.fromEntries(COMPONENT_KEYS.map((key) => [key, fc.integer({ min: 0, max: 4 })])) as Record<
      (typeof COMPONENT_KEYS)[number],
      fc.Arbitrary<number>
    >,
  ),
  today: nullable(fc.constantFrom('2026-01-15', '2026-09-01')),
});
