import { describe, expect, it } from 'vitest';
import type { SpendCategory } from '../catalogue/schema';
import { resolveFilterState } from '../filters/filter-state';
import { catalogueEstimates } from '../rating/peer-estimates';
import { rankCards } from '../rating/rank-cards';
import { type CategoryPlan, optimiseWallet, type WalletPlan } from './optimise-wallet';
import { liveThroughYear, monthly, readCatalogue } from './wallet-test-support';

/** Hand-checked plans on real cards, figures as data/cards holds them (February 2026). */

const catalogue = readCatalogue();
const card = (slug: string) => {
  const found = catalogue.cards.find((candidate) => candidate.slug === slug);
  if (!found) throw new Error(`no card ${slug} in data/cards`);
  return found;
};
const { programs } = catalogue;
const category = (plan: WalletPlan, name: SpendCategory) =>
  plan.categories.find((entry) => entry.category === name) as CategoryPlan;
const spendOn = (plan: WalletPlan, name: SpendCategory, slug: string) =>
  category(plan, name)
    .parts.filter((part) => part.card === slug)
    .reduce((acc, part) => acc + part.spend, 0);

const GOLD = 'scotiabank-gold-american-express-card';
const COBALT = 'american-express-cobalt-card';
const ROGERS = 'rogers-red-world-elite-mastercard';
const TANGERINE = 'tangerine-money-back-credit-card';

describe('the cards these examples use', () => {
  it('are as data/cards holds them', () => {
    // Scotiabank Gold American Express: 5 Scene+ points a dollar on groceries and restaurants, 3 on gas,
    // sharing one $50,000 annual cap, then 1; 1 elsewhere. Scene+ is worth 1 ¢ in flex mode.
    const gold = card(GOLD);
    expect(gold.earn.grocery).toEqual([
      { rate: 5, upTo: 50_000 },
      { rate: 1, upTo: null },
    ]);
    expect(gold.earn.restaurant).toEqual([
      { rate: 5, upTo: 50_000 },
      { rate: 1, upTo: null },
    ]);
    expect(gold.earn.gas).toEqual([
      { rate: 3, upTo: 50_000 },
      { rate: 1, upTo: null },
    ]);
    expect(gold.sharedCaps).toEqual([{ categories: ['gas', 'grocery', 'restaurant'], upTo: 50_000 }]);
    expect(programs.find((program) => program.slug === gold.rewardProgram)?.pointValues.flex).toBe(0.01);
    // American Express Cobalt: 5 Membership Rewards points a dollar on groceries and restaurants (eats
    // and drinks) sharing a $30,000 annual cap ($2,500 a month), then 1. 1 ¢ a point in flex mode.
    const cobalt = card(COBALT);
    expect(cobalt.earn.grocery).toEqual([
      { rate: 5, upTo: 30_000 },
      { rate: 1, upTo: null },
    ]);
    expect(cobalt.earn.restaurant).toEqual([
      { rate: 5, upTo: 30_000 },
      { rate: 1, upTo: null },
    ]);
    expect(cobalt.sharedCaps).toEqual([{ categories: ['grocery', 'restaurant'], upTo: 30_000 }]);
    expect(programs.find((program) => program.slug === cobalt.rewardProgram)?.pointValues.flex).toBe(0.01);
    // Rogers Red World Elite: 1.5 % cash back on everything. Tangerine Money-Back: 2 % on groceries, gas
    // and bills (the three 2 % categories), 0.5 % elsewhere.
    for (const name of ['regular', 'gas', 'grocery', 'restaurant'] as const)
      expect(card(ROGERS).earn[name]).toEqual([{ rate: 1.5, upTo: null }]);
    expect(card(TANGERINE).earn.grocery).toEqual([{ rate: 2, upTo: null }]);
    expect(card(TANGERINE).earn.restaurant).toEqual([{ rate: 0.5, upTo: null }]);
  });
});

