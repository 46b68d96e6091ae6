import type { EarnSchedule } from '../rating/annual-rewards';
import { EPSILON, type LinearProgram, type LinearRow, solveLinearProgram } from './simplex';

/**
 * The wallet as a linear program, solved exactly by branch and bound (simplex.ts at each node).
 *
 * THE MODEL. A category's spending is spread evenly over the year, as the rating assumes
 * (annual-rewards.ts). At every moment the visitor may pay for each category with any held card, or
 * split it between cards in any proportion, and change that when a cap is reached. On each card the
 * rating's rules apply to the dollars it is given:
 * - a category's tiers count that category's dollars on the card: the first `upTo` dollars earn the
 *   first rate, the next ones the next rate (tiers are cumulative caps);
 * - a shared cap counts the first-tier dollars of its categories on the card; once it is full, their
 *   further dollars earn their next tier (from where their first tier stopped), or the card's base rate
 *   for a single-tier category (`afterCapRate`);
 * - the birthday bonus is a percentage of the card's points, the anniversary bonus is fixed, and a
 *   spend-threshold bonus is earned when the dollars put on the card reach it.
 * Every dollar of spending is paid with some held card (a one-card wallet puts everything on it, which
 * is exactly the rating's own computation).
 *
 * THE LINEAR PROGRAM. One column per (card, category, tier) segment: the dollars that earn that tier's
 * rate, worth rate × point value × (1 + birthday percentage) a dollar. Rows:
 * - supply: each category's segments add up to its annual spending;
 * - tiers: the segments of a category on a card up to tier i add up to at most that tier's `upTo`
 *   (prefix sums, which is what "the next tier starts where the previous stopped" means, also when a
 *   shared cap cut the first tier short);
 * - a shared cap: the first-tier segments of its categories add up to at most its `upTo`. This is the
 *   capacity of a node every first-tier dollar of those categories passes through, which is why a
 *   greedy pass per category is wrong and a flow/LP is right;
 * - timing of a shared cap (only when a category can earn something on the card after the cap is
 *   full): the cap fills at a share t of the year (a column in [0, 1]); a category's first-tier dollars
 *   on the card are paid before t, so at most spend × t of them, and its later-tier dollars after t at
 *   most spend × (1 − t). With one card this forces the even split of the cap between its categories
 *   that the rating computes (water-filling), and with several cards it lets the optimum steer a
 *   category elsewhere to keep the cap for another one, which is a real choice a visitor has;
 * - a spend-threshold bonus: a column β in [0, 1] earning β × bonus with threshold × β at most the
 *   dollars on the card (the concave envelope of the step).
 *
 * WHY THE ANSWER IS EXACT. It is a flow problem: each category's dollars flow from the category to a
 * card's tier segments; a tier cap is a capacity on a segment (prefix sums for later tiers); a shared
 * cap is a capacity on a node all its categories' first-tier dollars pass through; tiers are parallel
 * segments whose rates fall, so the LP fills the dearer one first of its own accord and no integrality
 * or ordering needs imposing. A linear objective over that polytope has its optimum at a vertex, which
 * the simplex method reaches exactly (up to rounding), and every LP solution can be paid out in a real
 * year (and every real year is an LP solution), so the LP optimum is the wallet's. The catalogue has a
 * few features where that reading breaks, each a disjunction that branch and bound settles exactly,
 * one LP per branch, keeping the best branch that breaks none (best bound first, a branch whose LP
 * cannot beat the best plan found is dropped):
 * - a spend threshold (β strictly between 0 and 1: the bonus is reached, or it is not);
 * - a category whose rate rises along its tiers (RBC Cash Back: 0.5 % then 1 % past $6,000): a tier's
 *   dollars need the tiers before it full, or there are none (outside shared caps the LP also gets the
 *   concave envelope of the tiers' earning, which keeps its bound close);
 * - a first tier ending below its shared cap: dollars past it before the cap fills need it full;
 * - dollars past a shared cap: the cap is full, or there are none;
 * - a category under the shared caps of several cards, each filling at its own time: the cap windows
 *   must fit in the category's year together (Hall's condition on the intervals [0, t] and [t, 1]);
 *   when they do not, the caps' order is branched on and, with the order fixed, the condition is linear.
 * Branch and bound is exponential in the number of such features a wallet holds; real wallets hold a
 * few (at most 5 programs solved for any 10 cards of the catalogue in testing), and a wallet past
 * NODE_LIMIT programs answers its best plan found, marked not exact.
 * Rates and caps are read from `earnSchedule` (annual-rewards.ts), so the LP prices every dollar as the
 * rating would. Everything is scaled by the total spending so that the LP's numbers are near 1.
 */

