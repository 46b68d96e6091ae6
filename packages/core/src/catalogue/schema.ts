import '../zod-setup';
import { z } from 'zod';
import type { InsuranceType, SpendCategory } from './constants';
import {
  CARD_STATUSES,
  CARD_TYPES,
  CREDIT_SCORE_BANDS,
  INSURANCE_TYPES,
  NETWORKS,
  PERK_KINDS,
  POINT_VALUE_MODES,
  PROVINCES,
  SEGMENTS,
  SPEND_CATEGORIES,
} from './constants';

/**
 * The card catalogue as reviewed source files (`data/`). Convention for every fact: `null` means
 * unknown (never guessed); a known absence is explicit (`false`, `0`, `[]`). Money is in dollars,
 * interest and fee percentages are fractions (0.2099 = 20.99 %), earn rates are points per dollar
 * (cash back is points of the `cash-back` program worth $0.01 each, so 2 % = 2).
 */

export * from './constants';

const slug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'lowercase words joined by hyphens');
const isoDate = z.iso.date();
const dollars = z.number().min(0).max(1500);
const fraction = z.number().min(0).max(0.4);
const url = z.url({ protocol: /^https$/ });
/** Dollars per point; an AIR MILE, the dearest point in Canada, is worth about 10.5 ¢. */
const pointValue = z.number().min(0).max(0.25);

/** Earn rate for spend up to `upTo` dollars a year (null: no cap); the next tier applies above it. */
export const EarnTier = z.strictObject({
  rate: z.number().min(0).max(40),
  upTo: z.number().int().positive().nullable(),
});
export type EarnTier = z.infer<typeof EarnTier>;

/** Tiers in order; the last tier has no cap. Empty means unknown. */
const CategoryEarn = z
  .array(EarnTier)
  .refine((tiers) => tiers.length === 0 || tiers.at(-1)?.upTo === null, 'the last tier must have upTo: null')
  .refine(
    (tiers) =>
      tiers.slice(0, -1).every((tier, index) => index === 0 || (tier.upTo ?? 0) > (tiers[index - 1]?.upTo ?? 0)),
    'caps must increase',
  );

/** A cap shared by several categories: their combined spend earns the first-tier rates up to `upTo`. */
export const SharedCap = z.strictObject({
  categories: z.array(z.enum(SPEND_CATEGORIES)).min(2),
  upTo: z.number().int().positive(),
});
export type SharedCap = z.infer<typeof SharedCap>;

const Coverage = z.union([
  z.literal(false),
  z.strictObject({
    /** Coverage amount in dollars (per claim or per trip as the issuer states it), when known. */
    amount: z.number().min(0).max(10_000_000).nullable(),
    /** Days of coverage (travel medical), or delay hours (flight/baggage delay) where that is the unit. */
    days: z.number().int().min(0).max(365).nullable(),
  }),
  z.null(),
]);

export const Perk = z.strictObject({
  kind: z.enum(PERK_KINDS),
  label: z.string().min(3),
  /** What the perk is worth a year to a typical holder, in dollars (the rating's perks value). */
  valueDollars: z.number().min(0).max(2000),
});

const FeeWithMinimum = z.strictObject({ amount: dollars.nullable(), percentage: fraction.nullable() });

/** A figure we use that differs from a reference snapshot, with the reason. */
export const ReferenceDisagreement = z.strictObject({
  reference: z.enum(['ccg', 'pot']),
  field: z.string(),
  theirs: z.unknown(),
  ours: z.unknown(),
  why: z.string().min(10),
});

export const FieldSource = z.strictObject({
  /** Dotted paths of the fields this source covers, e.g. `welcomeBonus`, `insurance.travelMedical`. */
  fields: z.array(z.string()).min(1),
  sourceUrl: url,
  /**
   * The date the source says the figures are true (a snapshot's date, a page's effective date); null
   * when the source carries no date (a stored copy of an issuer page): such figures are flagged.
   */
  asOf: isoDate.nullable(),
  /** What the source is, when the address does not say (e.g. "independent snapshot of 2026-06-18"). */
  note: z.string().min(5).nullable().optional(),
});

/**
 * A card-level point value, for a card that cannot reach its program's values (e.g. a card whose
 * points redeem for travel at a fixed 1 cent while the program's other cards transfer to airlines).
 */
export const PointValueOverride = z.strictObject({
  cash: pointValue,
  flex: pointValue,
  travel: pointValue,
  max: pointValue,
  reason: z.string().min(20),
  sourceUrl: url,
});
export type PointValueOverride = z.infer<typeof PointValueOverride>;

