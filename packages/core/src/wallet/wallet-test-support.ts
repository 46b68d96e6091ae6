import { readdirSync, readFileSync } from 'node:fs';
import { CatalogueCard, RewardProgram, SPEND_CATEGORIES, type SpendCategory } from '../catalogue/schema';
import { earnSchedule } from '../rating/annual-rewards';
import { type CardEstimates, NO_ESTIMATES } from '../rating/peer-estimates';
import type { WalletPlan } from './optimise-wallet';
import { CONDITION_TOLERANCE } from './wallet-model';

/** Test support: the real catalogue from data/, and an independent check that a plan can be lived. */

const dataFile = (path: string) => new URL(`../../../../data/${path}`, import.meta.url);

/** Every card of data/cards (as the files hold them) and the reward programs. */
export function readCatalogue(): { cards: CatalogueCard[]; programs: RewardProgram[] } {
  const directory = dataFile('cards/');
  const cards = readdirSync(directory)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .flatMap((name) =>
      (JSON.parse(readFileSync(new URL(name, directory), 'utf8')) as unknown[]).map((card) =>
        CatalogueCard.parse(card),
      ),
    );
  const programs = (JSON.parse(readFileSync(dataFile('reward-programs.json'), 'utf8')) as unknown[]).map((program) =>
    RewardProgram.parse(program),
  );
  return { cards, programs };
}

/** Monthly spending with every category, zero where not given. */
export function monthly(amounts: Partial<Record<SpendCategory, number>>): Record<SpendCategory, number> {
  return Object.fromEntries(SPEND_CATEGORIES.map((category) => [category, amounts[category] ?? 0])) as Record<
    SpendCategory,
    number
  >;
}

interface Demand {
  card: number;
  /** Dollars that must be paid in [from, to] of the year. */
  from: number;
  to: number;
  dollars: number;
}

const STEPS = 4000;

/**
 * Lives a plan through the year: each category's spending is spread evenly over the year and split
 * between the cards as the plan says, its first-tier dollars on a shared-cap card paid before the
 * cap's `fillsAt` and its later dollars after (when its own first tier is not full), everything else
 * spread evenly; each card then applies its earn rules dollar by dollar in time order, exactly as an
 * issuer would (shared caps filling as the dollars come, later tiers counted from where the first
 * stopped). Returns the year's rewards in dollars, or null when the plan's dollars cannot be placed in
 * time (the plan could not be lived). Independent of the LP: it reads the plan, the cards and, for how far
 * a placement may be off, the tolerance the optimiser states for its conditions.
 */