/** One held card, read the rating's way. */
export interface ModelCard {
  schedule: EarnSchedule;
  /** Dollars per point in the chosen mode (`dollarsPerPoint`). */
  pointValue: number;
}

/** A segment of the wallet: a card's tier of one category. */
export interface Segment {
  card: number;
  category: number;
  /**
   * `tier`: tier `tier` (0-based) of the category's earn; `after-cap`: the card's base rate after a
   * shared cap for a single-tier category; `unknown`: an unknown earn without estimate (earns nothing).
   */
  kind: 'tier' | 'after-cap' | 'unknown';
  tier: number;
  /** Points per dollar. */
  rate: number;
  /** The tier's cumulative cap on the category's dollars on the card (annual dollars), or Infinity. */
  upTo: number;
  /** Index in `WalletSolution.caps` when this segment is a first tier under a shared cap, else -1. */
  sharedCap: number;
}

export interface CapUse {
  card: number;
  categories: readonly number[];
  upTo: number;
  /** First-tier dollars under the cap. */
  used: number;
  /**
   * The share of the year by which the cap fills (1: at the year's end or never): what the plan
   * assumes when dollars earn past the cap on this card.
   */
  fillsAt: number;
}

export interface WalletSolution {
  segments: readonly Segment[];
  /** Annual dollars on each segment. */
  flows: Float64Array;
  /** For each segment, the dollars of its category on its card up to and including it (what its `upTo` caps). */
  cumulative: Float64Array;
  caps: readonly CapUse[];
  /** Per card: the spend-threshold bonuses reached (indices into its schedule's thresholds). */
  thresholdsReached: readonly (readonly number[])[];
  /** Whether branch and bound finished (always, unless the node limit was hit). */
  complete: boolean;
  /** Linear programs solved. */
  programsSolved: number;
}

/** Linear programs one wallet may take before the best plan found so far is answered. */
const NODE_LIMIT = 2000;
/**
 * Ties go to the earlier card: each card's values are lowered by this share per position in the
 * wallet, which can cost the plan at most (cards × TIE_BREAK) of its value.
 */
const TIE_BREAK = 1e-7;
/** The conditions branch and bound settles (a tier full, a threshold reached…) hold within this share of the spending. */
export const CONDITION_TOLERANCE = 1e-7;

// What a card's earn looks like to the model, whatever the spending (cached per earn schedule).

interface Part {
  kind: Segment['kind'];
  tier: number;
  rate: number;
  /** Annual dollars, or Infinity. */
  upTo: number;
}

interface CategoryTemplate {
  /**
   * The card's shared cap over this category (index in `schedule.sharedCaps`), or -1. A category shares
   * one cap at most (the catalogue check refuses more); were it in two, only the first would count here.
   */
  cap: number;
  parts: Part[];
  /** Whether some tier's rate is above the one before it. */
  rises: boolean;
}

interface CardTemplate {
  categories: CategoryTemplate[];
  /** No threshold and no rising rate: every dollar on the card earns just its own segment's rate. */
  plain: boolean;
}

const templates = new WeakMap<EarnSchedule, CardTemplate>();

function cardTemplate(schedule: EarnSchedule): CardTemplate {
  const cached = templates.get(schedule);
  if (cached) return cached;
  const categories = schedule.categories.map((earn, category): CategoryTemplate => {
    if (!earn.known)
      return { cap: -1, parts: [{ kind: 'unknown', tier: 0, rate: 0, upTo: Number.POSITIVE_INFINITY }], rises: false };
    const cap = schedule.sharedCaps.findIndex((shared) => shared.indices.includes(category));
    const parts: Part[] = earn.rates.map((rate, tier) => ({
      kind: 'tier',
      tier,
      rate,
      upTo: earn.bounds[tier] ?? Number.POSITIVE_INFINITY,
    }));
    if (cap >= 0 && parts.length === 1)
      parts.push({ kind: 'after-cap', tier: 1, rate: earn.afterCapRate, upTo: Number.POSITIVE_INFINITY });
    const rises = parts.some((part, index) => index > 0 && part.rate > (parts[index - 1] as Part).rate);
    return { cap, parts, rises };
  });
  const template = {
    categories,
    plain: schedule.spendThresholds.length === 0 && categories.every((category) => !category.rises),
  };
  templates.set(schedule, template);
  return template;
}

// The model of one wallet and spending.

