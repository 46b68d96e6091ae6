import {
  type CatalogueCard,
  type EarnTier,
  INSURANCE_TYPES,
  type InsuranceType,
  SPEND_CATEGORIES,
  type SpendCategory,
} from '../catalogue/schema';
import { creditScoreRequired } from '../filters/credit-score-bands';

/**
 * Estimates of the facts a card's catalogue entry does not know, from its peers (RATING_CONFIG.estimates):
 * an unknown is never counted as zero nor as the worst case, and every estimate is marked as such
 * wherever the rating shows it.
 *
 * Peers, nearest first: the same issuer's offered cards of the same tier and segment, then any
 * issuer's cards of that tier and segment, then the whole segment. The estimate is the median of the
 * nearest level where some peer knows the fact; for a coverage, the share of those peers that include it.
 * Earn rates are only comparable within a program: an unknown category earns the card's own base rate,
 * else the median of the same program's peers, else the lowest rate the card states elsewhere.
 */
export interface CardEstimates {
  /** Set only for the facts the card does not know. */
  annualFee: number | null;
  purchaseRate: number | null;
  birthdayPercent: number | null;
  anniversaryPoints: number | null;
  /** The credit score the issuer's recommended band starts at, from the peers that publish one. */
  creditRequired: number | null;
  /** Tiers for the categories whose earn is unknown. */
  earn: Partial<Record<SpendCategory, readonly EarnTier[]>>;
  /** For each coverage the card does not state: the share (0–1) of its peers that include it (none: no peer knows). */
  insurance: Partial<Record<InsuranceType, number>>;
}

export const NO_ESTIMATES: CardEstimates = Object.freeze({
  annualFee: null,
  purchaseRate: null,
  birthdayPercent: null,
  anniversaryPoints: null,
  creditRequired: null,
  earn: Object.freeze({}),
  insurance: Object.freeze({}),
});

export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

type PeerLevel = (card: CatalogueCard, peer: CatalogueCard) => boolean;

const PEER_LEVELS: readonly PeerLevel[] = [
  (card, peer) => peer.issuer === card.issuer && peer.tier === card.tier && peer.segment === card.segment,
  (card, peer) => peer.tier === card.tier && peer.segment === card.segment,
  (card, peer) => peer.segment === card.segment,
];

/** The first peer level where some peer knows the fact, reduced to an estimate. */
function fromPeers<T>(
  card: CatalogueCard,
  pool: readonly CatalogueCard[],
  read: (peer: CatalogueCard) => T | null,
  reduce: (known: T[]) => number | null,
  levels: readonly PeerLevel[] = PEER_LEVELS,
): number | null {
  for (const level of levels) {
    const known: T[] = [];
    for (const peer of pool) {
      if (peer === card || !level(card, peer)) continue;
      const value = read(peer);
      if (value !== null) known.push(value);
    }
    if (known.length > 0) return reduce(known);
  }
  return null;
}

const baseRate = (card: CatalogueCard): number | null => card.earn.regular.at(-1)?.rate ?? null;

function estimateEarn(card: CatalogueCard, pool: readonly CatalogueCard[]): CardEstimates['earn'] {
  const earn: CardEstimates['earn'] = {};
  const base = baseRate(card);
  // Same program first, nearest peers first: points of different programs are not comparable.
  const sameProgram: PeerLevel[] = [
    (self, peer) => peer.rewardProgram === self.rewardProgram && peer.issuer === self.issuer && peer.tier === self.tier,
    (self, peer) => peer.rewardProgram === self.rewardProgram && peer.issuer === self.issuer,
    (self, peer) => peer.rewardProgram === self.rewardProgram,
  ];
  const statedRates = SPEND_CATEGORIES.flatMap((category) => card.earn[category].map((tier) => tier.rate));
  const lowestStated = statedRates.length > 0 ? Math.min(...statedRates) : null;
  for (const category of SPEND_CATEGORIES) {
    if (card.earn[category].length > 0) continue;
    const rate =
      (category === 'regular' ? null : base) ??
      fromPeers(card, pool, (peer) => peer.earn[category][0]?.rate ?? null, median, sameProgram) ??
      lowestStated;
    if (rate !== null) earn[category] = [{ rate, upTo: null }];
  }
  return earn;
}

function estimateCard(card: CatalogueCard, pool: readonly CatalogueCard[]): CardEstimates {
  const unknownCoverage = INSURANCE_TYPES.filter((type) => card.insurance[type] === null);
  const unknownEarn = SPEND_CATEGORIES.some((category) => card.earn[category].length === 0);
  if (
    card.fees.annual !== null &&
    card.rates.purchase !== null &&
    card.bonuses.birthdayPercent !== null &&
    card.bonuses.anniversaryPoints !== null &&
    card.requirements.creditScore !== null &&
    !unknownEarn &&
    unknownCoverage.length === 0
  )
    return NO_ESTIMATES;
  const insurance: CardEstimates['insurance'] = {};
  for (const type of unknownCoverage) {
    const share = fromPeers(
      card,
      pool,
      (peer) => (peer.insurance[type] === null ? null : peer.insurance[type] !== false),
      (held) => held.filter(Boolean).length / held.length,
    );
    if (share !== null) insurance[type] = share;
  }
  const sameProgramPeers: PeerLevel[] = [(self, peer) => peer.rewardProgram === self.rewardProgram];
  return {
    annualFee: card.fees.annual === null ? fromPeers(card, pool, (peer) => peer.fees.annual, median) : null,
    purchaseRate: card.rates.purchase === null ? fromPeers(card, pool, (peer) => peer.rates.purchase, median) : null,
    birthdayPercent:
      card.bonuses.birthdayPercent === null
        ? (fromPeers(card, pool, (peer) => peer.bonuses.birthdayPercent, median, sameProgramPeers) ?? 0)
        : null,
    anniversaryPoints:
      card.bonuses.anniversaryPoints === null
        ? (fromPeers(card, pool, (peer) => peer.bonuses.anniversaryPoints, median, sameProgramPeers) ?? 0)
        : null,
    creditRequired:
      card.requirements.creditScore === null
        ? fromPeers(card, pool, (peer) => creditScoreRequired(peer.requirements.creditScore), median)
        : null,
    earn: unknownEarn ? estimateEarn(card, pool) : {},
    insurance,
  };
}

const cache = new WeakMap<readonly CatalogueCard[], ReadonlyMap<string, CardEstimates>>();

/**
 * Estimates for every card of a catalogue (cached per catalogue array; treat it as immutable). Peers
 * are the offered, visible cards; a Quebec version is its main card's peer like any other.
 */
export function catalogueEstimates(cards: readonly CatalogueCard[]): ReadonlyMap<string, CardEstimates> {
  let estimates = cache.get(cards);
  if (!estimates) {
    const pool = cards.filter((card) => card.status === 'offered' && !card.hidden);
    estimates = new Map(cards.map((card) => [card.slug, estimateCard(card, pool)]));
    cache.set(cards, estimates);
  }
  return estimates;
}
