import { describe, expect, it } from 'vitest';
import { rateCard } from './rate-card';
import { defaultRatingProfile, type RatingProfile } from './rating-profile';
import { MBNA_CARD, MBNA_REWARDS, mbnaWith } from './test-fixtures';

const component = (rating: ReturnType<typeof rateCard>, key: string) =>
  rating.breakdown.components.find((entry) => entry.key === key);

describe('rateCard on the MBNA Rewards World Elite, default profile', () => {
  const rating = rateCard(MBNA_CARD, MBNA_REWARDS, defaultRatingProfile());

  it('values rewards, fees, interest and the welcome bonus by hand', () => {
    // Points: 62,400 on spend + 10 % birthday = 68,640 at $0.01 (flex).
    expect(rating.annualRewards).toBeCloseTo(686.4, 9);
    expect(rating.netAnnualRewards).toBeCloseTo(566.4, 9);
    // Welcome: 10,000 (no spend needed) + 20,000 ($2,000 within 3 months: $6,000 reached) = $300; first-year fee $120.
    expect(rating.firstYearValue).toBeCloseTo(686.4 + 300 - 120, 9);
    // $8,000 × (19.99 % − 21.99 %).
    expect(rating.interestSavings).toBeCloseTo(-160, 9);
    expect(rating.annualFee).toBe(120);
    expect(rating.perksValue).toBe(0);
    // Travel medical $120 (21 days), trip interruption $30, flight delay $20, baggage delay $15, lost
    // baggage $15, rental car $100, common carrier $10, purchase protection $20, extended warranty $30,
    // mobile device $60 ($1,000); the four coverages the card does not state count for nothing here
    // (no peers given).
    expect(rating.insuranceValue).toBe(420);
  });

  it('scores each component and weighs them by base weight × slider', () => {
    expect(component(rating, 'rewards')).toMatchObject({ raw: expect.closeTo(0.0236, 12), weight: 6 });
    // Rewards 2.36 %, between 2 % (4.5) and 2.5 % (5): 4.5 + (0.36 ÷ 0.5) × 0.5 = 4.86.
    expect(component(rating, 'rewards')?.score).toBeCloseTo(4.86, 9);
    expect(component(rating, 'interest')).toMatchObject({ raw: 0.2199, weight: 0, contribution: 0 });
    // Interest 21.99 %, between 22.99 % (0) and 19.99 % (2): (1 % ÷ 3 %) × 2 = 0.6667.
    expect(component(rating, 'interest')?.score).toBeCloseTo((0.01 / 0.03) * 2, 9);
    expect(component(rating, 'fees')).toMatchObject({ raw: 120, weight: 0 });
    // Fee $120, between $150 (3.5) and $0 (5): 3.5 + (30 ÷ 150) × 1.5 = 3.8.
    expect(component(rating, 'fees')?.score).toBeCloseTo(3.8, 9);
    // No perks: the $0 anchor, 2.
    expect(component(rating, 'perks')).toMatchObject({ raw: 0, score: 2, weight: 6 });
    expect(component(rating, 'insurance')).toMatchObject({ raw: 420, weight: 2, estimated: false });
    // $420, between $250 (4) and $475 (5): 4 + (170 ÷ 225) × 1 = 4.7556.
    expect(component(rating, 'insurance')?.score).toBeCloseTo(4 + 170 / 225, 9);
    // Credit band unknown (2.5); income $100,000 vs $80,000 has the full 25 % margin (5): the lower counts.
    expect(component(rating, 'approval')).toMatchObject({ score: 2.5, weight: 0 });
    expect(component(rating, 'acceptance')).toMatchObject({ raw: 5, score: 5, weight: 2 });
  });

  it('rates 3.8: (6 × 4.86 + 6 × 2 + 2 × 4.7556 + 2 × 5) ÷ 16 = 60.671 ÷ 16 = 3.7919', () => {
    expect(rating.rating).toBe(3.8);
    const insuranceScore = 4 + 170 / 225;
    const sum = rating.breakdown.components.reduce((total, entry) => total + entry.contribution, 0);
    expect(sum).toBeCloseTo((29.16 + 12 + 2 * insuranceScore + 10) / 16, 8);
    // 6 × 4.86 ÷ 16 = 29.16 ÷ 16; 6 × 2 ÷ 16; 2 × 4.7556 ÷ 16; 2 × 5 ÷ 16.
    expect(component(rating, 'rewards')?.contribution).toBeCloseTo(1.8225, 9);
    expect(component(rating, 'perks')?.contribution).toBeCloseTo(0.75, 9);
    expect(component(rating, 'insurance')?.contribution).toBeCloseTo((2 * insuranceScore) / 16, 9);
    expect(component(rating, 'acceptance')?.contribution).toBeCloseTo(0.625, 9);
  });

  it('explains rewards per category and the assumptions made', () => {
    expect(rating.slug).toBe(MBNA_CARD.slug);
    expect(rating.breakdown.categories).toHaveLength(8);
    expect(rating.breakdown.categories.find((entry) => entry.category === 'bills')).toEqual({
      category: 'bills',
      spend: 3600,
      points: 18_000,
      dollars: 180,
    });
    expect(rating.breakdown.recurringBonus.points).toBeCloseTo(6240, 9);
    expect(rating.breakdown.welcomeBonus).toEqual({ points: 30_000, dollars: 300 });
    expect(rating.breakdown.pointValue).toBe(0.01);
    expect(rating.breakdown.firstYearFee).toBe(120);
    expect(rating.breakdown.assumptions).toEqual(['insurance', 'creditRequirement', 'welcomeBonusValue']);
  });
});

