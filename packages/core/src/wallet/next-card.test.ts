import { describe, expect, it } from 'vitest';
import { resolveFilterState } from '../filters/filter-state';
import { EVERY_CARD } from '../queries/scopes';
import { catalogueEstimates } from '../rating/peer-estimates';
import { rankCards } from '../rating/rank-cards';
import { cardsThatCouldGo, rankNextCards } from './next-card';
import { optimiseWallet } from './optimise-wallet';
import { monthly, readCatalogue } from './wallet-test-support';

const catalogue = readCatalogue();
const { programs } = catalogue;
const card = (slug: string) => {
  const found = catalogue.cards.find((candidate) => candidate.slug === slug);
  if (!found) throw new Error(`no card ${slug} in data/cards`);
  return found;
};
const COBALT = 'american-express-cobalt-card';
const GOLD = 'scotiabank-gold-american-express-card';
const ROGERS = 'rogers-red-world-elite-mastercard';
const TANGERINE = 'tangerine-money-back-credit-card';

describe('rankNextCards', () => {
  it('values a card by what it adds to the optimised wallet (American Express Cobalt next to a 1.5 % card)', () => {
    // $1,000 a month on groceries, $500 on restaurants, $1,000 elsewhere: $12,000 + $6,000 + $12,000 a year.
    const spending = monthly({ grocery: 1000, restaurant: 500, regular: 1000 });
    const result = rankNextCards({
      wallet: [card(ROGERS)],
      catalogue: catalogue.cards,
      programs,
      spending,
      pointValueMode: 'flex',
      income: 100_000,
    });
    // Rogers alone: $30,000 at 1.5 % = $450.
    expect(result.wallet.annualRewards).toBeCloseTo(450, 6);
    const cobalt = result.cards.find((entry) => entry.card.slug === COBALT);
    // With the Cobalt, groceries and restaurants ($18,000, under its $30,000 cap) earn 5 points at 1 ¢: $900;
    // the rest stays on Rogers: $180. $1,080 − $450 = $630 more a year, less the $191.88 fee: $438.12. In
    // the first year, the 15,000-point welcome bonus ($9,000 of spending in 12 months, reached) is worth
    // $150 and the first-year fee is $191.88: $630 + $150 − $191.88 = $588.12.
    expect(cobalt).toMatchObject({
      rewardsGain: expect.closeTo(630, 6),
      annualFee: 191.88,
      ongoingValue: expect.closeTo(438.12, 6),
      welcomeBonus: expect.closeTo(150, 6),
      firstYearFee: 191.88,
      firstYearValue: expect.closeTo(588.12, 6),
      bonusGain: 0,
    });
    // Why: it takes groceries ($12,000 × (5 − 1.5) ¢ = $420) and restaurants ($6,000 × 3.5 ¢ = $210) from Rogers.
    expect(cobalt?.changes).toEqual([
      {
        category: 'grocery',
        spend: expect.closeTo(12_000, 6),
        rewards: expect.closeTo(600, 6),
        gain: expect.closeTo(420, 6),
        from: [{ card: ROGERS, spend: expect.closeTo(12_000, 6) }],
      },
      {
        category: 'restaurant',
        spend: expect.closeTo(6000, 6),
        rewards: expect.closeTo(300, 6),
        gain: expect.closeTo(210, 6),
        from: [{ card: ROGERS, spend: expect.closeTo(6000, 6) }],
      },
    ]);
  });

  it('answers the ranking’s eligible cards, best first, with gains that are plan differences', () => {
    const wallet = [COBALT, GOLD, ROGERS, TANGERINE, 'scotiabank-passport-visa-infinite-card'].map(card);
    const spending = monthly({
      regular: 1200,
      gas: 250,
      grocery: 900,
      drug: 60,
      restaurant: 500,
      bills: 300,
      travel: 250,
      store: 150,
    });
    const input = {
      wallet,
      catalogue: catalogue.cards,
      programs,
      spending,
      pointValueMode: 'flex' as const,
      income: 60_000,
      creditScore: 700,
    };
    const result = rankNextCards(input);
    // Eligibility is the ranking's: the every-card scope with the visitor's income (and credit score, which
    // marks rather than filters), less the cards held.
    const state = resolveFilterState({
      ...EVERY_CARD,
      minIncome: 60_000,
      creditScore: 700,
      monthlySpend: spending,
      resultsPerPage: 500,
    });
    const ranked = rankCards({ cards: catalogue.cards, programs, state }).cards;
    const held = new Set(wallet.map((entry) => entry.slug));
    expect(result.cards.map((entry) => entry.card.slug).sort()).toEqual(
      ranked
        .map((entry) => entry.slug)
        .filter((slug) => !held.has(slug))
        .sort(),
    );
    expect(result.considered).toBe(result.cards.length);
    expect(result.cards.every((entry) => (entry.card.requirements.personalIncome ?? 0) <= 60_000)).toBe(true);
    // Best first; cards likely needing a higher credit score after the others.
    const firstBelow = result.cards.findIndex((entry) => entry.creditFit === 'below');
    if (firstBelow >= 0)
      expect(result.cards.slice(firstBelow).every((entry) => entry.creditFit === 'below')).toBe(true);
    const fitting = firstBelow >= 0 ? result.cards.slice(0, firstBelow) : result.cards;
    for (let index = 1; index < fitting.length; index++)
      expect((fitting[index - 1]?.ongoingValue as number) >= (fitting[index]?.ongoingValue as number) - 1e-9).toBe(
        true,
      );
    const estimates = catalogueEstimates(catalogue.cards);
    for (const entry of result.cards) {
      expect(entry.rewardsGain).toBeCloseTo(entry.plan.annualRewards - result.wallet.annualRewards, 9);
      expect(entry.rewardsGain).toBeGreaterThanOrEqual(-1e-6 * result.wallet.annualRewards);
      expect(entry.ongoingValue).toBeCloseTo(entry.rewardsGain - entry.annualFee, 9);
      expect(entry.firstYearValue).toBeCloseTo(entry.rewardsGain + entry.welcomeBonus - entry.firstYearFee, 9);
      // The changes explain the gain: categories (birthday bonuses included) plus the other bonuses.
      const explained = entry.changes.reduce((acc, change) => acc + change.gain, 0) + entry.bonusGain;
      expect(Math.abs(explained - entry.rewardsGain)).toBeLessThan(0.05);
      expect(entry.plan.annualRewards).toBeCloseTo(
        optimiseWallet({ cards: [...wallet, entry.card], programs, spending, pointValueMode: 'flex', estimates })
          .annualRewards,
        9,
      );
    }
    expect(
      rankNextCards({ ...input, limit: 3, sortBy: 'firstYear' }).cards.map((entry) => entry.firstYearValue),
    ).toEqual(
      [...result.cards.filter((entry) => entry.creditFit !== 'below').map((entry) => entry.firstYearValue)]
        .sort((a, b) => b - a)
        .slice(0, 3),
    );
  });

  it('leaves out cards asking for more income, and the cards held with their Quebec versions', () => {
    const quebec = catalogue.cards.find((entry) => entry.quebecVersionOf !== null);
    const main = catalogue.cards.find((entry) => entry.slug === quebec?.quebecVersionOf);
    expect(quebec && main).toBeTruthy();
    const result = rankNextCards({
      wallet: [main as (typeof catalogue.cards)[number]],
      catalogue: catalogue.cards,
      programs,
      spending: 2000,
      pointValueMode: 'cash',
      income: 15_000,
      province: 'QC',
    });
    const slugs = result.cards.map((entry) => entry.card.slug);
    expect(slugs).not.toContain(main?.slug);
    expect(slugs).not.toContain(quebec?.slug);
    expect(result.cards.every((entry) => (entry.card.requirements.personalIncome ?? 0) <= 15_000)).toBe(true);
    expect(result.cards.length).toBeGreaterThan(0);
  });
});

