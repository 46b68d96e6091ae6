import '../zod-setup';
import { z } from 'zod';
import { SPEND_CATEGORIES } from '../catalogue/schema';
import { RATING_POINT_VALUE_MODES } from '../filters/filter-defaults';
import { FilterStateInput } from '../filters/filter-state';
import { CREDIT_FITS } from '../rating/credit-fit';
import { WALLET_HELD_LIMIT, WALLET_STATUSES } from '../wallet/wallet-limits';
import { defineEndpoint } from './endpoint';

/**
 * The wallet (issue: which card for what, which card next): the cards a visitor holds, the best card for
 * each category of their spending, the card that would add most, and the held cards that could go.
 * The calculations are stateless and public (the mobile app sends the cards and spending); a member's
 * wallet is kept in their account, a visitor's in the `wallet` cookie until they sign in.
 */

const TAG = 'Wallet';
const CardSlug = z.string().regex(/^[a-z0-9-]{1,120}$/, 'Not a card identifier.');
const HeldCards = z
  .array(CardSlug)
  .max(WALLET_HELD_LIMIT, `A wallet holds at most ${WALLET_HELD_LIMIT} cards: remove one before adding another.`);
const Category = z.enum(SPEND_CATEGORIES);
const Dollars = z.number().describe('Dollars a year');
const Profile = FilterStateInput.default({}).describe(
  'The visitor’s filter state: their monthly spending, point value mode, income, credit score and province (defaults fill the rest)',
);

const WalletCardRef = z.object({
  slug: z.string(),
  name: z.string(),
  displayName: z.string(),
  issuerName: z.string(),
  annualFee: z.number().nullable().describe('Ongoing annual fee; null when the catalogue does not know it'),
  goUrl: z.string().describe('The go-link to the issuer’s apply page'),
  hasAffiliateLink: z.boolean().describe('The go-link leads through a referral link (the site may be paid)'),
  temporarilyUnavailable: z.boolean().describe('The issuer is not taking applications for now'),
});

const PlanCap = z
  .object({
    kind: z.enum(['tier', 'shared']),
    upTo: Dollars.describe('Dollars a year the rate applies to'),
    categories: z.array(Category).describe('For a shared cap: the categories that share it'),
    full: z.boolean().describe('The plan fills it: more spending earns a lower rate or moves to another card'),
  })
  .nullable();

const PlanPart = z.object({
  card: z.string().describe('Slug of the held card'),
  basis: z.enum(['tier', 'after-shared-cap', 'unknown']),
  tier: z.number().int(),
  rate: z.number().describe('Points per dollar'),
  returnRate: z.number().describe('Dollars back per dollar spent'),
  spend: Dollars,
  rewards: Dollars,
  estimated: z.boolean().describe('The rate is estimated from the card’s peers: the catalogue does not know it'),
  cap: PlanCap,
});

const CategoryPlan = z.object({
  category: Category,
  annualSpend: Dollars,
  rewards: Dollars,
  parts: z.array(PlanPart).describe('Best return first'),
  splitByCap: z.boolean().describe('A cap sends part of this spending to another card or a lower rate'),
});

const CardPlan = z.object({
  slug: z.string(),
  annualSpend: Dollars,
  rewards: Dollars.describe('Rewards on the card, its recurring bonuses included'),
  bonusRewards: Dollars.describe('Of which birthday, anniversary and spend-threshold bonuses'),
  annualFee: z
    .number()
    .nullable()
    .describe(
      'The ongoing annual fee the plan counts: estimated from peers when the issuer publishes none; null when not even an estimate exists',
    ),
  estimated: z.array(Category).describe('Categories where the plan uses an estimated rate of this card'),
});

export const WalletPlan = z
  .object({
    pointValueMode: z.enum(RATING_POINT_VALUE_MODES),
    categories: z.array(CategoryPlan),
    cards: z.array(CardPlan),
    annualRewards: Dollars,
    annualFees: Dollars.describe('Ongoing annual fees, estimates included (see each card’s annualFee)'),
    netAnnualRewards: Dollars,
    exact: z.boolean().describe('False only when the search stopped at its limit with the best plan it found'),
  })
  .meta({ id: 'WalletPlan' });