describe('optimiseWallet: Scotiabank Gold American Express, a cap shared by three categories', () => {
  // $3,000 a month on groceries, $1,000 on restaurants, $500 on gas: $36,000 + $12,000 + $6,000 =
  // $54,000 a year under a $50,000 shared cap.
  const spending = monthly({ grocery: 3000, restaurant: 1000, gas: 500 });

  it('alone, fills the cap evenly over the year, as the rating computes', () => {
    const plan = optimiseWallet({ cards: [card(GOLD)], programs, spending, pointValueMode: 'flex' });
    // The cap fills at 50/54 of the year: each category earns its first rate on 50/54 of its spending.
    // groceries 36,000 × 50/54 = 33,333.33 × 5 = 166,666.67 points, restaurants 11,111.11 × 5 = 55,555.56,
    // gas 5,555.56 × 3 = 16,666.67; the other 4,000 dollars earn 1 point: 4,000. Total 242,888.89 points
    // at 1 ¢ = $2,428.89.
    expect(plan.annualRewards).toBeCloseTo(2428.89, 2);
    expect(category(plan, 'gas').parts.map((part) => [part.tier, part.spend])).toEqual([
      [1, expect.closeTo(5555.56, 2)],
      [2, expect.closeTo(444.44, 2)],
    ]);
    expect(plan.cards[0]?.sharedCaps).toEqual([
      {
        categories: ['gas', 'grocery', 'restaurant'],
        upTo: 50_000,
        used: expect.closeTo(50_000, 6),
        full: true,
        fillsAt: expect.closeTo(50 / 54, 9),
      },
    ]);
    const state = resolveFilterState({
      monthlySpend: spending,
      pointValueMode: 'flex',
      ratingFilter: 0,
      cardIds: [GOLD],
    });
    const rated = rankCards({ cards: catalogue.cards, programs, state }).cards[0];
    expect(plan.annualRewards).toBeCloseTo(rated?.annualRewards as number, 9);
  });

  it('with a 1.5 % card, keeps the cap for the 5-point categories and splits gas: not what a greedy pass does', () => {
    const plan = optimiseWallet({ cards: [card(GOLD), card(ROGERS)], programs, spending, pointValueMode: 'flex' });
    // Greedy, per category, gas goes to the Gold card (3 points = 3 ¢ beats 1.5 ¢): the cap fills at 50/54 of
    // the year, $2,388.89 under it, and the $4,000 past it go to Rogers at 1.5 ¢ ($60): $2,448.89.
    // Better: groceries and restaurants, $48,000, stay under the cap at 5 ¢ ($2,400); the $2,000 of cap left
    // take $2,000 of gas at 3 ¢ ($60); the other $4,000 of gas go to Rogers at 1.5 ¢ ($60). Total $2,520.
    expect(plan.annualRewards).toBeCloseTo(2520, 6);
    expect(spendOn(plan, 'grocery', GOLD)).toBeCloseTo(36_000, 6);
    expect(spendOn(plan, 'restaurant', GOLD)).toBeCloseTo(12_000, 6);
    expect(spendOn(plan, 'gas', GOLD)).toBeCloseTo(2000, 6);
    expect(spendOn(plan, 'gas', ROGERS)).toBeCloseTo(4000, 6);
    expect(category(plan, 'gas').splitByCap).toBe(true);
    expect(category(plan, 'gas').parts[0]).toMatchObject({
      card: GOLD,
      tier: 1,
      rate: 3,
      returnRate: 0.03,
      rewards: expect.closeTo(60, 6),
      cap: { kind: 'shared', upTo: 50_000, categories: ['gas', 'grocery', 'restaurant'], full: true },
    });
    expect(plan.cards.map((entry) => [entry.slug, entry.annualSpend, entry.rewards])).toEqual([
      [GOLD, expect.closeTo(50_000, 6), expect.closeTo(2460, 6)],
      [ROGERS, expect.closeTo(4000, 6), expect.closeTo(60, 6)],
    ]);
    // Annual fees: Gold $120, Rogers $0.
    expect(plan.netAnnualRewards).toBeCloseTo(2400, 6);
    expect(liveThroughYear(plan, [card(GOLD), card(ROGERS)])).toBeCloseTo(2520, 0);
  });
});