interface Chain {
  card: number;
  category: number;
  /** Segment (= column) indices in tier order, only those kept. */
  segments: number[];
  /** Index in `Model.caps`, or -1. */
  cap: number;
  /** Column of the dollars past the first tier paid before the cap fills (first tier below the cap), or -1. */
  early: number;
  /** Positions in `segments` where the rate rises (then every tier's dollars need the tiers before full). */
  rising: number[];
}

interface CapModel {
  card: number;
  categories: readonly number[];
  upTo: number;
  /** Column of the fill time t, or -1 when nothing on the card earns past the cap (t = 1). */
  fill: number;
  chains: Chain[];
}

interface Threshold {
  card: number;
  index: number;
  column: number;
  /** Scaled. */
  annualSpend: number;
}

interface Model {
  scale: number;
  /** Scaled spending per category. */
  spend: Float64Array;
  segments: Segment[];
  chains: Chain[];
  caps: CapModel[];
  thresholds: Threshold[];
  /** Per category, the caps (with a fill time) over it. */
  capsOfCategory: number[][];
  /** Per card, its segments. */
  cardSegments: number[][];
  objective: Float64Array;
  lower: Float64Array;
  upper: Float64Array;
  rows: LinearRow[];
  /** Whether the LP may break a condition, so that solutions need checking. */
  conditional: boolean;
}

function linearRow(columns: number[], coefficients: number[], sense: LinearRow['sense'], rhs: number): LinearRow {
  return { columns, coefficients, sense, rhs };
}

/** Σ columns (sense) rhs, every coefficient 1. */
function sumRow(columns: number[], sense: LinearRow['sense'], rhs: number): LinearRow {
  return linearRow(
    columns,
    columns.map(() => 1),
    sense,
    rhs,
  );
}

