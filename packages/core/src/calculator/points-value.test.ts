import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { RewardProgram } from '../catalogue/schema';
import { parseAmountText } from './amount-text';
import {
  centsPerPoint,
  chosenRedemption,
  isPointsProgram,
  parseCalculatorQuery,
  pointsNeeded,
  pointsToDollars,
  redemptionKey,
  valueProgram,
} from './points-value';

const aeroplanLike: Pick<RewardProgram, 'kind' | 'pointValues' | 'redemptions'> = {
  kind: 'airline',
  pointValues: { cash: 0, flex: 0.021, travel: 0.021, max: 0.021 },
  redemptions: [{ type: 'Reward flights', dollarsPerPoint: 0.021, note: 'A published valuation.' }],
};
const bankLike: Pick<RewardProgram, 'kind' | 'pointValues' | 'redemptions'> = {
  kind: 'bank-points',
  pointValues: { cash: 0.0083, flex: 0.01, travel: 0.0233, max: 0.0233 },
  redemptions: [
    { type: 'Flights under the Air Travel Redemption Schedule', dollarsPerPoint: 0.0233, note: null },
    { type: 'Any travel', dollarsPerPoint: 0.01, note: null },
    { type: 'Payment toward a credit card', dollarsPerPoint: 0.0083, note: null },
  ],
};

describe('parseAmountText', () => {
  it('reads amounts the way people type them', () => {
    expect(parseAmountText('50000')).toBe(50_000);
    expect(parseAmountText('50,000')).toBe(50_000);
    expect(parseAmountText(' $2,000.50 ')).toBe(2000.5);
    expect(parseAmountText('2 000')).toBe(2000);
    expect(parseAmountText('2\u00a0000')).toBe(2000);
    expect(parseAmountText('0')).toBe(0);
    expect(parseAmountText(1200)).toBe(1200);
  });

  it('refuses empty, negative and unreadable texts', () => {
    for (const bad of ['', '   ', '-5', 'abc', '5,00', '1e3', '12.', '$', null, undefined, -1, Number.NaN]) {
      expect(parseAmountText(bad)).toBeNull();
    }
  });
});

describe('point values', () => {
  it('turns points into dollars to the cent', () => {
    expect(pointsToDollars(50_000, 0.021)).toBe(1050);
    expect(pointsToDollars(12_345, 0.0083)).toBe(102.46);
    expect(pointsToDollars(0, 0.01)).toBe(0);
  });

  it('rounds the points needed up, without float noise, and answers null when points pay nothing', () => {
    expect(pointsNeeded(500, 0.01)).toBe(50_000);
    expect(pointsNeeded(500, 0.021)).toBe(23_810);
    expect(pointsNeeded(0.07, 0.01)).toBe(7);
    expect(pointsNeeded(100, 0)).toBeNull();
  });

  it('gives cents per point', () => {
    expect(centsPerPoint(0.021)).toBe(2.1);
    expect(centsPerPoint(0.0083)).toBe(0.83);
    expect(centsPerPoint(0.0067)).toBe(0.67);
  });

  it('never needs fewer points than the reward is worth', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100_000_000 }).map((cents) => cents / 100),
        fc.integer({ min: 1, max: 1000 }).map((tenths) => tenths / 10_000),
        (dollars, dollarsPerPoint) => {
          const points = pointsNeeded(dollars, dollarsPerPoint) as number;
          expect(points * dollarsPerPoint).toBeGreaterThanOrEqual(dollars - 1e-6);
          expect((points - 1) * dollarsPerPoint).toBeLessThan(dollars + 1e-6);
        },
      ),
    );
  });
});

describe('programs', () => {
  it('keeps programs with points and leaves out cash back and no-rewards programs', () => {
    expect(isPointsProgram(aeroplanLike)).toBe(true);
    expect(isPointsProgram({ kind: 'cash', pointValues: { cash: 0.01, flex: 0.01, travel: 0.01, max: 0.01 } })).toBe(
      false,
    );
    expect(isPointsProgram({ kind: 'none', pointValues: { cash: 0, flex: 0, travel: 0, max: 0 } })).toBe(false);
    expect(isPointsProgram({ kind: 'retail', pointValues: { cash: 0, flex: 0, travel: 0, max: 0 } })).toBe(false);
  });

  it('values every redemption type and every mode', () => {
    const valuation = valueProgram(bankLike, { points: 50_000, dollars: 500 });
    expect(valuation.redemptions.map((entry) => [entry.key, entry.value, entry.pointsNeeded])).toEqual([
      ['flights-under-the-air-travel-redemption-schedule', 1165, 21_460],
      ['any-travel', 500, 50_000],
      ['payment-toward-a-credit-card', 415, 60_241],
    ]);
    expect(valuation.modes.map((entry) => [entry.mode, entry.value])).toEqual([
      ['cash', 415],
      ['flex', 500],
      ['travel', 1165],
      ['max', 1165],
    ]);
  });

  it('leaves the figures out when an amount is missing, and gives no points needed for a mode worth nothing', () => {
    const valuation = valueProgram(aeroplanLike, { points: null, dollars: 100 });
    expect(valuation.redemptions[0]?.value).toBeNull();
    expect(valuation.modes.find((entry) => entry.mode === 'cash')).toEqual({
      mode: 'cash',
      dollarsPerPoint: 0,
      value: null,
      pointsNeeded: null,
    });
  });

  it('picks the named redemption, else the most valuable', () => {
    const { redemptions } = valueProgram(bankLike, { points: 1, dollars: null });
    expect(chosenRedemption(redemptions, 'any-travel')?.type).toBe('Any travel');
    expect(chosenRedemption(redemptions, 'nothing-like-this')?.key).toBe(
      'flights-under-the-air-travel-redemption-schedule',
    );
    expect(chosenRedemption(redemptions, null)?.dollarsPerPoint).toBe(0.0233);
    expect(chosenRedemption([], null)).toBeNull();
  });

  it('makes URL keys from redemption types', () => {
    expect(redemptionKey('Transfer to airline partners')).toBe('transfer-to-airline-partners');
    expect(redemptionKey('Travel booked through À la carte Travel')).toBe('travel-booked-through-a-la-carte-travel');
    expect(redemptionKey("CT Money at Canadian Tire, Sport Chek, Mark's")).toBe(
      'ct-money-at-canadian-tire-sport-chek-mark-s',
    );
  });
});

describe('parseCalculatorQuery', () => {
  it('reads a shared result', () => {
    expect(parseCalculatorQuery(new URLSearchParams('program=aeroplan&points=50%2C000&dollars=250.5'))).toEqual({
      program: 'aeroplan',
      points: 50_000,
      dollars: 250.5,
      redemption: null,
    });
  });

  it('drops what it cannot read or what is out of range', () => {
    expect(parseCalculatorQuery(new URLSearchParams('program=&points=lots&dollars=99999999&redemption=%20'))).toEqual({
      program: null,
      points: null,
      dollars: null,
      redemption: null,
    });
    expect(parseCalculatorQuery(new URLSearchParams('points=12.6')).points).toBe(13);
  });
});