describe('optimiseWallet: American Express Cobalt, eats and drinks up to its cap, a second card taking the overflow', () => {
  // $1,000 a month on groceries, $3,000 on restaurants: $12,000 + $36,000 = $48,000 a year under the
  // $30,000 cap.
  const spending = monthly({ grocery: 1000, restaurant: 3000 });
  const cards = [card(COBALT), card(TANGERINE)];

  it('gives the cap to restaurants and groceries to the 2 % card', () => {
    const plan = optimiseWallet({ cards, programs, spending, pointValueMode: 'flex' });
    // Past the cap, restaurants earn 1 ¢ on the Cobalt (Tangerine pays only 0.5 %) but groceries earn 2 ¢ on
    // Tangerine: a dollar of cap is worth 5 − 1 = 4 ¢ to restaurants and 5 − 2 = 3 ¢ to groceries. So
    // restaurants go on the Cobalt all year: $30,000 at 5 ¢ ($1,500) until the cap fills at 30/36 of the year,
    // then $6,000 at 1 ¢ ($60); groceries go on Tangerine, $12,000 at 2 ¢ ($240). Total $1,800.
    // Greedy (both on the Cobalt at 5 ¢ until the cap fills at 30/48 of the year): $1,500, then 37.5 % of
    // groceries, $4,500, on Tangerine ($90) and of restaurants, $13,500, at 1 ¢ ($135): $1,725.
    expect(plan.annualRewards).toBeCloseTo(1800, 6);
    expect(category(plan, 'restaurant').parts.map((part) => [part.card, part.tier, part.spend, part.rewards])).toEqual([
      [COBALT, 1, expect.closeTo(30_000, 6), expect.closeTo(1500, 6)],
      [COBALT, 2, expect.closeTo(6000, 6), expect.closeTo(60, 6)],
    ]);
    expect(category(plan, 'grocery').parts.map((part) => [part.card, part.spend, part.rewards])).toEqual([
      [TANGERINE, expect.closeTo(12_000, 6), expect.closeTo(240, 6)],
    ]);
    expect(plan.cards[0]?.sharedCaps[0]).toMatchObject({
      used: expect.closeTo(30_000, 6),
      full: true,
      fillsAt: expect.closeTo(30 / 36, 9),
    });
    expect(category(plan, 'restaurant').splitByCap).toBe(true);
    expect(liveThroughYear(plan, cards)).toBeCloseTo(1800, 0);
  });

  it('in travel mode, where a Membership Rewards point is worth 2 ¢, fills the cap with both', () => {
    const plan = optimiseWallet({ cards, programs, spending, pointValueMode: 'travel' });
    // Past the cap a point is worth 2 ¢ on the Cobalt: restaurants 2 ¢ (Tangerine 0.5 %), groceries 2 ¢ either
    // way. Under the cap everything earns 10 ¢: $30,000 × 10 ¢ = $3,000; the other $18,000 earn 2 ¢: $360.
    // Total $3,360, however the cap is shared.
    expect(plan.annualRewards).toBeCloseTo(3360, 6);
  });
});

