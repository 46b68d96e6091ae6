import type { SpendCategory } from '@cardgenius/core/catalogue';
import type { CardToDrop, NextCard, WalletAnalysis, WalletPlan } from '@cardgenius/core/contract';
import { formatDollars, formatFee, formatNumber, formatRate } from '../../lib/format';
import { spendCategoryLabel } from '../../lib/spend-category-labels';

/** The wallet's figures in words, shared by its tables, lists and chart. Every figure comes from the API's answer. */

export type HeldCard = WalletAnalysis['held'][number];
export type CategoryPlan = WalletPlan['categories'][number];
export type PlanPart = CategoryPlan['parts'][number];
export type CardChange = NextCard['changes'][number];

/** Card slug → the name shown (the display name), for the slugs a plan or a move names. */
export type CardNames = ReadonlyMap<string, string>;

export function cardNames(cards: readonly Pick<HeldCard, 'slug' | 'displayName'>[]): CardNames {
  return new Map(cards.map((card) => [card.slug, card.displayName]));
}

const nameOf = (names: CardNames, slug: string) => names.get(slug) ?? slug;

/** A category inside a sentence: "groceries", "everything else". */
export const categoryInSentence = (category: SpendCategory): string => spendCategoryLabel(category).toLowerCase();

/** "a", "a and b", "a, b and c". */
export function listInWords(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/** Dollars with their sign, for what a change adds or takes away: "+$63", "−$20", "$0". */
export function formatSignedDollars(value: number): string {
  const text = formatDollars(Math.abs(value));
  if (text === formatDollars(0)) return text;
  return value > 0 ? `+${text}` : `−${text}`;
}

const pointsPerDollar = new Intl.NumberFormat('en-CA', { maximumFractionDigits: 2 });

/**
 * What a dollar spent earns, as a percentage of it: "5 %" when a point is worth a cent (cash back, or
 * points valued at a cent in the visitor's mode), else "2 pts per $1 ≈ 4.2 %". Null when the catalogue
 * does not know the rate (the plan then counts nothing for it).
 */
export function formatReturn(part: Pick<PlanPart, 'basis' | 'rate' | 'returnRate'>): string | null {
  if (part.basis === 'unknown') return null;
  const percent = formatRate(part.returnRate);
  if (Math.abs(part.rate / 100 - part.returnRate) < 1e-9) return percent;
  return `${pointsPerDollar.format(part.rate)} pts per $1 ≈ ${percent}`;
}

/** The cap a part earns under: "its cap of $30,000 a year, shared with restaurants". */
export function capText(cap: NonNullable<PlanPart['cap']>, category: SpendCategory): string {
  const others = cap.categories.filter((shared) => shared !== category).map(categoryInSentence);
  const shared = cap.kind === 'shared' && others.length > 0 ? `, shared with ${listInWords(others)}` : '';
  return `its cap of ${formatDollars(cap.upTo)} a year${shared}`;
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * How a category's spending splits between cards or rates, best first: "The first $25,000 a year on Amex
 * Cobalt at 5 % (its cap of $30,000 a year, shared with restaurants), the rest ($5,000) on Scotiabank
 * Gold Amex at 5 %." Null for a category that one card takes at one rate.
 */
export function splitText(plan: Pick<CategoryPlan, 'category' | 'parts'>, names: CardNames): string | null {
  const { parts, category } = plan;
  if (parts.length < 2) return null;
  const pieces = parts.map((part, index) => {
    const rate = formatReturn(part) ?? 'a rate we do not know';
    const where = `on ${nameOf(names, part.card)} at ${rate}`;
    if (index === parts.length - 1) return `the rest (${formatDollars(part.spend)}) ${where}`;
    const cap = part.cap?.full ? ` (${capText(part.cap, category)})` : '';
    return `${index === 0 ? 'the first' : 'the next'} ${formatDollars(part.spend)} a year ${where}${cap}`;
  });
  return `${capitalize(pieces.join(', '))}.`;
}

/** The categories worth a line: those with spending, in the plan's order. */
export const spentCategories = (plan: Pick<WalletPlan, 'categories'>): CategoryPlan[] =>
  plan.categories.filter((category) => category.annualSpend > 0);

/** The recurring bonuses of the plan's cards (birthday, anniversary, spending thresholds), a year. */
export const bonusRewards = (plan: Pick<WalletPlan, 'cards'>): number =>
  plan.cards.reduce((sum, card) => sum + card.bonusRewards, 0);

/**
 * Held cards whose fee the catalogue does not publish: the plan counts the fee estimated from the card's
 * peers (`estimated`), or leaves it out when it has none (`notCounted`).
 */
export function unpublishedFees(plan: Pick<WalletPlan, 'cards'>, held: readonly HeldCard[]) {
  const unknown = held.filter((card) => card.annualFee === null);
  const feeOf = new Map(plan.cards.map((card) => [card.slug, card.annualFee]));
  return {
    estimated: unknown.filter((card) => feeOf.get(card.slug) != null),
    notCounted: unknown.filter((card) => feeOf.get(card.slug) == null),
  };
}

/**
 * Why a next card is worth it, one category: "Takes over groceries from Amex Cobalt: +$120 a year", or
 * for an empty wallet "Groceries: +$480 a year".
 */
export function changeText(change: CardChange, names: CardNames): string {
  const gain = `${formatSignedDollars(change.gain)} a year`;
  if (change.from.length === 0) return `${spendCategoryLabel(change.category)}: ${gain}`;
  const from = listInWords(change.from.map((move) => nameOf(names, move.card)));
  return `Takes over ${categoryInSentence(change.category)} from ${from}: ${gain}`;
}

/** The changes that explain a next card: its biggest gains, at most `limit`. */
export const topChanges = (card: Pick<NextCard, 'changes'>, limit = 3): CardChange[] =>
  card.changes.filter((change) => change.gain >= 0.5).slice(0, limit);

/** "Amex Cobalt costs $191.88 a year and adds $45: dropping it saves $146.88 a year." */
export function dropSummary(drop: CardToDrop): string {
  return `${drop.card.displayName} costs ${formatFee(drop.annualFee)} a year and adds ${formatDollars(drop.rewardsLost)}: dropping it saves ${formatFee(drop.saving)} a year.`;
}

/**
 * Where a dropped card's spending goes, by the card that takes it: "Its spending moves to Scotiabank
 * Gold Amex: groceries ($25,000 a year) and restaurants ($5,000)." Spending no other held card takes
 * is said to stay uncovered.
 */
export function dropMovesText(drop: Pick<CardToDrop, 'moves'>, names: CardNames): string {
  const byCard = new Map<string, { category: SpendCategory; spend: number }[]>();
  const uncovered: SpendCategory[] = [];
  for (const move of drop.moves) {
    if (move.to.length === 0) uncovered.push(move.category);
    for (const to of move.to) {
      const list = byCard.get(to.card) ?? [];
      list.push({ category: move.category, spend: to.spend });
      byCard.set(to.card, list);
    }
  }
  const sentences = [...byCard].map(([card, moves]) => {
    const items = moves.map(
      (move, index) =>
        `${categoryInSentence(move.category)} (${formatDollars(move.spend)}${index === 0 ? ' a year' : ''})`,
    );
    return `${nameOf(names, card)}: ${listInWords(items)}`;
  });
  const moved = sentences.length > 0 ? `Its spending moves to ${sentences.join('; ')}.` : '';
  const left =
    uncovered.length > 0
      ? ` No other card you hold would earn on ${listInWords(uncovered.map(categoryInSentence))}.`
      : '';
  return `${moved}${left}`.trim();
}

/** Months of spending as a year's: the plan counts dollars a year, the visitor enters them a month. */
export const monthly = (annual: number): number => annual / 12;

/** "1 card", "3 cards". */
export const countCards = (count: number): string => `${formatNumber(count)} card${count === 1 ? '' : 's'}`;
