import { type CatalogueCard, type RewardProgram, UNKNOWN_ACCOUNT } from '../catalogue/schema';

/** Test support: a copy of data/cards/mbna.json (February 2026) and a reward program for it. */
export const MBNA_CARD: CatalogueCard = {
  slug: 'mbna-rewards-world-elite-mastercard',
  name: 'MBNA Rewards World Elite Mastercard',
  displayName: 'MBNA Rewards World Elite',
  issuer: 'mbna',
  network: 'mastercard',
  tier: 'world-elite',
  cardType: 'credit',
  segment: 'personal',
  status: 'offered',
  affiliateId: 'mbna-rewards-world-elite',
  applyUrl: 'https://www.mbna.ca/en/credit-cards/rewards/mbna-rewards-world-elite-mastercard/',
  hasAffiliateLink: false,
  temporarilyUnavailable: false,
  hidden: false,
  quebecVersionOf: null,
  categories: [],
  awards: [],
  fees: {
    annual: 120,
    firstYear: 120,
    annualQuebec: null,
    supplementaryCard: 50,
    foreignExchange: 0.025,
    cashAdvance: null,
    balanceTransfer: {
      amount: 7.5,
      percentage: 0.01,
    },
    overLimit: null,
    dishonouredPayment: null,
  },
  rates: {
    purchase: 0.2199,
    cashAdvance: 0.2299,
    balanceTransfer: 0.2299,
    promoBalanceTransfer: null,
  },
  rewardProgram: 'mbna-rewards',
  pointValueOverride: null,
  pointsLabel: 'points',
  earn: {
    regular: [
      {
        rate: 1,
        upTo: null,
      },
    ],
    gas: [
      {
        rate: 1,
        upTo: null,
      },
    ],
    grocery: [
      {
        rate: 5,
        upTo: 50000,
      },
      {
        rate: 1,
        upTo: null,
      },
    ],
    drug: [
      {
        rate: 1,
        upTo: null,
      },
    ],
    restaurant: [
      {
        rate: 5,
        upTo: 50000,
      },
      {
        rate: 1,
        upTo: null,
      },
    ],
    bills: [
      {
        rate: 5,
        upTo: 50000,
      },
      {
        rate: 1,
        upTo: null,
      },
    ],
    travel: [
      {
        rate: 1,
        upTo: null,
      },
    ],
    store: [
      {
        rate: 1,
        upTo: null,
      },
    ],
  },
  sharedCaps: [],
  partnerRates: [],
  bonuses: {
    birthdayPercent: 0.1,
    anniversaryPoints: 0,
    spendThresholds: [],
  },
  welcomeBonus: {
    tiers: [
      {
        amount: 10000,
        months: 3,
        spendRequirement: 0,
      },
      {
        amount: 20000,
        months: 3,
        spendRequirement: 2000,
      },
    ],
    valueDollars: null,
    endsOn: null,
  },
  requirements: {
    personalIncome: 80000,
    householdIncome: 150000,
    creditScore: null,
    provinces: ['AB', 'BC', 'MB', 'NB', 'NL', 'NU', 'NT', 'NS', 'ON', 'PE', 'SK', 'YT'],
  },
  account: { ...UNKNOWN_ACCOUNT },
  insurance: {
    travelMedical: {
      amount: 2000000,
      days: 21,
    },
    tripCancellation: null,
    tripInterruption: {
      amount: 2000,
      days: null,
    },
    flightDelay: {
      amount: null,
      days: null,
    },
    baggageDelay: {
      amount: null,
      days: null,
    },
    lostBaggage: {
      amount: null,
      days: null,
    },
    rentalCar: {
      amount: null,
      days: null,
    },
    hotelBurglary: null,
    commonCarrier: {
      amount: 1000000,
      days: null,
    },
    purchaseProtection: {
      amount: null,
      days: null,
    },
    extendedWarranty: {
      amount: null,
      days: null,
    },
    mobileDevice: {
      amount: 1000,
      days: null,
    },
    priceProtection: null,
    eventTicket: null,
  },
  perks: [],
  dataAsOf: '2026-02-12',
  checkedOn: '2026-02-12',
  sourceUrl: 'https://www.mbna.ca/en/credit-cards/rewards/mbna-rewards-world-elite-mastercard/',
  fieldSources: [
    {
      fields: [
        'insurance.travelMedical',
        'insurance.mobileDevice',
        'insurance.flightDelay',
        'insurance.baggageDelay',
        'insurance.lostBaggage',
      ],
      sourceUrl: 'https://www.mbna.ca/en/credit-cards/rewards/mbna-rewards-world-elite-mastercard/',
      asOf: '2025-06-01',
    },
    {
      fields: ['insurance.commonCarrier', 'insurance.tripInterruption', 'insurance.rentalCar'],
      sourceUrl: 'https://www.mbna.ca/en/credit-cards/mastercard-benefits/',
      asOf: '2025-06-01',
    },
    {
      fields: ['fees.balanceTransfer'],
      sourceUrl: 'https://www.mbna.ca/en/credit-cards/rewards/mbna-rewards-world-elite-mastercard/',
      asOf: '2025-06-01',
    },
  ],
  referenceSlugs: {
    ccg: 'mbna-rewards-world-elite-mastercard',
    pot: 'mbna-rewards-world-elite-mastercard',
  },
  referenceDisagreements: [
    {
      reference: 'ccg',
      field: 'fees.balanceTransfer',
      theirs: {
        amount: 0,
        percentage: 0.01,
      },
      ours: {
        amount: 7.5,
        percentage: 0.01,
      },
      why: "MBNA's application terms state a balance transfer fee of 1.00 % with a minimum of $7.50 per transfer; ccg records no minimum.",
    },
  ],
  notes:
    "Outside Quebec; the Quebec version is its own entry. Earn: 5 points per $1 on restaurants, groceries, digital media, memberships and household utilities (up to $50,000 a year per category), 1 per $1 elsewhere. Birthday bonus: 10 % of points earned in the 12 months before the cardholder's birthday month, up to 15,000 points. Welcome: 20,000 points at $2,000 in 90 days plus 10,000 for enrolling in paperless statements within 90 days. Balance transfer fee 1 % with a $7.50 minimum per MBNA's application terms. Insurance: emergency medical $2 million for 21 days (under 65), mobile device up to $1,000, common carrier up to $1,000,000; trip cancellation, hotel burglary and price protection not confirmed.",
};

/** MBNA Rewards, with the reference snapshot's point values. */
export const MBNA_REWARDS: RewardProgram = {
  slug: 'mbna-rewards',
  name: 'MBNA Rewards',
  redemptions: [],
  pointValues: { cash: 0.0083, flex: 0.01, travel: 0.01, max: 0.01 },
  kind: 'bank-points',
  sourceUrl: 'https://www.mbna.ca/en/rewards',
  dataAsOf: '2026-02-01',
};

/** A card shaped like MBNA's, with the given changes (a deep copy, so cached facts never go stale). */
export function mbnaWith(change: (card: CatalogueCard) => void): CatalogueCard {
  const card = structuredClone(MBNA_CARD);
  change(card);
  return card;
}