function buildModel(cards: readonly ModelCard[], annualSpend: ArrayLike<number>): Model {
  const categoryCount = annualSpend.length;
  let total = 0;
  for (let category = 0; category < categoryCount; category++) total += Math.max(0, annualSpend[category] as number);
  const scale = total > 0 ? total : 1;
  const spend = new Float64Array(categoryCount);
  for (let category = 0; category < categoryCount; category++)
    spend[category] = Math.max(0, annualSpend[category] as number) / scale;
  const cardTemplates = cards.map((card) => cardTemplate(card.schedule));
  const worth = (card: number, rate: number) => {
    const { schedule, pointValue } = cards[card] as ModelCard;
    return rate * pointValue * (1 + schedule.birthdayPercent) * (1 - TIE_BREAK * card);
  };

  // The best free segment of each category: dollars can always be added to it at its value (the last
  // tier of a category outside shared caps whose rates never rise, on any card).
  const bestFree = new Float64Array(categoryCount).fill(Number.NEGATIVE_INFINITY);
  const bestFreeCard = new Int32Array(categoryCount).fill(-1);
  cardTemplates.forEach((template, card) => {
    template.categories.forEach((category, index) => {
      if (category.cap >= 0 || category.rises) return;
      const value = worth(card, (category.parts.at(-1) as Part).rate);
      if (value > (bestFree[index] as number)) {
        bestFree[index] = value;
        bestFreeCard[index] = card;
      }
    });
  });

  // Segments. On a plain card the tail of a category's tiers no better than the best free segment is
  // dropped: moving its dollars there loses nothing and only loosens the other rows (on a card with a
  // threshold or a rising rate, dollars taken away can cost more than their own rate: all is kept).
  const segments: Segment[] = [];
  const chains: Chain[] = [];
  const values: number[] = [];
  cardTemplates.forEach((template, card) => {
    template.categories.forEach((category, index) => {
      if (!((spend[index] as number) > 0)) return;
      const { parts } = category;
      let keep = parts.length;
      if (template.plain && !(bestFreeCard[index] === card && category.cap < 0)) {
        while (keep > 0 && worth(card, (parts[keep - 1] as Part).rate) <= (bestFree[index] as number)) keep--;
      }
      if (keep === 0) return;
      const chain: Chain = { card, category: index, segments: [], cap: category.cap, early: -1, rising: [] };
      for (let position = 0; position < keep; position++) {
        const part = parts[position] as Part;
        chain.segments.push(segments.length);
        segments.push({
          card,
          category: index,
          kind: part.kind,
          tier: part.tier,
          rate: part.rate,
          upTo: part.upTo,
          sharedCap: -1,
        });
        values.push(worth(card, part.rate));
        if (position > 0 && part.rate > (parts[position - 1] as Part).rate) chain.rising.push(position);
      }
      chains.push(chain);
    });
  });

  // Shared caps, numbered across the wallet; then the extra columns.
  const caps: CapModel[] = [];
  /** Per card, its shared caps' indices in `caps`. */
  const capIndex: number[][] = cards.map(() => []);
  for (const chain of chains) {
    if (chain.cap < 0) continue;
    const ofCard = capIndex[chain.card] as number[];
    let index = ofCard[chain.cap];
    if (index === undefined) {
      const shared = (cards[chain.card] as ModelCard).schedule.sharedCaps[
        chain.cap
      ] as EarnSchedule['sharedCaps'][number];
      index = caps.length;
      ofCard[chain.cap] = index;
      caps.push({ card: chain.card, categories: shared.indices, upTo: shared.upTo / scale, fill: -1, chains: [] });
    }
    chain.cap = index;
    (caps[index] as CapModel).chains.push(chain);
    (segments[chain.segments[0] as number] as Segment).sharedCap = index;
  }
  let columnCount = segments.length;
  const capsOfCategory: number[][] = Array.from({ length: categoryCount }, () => []);
  caps.forEach((cap, index) => {
    if (!cap.chains.some((chain) => chain.segments.length > 1)) return;
    cap.fill = columnCount++;
    for (const chain of cap.chains) {
      capsOfCategory[chain.category]?.push(index);
      const first = segments[chain.segments[0] as number] as Segment;
      if (chain.segments.length > 1 && first.upTo / scale < cap.upTo) chain.early = columnCount++;
    }
  });
  const thresholds: Threshold[] = [];
  cards.forEach(({ schedule, pointValue }, card) => {
    schedule.spendThresholds.forEach((threshold, index) => {
      if (threshold.points * pointValue > 0)
        thresholds.push({ card, index, column: columnCount++, annualSpend: threshold.annualSpend / scale });
    });
  });

  const objective = new Float64Array(columnCount);
  const lower = new Float64Array(columnCount);
  const upper = new Float64Array(columnCount).fill(Number.POSITIVE_INFINITY);
  objective.set(values);
  for (const cap of caps) if (cap.fill >= 0) upper[cap.fill] = 1;
  for (const threshold of thresholds) {
    const { schedule, pointValue } = cards[threshold.card] as ModelCard;
    objective[threshold.column] = ((schedule.spendThresholds[threshold.index]?.points ?? 0) * pointValue) / scale;
    upper[threshold.column] = 1;
  }

  const rows: LinearRow[] = [];
  // Supply: each category's dollars are all paid with some card.
  const byCategory: number[][] = Array.from({ length: categoryCount }, () => []);
  const cardSegments: number[][] = cards.map(() => []);
  segments.forEach((segment, index) => {
    byCategory[segment.category]?.push(index);
    cardSegments[segment.card]?.push(index);
  });
  byCategory.forEach((columns, category) => {
    // (No card at all: nothing pays for it, and the plan is empty.)
    if ((spend[category] as number) > 0 && columns.length > 0)
      rows.push(sumRow(columns, 'eq', spend[category] as number));
  });
  // Tiers: the first as a bound, the others as prefix sums.
  for (const chain of chains)
    chain.segments.forEach((segment, position) => {
      const upTo = (segments[segment] as Segment).upTo / scale;
      if (!Number.isFinite(upTo)) return;
      if (position === 0) upper[segment] = Math.min(upper[segment] as number, upTo);
      else rows.push(sumRow(chain.segments.slice(0, position + 1), 'le', upTo));
    });
  // Where a category's rate rises along its tiers (outside shared caps), what the tiers earn together
  // is at most the concave envelope of the real earning over the category's spending: a valid row that
  // keeps the LP from earning a later, dearer tier without the cheaper ones (branching still decides).
  for (const chain of chains) {
    if (chain.cap >= 0 || chain.rising.length === 0) continue;
    const rates = chain.segments.map((segment) => (segments[segment] as Segment).rate);
    for (const facet of envelope(
      rates,
      chain.segments.map((segment) => (segments[segment] as Segment).upTo / scale),
      spend[chain.category] as number,
    ))
      rows.push(
        linearRow(
          [...chain.segments],
          rates.map((rate) => rate - facet.slope),
          'le',
          facet.intercept,
        ),
      );
  }
  // Shared caps, and when they fill.
  for (const cap of caps) {
    rows.push(
      sumRow(
        cap.chains.map((chain) => chain.segments[0] as number),
        'le',
        cap.upTo,
      ),
    );
    if (cap.fill < 0) continue;
    for (const chain of cap.chains) {
      const categorySpend = spend[chain.category] as number;
      const first = chain.segments[0] as number;
      const later = chain.segments.slice(1);
      // Paid before the cap fills: first tier (+ early dollars) ≤ spend × t.
      rows.push(
        chain.early >= 0
          ? linearRow([first, chain.early, cap.fill], [1, 1, -categorySpend], 'le', 0)
          : linearRow([first, cap.fill], [1, -categorySpend], 'le', 0),
      );
      if (later.length === 0) continue;
      // Paid after: later tiers − early dollars ≤ spend × (1 − t).
      const columns = [...later, cap.fill];
      const coefficients = [...later.map(() => 1), categorySpend];
      if (chain.early >= 0) {
        columns.push(chain.early);
        coefficients.push(-1);
        // Early dollars are later-tier dollars.
        rows.push(linearRow([chain.early, ...later], [1, ...later.map(() => -1)], 'le', 0));
      }
      rows.push(linearRow(columns, coefficients, 'le', categorySpend));
    }
  }
  // Thresholds: threshold × β ≤ dollars on the card.
  for (const threshold of thresholds) {
    const onCard = cardSegments[threshold.card] ?? [];
    rows.push(linearRow([threshold.column, ...onCard], [threshold.annualSpend, ...onCard.map(() => -1)], 'le', 0));
  }

  const conditional =
    thresholds.length > 0 ||
    chains.some((chain) => chain.rising.length > 0 || chain.early >= 0) ||
    caps.some((cap) => cap.fill >= 0);
  return {
    scale,
    spend,
    segments,
    chains,
    caps,
    thresholds,
    capsOfCategory,
    cardSegments,
    objective,
    lower,
    upper,
    rows,
    conditional,
  };
}

