import { describe, expect, it } from 'vitest';
import { formatDollars } from '../../lib/format';
import { BONUS_KEY, chartHeight, chartKeyLabel, walletChartData, walletChartSummary } from './wallet-chart-data';
import { ANALYSIS } from './wallet-fixtures';
import { cardNames } from './wallet-text';

const plan = ANALYSIS.plan ?? (undefined as never);
const data = walletChartData(plan, cardNames(ANALYSIS.held));

describe('the wallet chart', () => {
  it('gives each card a bar of its rewards by category, bonuses last, the biggest card first', () => {
    expect(data.rows.map((row) => [row.name, row.rewards])).toEqual([
      ['Amex Cobalt', 1572],
      ['Scotiabank Gold Amex', 325],
      ['Tangerine Money-Back', 36],
    ]);
    const [cobalt, gold] = data.rows;
    expect(cobalt?.segments).toEqual([
      { key: 'regular', rewards: 72, start: 0, width: 4.58 },
      { key: 'grocery', rewards: 1250, start: 4.58, width: 79.517 },
      { key: 'restaurant', rewards: 250, start: 84.097, width: 15.903 },
    ]);
    expect(gold?.segments.map((segment) => segment.key)).toEqual(['grocery', 'restaurant', BONUS_KEY]);
    expect(data.keys).toEqual(['regular', 'grocery', 'restaurant', 'bills', BONUS_KEY]);
    expect(chartHeight(data)).toBe(3 * 56);
  });

  it('keeps a card that takes no spending, with no bar', () => {
    const idle = { ...plan, cards: [...plan.cards, { ...(plan.cards[1] ?? (undefined as never)), slug: 'idle' }] };
    const row = walletChartData(idle, new Map()).rows.at(-1);
    expect(row).toEqual({ slug: 'idle', name: 'idle', rewards: 0, segments: [] });
  });

  it('says in words what it shows', () => {
    expect(chartKeyLabel(BONUS_KEY)).toBe('Recurring bonuses');
    expect(walletChartSummary(data, formatDollars)).toBe(
      'Rewards a year of each card: Amex Cobalt $1,572 (the largest part from groceries, $1,250); Scotiabank Gold Amex $325 (the largest part from groceries, $250); Tangerine Money-Back $36 (all from recurring bills, $36). The table after the chart lists every figure.',
    );
    expect(walletChartSummary({ rows: [], keys: [] }, formatDollars)).toBe('No cards to show.');
  });
});
