import { describe, expect, it } from 'vitest';
import { currentWelcomePoints, offerPeriods, summarizeOfferHistory } from './offer-history';
import type { OfferHistoryEntry } from './schema';

const entry = (startsOn: string, endsOn: string | null, points: number): OfferHistoryEntry => ({
  card: 'some-card',
  startsOn,
  endsOn,
  points,
  requiredSpend: null,
  annualFee: null,
  note: null,
  sourceUrl: 'https://example.com/history',
  asOf: '2026-02-12',
});

describe('offerPeriods', () => {
  it('orders entries, ends an open entry at the next start or at the date its source was read', () => {
    const periods = offerPeriods([entry('2025-06-01', null, 60_000), entry('2024-01-01', null, 40_000)], '2026-11-25');
    expect(periods.map(({ startsOn, endsOn, openEnded }) => [startsOn, endsOn, openEnded])).toEqual([
      ['2024-01-01', '2025-05-31', false],
      ['2025-06-01', '2026-02-12', true],
    ]);
  });

  it('never reaches past today and drops offers that have not started', () => {
    const periods = offerPeriods(
      [entry('2026-01-01', '2026-12-31', 50_000), entry('2027-01-01', null, 9)],
      '2026-11-25',
    );
    expect(periods).toHaveLength(1);
    expect(periods[0]?.endsOn).toBe('2026-11-25');
  });
});

describe('summarizeOfferHistory', () => {
  const today = '2026-11-25';
  const history = offerPeriods(
    [
      entry('2024-01-01', '2024-12-31', 50_000),
      entry('2025-01-01', '2025-01-31', 100_000),
      entry('2025-02-01', '2026-11-25', 50_000),
    ],
    today,
  );

  it('calls an offer at or above every past one the highest we have seen', () => {
    expect(summarizeOfferHistory(history, 100_000, today)).toMatchObject({
      verdict: 'highest',
      highest: { points: 100_000, startsOn: '2025-01-01' },
    });
  });

  it('weighs the usual offer by how long each offer ran, so a one-month peak does not make it', () => {
    const summary = summarizeOfferHistory(history, 40_000, today);
    expect(summary.usual).toBe(50_000);
    expect(summary.verdict).toBe('lower-than-usual');
    expect(summarizeOfferHistory(history, 50_000, today).verdict).toBe('usual');
    expect(summarizeOfferHistory(history, 60_000, today).verdict).toBe('higher-than-usual');
  });

  it('gives no verdict from a single past offer', () => {
    const single = offerPeriods([entry('2025-01-01', null, 30_000)], today);
    expect(summarizeOfferHistory(single, 10_000, today).verdict).toBeNull();
  });

  it('never calls "no offer" the highest, even when every past period had none', () => {
    const none = offerPeriods([entry('2024-01-01', '2024-12-31', 0), entry('2025-01-01', null, 0)], today);
    expect(summarizeOfferHistory(none, 0, today).verdict).toBe('usual');
  });
});

describe('currentWelcomePoints', () => {
  it('adds every tier and counts no offer as 0', () => {
    const tiers = [
      { amount: 60_000, months: 3, spendRequirement: 6000 },
      { amount: 25_000, months: 14, spendRequirement: 0 },
    ];
    expect(currentWelcomePoints({ welcomeBonus: { tiers, valueDollars: null, endsOn: null } })).toBe(85_000);
    expect(currentWelcomePoints({ welcomeBonus: { tiers: [], valueDollars: null, endsOn: null } })).toBe(0);
  });
});