describe('optimiseWallet: other shapes of earn', () => {
  it('counts a rate that rises past $6,000 only on dollars past $6,000 (RBC Cash Back Mastercard)', () => {
    const rbc = card('rbc-cash-back-mastercard');
    // 0.5 % on the first $6,000 a year of everything but groceries (one shared cap), 1 % after; groceries 2 %
    // up to $6,000, then 1 %.
    expect(rbc.earn.regular).toEqual([
      { rate: 0.5, upTo: 6000 },
      { rate: 1, upTo: null },
    ]);
    const spending = monthly({ regular: 2000, gas: 300 });
    const plan = optimiseWallet({ cards: [rbc, card(TANGERINE)], programs, spending, pointValueMode: 'cash' });
    // Everyday spending, $24,000, on the RBC card: $6,000 at 0.5 % ($30) then $18,000 at 1 % ($180) = $210
    // (Tangerine pays 0.5 % on it: $120). Gas, $3,600, on Tangerine at 2 % ($72). Total $282. Reading 1 % on
    // all $24,000 ($240) would skip the first tier, which no one can.
    expect(plan.annualRewards).toBeCloseTo(282, 6);
    expect(category(plan, 'regular').parts.map((part) => [part.tier, part.spend])).toEqual([
      [2, expect.closeTo(18_000, 6)],
      [1, expect.closeTo(6000, 6)],
    ]);
  });

  it('moves spending to a card to reach its spend threshold when the bonus pays for it (Scotiabank Passport)', () => {
    const passport = card('scotiabank-passport-visa-infinite-card');
    // 2 points on groceries and restaurants, 1 elsewhere; 10,000 points when a year's spending reaches $40,000.
    expect(passport.bonuses.spendThresholds).toEqual([{ annualSpend: 40_000, points: 10_000 }]);
    const cards = [passport, card(ROGERS)];
    // $1,200 groceries + $500 restaurants + $1,800 everyday a month: $14,400 + $6,000 + $21,600 = $42,000.
    const plan = optimiseWallet({
      cards,
      programs,
      spending: monthly({ grocery: 1200, restaurant: 500, regular: 1800 }),
      pointValueMode: 'flex',
    });
    // Without the bonus: groceries and restaurants on the Passport at 2 ¢ ($288 + $120), everyday on Rogers at
    // 1.5 ¢ ($324): $732. With it: the Passport needs $40,000 − $20,400 = $19,600 of everyday spending at 1 ¢
    // ($196) instead of 1.5 ¢ (a loss of $98) for a $100 bonus; the other $2,000 stay on Rogers ($30):
    // $288 + $120 + $196 + $30 + $100 = $734.
    expect(plan.annualRewards).toBeCloseTo(734, 6);
    expect(spendOn(plan, 'regular', passport.slug)).toBeCloseTo(19_600, 6);
    expect(plan.cards[0]?.bonus.thresholdPoints).toBe(10_000);
    // With $200 a month less on groceries the Passport holds $12,000 + $6,000 = $18,000: reaching $40,000
    // would take $22,000 of everyday spending, a loss of $110 for a $100 bonus, so the plan does without it:
    // groceries $240 + restaurants $120 + everyday on Rogers $324 = $684.
    const less = optimiseWallet({
      cards,
      programs,
      spending: monthly({ grocery: 1000, restaurant: 500, regular: 1800 }),
      pointValueMode: 'flex',
    });
    expect(less.annualRewards).toBeCloseTo(684, 6);
    expect(less.cards[0]?.bonus.thresholdPoints).toBe(0);
  });

  it('reads an unknown earn the rating’s way: the card’s estimate with estimates, nothing without', () => {
    // Desjardins Bonus Visa does not publish its restaurant and bills rates.
    const bonus = card('desjardins-bonus-visa');
    expect(bonus.earn.restaurant).toEqual([]);
    const estimates = catalogueEstimates(catalogue.cards);
    const spending = monthly({ restaurant: 400, bills: 200, regular: 800 });
    const estimated = optimiseWallet({ cards: [bonus], programs, spending, pointValueMode: 'flex', estimates });
    const restaurant = category(estimated, 'restaurant').parts[0];
    expect(restaurant).toMatchObject({ basis: 'tier', estimated: true });
    expect(estimated.cards[0]?.estimated).toEqual(['restaurant', 'bills']);
    const state = resolveFilterState({
      monthlySpend: spending,
      pointValueMode: 'flex',
      ratingFilter: 0,
      cardIds: [bonus.slug],
    });
    const rated = rankCards({ cards: catalogue.cards, programs, state }).cards[0];
    expect(estimated.annualRewards).toBeCloseTo(rated?.annualRewards as number, 9);

    const unknown = optimiseWallet({ cards: [bonus], programs, spending, pointValueMode: 'flex' });
    expect(category(unknown, 'restaurant').parts[0]).toMatchObject({ basis: 'unknown', rewards: 0, estimated: false });
  });

  it('gives ties to the card listed first', () => {
    // Groceries earn 5 points at 1 ¢ on both the Cobalt and the Gold card.
    const spending = monthly({ grocery: 500 });
    const first = optimiseWallet({ cards: [card(COBALT), card(GOLD)], programs, spending, pointValueMode: 'flex' });
    const second = optimiseWallet({ cards: [card(GOLD), card(COBALT)], programs, spending, pointValueMode: 'flex' });
    expect(category(first, 'grocery').parts.map((part) => part.card)).toEqual([COBALT]);
    expect(category(second, 'grocery').parts.map((part) => part.card)).toEqual([GOLD]);
    expect(first.annualRewards).toBeCloseTo(300, 6);
  });

  it('answers a wallet without spending or without cards', () => {
    const none = optimiseWallet({ cards: [card(GOLD)], programs, spending: 0, pointValueMode: 'flex' });
    expect(none.annualRewards).toBe(0);
    expect(none.categories.every((entry) => entry.parts.length === 0)).toBe(true);
    const empty = optimiseWallet({ cards: [], programs, spending: 2000, pointValueMode: 'flex' });
    expect(empty.annualRewards).toBe(0);
    expect(empty.cards).toEqual([]);
  });
});

describe('optimiseWallet: one card earns what the rating says it earns', () => {
  it('for every card of the catalogue, in every mode, for the default and a heavy spending', () => {
    const estimates = catalogueEstimates(catalogue.cards);
    const heavy = monthly({
      regular: 4000,
      gas: 900,
      grocery: 3500,
      drug: 300,
      restaurant: 2500,
      bills: 1200,
      travel: 2000,
      store: 800,
    });
    for (const monthlySpend of [2000, heavy])
      for (const pointValueMode of ['cash', 'flex', 'travel', 'max', 'best'] as const) {
        const state = resolveFilterState({
          monthlySpend,
          pointValueMode,
          ratingFilter: 0,
          minIncome: 10_000_000,
          segments: ['personal', 'student', 'secured', 'business', 'us-dollar'],
          resultsPerPage: 500,
        });
        const ranked = rankCards({ cards: catalogue.cards, programs, state }).cards;
        expect(ranked.length).toBeGreaterThan(100);
        for (const rated of ranked) {
          const plan = optimiseWallet({
            cards: [rated.card],
            programs,
            spending: monthlySpend,
            pointValueMode,
            estimates,
          });
          expect(plan.annualRewards, rated.slug).toBeCloseTo(rated.annualRewards, 6);
        }
      }
  });
});