/**
 * The upper concave envelope, over [0, most], of what tiers earn on x dollars (each tier's rate up to
 * its cumulative cap), as lines y ≤ slope × x + intercept.
 */
function envelope(
  rates: readonly number[],
  bounds: readonly number[],
  most: number,
): { slope: number; intercept: number }[] {
  const earned = (x: number) => {
    let total = 0;
    let lower = 0;
    for (let tier = 0; tier < rates.length && x > lower; tier++) {
      const upper = bounds[tier] ?? Number.POSITIVE_INFINITY;
      total += (rates[tier] as number) * (Math.min(x, upper) - lower);
      lower = upper;
    }
    return total;
  };
  const points: [number, number][] = [[0, 0]];
  for (const bound of bounds) if (bound > 0 && bound < most) points.push([bound, earned(bound)]);
  if (most > 0) points.push([most, earned(most)]);
  // Upper hull, left to right.
  const hull: [number, number][] = [];
  for (const point of points) {
    while (hull.length >= 2) {
      const [ax, ay] = hull[hull.length - 2] as [number, number];
      const [bx, by] = hull[hull.length - 1] as [number, number];
      // Drop b when it lies on or below the line from a to the new point.
      if ((by - ay) * (point[0] - ax) <= (point[1] - ay) * (bx - ax)) hull.pop();
      else break;
    }
    hull.push(point);
  }
  const facets: { slope: number; intercept: number }[] = [];
  for (let index = 1; index < hull.length; index++) {
    const [ax, ay] = hull[index - 1] as [number, number];
    const [bx, by] = hull[index] as [number, number];
    if (bx <= ax) continue;
    const slope = (by - ay) / (bx - ax);
    facets.push({ slope, intercept: ay - slope * ax });
  }
  return facets;
}

// Branch and bound.

interface Node {
  lower: Map<number, number>;
  upper: Map<number, number>;
  rows: LinearRow[];
  /** Caps whose fill times are ordered in this branch, earliest first. */
  order: number[];
}

function childOf(node: Node, change: (next: Node) => void): Node {
  const next: Node = {
    lower: new Map(node.lower),
    upper: new Map(node.upper),
    rows: [...node.rows],
    order: [...node.order],
  };
  change(next);
  return next;
}

function solveNode(model: Model, node: Node) {
  let lower = model.lower;
  let upper = model.upper;
  if (node.lower.size > 0) {
    lower = Float64Array.from(lower);
    for (const [column, value] of node.lower) lower[column] = Math.max(lower[column] as number, value);
  }
  if (node.upper.size > 0) {
    upper = Float64Array.from(upper);
    for (const [column, value] of node.upper) upper[column] = Math.min(upper[column] as number, value);
  }
  const rows = node.rows.length > 0 ? [...model.rows, ...node.rows] : model.rows;
  const program: LinearProgram = { objective: model.objective, lower, upper, rows };
  return solveLinearProgram(program);
}