describe('cardsThatCouldGo', () => {
  it('lists the held cards costing more than they add, biggest saving first', () => {
    // Cobalt and Gold both earn 5 points at 1 ¢ on groceries and restaurants; $1,000 + $500 a month
    // ($18,000 a year) fits under either card's cap. Gas, $300 a month, earns 3 points on the Gold, 2 on
    // the Cobalt. Rogers pays 1.5 % on the rest.
    const wallet = [card(COBALT), card(GOLD), card(ROGERS)];
    const spending = monthly({ grocery: 1000, restaurant: 500, gas: 300, regular: 1000 });
    const result = cardsThatCouldGo({ wallet, programs, spending, pointValueMode: 'flex' });
    // Without the Cobalt the Gold takes its groceries and restaurants at the same 5 ¢: nothing lost, $191.88
    // saved. Without the Gold, gas goes to the Cobalt at 2 ¢ instead of 3 ¢: $3,600 × 1 ¢ = $36 lost for a
    // $120 fee: $84 saved. Rogers has no fee. (Each is weighed alone: dropping both would lose more.)
    expect(result.cards.map((entry) => [entry.card.slug, entry.rewardsLost, entry.annualFee, entry.saving])).toEqual([
      [COBALT, expect.closeTo(0, 6), 191.88, expect.closeTo(191.88, 6)],
      [GOLD, expect.closeTo(36, 6), 120, expect.closeTo(84, 6)],
    ]);
    expect(result.cards[0]?.moves).toEqual([
      { category: 'grocery', spend: expect.closeTo(12_000, 6), to: [{ card: GOLD, spend: expect.closeTo(12_000, 6) }] },
      { category: 'restaurant', spend: expect.closeTo(6000, 6), to: [{ card: GOLD, spend: expect.closeTo(6000, 6) }] },
    ]);
    // With $1,500 a month on groceries and $3,000 on restaurants ($54,000 a year) both caps are needed.
    // Both cards: $54,000 at 5 ¢ ($2,700), gas on the Gold at 3 ¢ ($108), the rest on Rogers ($180): $2,988.
    // Without the Cobalt, the Gold's $50,000 cap goes to groceries and restaurants ($2,500), the other $4,000
    // and the gas go to Rogers ($60 + $54): $2,794, $194 lost, more than the $191.88 fee. Without the Gold,
    // $30,000 at 5 ¢ on the Cobalt ($1,500), $24,000 on Rogers ($360), gas at 2 ¢ ($72): $2,112, $876 lost.
    const heavySpending = monthly({ grocery: 1500, restaurant: 3000, gas: 300, regular: 1000 });
    const heavy = cardsThatCouldGo({ wallet, programs, spending: heavySpending, pointValueMode: 'flex' });
    expect(heavy.cards).toEqual([]);
    const total = (cards: typeof wallet) =>
      optimiseWallet({ cards, programs, spending: heavySpending, pointValueMode: 'flex' }).annualRewards;
    expect(total(wallet)).toBeCloseTo(2988, 6);
    expect(total([card(GOLD), card(ROGERS)])).toBeCloseTo(2794, 6);
    expect(total([card(COBALT), card(ROGERS)])).toBeCloseTo(2112, 6);
  });
});