export type WalletPlan = z.infer<typeof WalletPlan>;

const Move = z.object({ card: z.string(), spend: Dollars });

export const NextCard = z
  .object({
    card: WalletCardRef,
    rewardsGain: Dollars.describe('What the wallet earns more with the card, fees aside'),
    annualFee: Dollars,
    ongoingValue: Dollars.describe('rewardsGain − annual fee: what it adds every year'),
    welcomeBonus: Dollars,
    firstYearFee: Dollars,
    firstYearValue: Dollars.describe('rewardsGain + welcome bonus − first-year fee'),
    creditFit: z.enum(CREDIT_FITS),
    rating: z.number().describe('The card’s own rating for this visitor, 0–5'),
    bonusGain: Dollars,
    estimated: z.boolean().describe('The value rests on an estimated earn rate or fee'),
    changes: z
      .array(
        z.object({
          category: Category,
          spend: Dollars.describe('Spending the card takes over'),
          rewards: Dollars,
          gain: Dollars,
          from: z.array(Move).describe('The held cards that give it up'),
        }),
      )
      .describe('What it takes over, biggest gain first'),
  })
  .meta({ id: 'NextCard' });
export type NextCard = z.infer<typeof NextCard>;

export const CardToDrop = z
  .object({
    card: WalletCardRef,
    rewardsLost: Dollars,
    annualFee: Dollars,
    saving: Dollars.describe('annual fee − rewards lost: what dropping it saves a year'),
    moves: z.array(z.object({ category: Category, spend: Dollars, to: z.array(Move) })),
  })
  .meta({ id: 'CardToDrop' });
export type CardToDrop = z.infer<typeof CardToDrop>;

const Addition = z.object({
  slug: z.string(),
  rewardsGain: Dollars,
  ongoingValue: Dollars,
  firstYearValue: Dollars,
  estimated: z.boolean(),
});

export const WalletAnalysis = z
  .object({
    source: z.enum(['account', 'visitor']).describe('Whose cards: the signed-in member’s wallet, or the cards sent'),
    held: z.array(WalletCardRef),
    unknown: z.array(z.string()).describe('Slugs sent that are not in the catalogue (left out)'),
    monthlySpend: z.record(Category, z.number()).describe('The spending used, dollars a month by category'),
    plan: WalletPlan.nullable().describe('Null when the wallet is empty'),
    next: z.array(NextCard).describe('The cards that would add most, best first'),
    considered: z.number().int().describe('Eligible cards weighed for `next`'),
    couldGo: z.array(CardToDrop).describe('Held cards whose fee is more than what they add'),
    additions: z.array(Addition).describe('What each card asked about in `candidates` would add'),
  })
  .meta({ id: 'WalletAnalysis' });
export type WalletAnalysis = z.infer<typeof WalletAnalysis>;

export const WalletEntry = z.object({
  card: WalletCardRef,
  status: z.enum(WALLET_STATUSES).describe('held: in the wallet; watching: saved, with alerts when its offer rises'),
  since: z.iso.datetime(),
});

export const MemberWallet = z
  .object({
    cards: z.array(WalletEntry).describe('Held cards first, then watched, newest first'),
    heldLimit: z.number().int(),
    alerts: z.boolean().describe('Whether the member gets the weekly wallet alert email'),
  })
  .meta({ id: 'MemberWallet' });
export type MemberWallet = z.infer<typeof MemberWallet>;