describe('rateCard, other profiles and unknown facts', () => {
  const base = defaultRatingProfile();
  const withProfile = (changes: Partial<RatingProfile>): RatingProfile => ({ ...base, ...changes });

  it('values points in the chosen mode', () => {
    const cash = rateCard(MBNA_CARD, MBNA_REWARDS, withProfile({ pointValueMode: 'cash' }));
    expect(cash.annualRewards).toBeCloseTo(68_640 * 0.0083, 9);
  });

  it('counts a welcome tier only when its spend is reached within its window', () => {
    const small = withProfile({
      monthlySpend: { regular: 500, gas: 0, grocery: 0, drug: 0, restaurant: 0, bills: 0, travel: 0, store: 0 },
    });
    expect(rateCard(MBNA_CARD, MBNA_REWARDS, small).breakdown.welcomeBonus).toEqual({ points: 10_000, dollars: 100 });
    const stated = mbnaWith((card) => {
      card.welcomeBonus.valueDollars = 450;
    });
    expect(rateCard(stated, MBNA_REWARDS, small).breakdown.welcomeBonus.dollars).toBeCloseTo(150, 9);
    const ended = mbnaWith((card) => {
      card.welcomeBonus.endsOn = '2026-01-31';
    });
    expect(rateCard(ended, MBNA_REWARDS, withProfile({ today: '2026-02-01' })).breakdown.welcomeBonus.dollars).toBe(0);
    expect(rateCard(ended, MBNA_REWARDS, withProfile({ today: '2026-01-31' })).breakdown.welcomeBonus.dollars).toBe(
      300,
    );
  });

  it('charges the Quebec fee in QC and says when the ordinary fee stands in for it', () => {
    const quebec = mbnaWith((card) => {
      card.fees.annualQuebec = 100;
    });
    const inQuebec = rateCard(quebec, MBNA_REWARDS, withProfile({ province: 'QC' }));
    expect(inQuebec.annualFee).toBe(100);
    expect(inQuebec.netAnnualRewards).toBeCloseTo(586.4, 9);
    expect(rateCard(quebec, MBNA_REWARDS, withProfile({ province: 'ON' })).annualFee).toBe(120);
    const noQuebecFee = rateCard(MBNA_CARD, MBNA_REWARDS, withProfile({ province: 'QC' }));
    expect(noQuebecFee.annualFee).toBe(120);
    expect(noQuebecFee.breakdown.assumptions).toContain('quebecFee');
  });

  it('never lets an unknown fee look free: fees score 0 and $799 off net rewards', () => {
    const unknownFee = mbnaWith((card) => {
      card.fees.annual = null;
      card.fees.firstYear = null;
    });
    const rating = rateCard(unknownFee, MBNA_REWARDS, withProfile({ sliders: { ...base.sliders, fees: 2 } }));
    expect(rating.annualFee).toBeNull();
    expect(rating.netAnnualRewards).toBeCloseTo(686.4 - 799, 9);
    expect(component(rating, 'fees')).toMatchObject({ raw: null, score: 0 });
    expect(rating.breakdown.assumptions).toContain('annualFee');
  });

  it('scores an unknown purchase rate like the reference rate, with no savings', () => {
    const unknownRate = mbnaWith((card) => {
      card.rates.purchase = null;
    });
    const rating = rateCard(unknownRate, MBNA_REWARDS, base);
    expect(rating.interestSavings).toBe(0);
    expect(component(rating, 'interest')?.raw).toBeNull();
    // Scored at the reference rate, 19.99 %: the anchor that scores 2.
    expect(component(rating, 'interest')?.score).toBeCloseTo(2, 9);
  });

  it('values points at $0 without a reward program', () => {
    const rating = rateCard(MBNA_CARD, null, base);
    expect(rating.annualRewards).toBe(0);
    expect(rating.breakdown.assumptions).toContain('rewardProgram');
  });

  it('scores approval from the credit band floor and the income requirement', () => {
    const approvalOnly = { rewards: 0, interest: 0, fees: 0, perks: 0, insurance: 0, approval: 1, acceptance: 0 };
    const good = mbnaWith((card) => {
      card.requirements.creditScore = 'good';
    });
    const rate = (creditScore: number, income: number) =>
      rateCard(good, MBNA_REWARDS, withProfile({ sliders: approvalOnly, creditScore, income })).rating;
    expect(rate(650, 120_000)).toBe(0);
    expect(rate(660, 120_000)).toBe(2.5);
    expect(rate(690, 120_000)).toBe(3.8);
    expect(rate(720, 120_000)).toBe(5);
    expect(rate(720, 79_999)).toBe(0);
    expect(rate(720, 90_000)).toBe(3.8);
    const householdOnly = mbnaWith((card) => {
      card.requirements.personalIncome = null;
      card.requirements.householdIncome = 150_000;
      card.requirements.creditScore = 'poor';
    });
    const rateHousehold = (income: number) =>
      rateCard(householdOnly, MBNA_REWARDS, withProfile({ sliders: approvalOnly, income })).rating;
    // A household requirement the visitor's own income meets counts; out of reach, it is unknown (2.5).
    expect(rateHousehold(160_000)).toBe(3.2);
    expect(rateHousehold(200_000)).toBe(5);
    expect(rateHousehold(100_000)).toBe(2.5);
  });

  it('counts every component at the neutral slider when every slider is 0', () => {
    const allZero = { rewards: 0, interest: 0, fees: 0, perks: 0, insurance: 0, approval: 0, acceptance: 0 };
    const rating = rateCard(MBNA_CARD, MBNA_REWARDS, withProfile({ sliders: allZero }));
    expect(rating.breakdown.components.map((entry) => entry.weight)).toEqual([3, 15, 1, 3, 1, 1, 1]);
  });
});
