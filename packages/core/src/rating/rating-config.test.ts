import { describe, expect, it } from 'vitest';
import { INSURANCE_TYPES } from '../catalogue/schema';
import { COMPONENT_KEYS, RATING_CONFIG, RATING_METHOD_VERSION, scoreOnAnchors } from './rating-config';

describe('RATING_CONFIG', () => {
  it('carries the numbers of rating-method.md', () => {
    expect(RATING_METHOD_VERSION).toBe(3);
    expect(RATING_CONFIG.version).toBe(RATING_METHOD_VERSION);
    expect(RATING_CONFIG.spend.defaultMonthlyTotal).toBe(2000);
    const shares = Object.values(RATING_CONFIG.spend.defaultShares);
    expect(shares.reduce((sum, share) => sum + share, 0)).toBeCloseTo(1, 12);
    expect(RATING_CONFIG.debt).toMatchObject({ defaultAmount: 8000, referenceInterestRate: 0.1999 });
    expect(RATING_CONFIG.sliders.defaults).toEqual({
      rewards: 2,
      perks: 2,
      insurance: 2,
      acceptance: 2,
      interest: 0,
      fees: 0,
      approval: 0,
    });
    const weights = Object.fromEntries(COMPONENT_KEYS.map((key) => [key, RATING_CONFIG.components[key].baseWeight]));
    expect(weights).toEqual({ rewards: 3, interest: 15, fees: 1, perks: 3, insurance: 1, approval: 1, acceptance: 1 });
    expect(RATING_CONFIG.components.acceptance.byNetwork).toEqual({ visa: 5, mastercard: 5, amex: 3.5 });
    // Anchors (version 2, insurance in dollars since version 3): rewards −2 %→0, 0 %→1, 1 %→3, 2 %→4.5,
    // 2.5 %→5; interest 22.99 %→0, 19.99 %→2, 12.99 %→4, 8.99 %→5; fees $799→0, $400→2, $150→3.5, $0→5;
    // perks $0→2, $100→3, $300→4, $600→5; insurance $0→1, $100→2.5, $250→4, $475 (every type)→5.
    const { rewards, interest, fees, perks, insurance } = RATING_CONFIG.components;
    expect(rewards.anchors).toEqual([
      { raw: -0.02, score: 0 },
      { raw: 0, score: 1 },
      { raw: 0.01, score: 3 },
      { raw: 0.02, score: 4.5 },
      { raw: 0.025, score: 5 },
    ]);
    // Points valued for travel: the positive rewards anchors doubled.
    expect(rewards.travelAnchors).toEqual([
      { raw: -0.02, score: 0 },
      { raw: 0, score: 1 },
      { raw: 0.02, score: 3 },
      { raw: 0.04, score: 4.5 },
      { raw: 0.05, score: 5 },
    ]);
    expect(rewards.travelModes).toEqual(['travel', 'max', 'best']);
    expect(interest.anchors).toEqual([
      { raw: 0.2299, score: 0 },
      { raw: 0.1999, score: 2 },
      { raw: 0.1299, score: 4 },
      { raw: 0.0899, score: 5 },
    ]);
    expect(fees.anchors).toEqual([
      { raw: 799, score: 0 },
      { raw: 400, score: 2 },
      { raw: 150, score: 3.5 },
      { raw: 0, score: 5 },
    ]);
    expect(perks.anchors).toEqual([
      { raw: 0, score: 2 },
      { raw: 100, score: 3 },
      { raw: 300, score: 4 },
      { raw: 600, score: 5 },
    ]);
    expect(insurance.anchors).toEqual([
      { raw: 0, score: 1 },
      { raw: 100, score: 2.5 },
      { raw: 250, score: 4 },
      { raw: 475, score: 5 },
    ]);
  });

  it('labels and explains every component', () => {
    for (const key of COMPONENT_KEYS) {
      expect(RATING_CONFIG.components[key].label.length).toBeGreaterThan(2);
      expect(RATING_CONFIG.components[key].explanation.length).toBeGreaterThan(20);
    }
  });

  it('values every insurance type, and reaches 5 with all of them', () => {
    const { values, maxValue, anchors } = RATING_CONFIG.components.insurance;
    expect(Object.keys(values).sort()).toEqual([...INSURANCE_TYPES].sort());
    expect(maxValue).toBe(475);
    expect(scoreOnAnchors(anchors, maxValue)).toBe(5);
  });
});

describe('scoreOnAnchors', () => {
  const { rewards, interest, fees, perks, insurance } = RATING_CONFIG.components;

  it('is linear between anchors and clamped outside, in either direction', () => {
    // Rewards 1.5 %: halfway from 1 % (3) to 2 % (4.5) = 3.75; −1 %: halfway from −2 % (0) to 0 % (1) = 0.5.
    expect(scoreOnAnchors(rewards.anchors, 0.015)).toBeCloseTo(3.75, 12);
    expect(scoreOnAnchors(rewards.anchors, -0.01)).toBeCloseTo(0.5, 12);
    expect(scoreOnAnchors(rewards.anchors, 0.0225)).toBeCloseTo(4.75, 12);
    expect(scoreOnAnchors(rewards.anchors, -0.03)).toBe(0);
    expect(scoreOnAnchors(rewards.anchors, 0.05)).toBe(5);
    // Interest 21.49 %: halfway from 22.99 % (0) to 19.99 % (2) = 1; 15.99 %: 2 + (4 % ÷ 7 %) × 2 = 22/7.
    expect(scoreOnAnchors(interest.anchors, 0.2149)).toBeCloseTo(1, 12);
    expect(scoreOnAnchors(interest.anchors, 0.1599)).toBeCloseTo(22 / 7, 12);
    expect(scoreOnAnchors(interest.anchors, 0.2999)).toBe(0);
    expect(scoreOnAnchors(interest.anchors, 0.05)).toBe(5);
    // Fees $275: halfway from $400 (2) to $150 (3.5) = 2.75.
    expect(scoreOnAnchors(fees.anchors, 275)).toBeCloseTo(2.75, 12);
    expect(scoreOnAnchors(fees.anchors, 0)).toBe(5);
    expect(scoreOnAnchors(fees.anchors, 799)).toBe(0);
    expect(scoreOnAnchors(fees.anchors, 1200)).toBe(0);
    // Perks $200: halfway from $100 (3) to $300 (4) = 3.5; none scores 2, $900 is clamped to 5.
    expect(scoreOnAnchors(perks.anchors, 200)).toBeCloseTo(3.5, 12);
    expect(scoreOnAnchors(perks.anchors, 0)).toBe(2);
    expect(scoreOnAnchors(perks.anchors, 900)).toBe(5);
    // Insurance $175: halfway from $100 (2.5) to $250 (4) = 3.25; none scores 1.
    expect(scoreOnAnchors(insurance.anchors, 175)).toBeCloseTo(3.25, 12);
    expect(scoreOnAnchors(insurance.anchors, 0)).toBe(1);
  });

  it('handles more than two anchors and no anchors', () => {
    const anchors = [
      { raw: 0, score: 0 },
      { raw: 10, score: 4 },
      { raw: 20, score: 5 },
    ];
    expect(scoreOnAnchors(anchors, 5)).toBe(2);
    expect(scoreOnAnchors(anchors, 15)).toBe(4.5);
    expect(scoreOnAnchors([], 3)).toBe(0);
  });
});