export const CatalogueCard = z.strictObject({
  // identity
  slug,
  name: z.string().min(3),
  displayName: z.string().min(3),
  issuer: slug,
  network: z.enum(NETWORKS),
  tier: z.string().nullable(),
  cardType: z.enum(CARD_TYPES),
  segment: z.enum(SEGMENTS),
  status: z.enum(CARD_STATUSES),
  affiliateId: z.string().regex(/^[a-z0-9-]{3,64}$/),
  applyUrl: url,
  hasAffiliateLink: z.boolean(),
  temporarilyUnavailable: z.boolean(),
  hidden: z.boolean(),
  /** For a Quebec version: the slug of the card it is the Quebec version of. */
  quebecVersionOf: slug.nullable(),
  categories: z.array(slug),
  awards: z.array(slug),
  // fees
  fees: z.strictObject({
    annual: dollars.nullable(),
    firstYear: dollars.nullable(),
    annualQuebec: dollars.nullable(),
    supplementaryCard: dollars.nullable(),
    foreignExchange: fraction.nullable(),
    cashAdvance: FeeWithMinimum.nullable(),
    balanceTransfer: FeeWithMinimum.nullable(),
    /** Fee for going over the credit limit (0: none charged). */
    overLimit: dollars.nullable(),
    /** Fee for a payment returned unpaid (dishonoured or NSF). */
    dishonouredPayment: dollars.nullable(),
  }),
  // rates
  rates: z.strictObject({
    purchase: fraction.nullable(),
    cashAdvance: fraction.nullable(),
    balanceTransfer: fraction.nullable(),
    promoBalanceTransfer: z
      .union([z.strictObject({ rate: fraction, months: z.number().int().min(1).max(36) }), z.literal(false)])
      .nullable(),
  }),
  // earning
  rewardProgram: slug,
  /** Null: the program's values apply. */
  pointValueOverride: PointValueOverride.nullable(),
  pointsLabel: z.string().min(1),
  earn: z.strictObject(
    Object.fromEntries(SPEND_CATEGORIES.map((category) => [category, CategoryEarn])) as Record<
      SpendCategory,
      typeof CategoryEarn
    >,
  ),
  sharedCaps: z.array(SharedCap),
  partnerRates: z.array(
    z.strictObject({ merchant: z.string().min(2), rate: z.number().min(0).max(40), note: z.string().nullable() }),
  ),
  bonuses: z.strictObject({
    /** Points added each year as a fraction of points earned (e.g. a 10 % birthday bonus). */
    birthdayPercent: z.number().min(0).max(1).nullable(),
    /** Points (or, for cash back, cents as points) credited every card anniversary. */
    anniversaryPoints: z.number().min(0).max(1_000_000).nullable(),
    spendThresholds: z.array(z.strictObject({ annualSpend: z.number().positive(), points: z.number().positive() })),
  }),
  // welcome bonus
  welcomeBonus: z.strictObject({
    tiers: z.array(
      z.strictObject({
        /** Points (cash back: points of $0.01) earned for this tier. */
        amount: z.number().positive(),
        /** The months from account opening within which the spend must happen. */
        months: z.number().int().min(1).max(24),
        spendRequirement: z.number().min(0),
      }),
    ),
    /** The issuer's or our stated dollar value, when known; otherwise the engine values the points. */
    valueDollars: z.number().min(0).max(3000).nullable(),
    endsOn: isoDate.nullable(),
  }),
  // requirements
  requirements: z.strictObject({
    personalIncome: z.number().int().min(0).max(500_000).nullable(),
    householdIncome: z.number().int().min(0).max(500_000).nullable(),
    creditScore: z.enum(CREDIT_SCORE_BANDS).nullable(),
    provinces: z.array(z.enum(PROVINCES)),
  }),
  // account terms
  account: z.strictObject({
    /** The smallest credit limit the issuer grants (or the minimum deposit of a secured card). */
    minimumCreditLimit: z.number().int().min(0).max(100_000).nullable(),
    /** Interest-free grace period on new purchases paid in full, in days. */
    gracePeriodDays: z.number().int().min(0).max(60).nullable(),
    applePay: z.boolean().nullable(),
    googlePay: z.boolean().nullable(),
    samsungPay: z.boolean().nullable(),
    /** Smallest redemption, in dollars of value (e.g. $25 of cash back); 0: any amount. */
    minimumRedemption: z.number().min(0).max(1000).nullable(),
    /** Whether points or cash back expire while the account is open and in good standing. */
    rewardsExpire: z.boolean().nullable(),
  }),
  // insurance and perks
  insurance: z.strictObject(
    Object.fromEntries(INSURANCE_TYPES.map((type) => [type, Coverage])) as Record<InsuranceType, typeof Coverage>,
  ),
  perks: z.array(Perk),
  // provenance
  /** The date the card's figures are known true (its main source's date); see `fieldSources` for others. */
  dataAsOf: isoDate,
  /** The date the card was last checked against its sources ("facts checked on"). */
  checkedOn: isoDate,
  sourceUrl: url,
  fieldSources: z.array(FieldSource),
  /** The same card in the reference snapshots, for the cross-check. */
  referenceSlugs: z.strictObject({ ccg: z.string().nullable(), pot: z.string().nullable() }),
  referenceDisagreements: z.array(ReferenceDisagreement),
  notes: z.string().nullable(),
});
export type CatalogueCard = z.infer<typeof CatalogueCard>;

