import { describe, expect, it } from 'vitest';
import type { CatalogueCard, RewardProgram } from '../catalogue/schema';
import { type FilterStateInput, resolveFilterState } from '../filters/filter-state';
import { catalogueEstimates } from './peer-estimates';
import { rankCards } from './rank-cards';
import { rateCard } from './rate-card';
import { profileFromFilterState } from './rating-profile';
import { MBNA_CARD, MBNA_REWARDS, mbnaWith } from './test-fixtures';

const CASH_BACK: RewardProgram = {
  ...MBNA_REWARDS,
  slug: 'cash-back',
  name: 'Cash back',
  kind: 'cash',
  pointValues: { cash: 0.01, flex: 0.01, travel: 0.01, max: 0.01 },
};

const card = (slug: string, change: (draft: CatalogueCard) => void = () => {}): CatalogueCard =>
  mbnaWith((draft) => {
    draft.slug = slug;
    draft.name = `Card ${slug}`;
    draft.displayName = `Display ${slug}`;
    change(draft);
  });

// Ratings with the default profile (sliders rewards 2, perks 2, insurance 2, acceptance 2: weights 6, 6, 2, 2 of 16;
// every card earns $686.40 a year on $24,000 of spend and has $420 of insurance, scoring 4 + 170 ÷ 225 = 4.7556;
// no peer states the four coverages the MBNA card leaves unknown, so they add nothing):
// - MBNA and excellent-credit: net $566.40 = 2.36 % (4.86), no perks (2), Mastercard (5):
//   (6 × 4.86 + 6 × 2 + 2 × 4.7556 + 2 × 5) ÷ 16 = 60.671 ÷ 16 = 3.7919 → 3.8;
// - unknown-fee: its fee estimated at its peers' (same issuer, tier and segment) $120, so rated like MBNA;
// - no-fee-cash: net $686.40 = 2.86 % (5), no perks (2), Visa (5): (30 + 12 + 9.5111 + 10) ÷ 16 = 3.8444 → 3.8;
// - premium-amex: net $286.40 = 1.1933 % (3 + 0.1933 × 1.5 = 3.29), $600 of perks (5), Amex (3.5):
//   (6 × 3.29 + 6 × 5 + 2 × 4.7556 + 2 × 3.5) ÷ 16 = 66.251 ÷ 16 = 4.1407 → 4.1. The highest rating with the
//   lowest net rewards, so that ranking by rating cannot pass by ranking by net rewards.
const CARDS: CatalogueCard[] = [
  MBNA_CARD,
  card('no-fee-cash', (draft) => {
    draft.issuer = 'tangerine';
    draft.rewardProgram = 'cash-back';
    draft.fees.annual = 0;
    draft.fees.firstYear = 0;
    draft.network = 'visa';
  }),
  card('premium-amex', (draft) => {
    draft.issuer = 'amex';
    draft.network = 'amex';
    draft.fees.annual = 400;
    draft.fees.firstYear = 400;
    draft.perks = [{ kind: 'lounge-access', label: 'Lounge visits', valueDollars: 600 }];
    draft.requirements.personalIncome = null;
    draft.requirements.householdIncome = null;
    draft.categories = ['travel'];
    draft.awards = ['best-travel-2026'];
  }),
  card('hidden', (draft) => {
    draft.hidden = true;
  }),
  card('unknown-fee', (draft) => {
    draft.fees.annual = null;
  }),
  card('quebec-version', (draft) => {
    draft.quebecVersionOf = MBNA_CARD.slug;
    draft.requirements.provinces = ['QC'];
  }),
  card('rich-only', (draft) => {
    draft.requirements.personalIncome = 150_000;
    draft.requirements.householdIncome = 200_000;
  }),
  card('excellent-credit', (draft) => {
    draft.requirements.creditScore = 'excellent';
  }),
];
const PROGRAMS = [MBNA_REWARDS, CASH_BACK];

const rank = (input: FilterStateInput = {}) =>
  rankCards({ cards: CARDS, programs: PROGRAMS, state: resolveFilterState({ ratingFilter: 0, ...input }) });
const slugs = (input: FilterStateInput = {}) => rank(input).cards.map((entry) => entry.slug);

