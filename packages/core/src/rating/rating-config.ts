import { INSURANCE_TYPES, type InsuranceType, type SpendCategory } from '../catalogue/constants';
import { DEFAULT_DEBT_AMOUNT, DEFAULT_MONTHLY_SPEND, REFERENCE_INTEREST_RATE } from './estimate-defaults';

/**
 * The rating method (docs/rating-method.md) as data: every number the engine uses lives here, with a
 * label and a one-line explanation, so the methodology page renders from the very object the ranking
 * uses and can never disagree with it. Changing any number here changes `RATING_METHOD_VERSION`.
 */
export const RATING_METHOD_VERSION = 3;

/** The rating's components, in the order the breakdown and the methodology page list them. */
export const COMPONENT_KEYS = ['rewards', 'interest', 'fees', 'perks', 'insurance', 'approval', 'acceptance'] as const;
export type ComponentKey = (typeof COMPONENT_KEYS)[number];

/** A point of a piecewise-linear score: `raw` scores `score`; scores are clamped outside the anchors. */
export interface Anchor {
  raw: number;
  score: number;
}

/**
 * What each coverage type is worth a year to a typical holder, in dollars: about what the same cover
 * costs bought on its own for the trips, rentals and purchases of a typical household (docs/decisions/0013).
 */
const INSURANCE_VALUES: Readonly<Record<InsuranceType, number>> = {
  travelMedical: 120,
  tripCancellation: 40,
  tripInterruption: 30,
  flightDelay: 20,
  baggageDelay: 15,
  lostBaggage: 15,
  rentalCar: 100,
  hotelBurglary: 5,
  commonCarrier: 10,
  purchaseProtection: 20,
  extendedWarranty: 30,
  mobileDevice: 60,
  priceProtection: 5,
  eventTicket: 5,
};
const INSURANCE_MAX_VALUE = INSURANCE_TYPES.reduce((sum, type) => sum + INSURANCE_VALUES[type], 0);