export function liveThroughYear(
  plan: WalletPlan,
  cards: readonly CatalogueCard[],
  estimates: ReadonlyMap<string, CardEstimates> = new Map(),
): number | null {
  const schedules = cards.map((card) => earnSchedule(card, estimates.get(card.slug) ?? NO_ESTIMATES));
  const cardIndex = new Map(cards.map((card, index) => [card.slug, index]));
  // Per card and category, the dollars to pay at each of STEPS moments.
  const paid = cards.map(() => SPEND_CATEGORIES.map(() => new Float64Array(STEPS)));
  // The optimiser settles its conditions within a share of the whole year's spending, and its linear
  // program meets each row within as much again: a small category beside large ones may be off by that.
  const slack = 2 * CONDITION_TOLERANCE * plan.categories.reduce((acc, category) => acc + category.annualSpend, 0);
  for (const [categoryIndex, category] of plan.categories.entries()) {
    const demands: Demand[] = [];
    for (const [card, cardPlan] of plan.cards.entries()) {
      const parts = category.parts.filter((part) => part.card === cardPlan.slug);
      if (parts.length === 0) continue;
      const schedule = schedules[card];
      const earn = schedule?.categories[categoryIndex];
      const capIndex = schedule?.sharedCaps.findIndex((cap) => cap.indices.includes(categoryIndex)) ?? -1;
      const total = parts.reduce((acc, part) => acc + part.spend, 0);
      if (capIndex < 0 || !earn?.known) {
        demands.push({ card, from: 0, to: 1, dollars: total });
        continue;
      }
      const shared = cardPlan.sharedCaps.find((cap) => cap.categories.includes(category.category));
      const fillsAt = shared?.fillsAt ?? 1;
      const first = parts
        .filter((part) => part.basis === 'tier' && part.tier === 1)
        .reduce((acc, part) => acc + part.spend, 0);
      const ownFirstFull = first >= (earn.bounds[0] ?? Number.POSITIVE_INFINITY) * (1 - 1e-9);
      demands.push({ card, from: 0, to: fillsAt, dollars: first });
      if (total - first > 0) demands.push({ card, from: ownFirstFull ? 0 : fillsAt, to: 1, dollars: total - first });
    }
    const placed = placeDemands(demands, category.annualSpend, slack);
    if (!placed) return null;
    placed.forEach((perStep, position) => {
      const target = paid[(demands[position] as Demand).card]?.[categoryIndex] as Float64Array;
      for (let step = 0; step < STEPS; step++) target[step] = (target[step] as number) + (perStep[step] as number);
    });
  }

  let total = 0;
  for (const [card, cardPlan] of plan.cards.entries()) {
    const schedule = schedules[card];
    if (!schedule || cardIndex.get(cardPlan.slug) !== card) return null;
    const firstTier = new Float64Array(SPEND_CATEGORIES.length);
    const later = new Float64Array(SPEND_CATEGORIES.length);
    const capUsed = new Float64Array(schedule.sharedCaps.length);
    let points = 0;
    let onCard = 0;
    for (let step = 0; step < STEPS; step++) {
      for (let category = 0; category < SPEND_CATEGORIES.length; category++) {
        let dollars = paid[card]?.[category]?.[step] as number;
        if (!(dollars > 0)) continue;
        onCard += dollars;
        const earn = schedule.categories[category];
        if (!earn?.known) continue;
        const capIndex = schedule.sharedCaps.findIndex((cap) => cap.indices.includes(category));
        if (capIndex >= 0) {
          // First tier while the category's own first tier and the shared cap both have room.
          const room = Math.max(
            0,
            Math.min(
              (earn.bounds[0] ?? Number.POSITIVE_INFINITY) - (firstTier[category] as number),
              (schedule.sharedCaps[capIndex]?.upTo ?? 0) - (capUsed[capIndex] as number),
            ),
          );
          const under = Math.min(dollars, room);
          points += under * (earn.rates[0] ?? 0);
          firstTier[category] = (firstTier[category] as number) + under;
          capUsed[capIndex] = (capUsed[capIndex] as number) + under;
          dollars -= under;
          if (!(dollars > 0)) continue;
          if (earn.rates.length === 1) {
            points += dollars * earn.afterCapRate;
            continue;
          }
        }
        // Later tiers by the category's dollars on the card, counted from where the first tier stopped.
        let position =
          capIndex >= 0 ? (firstTier[category] as number) + (later[category] as number) : (later[category] as number);
        later[category] = (later[category] as number) + dollars;
        for (let tier = capIndex >= 0 ? 1 : 0; tier < earn.rates.length && dollars > 0; tier++) {
          const bound = earn.bounds[tier] ?? Number.POSITIVE_INFINITY;
          if (position >= bound) continue;
          const here = Math.min(dollars, bound - position);
          points += here * (earn.rates[tier] ?? 0);
          dollars -= here;
          position += here;
        }
      }
    }
    points *= 1 + schedule.birthdayPercent;
    points += schedule.anniversaryPoints;
    for (const threshold of schedule.spendThresholds)
      if (onCard >= threshold.annualSpend * (1 - 1e-9)) points += threshold.points;
    total += points * cardPlan.pointValue;
  }
  return total;
}

/**
 * Places each demand's dollars in its window of the year, the year holding `annualSpend` dollars
 * spread evenly (STEPS moments): dollars due early first (earliest deadline first, packed from the
 * start), then dollars due late (latest start first, packed from the end), then the rest where room
 * is left. Null when they do not fit, by more than `slack` dollars beyond the rounding to moments.
 */
function placeDemands(demands: readonly Demand[], annualSpend: number, slack: number): Float64Array[] | null {
  const room = new Float64Array(STEPS).fill(annualSpend / STEPS);
  const placed = demands.map(() => new Float64Array(STEPS));
  const stepOf = (time: number) => Math.min(STEPS, Math.max(0, Math.round(time * STEPS)));
  const order = demands
    .map((demand, index) => ({ demand, index }))
    .sort((a, b) => {
      const kind = (demand: Demand) => (demand.from === 0 && demand.to < 1 ? 0 : demand.from > 0 ? 1 : 2);
      const byKind = kind(a.demand) - kind(b.demand);
      if (byKind !== 0) return byKind;
      return kind(a.demand) === 0 ? a.demand.to - b.demand.to : b.demand.from - a.demand.from;
    });
  for (const { demand, index } of order) {
    let left = demand.dollars;
    // A window shorter than half a moment rounds to none: it still holds the moment it falls in.
    const start = Math.min(stepOf(demand.from), STEPS - 1);
    const end = Math.max(stepOf(demand.to), start + 1);
    const fromEnd = demand.from > 0;
    for (let offset = 0; offset < end - start && left > 1e-9; offset++) {
      const step = fromEnd ? end - 1 - offset : start + offset;
      const take = Math.min(left, room[step] as number);
      room[step] = (room[step] as number) - take;
      (placed[index] as Float64Array)[step] = take;
      left -= take;
    }
    // Windows are rounded to moments: up to two moments' worth may not fit, and goes at the window's edge.
    if (left > (2 * annualSpend) / STEPS + slack + 1e-6) return null;
    if (left > 0 && end > start) {
      const edge = fromEnd ? start : end - 1;
      (placed[index] as Float64Array)[edge] = ((placed[index] as Float64Array)[edge] as number) + left;
    }
  }
  return placed;
}