function sum(x: Float64Array, columns: readonly number[]): number {
  let total = 0;
  for (const column of columns) total += x[column] as number;
  return total;
}

/** A category's dollars on a cap's card paid before the cap fills, and after. */
function windows(x: Float64Array, chain: Chain): { before: number; after: number } {
  const early = chain.early >= 0 ? (x[chain.early] as number) : 0;
  let later = 0;
  for (let position = 1; position < chain.segments.length; position++)
    later += x[chain.segments[position] as number] as number;
  return { before: (x[chain.segments[0] as number] as number) + early, after: later - early };
}

function chainOf(model: Model, cap: number, category: number): Chain {
  return (model.caps[cap] as CapModel).chains.find((chain) => chain.category === category) as Chain;
}

/**
 * Hall's condition for a category under caps filling in this order (positions 1..n; 0 is the year's
 * start, n + 1 its end): for first < last, the dollars paid before the caps up to `first` fill plus
 * those paid after the caps from `last` on fill must fit in [0, t_first] ∪ [t_last, 1]:
 * Σ before + Σ after − spend × t_first + spend × t_last ≤ spend.
 */
function hallRows(model: Model, category: number, order: readonly number[]): LinearRow[] {
  const categorySpend = model.spend[category] as number;
  const rows: LinearRow[] = [];
  const count = order.length;
  const fillOf = (position: number) => (model.caps[order[position - 1] as number] as CapModel).fill;
  for (let first = 0; first <= count; first++)
    for (let last = first + 1; last <= count + 1; last++) {
      if (first === 0 && last === count + 1) continue;
      const columns: number[] = [];
      const coefficients: number[] = [];
      for (let position = 1; position <= first; position++) {
        const chain = chainOf(model, order[position - 1] as number, category);
        columns.push(chain.segments[0] as number);
        coefficients.push(1);
        if (chain.early >= 0) {
          columns.push(chain.early);
          coefficients.push(1);
        }
      }
      for (let position = last; position <= count; position++) {
        const chain = chainOf(model, order[position - 1] as number, category);
        for (const column of chain.segments.slice(1)) {
          columns.push(column);
          coefficients.push(1);
        }
        if (chain.early >= 0) {
          columns.push(chain.early);
          coefficients.push(-1);
        }
      }
      if (first > 0) {
        columns.push(fillOf(first));
        coefficients.push(-categorySpend);
      }
      // The end's t is 1: its term moves to the right-hand side.
      if (last <= count) {
        columns.push(fillOf(last));
        coefficients.push(categorySpend);
      }
      rows.push(linearRow(columns, coefficients, 'le', last <= count ? categorySpend : 0));
    }
  return rows;
}