export const RATING_CONFIG = {
  version: RATING_METHOD_VERSION,
  /** The rating is shown with one decimal. */
  decimals: 1,
  spend: {
    label: 'Monthly spending',
    explanation:
      'Rewards are estimated on your monthly spending; a bare total is split over the 8 categories by these shares.',
    defaultMonthlyTotal: DEFAULT_MONTHLY_SPEND,
    defaultShares: {
      regular: 0.35,
      grocery: 0.175,
      bills: 0.15,
      gas: 0.1,
      restaurant: 0.075,
      drug: 0.05,
      travel: 0.05,
      store: 0.05,
    } satisfies Record<SpendCategory, number>,
  },
  debt: {
    label: 'Balance carried',
    explanation: 'Interest savings assume this balance, at the reference rate, moved to the card’s purchase rate.',
    defaultAmount: DEFAULT_DEBT_AMOUNT,
    /** The reference interest rate, as a fraction (19.99 %). */
    referenceInterestRate: REFERENCE_INTEREST_RATE,
  },
  pointValueModes: {
    cash: { label: 'Cash', explanation: 'Points valued at what they fetch as cash, a deposit or a statement credit.' },
    flex: {
      label: 'Flexible',
      explanation:
        'Points valued at what a typical member gets without transfer partners or award-chart sweet spots: the best fixed-value redemption (the default).',
    },
    travel: {
      label: 'Travel',
      explanation: 'Points valued at published valuations of their travel redemptions, sweet spots included.',
    },
    max: { label: 'Maximum', explanation: 'Points valued at their highest published value, transfers included.' },
    best: { label: 'Best of', explanation: 'For each card, the best of its cash, flexible and travel values.' },
  },
  /** Why a card may be valued apart from its program. */
  cardPointValues:
    'A card that cannot reach its program’s redemptions (fixed-value travel only, no transfers) is valued at what that card’s own points can reach, with the reason shown on the card page.',
  sliders: {
    label: 'What matters to you',
    explanation:
      'Each slider multiplies a component’s base weight; at 0 the component is left out. If every slider is 0, every component counts with the neutral value.',
    min: 0,
    neutral: 1,
    max: 4,
    /** Default positions; `rewards` is the spec's highRewards slider. */
    defaults: {
      rewards: 2,
      interest: 0,
      fees: 0,
      perks: 2,
      insurance: 2,
      approval: 0,
      acceptance: 2,
    } satisfies Record<ComponentKey, number>,
  },
  components: {
    rewards: {
      label: 'Rewards',
      explanation:
        'Net annual rewards (rewards minus the annual fee) as a share of your annual spending: −2 % or less scores 0, 0 % scores 1, 1 % scores 3, 2 % scores 4.5, 2.5 % or more scores 5. With points valued for travel (the travel, maximum and best-of modes) the bar doubles: 2 % scores 3, 4 % scores 4.5, 5 % or more scores 5.',
      baseWeight: 3,
      anchors: [
        { raw: -0.02, score: 0 },
        { raw: 0, score: 1 },
        { raw: 0.01, score: 3 },
        { raw: 0.02, score: 4.5 },
        { raw: 0.025, score: 5 },
      ],
      /**
       * Travel valuations of the transferable programs (Membership Rewards, Avion, Aventura, Aeroplan)
       * are 1.9–2.3 times their flexible values, so the best everyday cards return about twice as much
       * (4.6 % against 2.4 % for the grocery profile): with the cash anchors every good travel card
       * would tie at 5 and perks would decide. The positive anchors are doubled instead.
       */
      travelAnchors: [
        { raw: -0.02, score: 0 },
        { raw: 0, score: 1 },
        { raw: 0.02, score: 3 },
        { raw: 0.04, score: 4.5 },
        { raw: 0.05, score: 5 },
      ],
      /** The modes that value points for travel and so score on `travelAnchors`. */
      travelModes: ['travel', 'max', 'best'] as readonly string[],
    },
    interest: {
      label: 'Low interest',
      explanation:
        'The purchase interest rate: 22.99 % or more scores 0, 19.99 % scores 2, 12.99 % scores 4, 8.99 % or less scores 5.',
      baseWeight: 15,
      anchors: [
        { raw: 0.2299, score: 0 },
        { raw: 0.1999, score: 2 },
        { raw: 0.1299, score: 4 },
        { raw: 0.0899, score: 5 },
      ],
    },
    fees: {
      label: 'Low fees',
      explanation: 'The ongoing annual fee: $799 or more scores 0, $400 scores 2, $150 scores 3.5, no fee scores 5.',
      baseWeight: 1,
      anchors: [
        { raw: 799, score: 0 },
        { raw: 400, score: 2 },
        { raw: 150, score: 3.5 },
        { raw: 0, score: 5 },
      ],
    },
    perks: {
      label: 'Perks',
      explanation:
        'The yearly value of the card’s perks (lounge visits, free bags, credits, …): none scores 2 (most cards have few), $100 scores 3, $300 scores 4, $600 or more scores 5.',
      baseWeight: 3,
      anchors: [
        { raw: 0, score: 2 },
        { raw: 100, score: 3 },
        { raw: 300, score: 4 },
        { raw: 600, score: 5 },
      ],
    },
    insurance: {
      label: 'Insurance',
      explanation: `The yearly dollar value of the insurance included, each coverage valued at about what it costs bought on its own (travel medical counted in full from 15 days of cover, mobile device from $1,000): none scores 1, $100 scores 2.5, $250 scores 4, every type ($${INSURANCE_MAX_VALUE}) scores 5.`,
      baseWeight: 1,
      values: INSURANCE_VALUES,
      maxValue: INSURANCE_MAX_VALUE,
      /** Travel medical cover counts in full from this many days of a trip (pro rata below). */
      travelMedicalFullDays: 15,
      /** Mobile device cover counts in full from this amount (pro rata below). */
      mobileDeviceFullAmount: 1000,
      anchors: [
        { raw: 0, score: 1 },
        { raw: 100, score: 2.5 },
        { raw: 250, score: 4 },
        { raw: INSURANCE_MAX_VALUE, score: 5 },
      ],
    },
    approval: {
      label: 'Approval odds',
      explanation:
        'How well your credit score and income fit the card’s requirements: not qualifying scores 0, just qualifying 2.5, qualifying with a margin (60 points of score, 25 % of income) 5; the lower of the two counts.',
      baseWeight: 1,
      /** Score when the visitor just meets a requirement. */
      qualifyingScore: 2.5,
      /** Score for a requirement we do not know (neither rejected nor credited with a margin). */
      unknownRequirementScore: 2.5,
      /** Credit score points above the card's band floor that earn the full score. */
      creditMarginPoints: 60,
      /** Income above the requirement, as a share of it, that earns the full score. */
      incomeMarginRatio: 0.25,
    },
    acceptance: {
      label: 'Acceptance',
      explanation: 'How widely the card’s network is accepted in Canada: Visa and Mastercard 5, American Express 3.5.',
      baseWeight: 1,
      byNetwork: { visa: 5, mastercard: 5, amex: 3.5 },
    },
  },
  /**
   * Who a card's peers are, for estimating a fact the catalogue does not know: the issuer's offered
   * cards of the same tier and segment, then any issuer's cards of the same tier and segment, then the
   * segment. The estimate is the peers' median (for coverage: the share of peers that include it).
   */
  estimates: {
    label: 'Unknown facts',
    explanation:
      'A fact we do not know is never counted as zero or as the worst case: it is estimated from the card’s peers — the same issuer’s cards of the same tier, else all cards of that tier, else the whole segment — and marked “estimated” wherever it is shown. An unknown earn rate is the card’s own base rate, or its peers’ rate in the same program.',
  },
  /** How a fact we do not know (null in the catalogue) is treated, so that it never flatters nor sinks a card. */
  unknownFacts: {
    purchaseRate: 'Purchase rate unknown: estimated from the card’s peers (marked estimated).',
    annualFee: 'Annual fee unknown: estimated from the card’s peers; the card is ranked, marked estimated.',
    firstYearFee: 'First-year fee unknown: the ongoing annual fee is assumed (no first-year waiver).',
    quebecFee: 'No separate Quebec fee known: the ordinary annual fee applies in Quebec.',
    earn: 'Earn rate unknown for a category: estimated at the card’s base rate, or its peers’ rate in the same program (marked estimated).',
    bonuses: 'Birthday or anniversary bonus unknown: estimated from the card’s peers (most have none).',
    rewardProgram: 'Reward program unknown: points are worth $0.',
    insurance: 'Coverage unknown: valued at the share of the card’s peers that include it (marked estimated).',
    creditRequirement:
      'Recommended credit score not published by the issuer: estimated from the card’s peers that publish one (marked estimated); when none does, the credit fit scores 2.5, neither ruled out nor credited with a margin, and the card is never marked as fitting your score.',
    incomeRequirement: 'Income requirement unknown: scored as just qualifying.',
    welcomeBonusValue: 'Welcome bonus has no stated dollar value: its points are valued like the card’s other points.',
  },
} as const;

export type RatingConfig = typeof RATING_CONFIG;
export type UnknownFact = keyof RatingConfig['unknownFacts'];

/** Piecewise-linear score between anchors (in either direction), clamped to the end anchors' scores. */
export function scoreOnAnchors(anchors: readonly Anchor[], raw: number): number {
  const first = anchors[0];
  const last = anchors[anchors.length - 1];
  if (first === undefined || last === undefined) return 0;
  const rising = last.raw >= first.raw;
  if (rising ? raw <= first.raw : raw >= first.raw) return first.score;
  if (rising ? raw >= last.raw : raw <= last.raw) return last.score;
  for (let index = 1; index < anchors.length; index++) {
    const upper = anchors[index] as Anchor;
    if (rising ? raw <= upper.raw : raw >= upper.raw) {
      const lower = anchors[index - 1] as Anchor;
      return lower.score + ((raw - lower.raw) / (upper.raw - lower.raw)) * (upper.score - lower.score);
    }
  }
  return last.score;
}
