import type { WalletStatus } from '@cardgenius/core/wallet';
import type { WatchBaseline } from '../../db/schema';

export type WalletAlertKind = 'welcome-offer' | 'genius-cash' | 'annual-fee';

/** A change to tell the member of, in the card's figures (points, dollars). */
export interface WalletAlertChange {
  kind: WalletAlertKind;
  before: number | null;
  after: number | null;
}

export interface BaselineReview {
  /** What to tell the member; empty when the baseline only moves without a word. */
  changes: WalletAlertChange[];
  /** The baseline to store instead of the one read. */
  next: WatchBaseline;
}

/** Which figures alert for each status; the others are followed silently. */
const FOLLOWED: Record<WalletStatus, readonly (keyof WatchBaseline)[]> = {
  watching: ['welcomePoints', 'geniusCash'],
  held: ['annualFee'],
};

const KINDS: Record<keyof WatchBaseline, WalletAlertKind> = {
  welcomePoints: 'welcome-offer',
  geniusCash: 'genius-cash',
  annualFee: 'annual-fee',
};

/**
 * What one figure does. A figure the catalogue does not know now (null) never alerts and leaves the
 * baseline alone. No GeniusCash offer is none (0), so an offer appearing is a rise; an unknown welcome
 * offer or fee in the baseline is filled in without a word.
 *
 * A watched offer alerts only when it rises above the baseline, and only then does the baseline move (to
 * the figure alerted): a fall changes nothing, so the member hears of an offer better than the one they
 * chose to watch, never of an offer merely recovering. A held card's fee alerts on any change.
 */
function reviewFigure(
  key: keyof WatchBaseline,
  followed: boolean,
  before: number | null,
  now: number | null,
): { change: WalletAlertChange | null; next: number | null } {
  const keep = { change: null, next: before };
  if (key === 'geniusCash') {
    const rose = (now ?? 0) > (before ?? 0);
    if (!followed) return { change: null, next: now };
    return rose ? { change: { kind: KINDS[key], before, after: now }, next: now } : keep;
  }
  if (now === null) return keep;
  if (before === null || !followed) return { change: null, next: now };
  const alerts = key === 'annualFee' ? now !== before : now > before;
  return alerts ? { change: { kind: KINDS[key], before, after: now }, next: now } : keep;
}

/**
 * Compares a wallet card's figures now with its baseline: the changes to tell of and the baseline to
 * store, or null when nothing is to be written. A missing baseline is filled with today's figures,
 * silently. Figures a status does not alert on keep up with the card silently, so a watched card moved
 * to held compares its fee from that day, not from the day watching began.
 */
export function reviewBaseline(
  status: WalletStatus,
  baseline: WatchBaseline | null,
  now: WatchBaseline,
): BaselineReview | null {
  if (baseline === null) return { changes: [], next: { ...now } };
  const changes: WalletAlertChange[] = [];
  const next: WatchBaseline = { ...baseline };
  for (const key of Object.keys(KINDS) as (keyof WatchBaseline)[]) {
    const figure = reviewFigure(key, FOLLOWED[status].includes(key), baseline[key] ?? null, now[key]);
    if (figure.change) changes.push(figure.change);
    next[key] = figure.next;
  }
  const moved = (Object.keys(KINDS) as (keyof WatchBaseline)[]).some((key) => next[key] !== (baseline[key] ?? null));
  return changes.length > 0 || moved ? { changes, next } : null;
}