/** The first condition the LP solution breaks, as the branches that settle it; null when it breaks none. */
function branchesFor(model: Model, x: Float64Array, node: Node): Node[] | null {
  const { segments, chains, caps, thresholds } = model;
  // A spend threshold is reached, or it is not.
  for (const threshold of thresholds) {
    const beta = x[threshold.column] as number;
    if (beta > CONDITION_TOLERANCE && beta < 1 - CONDITION_TOLERANCE)
      return [
        childOf(node, (next) => next.lower.set(threshold.column, 1)),
        childOf(node, (next) => next.upper.set(threshold.column, 0)),
      ];
  }
  for (const chain of chains) {
    // Where the rate rises somewhere along the tiers, a tier's dollars need the tiers before it full
    // (where it never rises, filling the dearer tiers first loses nothing, so the LP needs no telling).
    for (let position = 1; chain.rising.length > 0 && position < chain.segments.length; position++) {
      if ((x[chain.segments[position] as number] as number) <= CONDITION_TOLERANCE) continue;
      if (position === 1 && chain.cap >= 0) continue; // past a shared cap: the cap's conditions, below
      const before = chain.segments.slice(0, position);
      const upTo = (segments[before.at(-1) as number] as Segment).upTo / model.scale;
      if (sum(x, before) >= upTo - CONDITION_TOLERANCE) continue;
      const later = chain.segments.slice(position);
      return [
        childOf(node, (next) => next.rows.push(sumRow(before, 'ge', upTo))),
        childOf(node, (next) => {
          for (const column of later) next.upper.set(column, 0);
        }),
      ];
    }
    // Dollars past a first tier that ends below its shared cap, before the cap fills, need that tier full.
    if (chain.early >= 0 && (x[chain.early] as number) > CONDITION_TOLERANCE) {
      const first = chain.segments[0] as number;
      const upTo = (segments[first] as Segment).upTo / model.scale;
      if ((x[first] as number) < upTo - CONDITION_TOLERANCE)
        return [
          childOf(node, (next) => next.lower.set(first, upTo)),
          childOf(node, (next) => next.upper.set(chain.early, 0)),
        ];
    }
  }
  // Dollars earn past a shared cap only once it is full (or, where the LP could not gain by it, the
  // plan would read oddly: the same dollars would really earn the first tier).
  for (const cap of caps) {
    if (cap.fill < 0) continue;
    const firsts = cap.chains.map((chain) => chain.segments[0] as number);
    let after = 0;
    for (const chain of cap.chains) after += windows(x, chain).after;
    if (after > CONDITION_TOLERANCE && sum(x, firsts) < cap.upTo - CONDITION_TOLERANCE)
      return [
        childOf(node, (next) => next.rows.push(sumRow(firsts, 'ge', cap.upTo))),
        childOf(node, (next) => {
          for (const chain of cap.chains) {
            const later = chain.segments.slice(1);
            if (later.length === 0) continue;
            const columns = chain.early >= 0 ? [...later, chain.early] : later;
            const coefficients = [...later.map(() => 1), ...(chain.early >= 0 ? [-1] : [])];
            next.rows.push(linearRow(columns, coefficients, 'le', 0));
          }
        }),
      ];
  }
  // A category under several caps: their windows must fit in its year together.
  for (let category = 0; category < model.capsOfCategory.length; category++) {
    const list = (model.capsOfCategory[category] ?? []).filter((cap) => {
      const { before, after } = windows(x, chainOf(model, cap, category));
      return before > CONDITION_TOLERANCE || after > CONDITION_TOLERANCE;
    });
    if (list.length < 2) continue;
    const fill = (cap: number) => x[(caps[cap] as CapModel).fill] as number;
    list.sort((a, b) => fill(a) - fill(b) || a - b);
    const categorySpend = model.spend[category] as number;
    const before = list.map((cap) => windows(x, chainOf(model, cap, category)).before);
    const after = list.map((cap) => windows(x, chainOf(model, cap, category)).after);
    let broken: number[] | null = null;
    for (let first = 0; first <= list.length && !broken; first++)
      for (let last = first + 1; last <= list.length + 1 && !broken; last++) {
        if (first === 0 && last === list.length + 1) continue;
        let demand = 0;
        for (let position = 1; position <= first; position++) demand += before[position - 1] as number;
        for (let position = last; position <= list.length; position++) demand += after[position - 1] as number;
        const start = first > 0 ? fill(list[first - 1] as number) : 0;
        const end = last <= list.length ? fill(list[last - 1] as number) : 1;
        if (demand > categorySpend * (start + 1 - end) + CONDITION_TOLERANCE)
          broken = [...list.slice(0, first), ...list.slice(last - 1)];
      }
    const fresh = (broken ?? []).filter((cap) => !node.order.includes(cap)).slice(0, 2);
    if (fresh.length === 0) continue;
    return interleavings(node.order, fresh).map((order) =>
      childOf(node, (next) => {
        next.order = order;
        for (let position = 1; position < order.length; position++)
          next.rows.push(
            linearRow(
              [
                (caps[order[position - 1] as number] as CapModel).fill,
                (caps[order[position] as number] as CapModel).fill,
              ],
              [1, -1],
              'le',
              0,
            ),
          );
        model.capsOfCategory.forEach((capsOver, other) => {
          const mine = order.filter((cap) => capsOver.includes(cap));
          if (mine.length >= 2) next.rows.push(...hallRows(model, other, mine));
        });
      }),
    );
  }
  return null;
}

/** Every order of `order` with `fresh` inserted, `order` kept as it is. */
function interleavings(order: readonly number[], fresh: readonly number[]): number[][] {
  let orders: number[][] = [[...order]];
  for (const cap of fresh) {
    const next: number[][] = [];
    for (const current of orders)
      for (let position = 0; position <= current.length; position++)
        next.push([...current.slice(0, position), cap, ...current.slice(position)]);
    orders = next;
  }
  return orders;
}

/**
 * The best assignment of `annualSpend` (dollars a year per category index) to `cards`. Deterministic:
 * ties go to the earlier card.
 */
