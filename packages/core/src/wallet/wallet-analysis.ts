import type { CatalogueCard, RewardProgram, SpendCategory } from '../catalogue/schema';
import type {
  CardToDrop as CardToDropView,
  NextCard as NextCardView,
  WalletAnalysis,
  WalletPlan as WalletPlanView,
} from '../contract/wallet';
import { MIN_INCOME_CEILING } from '../filters/filter-defaults';
import type { FilterState } from '../filters/filter-state';
import { catalogueEstimates } from '../rating/peer-estimates';
import { monthlySpendByCategory } from '../rating/rating-profile';
import { type CardToDrop, cardsThatCouldGo, type NextCard, rankNextCards } from './next-card';
import { optimiseWallet, type WalletPlan } from './optimise-wallet';
import { WALLET_HELD_LIMIT } from './wallet-limits';

/**
 * The wallet as the API answers it: the held cards' plan, the next cards and the cards that could go,
 * for one visitor's filter state, in plain figures rounded to the cent. Pure: the catalogue and the
 * day come in.
 */

export interface WalletCatalogue {
  cards: readonly CatalogueCard[];
  cardsBySlug: ReadonlyMap<string, CatalogueCard>;
  programs: ReadonlyMap<string, RewardProgram>;
  issuers: readonly { slug: string; name: string }[];
}

export interface WalletAnalysisInput {
  catalogue: WalletCatalogue;
  /** Held card slugs, in the visitor's order; unknown slugs are reported and left out. */
  held: readonly string[];
  state: FilterState;
  /** ISO date (Toronto): welcome bonuses that ended before it are not counted. */
  today: string;
  /** How many next cards to answer. */
  next: number;
  /** Cards to answer what each would add. */
  candidates?: readonly string[];
  sortBy?: 'ongoing' | 'firstYear';
}

const cents = (value: number) => Math.round(value * 100) / 100;

export function walletCardRef(card: CatalogueCard, issuerNames: ReadonlyMap<string, string>) {
  return {
    slug: card.slug,
    name: card.name,
    displayName: card.displayName,
    issuerName: issuerNames.get(card.issuer) ?? card.issuer,
    annualFee: card.fees.annual,
    goUrl: `/go/${card.affiliateId}`,
    hasAffiliateLink: card.hasAffiliateLink,
    temporarilyUnavailable: card.temporarilyUnavailable,
  };
}

/** The held cards the catalogue knows, once each and at most the wallet's limit, and the slugs it does not know. */
export function resolveHeld(catalogue: WalletCatalogue, slugs: readonly string[]) {
  const held: CatalogueCard[] = [];
  const unknown: string[] = [];
  for (const slug of new Set(slugs)) {
    const card = catalogue.cardsBySlug.get(slug);
    if (!card) unknown.push(slug);
    else if (held.length < WALLET_HELD_LIMIT) held.push(card);
  }
  return { held, unknown };
}

export function planView(plan: WalletPlan): WalletPlanView {
  return {
    pointValueMode: plan.pointValueMode,
    categories: plan.categories.map((category) => ({
      category: category.category,
      annualSpend: cents(category.annualSpend),
      rewards: cents(category.rewards),
      splitByCap: category.splitByCap,
      parts: category.parts.map((part) => ({
        card: part.card,
        basis: part.basis,
        tier: part.tier,
        rate: part.rate,
        returnRate: part.returnRate,
        spend: cents(part.spend),
        rewards: cents(part.rewards),
        estimated: part.estimated,
        cap: part.cap
          ? {
              kind: part.cap.kind,
              upTo: cents(part.cap.upTo),
              categories: part.cap.kind === 'shared' ? part.cap.categories : [],
              full: part.cap.full,
            }
          : null,
      })),
    })),
    cards: plan.cards.map((card) => ({
      slug: card.slug,
      annualSpend: cents(card.annualSpend),
      rewards: cents(card.rewards),
      bonusRewards: cents(card.bonusPoints * card.pointValue),
      annualFee: card.annualFee,
      estimated: card.estimated,
    })),
    annualRewards: cents(plan.annualRewards),
    annualFees: cents(plan.annualFees),
    netAnnualRewards: cents(plan.netAnnualRewards),
    exact: plan.exact,
  };
}

const moves = (list: readonly { card: string; spend: number }[]) =>
  list.map((move) => ({ card: move.card, spend: cents(move.spend) }));

