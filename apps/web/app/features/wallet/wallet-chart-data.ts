import type { SpendCategory } from '@cardgenius/core/catalogue';
import type { WalletPlan } from '@cardgenius/core/contract';
import { spendCategoryLabel } from '../../lib/spend-category-labels';
import type { CardNames } from './wallet-text';

/**
 * The wallet chart's figures and geometry: one bar per held card, its yearly rewards stacked by spending
 * category (the plan's parts grouped by card, then category), plus the card's recurring bonuses. Bars are
 * measured in percent of the longest, so the drawing stretches to any width while its text keeps its size.
 */

export const BONUS_KEY = 'bonus';
export type ChartKey = SpendCategory | typeof BONUS_KEY;

/** Each card takes one row: its name and total on a line, the bar under them. */
export const CHART_ROW_HEIGHT = 56;
export const CHART_LABEL_BASELINE = 16;
export const CHART_BAR_TOP = 24;
export const CHART_BAR_HEIGHT = 20;

export interface ChartSegment {
  key: ChartKey;
  rewards: number;
  /** Percent of the chart's width. */
  start: number;
  width: number;
}

export interface ChartRow {
  slug: string;
  name: string;
  /** The card's yearly rewards, its bonuses included. */
  rewards: number;
  segments: ChartSegment[];
}

export interface WalletChartData {
  /** Most rewards first; a card the plan gives no spending has a row with no segment. */
  rows: ChartRow[];
  /** The keys drawn, in the plan's category order, the bonuses last: the legend. */
  keys: ChartKey[];
}

const round = (value: number) => Math.round(value * 1000) / 1000;

export function chartKeyLabel(key: ChartKey): string {
  return key === BONUS_KEY ? 'Recurring bonuses' : spendCategoryLabel(key);
}

export function walletChartData(plan: Pick<WalletPlan, 'categories' | 'cards'>, names: CardNames): WalletChartData {
  const order: ChartKey[] = [...plan.categories.map((category) => category.category), BONUS_KEY];
  const byCard = new Map<string, Map<ChartKey, number>>(plan.cards.map((card) => [card.slug, new Map()]));
  for (const category of plan.categories) {
    for (const part of category.parts) {
      const amounts = byCard.get(part.card);
      if (!amounts || !(part.rewards > 0)) continue;
      amounts.set(category.category, (amounts.get(category.category) ?? 0) + part.rewards);
    }
  }
  for (const card of plan.cards) if (card.bonusRewards > 0) byCard.get(card.slug)?.set(BONUS_KEY, card.bonusRewards);

  const totals = plan.cards.map((card) => [...(byCard.get(card.slug)?.values() ?? [])].reduce((a, b) => a + b, 0));
  const longest = Math.max(0, ...totals);
  const rows = plan.cards.map((card, index): ChartRow => {
    const amounts = byCard.get(card.slug) ?? new Map<ChartKey, number>();
    let start = 0;
    const segments: ChartSegment[] = [];
    for (const key of order) {
      const rewards = amounts.get(key);
      if (rewards === undefined) continue;
      const width = longest > 0 ? (rewards / longest) * 100 : 0;
      segments.push({ key, rewards, start: round(start), width: round(width) });
      start += width;
    }
    return { slug: card.slug, name: names.get(card.slug) ?? card.slug, rewards: totals[index] ?? 0, segments };
  });
  rows.sort((a, b) => b.rewards - a.rewards);
  const drawn = new Set(rows.flatMap((row) => row.segments.map((segment) => segment.key)));
  return { rows, keys: order.filter((key) => drawn.has(key)) };
}

export const chartHeight = (data: WalletChartData): number => Math.max(1, data.rows.length) * CHART_ROW_HEIGHT;

/** What the chart shows in words (its accessible description): each card's total and where most of it comes from. */
export function walletChartSummary(data: WalletChartData, format: (value: number) => string): string {
  if (data.rows.length === 0) return 'No cards to show.';
  const cards = data.rows.map((row) => {
    const biggest = row.segments.reduce<ChartSegment | null>(
      (best, segment) => (best === null || segment.rewards > best.rewards ? segment : best),
      null,
    );
    if (!biggest) return `${row.name} ${format(0)}`;
    const from = row.segments.length === 1 ? 'all' : 'the largest part';
    return `${row.name} ${format(row.rewards)} (${from} from ${chartKeyLabel(biggest.key).toLowerCase()}, ${format(biggest.rewards)})`;
  });
  return `Rewards a year of each card: ${cards.join('; ')}. The table after the chart lists every figure.`;
}