export function solveWallet(cards: readonly ModelCard[], annualSpend: ArrayLike<number>): WalletSolution {
  const model = buildModel(cards, annualSpend);
  let best: { value: number; x: Float64Array } | null = null;
  let programsSolved = 0;
  let complete = true;
  // Best bound first: the open branch whose parent's LP promised most is solved next, and a branch
  // that cannot beat the best plan found is dropped unsolved.
  const open: { node: Node; bound: number }[] = [
    { node: { lower: new Map(), upper: new Map(), rows: [], order: [] }, bound: Number.POSITIVE_INFINITY },
  ];
  const beats = (value: number) => !best || value > best.value + EPSILON * Math.max(1, Math.abs(best.value));
  while (open.length > 0) {
    // Past half the limit without any plan, dive (the latest branch first) to find one.
    let pick = open.length - 1;
    if (best || programsSolved < NODE_LIMIT / 2)
      for (let index = open.length - 2; index >= 0; index--)
        if ((open[index]?.bound as number) > (open[pick]?.bound as number)) pick = index;
    const { node, bound } = open[pick] as { node: Node; bound: number };
    open[pick] = open[open.length - 1] as { node: Node; bound: number };
    open.pop();
    if (!beats(bound)) continue;
    if (programsSolved >= NODE_LIMIT) {
      complete = false;
      break;
    }
    programsSolved++;
    const solution = solveNode(model, node);
    if (solution.status !== 'optimal' || !beats(solution.value)) continue;
    const branches = model.conditional ? branchesFor(model, solution.x, node) : null;
    if (!branches) best = { value: solution.value, x: solution.x };
    else for (const branch of branches) open.push({ node: branch, bound: solution.value });
  }
  if (!best) throw new Error('The wallet has no feasible plan');
  return readSolution(model, cards, best.x, complete, programsSolved);
}

function readSolution(
  model: Model,
  cards: readonly ModelCard[],
  x: Float64Array,
  complete: boolean,
  programsSolved: number,
): WalletSolution {
  const { segments, chains, scale } = model;
  const flows = new Float64Array(segments.length);
  for (let index = 0; index < segments.length; index++) {
    const flow = (x[index] as number) * scale;
    flows[index] = flow < EPSILON * scale ? 0 : flow;
  }
  normaliseTiers(chains, segments, flows);
  const cumulative = new Float64Array(segments.length);
  for (const chain of chains) {
    let running = 0;
    for (const segment of chain.segments) {
      running += flows[segment] as number;
      cumulative[segment] = running;
    }
  }
  const thresholdsReached = cards.map(({ schedule }, card) => {
    const onCard = sum(flows, model.cardSegments[card] ?? []);
    return schedule.spendThresholds.flatMap((threshold, index) =>
      onCard >= threshold.annualSpend * (1 - CONDITION_TOLERANCE) ? [index] : [],
    );
  });
  const caps: CapUse[] = model.caps.map((cap) => ({
    card: cap.card,
    categories: cap.categories,
    upTo: cap.upTo * scale,
    used: sum(
      flows,
      cap.chains.map((chain) => chain.segments[0] as number),
    ),
    fillsAt: cap.fill >= 0 ? Math.min(1, Math.max(0, x[cap.fill] as number)) : 1,
  }));
  return { segments, flows, cumulative, caps, thresholdsReached, complete, programsSolved };
}

/**
 * Where tiers earn the same (or nothing, at a point value of 0), the LP may fill a later one first; the
 * dollars move to the earliest tier with room that earns at least as much, so that the plan reads in
 * the card's order. First-tier dollars under a shared cap are the cap's and stay.
 */
function normaliseTiers(chains: readonly Chain[], segments: readonly Segment[], flows: Float64Array): void {
  for (const chain of chains) {
    const list = chain.segments;
    for (let target = chain.cap >= 0 ? 1 : 0; target < list.length; target++) {
      for (let source = target + 1; source < list.length; source++) {
        const to = list[target] as number;
        const from = list[source] as number;
        if ((segments[to] as Segment).rate < (segments[from] as Segment).rate || !((flows[from] as number) > 0))
          continue;
        // Moving dollars from `source` to `target` raises the prefix sums from `target` to `source - 1`.
        let room = flows[from] as number;
        let prefix = 0;
        for (let position = 0; position < source; position++) {
          prefix += flows[list[position] as number] as number;
          if (position >= target) room = Math.min(room, (segments[list[position] as number] as Segment).upTo - prefix);
        }
        if (room > 0) {
          flows[to] = (flows[to] as number) + room;
          flows[from] = (flows[from] as number) - room;
        }
      }
    }
  }
}