function nextCardView(next: NextCard, issuerNames: ReadonlyMap<string, string>): NextCardView {
  return {
    card: walletCardRef(next.card, issuerNames),
    rewardsGain: cents(next.rewardsGain),
    annualFee: cents(next.annualFee),
    ongoingValue: cents(next.ongoingValue),
    welcomeBonus: cents(next.welcomeBonus),
    firstYearFee: cents(next.firstYearFee),
    firstYearValue: cents(next.firstYearValue),
    creditFit: next.creditFit,
    rating: next.rating,
    bonusGain: cents(next.bonusGain),
    estimated: next.estimated,
    changes: next.changes.map((change) => ({
      category: change.category,
      spend: cents(change.spend),
      rewards: cents(change.rewards),
      gain: cents(change.gain),
      from: moves(change.from),
    })),
  };
}

function dropView(drop: CardToDrop, issuerNames: ReadonlyMap<string, string>): CardToDropView {
  return {
    card: walletCardRef(drop.card, issuerNames),
    rewardsLost: cents(drop.rewardsLost),
    annualFee: cents(drop.annualFee),
    saving: cents(drop.saving),
    moves: drop.moves.map((move) => ({ category: move.category, spend: cents(move.spend), to: moves(move.to) })),
  };
}

/**
 * Everything the wallet pages show, from one pass: the held cards' plan, the `next` best additions
 * (and what each card in `candidates` would add, from the same pass), and the held cards that could go.
 */
export function analyseWallet(input: WalletAnalysisInput): Omit<WalletAnalysis, 'source'> {
  const { catalogue, state } = input;
  const issuerNames = new Map(catalogue.issuers.map((issuer) => [issuer.slug, issuer.name]));
  const { held, unknown } = resolveHeld(catalogue, input.held);
  const monthly = monthlySpendByCategory(state.monthlySpend);
  const monthlySpend = Object.fromEntries(
    Object.entries(monthly).map(([category, amount]) => [category, cents(amount)]),
  ) as Record<SpendCategory, number>;
  const candidates = new Set(input.candidates ?? []);
  const wantsRanking = input.next > 0 || candidates.size > 0;
  const ranking = wantsRanking
    ? rankNextCards({
        wallet: held,
        catalogue: catalogue.cards,
        programs: catalogue.programs,
        spending: state.monthlySpend,
        pointValueMode: state.pointValueMode,
        income: state.minIncome >= MIN_INCOME_CEILING ? null : state.minIncome,
        creditScore: state.creditScore,
        province: state.province,
        segments: state.segments,
        today: input.today,
        sortBy: input.sortBy ?? 'ongoing',
      })
    : null;
  let plan: WalletPlan | null = ranking && held.length > 0 ? ranking.wallet : null;
  let couldGo: CardToDropView[] = [];
  if (held.length > 0) {
    const estimates = catalogueEstimates(catalogue.cards);
    const dropping = cardsThatCouldGo({
      wallet: held,
      programs: catalogue.programs,
      spending: state.monthlySpend,
      pointValueMode: state.pointValueMode,
      estimates,
      province: state.province,
    });
    plan ??= dropping.wallet;
    couldGo = dropping.cards.map((drop) => dropView(drop, issuerNames));
  }
  const ranked = ranking?.cards ?? [];
  return {
    held: held.map((card) => walletCardRef(card, issuerNames)),
    unknown,
    monthlySpend,
    plan: plan ? planView(plan) : null,
    next: ranked.slice(0, input.next).map((next) => nextCardView(next, issuerNames)),
    considered: ranking?.considered ?? 0,
    couldGo,
    additions: ranked
      .filter((next) => candidates.has(next.card.slug))
      .map((next) => ({
        slug: next.card.slug,
        rewardsGain: cents(next.rewardsGain),
        ongoingValue: cents(next.ongoingValue),
        firstYearValue: cents(next.firstYearValue),
        estimated: next.estimated,
      })),
  };
}

/** The plan alone, for the stateless optimise call. */
export function optimiseHeld(input: Omit<WalletAnalysisInput, 'next' | 'candidates' | 'sortBy'>) {
  const issuerNames = new Map(input.catalogue.issuers.map((issuer) => [issuer.slug, issuer.name]));
  const { held, unknown } = resolveHeld(input.catalogue, input.held);
  const plan =
    held.length === 0
      ? null
      : optimiseWallet({
          cards: held,
          programs: input.catalogue.programs,
          spending: input.state.monthlySpend,
          pointValueMode: input.state.pointValueMode,
          estimates: catalogueEstimates(input.catalogue.cards),
          province: input.state.province,
        });
  return {
    held: held.map((card) => walletCardRef(card, issuerNames)),
    unknown,
    plan: plan ? planView(plan) : null,
  };
}
