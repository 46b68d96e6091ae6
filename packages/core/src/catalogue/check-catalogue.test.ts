import { describe, expect, it } from 'vitest';
import { checkCatalogue, countFilledDataPoints } from './check-catalogue';
import { type CatalogueCard, UNKNOWN_ACCOUNT } from './schema';

const baseCard = {
  slug: 'test-card',
  name: 'Test Card',
  displayName: 'Test',
  issuer: 'bank',
  network: 'visa',
  tier: null,
  cardType: 'credit',
  segment: 'personal',
  status: 'offered',
  affiliateId: 'test-card',
  applyUrl: 'https://bank.example/card',
  hasAffiliateLink: false,
  temporarilyUnavailable: false,
  hidden: false,
  quebecVersionOf: null,
  categories: [],
  awards: [],
  fees: {
    annual: 0,
    firstYear: 0,
    annualQuebec: null,
    supplementaryCard: null,
    foreignExchange: 0.025,
    cashAdvance: null,
    balanceTransfer: null,
    overLimit: null,
    dishonouredPayment: null,
  },
  rates: { purchase: 0.1999, cashAdvance: null, balanceTransfer: null, promoBalanceTransfer: false },
  rewardProgram: 'cash-back',
  pointValueOverride: null,
  pointsLabel: '% cash back',
  earn: {
    regular: [{ rate: 1, upTo: null }],
    gas: [
      { rate: 2, upTo: 6000 },
      { rate: 1, upTo: null },
    ],
    grocery: [],
    drug: [],
    restaurant: [],
    bills: [],
    travel: [],
    store: [],
  },
  sharedCaps: [],
  partnerRates: [],
  bonuses: { birthdayPercent: null, anniversaryPoints: null, spendThresholds: [] },
  welcomeBonus: { tiers: [], valueDollars: null, endsOn: null },
  requirements: { personalIncome: 0, householdIncome: null, creditScore: null, provinces: ['ON', 'QC'] },
  account: { ...UNKNOWN_ACCOUNT },
  insurance: {
    travelMedical: null,
    tripCancellation: null,
    tripInterruption: null,
    flightDelay: null,
    baggageDelay: null,
    lostBaggage: null,
    rentalCar: null,
    hotelBurglary: null,
    commonCarrier: null,
    purchaseProtection: { amount: 1000, days: 90 },
    extendedWarranty: false,
    mobileDevice: null,
    priceProtection: null,
    eventTicket: null,
  },
  perks: [],
  dataAsOf: '2026-02-01',
  checkedOn: '2026-02-01',
  sourceUrl: 'https://bank.example/card',
  fieldSources: [],
  referenceSlugs: { ccg: null, pot: null },
  referenceDisagreements: [],
  notes: null,
} satisfies CatalogueCard;

const reference = {
  issuers: [
    {
      slug: 'bank',
      name: 'Bank',
      colors: { primary: '#000000', secondary: '#ffffff' },
      websiteUrl: 'https://bank.example',
      description: 'A bank for the tests of the catalogue.',
    },
  ],
  networks: [],
  programs: [
    {
      slug: 'cash-back',
      name: 'Cash back',
      kind: 'cash',
      redemptions: [],
      pointValues: { cash: 0.01, flex: 0.01, travel: 0.01, max: 0.01 },
      sourceUrl: 'https://bank.example/cash',
      dataAsOf: '2026-02-01',
    },
  ],
  categories: [],
  awards: [],
};

describe('countFilledDataPoints', () => {
  it('counts known facts, stated absences and "no cap", but not unknowns or bookkeeping', () => {
    // identity 13 (segment and status; tier and quebecVersionOf null) + fees 3 (annual, first year, FX) + rates 2 (purchase,
    // no promo) + program and label 2 + earn: regular 1 tier × 2, gas 2 tiers × 2, six unknown (empty) 0
    // + sharedCaps, partnerRates, spendThresholds stated empty 3 + welcome tiers stated empty 1
    // + personal income 1 + provinces 1 + insurance 3 (purchase amount and days, no warranty)
    // + perks stated empty 1 + dataAsOf, checkedOn and sourceUrl 3 = 39
    expect(countFilledDataPoints(baseCard)).toBe(39);
  });
});

describe('checkCatalogue', () => {
  it('accepts a valid catalogue', () => {
    expect(checkCatalogue({ ...reference, cardFiles: { 'bank.json': [baseCard] } }).problems).toEqual([]);
  });

  it('names what is wrong: schema, duplicates, missing references, ranges', () => {
    const problems = checkCatalogue({
      ...reference,
      cardFiles: {
        'bank.json': [
          baseCard,
          { ...baseCard, slug: 'second', affiliateId: 'test-card', issuer: 'nobody' },
          { ...baseCard, slug: 'third', affiliateId: 'third', fees: { ...baseCard.fees, annual: 2000 } },
          { ...baseCard, slug: 'fourth', affiliateId: 'fourth', dataAsOf: 'yesterday' },
        ],
      },
    }).problems;
    expect(problems).toContain('affiliateId test-card is used twice');
    expect(problems).toContain('card second: issuer nobody does not exist');
    expect(problems.some((problem) => problem.startsWith('card (bank.json) third: fees.annual'))).toBe(true);
    expect(problems.some((problem) => problem.startsWith('card (bank.json) fourth: dataAsOf'))).toBe(true);
  });

  it('requires a reason for every figure that differs from a reference snapshot', () => {
    const card = { ...baseCard, referenceSlugs: { ccg: null, pot: 'test' } };
    const references = { ccg: [], pot: [{ slug: 'test', annualFee: 39, firstYearAnnualFee: 0, minPersonalIncome: 0 }] };
    const unexplained = checkCatalogue({ ...reference, cardFiles: { 'bank.json': [card] } }, references);
    expect(unexplained.problems).toEqual([
      'card test-card: fees.annual is 0 but pot says 39: record why in referenceDisagreements',
    ]);
    const explained = checkCatalogue(
      {
        ...reference,
        cardFiles: {
          'bank.json': [
            {
              ...card,
              referenceDisagreements: [
                { reference: 'pot', field: 'fees.annual', theirs: 39, ours: 0, why: 'The fee was dropped in 2026.' },
              ],
            },
          ],
        },
      },
      references,
    );
    expect(explained.problems).toEqual([]);
    expect(explained.compared.filter((figure) => !figure.agrees)).toHaveLength(1);
  });

  it('checks the offer history: a card that exists, no two offers of one card overlapping', () => {
    const offer = (card: string, startsOn: string, endsOn: string | null) => ({
      card,
      startsOn,
      endsOn,
      points: 10_000,
      requiredSpend: null,
      annualFee: null,
      note: null,
      sourceUrl: 'https://example.com/offers',
      asOf: '2026-02-12',
    });
    const check = (offerHistory: unknown[]) =>
      checkCatalogue({ ...reference, offerHistory, cardFiles: { 'bank.json': [baseCard] } }).problems;
    expect(check([offer('test-card', '2025-01-01', '2025-03-01'), offer('test-card', '2025-03-01', null)])).toEqual([]);
    expect(check([offer('nobody', '2025-01-01', null)])).toEqual(['offer history: card nobody does not exist']);
    expect(check([offer('test-card', '2025-01-01', '2025-06-01'), offer('test-card', '2025-03-01', null)])).toEqual([
      'offer history test-card: the offer from 2025-01-01 overlaps the one from 2025-03-01',
    ]);
    expect(check([offer('test-card', '2025-05-01', '2025-04-01')])).toEqual([
      'offer history entry #0: endsOn endsOn must not come before startsOn',
    ]);
  });
});