export const analyseWallet = defineEndpoint({
  id: 'analyseWallet',
  method: 'post',
  path: '/wallet/analysis',
  tag: TAG,
  access: 'public',
  summary: 'The wallet’s best card per category, the next cards to add and the cards that could go',
  description:
    'For a signed-in member, the wallet kept in their account; otherwise the cards sent (the visitor’s cookie). Changes nothing.',
  request: {
    body: z.strictObject({
      cards: HeldCards.default([]).describe('A visitor’s held cards; ignored for a signed-in member'),
      profile: Profile,
      next: z.number().int().min(0).max(20).default(5).describe('How many next cards to answer'),
      candidates: z
        .array(CardSlug)
        .max(100, 'Ask about at most 100 cards at once.')
        .default([])
        .describe('Cards to answer what each would add (a page of the ranking)'),
    }),
  },
  responses: { 200: WalletAnalysis },
});

export const optimiseWallet = defineEndpoint({
  id: 'optimiseWallet',
  method: 'post',
  path: '/wallet/optimise',
  tag: TAG,
  access: 'public',
  summary: 'The best card for each category of a spending profile, for the cards given',
  description:
    'Each dollar on the held card that earns most on it, every cap honoured (monthly, annual, shared, tiered); spending past a cap goes to the next best card. Stateless.',
  request: { body: z.strictObject({ cards: HeldCards.min(1, 'Give at least one card.'), profile: Profile }) },
  responses: {
    200: z.object({ held: z.array(WalletCardRef), unknown: z.array(z.string()), plan: WalletPlan.nullable() }),
  },
});

export const rankWalletNextCards = defineEndpoint({
  id: 'rankWalletNextCards',
  method: 'post',
  path: '/wallet/next-cards',
  tag: TAG,
  access: 'public',
  summary: 'The catalogue ranked by what each card would add to the wallet given',
  description:
    'Net of the card’s fee, every year or in the first year; filtered by the profile’s income, province and segments, with cards likely needing a higher credit score listed last. Stateless.',
  request: {
    body: z.strictObject({
      cards: HeldCards.default([]),
      profile: Profile,
      sortBy: z.enum(['ongoing', 'firstYear']).default('ongoing'),
      limit: z.number().int().min(1).max(50).default(10),
    }),
  },
  responses: {
    200: z.object({
      held: z.array(WalletCardRef),
      unknown: z.array(z.string()),
      wallet: WalletPlan.nullable(),
      cards: z.array(NextCard),
      considered: z.number().int(),
      couldGo: z.array(CardToDrop),
    }),
  },
});

export const getWallet = defineEndpoint({
  id: 'getWallet',
  method: 'get',
  path: '/user/wallet',
  tag: TAG,
  access: 'member',
  summary: 'The member’s wallet: held and watched cards, and the alert switch',
  responses: { 200: MemberWallet },
});

export const setWalletCard = defineEndpoint({
  id: 'setWalletCard',
  method: 'put',
  path: '/user/wallet/cards/{slug}',
  tag: TAG,
  access: 'member',
  summary: 'Add a card to the wallet as held or watched, or move it between the two',
  description: `At most ${WALLET_HELD_LIMIT} held cards: one more answers 409. Watching starts the card’s alerts from its figures today.`,
  request: {
    params: z.strictObject({ slug: CardSlug }),
    body: z.strictObject({ status: z.enum(WALLET_STATUSES) }),
  },
  responses: { 200: MemberWallet },
});

export const mergeWallet = defineEndpoint({
  id: 'mergeWallet',
  method: 'post',
  path: '/user/wallet/merge',
  tag: TAG,
  access: 'member',
  summary: 'Move a visitor’s wallet (the cookie) into the account after sign-in',
  description: `Cards already in the account keep their status; held cards past ${WALLET_HELD_LIMIT} are kept as watched.`,
  request: { body: z.strictObject({ held: HeldCards }) },
  responses: { 200: MemberWallet },
});

export const setWalletAlerts = defineEndpoint({
  id: 'setWalletAlerts',
  method: 'put',
  path: '/user/wallet/alerts',
  tag: TAG,
  access: 'member',
  summary: 'Turn the wallet alert email on or off',
  request: { body: z.strictObject({ enabled: z.boolean() }) },
  responses: { 200: MemberWallet },
});