/** Account terms when none is known (rows written before the terms were recorded, test cards). */
export const UNKNOWN_ACCOUNT: Readonly<CatalogueCard['account']> = Object.freeze({
  minimumCreditLimit: null,
  gracePeriodDays: null,
  applePay: null,
  googlePay: null,
  samsungPay: null,
  minimumRedemption: null,
  rewardsExpire: null,
});

export const Issuer = z.strictObject({
  slug,
  name: z.string().min(2),
  /** Brand colours for generated card art. */
  colors: z.strictObject({
    primary: z.string().regex(/^#[0-9a-f]{6}$/),
    secondary: z.string().regex(/^#[0-9a-f]{6}$/),
  }),
  websiteUrl: url,
  description: z.string().min(20),
});
export type Issuer = z.infer<typeof Issuer>;

export const Network = z.strictObject({
  slug: z.enum(NETWORKS),
  name: z.string(),
  /** Acceptance score in Canada, 0–5 (rating-method.md: Visa/Mastercard 5, American Express 3.5). */
  acceptance: z.number().min(0).max(5),
  description: z.string().min(20),
});
export type Network = z.infer<typeof Network>;

export const RewardProgram = z.strictObject({
  slug,
  name: z.string().min(2),
  /** Dollars per point by redemption type, with where that value comes from. */
  redemptions: z.array(
    z.strictObject({
      type: z.string().min(2),
      dollarsPerPoint: pointValue.positive(),
      note: z.string().nullable(),
    }),
  ),
  /** Dollars per point in each mode (rating-method.md): cash, flex (typical), travel, max. */
  pointValues: z.strictObject(
    Object.fromEntries(POINT_VALUE_MODES.map((mode) => [mode, pointValue])) as Record<
      (typeof POINT_VALUE_MODES)[number],
      z.ZodNumber
    >,
  ),
  /** `none`: a card without rewards (every value 0, no redemptions). */
  kind: z.enum(['cash', 'bank-points', 'airline', 'hotel', 'retail', 'none']),
  sourceUrl: url,
  dataAsOf: isoDate,
});
export type RewardProgram = z.infer<typeof RewardProgram>;

export const BestCardCategory = z.strictObject({
  slug,
  name: z.string().min(2),
  /** The rating preset the category page ranks with (filters/presets), or null for a plain card list. */
  preset: z.string().nullable(),
  icon: z.string().min(1),
  description: z.string().min(20),
  body: z.string().min(40),
});
export type BestCardCategory = z.infer<typeof BestCardCategory>;

export const Award = z.strictObject({
  key: slug,
  name: z.string().min(3),
  year: z.number().int(),
  category: slug,
  cardSlug: slug,
});
export type Award = z.infer<typeof Award>;

/**
 * One past (or the latest known) welcome offer of a card: the points (cash back: cents) it gave from
 * `startsOn` until `endsOn` (null: still running when the source was read on `asOf`).
 */
export const OfferHistoryEntry = z
  .strictObject({
    card: slug,
    startsOn: isoDate,
    endsOn: isoDate.nullable(),
    /** Total welcome points across every tier; 0: no welcome offer in that period. */
    points: z.number().int().min(0).max(1_000_000),
    /** Spend needed for the whole offer, in dollars, when the source gives it. */
    requiredSpend: z.number().min(0).max(200_000).nullable(),
    annualFee: dollars.nullable(),
    note: z.string().min(1).nullable(),
    sourceUrl: url,
    asOf: isoDate,
  })
  .refine((entry) => entry.endsOn === null || entry.endsOn >= entry.startsOn, {
    message: 'endsOn must not come before startsOn',
    path: ['endsOn'],
  });
export type OfferHistoryEntry = z.infer<typeof OfferHistoryEntry>;