describe('rankCards', () => {
  it('ranks by rating, leaving out hidden cards, Quebec versions and cards out of reach', () => {
    const result = rank();
    expect(result.cards.map((entry) => entry.slug)).toEqual([
      'premium-amex',
      'no-fee-cash',
      'excellent-credit',
      'unknown-fee',
      MBNA_CARD.slug,
    ]);
    expect(result.total).toBe(5);
    expect(result.cards.map((entry) => entry.position)).toEqual([1, 2, 3, 4, 5]);
    const state = resolveFilterState({ ratingFilter: 0 });
    // Ties at 3.8 by net annual rewards ($686.40 before $566.40), then by name ("card …" < "mbna …").
    expect(result.cards.map((entry) => entry.rating)).toEqual([4.1, 3.8, 3.8, 3.8, 3.8]);
    const estimates = catalogueEstimates(CARDS).get(MBNA_CARD.slug);
    expect(result.cards[4]).toMatchObject(
      rateCard(MBNA_CARD, MBNA_REWARDS, profileFromFilterState(state), undefined, estimates),
    );
    // MBNA publishes no band; its peer of the same issuer, tier and segment recommends Excellent.
    expect(result.cards[4]?.breakdown.estimated).toContainEqual({ field: 'requirements.creditScore', value: 760 });
    expect(result.cards[4]?.breakdown.components.find((entry) => entry.key === 'approval')?.estimated).toBe(true);
    expect(result.cards[4]?.card).toBe(MBNA_CARD);
  });

  it('ranks a card whose fee is unknown on its peers’ estimate, marked estimated', () => {
    const unknown = rank().cards.find((entry) => entry.slug === 'unknown-fee');
    expect(unknown?.annualFee).toBe(120);
    expect(unknown?.breakdown.estimated).toContainEqual({ field: 'fees.annual', value: 120 });
    expect(unknown?.breakdown.components.find((entry) => entry.key === 'fees')?.estimated).toBe(true);
    expect(unknown?.breakdown.assumptions).toContain('annualFee');
    // With no peer that knows a fee, it is not ranked: an unknown fee must not make a card look free.
    const alone = card('alone', (draft) => {
      draft.issuer = 'nobody';
      draft.segment = 'business';
      draft.fees.annual = null;
    });
    expect(
      rankCards({
        cards: [alone],
        programs: PROGRAMS,
        state: resolveFilterState({ ratingFilter: 0, segments: ['business'] }),
      }).total,
    ).toBe(0);
  });

  it('ranks business and U.S. dollar cards only when asked for, and never a discontinued card', () => {
    const business = card('business', (draft) => {
      draft.segment = 'business';
      draft.categories = ['business'];
    });
    const gone = card('gone', (draft) => {
      draft.status = 'discontinued';
    });
    const cards = [MBNA_CARD, business, gone];
    const ranked = (input: FilterStateInput) =>
      rankCards({ cards, programs: PROGRAMS, state: resolveFilterState({ ratingFilter: 0, ...input }) }).cards.map(
        (entry) => entry.slug,
      );
    expect(ranked({})).toEqual([MBNA_CARD.slug]);
    expect(ranked({ segments: ['business'] })).toEqual(['business']);
    expect(ranked({ segments: ['business', 'personal'] }).sort()).toEqual(['business', MBNA_CARD.slug].sort());
    // Asking for the business category asks for business cards.
    expect(ranked({ categories: ['business'] })).toEqual(['business']);
    expect(ranked({ pinned: ['gone'] })).toEqual([MBNA_CARD.slug]);
  });

  it('breaks rating ties by net annual rewards, then by name', () => {
    const twin = card('twin', (draft) => {
      draft.name = 'AAA twin';
    });
    const { cards } = rankCards({
      cards: [twin, MBNA_CARD],
      programs: PROGRAMS,
      state: resolveFilterState({ ratingFilter: 0 }),
    });
    expect(cards.map((entry) => entry.slug)).toEqual(['twin', MBNA_CARD.slug]);
    const richer = card('richer', (draft) => {
      draft.name = 'ZZZ richer';
      draft.bonuses.anniversaryPoints = 100;
    });
    const ranked = rankCards({
      cards: [twin, richer],
      programs: PROGRAMS,
      state: resolveFilterState({ ratingFilter: 0 }),
    });
    // richer: 100 more points ($1), net $567.40 = 2.3642 % (4.8642): (6 × 4.8642 + 6 × 2 + 2 × 4.5625 + 2 × 5) ÷ 16
    // = 60.31 ÷ 16 = 3.7694 → 3.8, the twin's 3.8 (60.285 ÷ 16 = 3.7678): a tie, broken by net rewards.
    expect(ranked.cards.map((entry) => [entry.slug, entry.rating])).toEqual([
      ['richer', 3.8],
      ['twin', 3.8],
    ]);
  });

  it('applies the filters of the filter state', () => {
    expect(slugs({ issuers: ['amex'] })).toEqual(['premium-amex']);
    expect(slugs({ networks: ['visa'] })).toEqual(['no-fee-cash']);
    expect(slugs({ annualFeeMax: 100 })).toEqual(['no-fee-cash']);
    expect(slugs({ annualFeeMin: 100, annualFeeMax: 200 })).toEqual([
      'excellent-credit',
      'unknown-fee',
      MBNA_CARD.slug,
    ]);
    expect(slugs({ minIncome: 200_000 })).toContain('rich-only');
    expect(slugs({ minIncome: 50_000 })).toEqual(['premium-amex']);
    expect(slugs({ categories: ['travel'] })).toEqual(['premium-amex']);
    expect(slugs({ categoriesExclude: ['travel'] })).not.toContain('premium-amex');
    expect(slugs({ cardIds: ['no-fee-cash', 'hidden'] })).toEqual(['no-fee-cash']);
    expect(slugs({ cardId: 'no-fee-cash' })).toEqual(['no-fee-cash']);
    expect(slugs({ name: ['display NO-FEE-CASH'] })).toEqual(['no-fee-cash']);
    expect(slugs({ awardWinnersOnly: true })).toEqual(['premium-amex']);
    expect(slugs({ affiliateOnly: true })).toEqual([]);
    expect(slugs({ rewardPrograms: ['cash-back'] })).toEqual(['no-fee-cash']);
    expect(slugs({ rewardKinds: ['cash'] })).toEqual(['no-fee-cash']);
    expect(slugs({ foreignExchangeFeeMax: 2.5 })).toHaveLength(5);
    expect(slugs({ foreignExchangeFeeMax: 0 })).toEqual([]);
    // Ratings 4.1 (premium-amex) and 3.8 (the others): the filter keeps cards at or above it.
    expect(slugs({ ratingFilter: 3.8 })).toEqual([
      'premium-amex',
      'no-fee-cash',
      'excellent-credit',
      'unknown-fee',
      MBNA_CARD.slug,
    ]);
    expect(slugs({ ratingFilter: 3.9 })).toEqual(['premium-amex']);
    expect(slugs({ ratingFilter: 4.1 })).toEqual(['premium-amex']);
    expect(slugs({ ratingFilter: 4.2 })).toEqual([]);
  });

  it('ranks a card whose recommended band is above the visitor’s score after the others, marked', () => {
    const fair = rank({ creditScore: '560-659' });
    expect(fair.cards.map((entry) => [entry.slug, entry.creditFit])).toEqual([
      ['premium-amex', 'unpublished'],
      ['no-fee-cash', 'unpublished'],
      ['unknown-fee', 'unpublished'],
      [MBNA_CARD.slug, 'unpublished'],
      ['excellent-credit', 'below'],
    ]);
    expect(fair.total).toBe(5);
    expect(fair.belowCreditScore).toBe(1);
    // 759 is a point short of Excellent's floor; 760 meets it and the card takes its place by rating again.
    expect(rank({ creditScore: 759 }).cards.at(-1)?.slug).toBe('excellent-credit');
    const excellent = rank({ creditScore: '760-900' });
    expect(excellent.belowCreditScore).toBe(0);
    expect(excellent.cards.map((entry) => entry.slug)).toEqual(slugs());
    expect(excellent.cards.find((entry) => entry.slug === 'excellent-credit')?.creditFit).toBe('meets');
    // Whatever the sort, the marked card stays after the others; a pinned card stays first and is not counted.
    expect(slugs({ creditScore: 600, sortBy: 'annualFee' }).at(-1)).toBe('excellent-credit');
    const pinned = rank({ creditScore: 600, pinned: ['excellent-credit'] });
    expect(pinned.cards[0]).toMatchObject({ slug: 'excellent-credit', pinned: true, creditFit: 'below' });
    expect(pinned.belowCreditScore).toBe(0);
  });

  it('shows cards offered in the province, the Quebec version in Quebec', () => {
    expect(slugs({ province: 'QC' })).toEqual(['quebec-version']);
    expect(slugs({ province: 'ON' })).not.toContain('quebec-version');
  });

  it('puts pinned cards first, in order, whatever the filters say', () => {
    const result = rank({ pinned: ['rich-only', 'no-fee-cash', 'hidden'], issuers: ['amex'] });
    expect(result.cards.map((entry) => [entry.slug, entry.pinned])).toEqual([
      ['rich-only', true],
      ['no-fee-cash', true],
      ['premium-amex', false],
    ]);
  });

  it('sorts by each sort key, either way', () => {
    expect(slugs({ sortBy: 'annualFee' })).toEqual([
      'no-fee-cash',
      'excellent-credit',
      'unknown-fee',
      MBNA_CARD.slug,
      'premium-amex',
    ]);
    expect(slugs({ sortBy: '-annualFee' })[0]).toBe('premium-amex');
    expect(slugs({ sortBy: '-netAnnualRewards' })[0]).toBe('no-fee-cash');
    expect(slugs({ sortBy: 'netAnnualRewards' })[0]).toBe('premium-amex');
    expect(slugs({ sortBy: '-firstYearValue' })[0]).toBe('no-fee-cash');
    // Lowest rating first (3.8, then 4.1); ties still by net rewards, highest first, then by name.
    expect(slugs({ sortBy: 'geniusRating' })).toEqual([
      'no-fee-cash',
      'excellent-credit',
      'unknown-fee',
      MBNA_CARD.slug,
      'premium-amex',
    ]);
    const withRate = [
      ...CARDS,
      card('low-rate', (draft) => {
        draft.rates.purchase = 0.1299;
      }),
      card('unknown-rate', (draft) => {
        draft.rates.purchase = null;
      }),
    ];
    const rankedBy = (sortBy: 'purchaseRate' | '-purchaseRate' | '-interestSavings') =>
      rankCards({
        cards: withRate,
        programs: PROGRAMS,
        state: resolveFilterState({ ratingFilter: 0, sortBy }),
      }).cards;
    const byRate = (sortBy: 'purchaseRate' | '-purchaseRate' | '-interestSavings') =>
      rankedBy(sortBy).map((entry) => entry.slug);
    expect(byRate('purchaseRate')[0]).toBe('low-rate');
    expect(byRate('-purchaseRate').at(-1)).toBe('low-rate');
    expect(byRate('-interestSavings')[0]).toBe('low-rate');
    // An unknown rate sorts on its peers' median (21.99 %, the MBNA cards'), marked estimated.
    const unknown = rankedBy('purchaseRate').find((entry) => entry.slug === 'unknown-rate');
    expect(unknown?.breakdown.estimated).toContainEqual({ field: 'rates.purchase', value: 0.2199 });
    expect(unknown?.interestSavings).toBeCloseTo(8000 * (0.1999 - 0.2199), 9);
  });

  it('pages the ranking', () => {
    const first = rank({ resultsPerPage: 3 });
    const second = rank({ resultsPerPage: 3, page: 2 });
    expect(first).toMatchObject({ total: 5, page: 1, resultsPerPage: 3 });
    expect(first.cards).toHaveLength(3);
    expect(second.cards.map((entry) => [entry.slug, entry.position])).toEqual([
      ['unknown-fee', 4],
      [MBNA_CARD.slug, 5],
    ]);
    expect(rank({ page: 9 }).cards).toEqual([]);
  });

  it('takes the programs as a map too, and values cards without a known program at $0', () => {
    const state = resolveFilterState({ ratingFilter: 0 });
    const fromMap = rankCards({
      cards: CARDS,
      programs: new Map(PROGRAMS.map((program) => [program.slug, program])),
      state,
    });
    expect(fromMap).toEqual(rank());
    const noPrograms = rankCards({ cards: [MBNA_CARD], programs: [], state });
    expect(noPrograms.cards[0]?.annualRewards).toBe(0);
  });

  it('drops welcome bonuses that ended before the given day', () => {
    const ended = card('ended', (draft) => {
      draft.welcomeBonus.endsOn = '2026-01-01';
    });
    const state = resolveFilterState({ ratingFilter: 0 });
    const [later] = rankCards({ cards: [ended], programs: PROGRAMS, state, today: '2026-03-01' }).cards;
    const [earlier] = rankCards({ cards: [ended], programs: PROGRAMS, state, today: '2025-12-01' }).cards;
    expect(later?.breakdown.welcomeBonus.dollars).toBe(0);
    expect(earlier?.breakdown.welcomeBonus.dollars).toBe(300);
  });
});
