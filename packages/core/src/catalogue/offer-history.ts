import { isoFromDayNumber as fromDay, dayNumber as toDay } from './calendar-days';
import type { CatalogueCard, OfferHistoryEntry } from './schema';

/**
 * A card's welcome offer over time, and how today's offer compares with it. Pure and zod-free: the
 * card page and the API share it.
 */

export const OFFER_HISTORY_RULES = {
  /** "Usual" is the offer a visitor would most likely have met over this many past days. */
  usualWindowDays: 3 * 365,
  /** Below this share of the usual offer, today's offer is "lower than usual". */
  lowerThanUsual: 0.9,
  /** Above this share, "higher than usual". */
  higherThanUsual: 1.1,
} as const;

export const OFFER_VERDICTS = ['highest', 'higher-than-usual', 'usual', 'lower-than-usual'] as const;
export type OfferVerdict = (typeof OFFER_VERDICTS)[number];

/** A history entry with its end resolved to a date no later than today. */
export interface OfferPeriod {
  startsOn: string;
  endsOn: string;
  /** The source gave no end: the offer ran at least until the source was read (`asOf`). */
  openEnded: boolean;
  points: number;
  requiredSpend: number | null;
  annualFee: number | null;
  note: string | null;
  sourceUrl: string;
  asOf: string;
}

export interface OfferHistorySummary {
  /** The highest offer in the history, and when it started. */
  highest: { points: number; startsOn: string } | null;
  /** The time-weighted median offer over the last `usualWindowDays` days. */
  usual: number | null;
  /** Today's offer in the catalogue (0: no welcome offer). */
  current: number;
  verdict: OfferVerdict | null;
}

/** Today's welcome offer in points (cash back: cents), summed over its tiers; 0 when there is none. */
export function currentWelcomePoints(card: Pick<CatalogueCard, 'welcomeBonus'>): number {
  return card.welcomeBonus.tiers.reduce((sum, tier) => sum + tier.amount, 0);
}

/**
 * The card's history as periods in date order. An entry without an end runs until the next entry
 * starts or, for the latest, until its source was read; no period reaches past today.
 */
export function offerPeriods(entries: readonly OfferHistoryEntry[], today: string): OfferPeriod[] {
  const sorted = entries
    .filter((entry) => entry.startsOn <= today)
    .sort((a, b) => a.startsOn.localeCompare(b.startsOn));
  return sorted.map(({ card: _card, ...entry }, index) => {
    const next = sorted[index + 1];
    const stated = entry.endsOn ?? (next ? fromDay(toDay(next.startsOn) - 1) : entry.asOf);
    const endsOn = [stated, today].sort()[0] ?? today;
    return {
      ...entry,
      endsOn: endsOn < entry.startsOn ? entry.startsOn : endsOn,
      openEnded: entry.endsOn === null && next === undefined,
    };
  });
}

/** The median offer weighted by how many days each offer ran inside [from, to]. */
function timeWeightedMedian(periods: readonly OfferPeriod[], from: number, to: number): number | null {
  const weighted = periods
    .map((period) => ({
      points: period.points,
      days: Math.min(toDay(period.endsOn), to) - Math.max(toDay(period.startsOn), from) + 1,
    }))
    .filter((entry) => entry.days > 0)
    .sort((a, b) => a.points - b.points);
  const total = weighted.reduce((sum, entry) => sum + entry.days, 0);
  if (total === 0) return null;
  let seen = 0;
  for (const entry of weighted) {
    seen += entry.days;
    if (seen * 2 >= total) return entry.points;
  }
  return weighted.at(-1)?.points ?? null;
}

/** How today's offer compares with the card's history; no verdict from fewer than two past offers. */
export function summarizeOfferHistory(
  periods: readonly OfferPeriod[],
  current: number,
  today: string,
): OfferHistorySummary {
  const highest = periods.reduce<OfferPeriod | null>(
    (best, period) => (best === null || period.points >= best.points ? period : best),
    null,
  );
  const end = toDay(today);
  const usual = timeWeightedMedian(periods, end - OFFER_HISTORY_RULES.usualWindowDays, end);
  const summary: OfferHistorySummary = {
    highest: highest && { points: highest.points, startsOn: highest.startsOn },
    usual,
    current,
    verdict: null,
  };
  if (periods.length < 2 || highest === null) return summary;
  if (current > 0 && current >= highest.points) return { ...summary, verdict: 'highest' };
  if (usual === null) return summary;
  if (current < usual * OFFER_HISTORY_RULES.lowerThanUsual) return { ...summary, verdict: 'lower-than-usual' };
  if (current > usual * OFFER_HISTORY_RULES.higherThanUsual) return { ...summary, verdict: 'higher-than-usual' };
  return { ...summary, verdict: 'usual' };
}
