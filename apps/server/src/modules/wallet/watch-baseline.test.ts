import { describe, expect, it } from 'vitest';
import type { WatchBaseline } from '../../db/schema';
import { reviewBaseline } from './watch-baseline';

const START: WatchBaseline = { welcomePoints: 15_000, geniusCash: 100, annualFee: 120 };
const figures = (change: Partial<WatchBaseline>): WatchBaseline => ({ ...START, ...change });

describe('a watched card', () => {
  it('alerts when the welcome or GeniusCash offer rises, and the baseline moves to the figure alerted', () => {
    expect(reviewBaseline('watching', START, figures({ welcomePoints: 25_000, geniusCash: 150 }))).toEqual({
      changes: [
        { kind: 'welcome-offer', before: 15_000, after: 25_000 },
        { kind: 'genius-cash', before: 100, after: 150 },
      ],
      next: figures({ welcomePoints: 25_000, geniusCash: 150 }),
    });
  });

  it('counts a GeniusCash offer appearing as a rise', () => {
    const review = reviewBaseline('watching', { ...START, geniusCash: null }, START);
    expect(review?.changes).toEqual([{ kind: 'genius-cash', before: null, after: 100 }]);
  });

  it('keeps the baseline through a fall, so only a rise above it alerts', () => {
    expect(reviewBaseline('watching', START, figures({ welcomePoints: 10_000, geniusCash: null }))).toBeNull();
    expect(reviewBaseline('watching', START, figures({ welcomePoints: 15_000 }))).toBeNull();
  });

  it('follows the annual fee silently, so a card moved to held compares its fee from then', () => {
    expect(reviewBaseline('watching', START, figures({ annualFee: 150 }))).toEqual({
      changes: [],
      next: figures({ annualFee: 150 }),
    });
  });
});

describe('a held card', () => {
  it('alerts on any change of the annual fee, up or down', () => {
    expect(reviewBaseline('held', START, figures({ annualFee: 150 }))?.changes).toEqual([
      { kind: 'annual-fee', before: 120, after: 150 },
    ]);
    expect(reviewBaseline('held', START, figures({ annualFee: 0 }))?.changes).toEqual([
      { kind: 'annual-fee', before: 120, after: 0 },
    ]);
  });

  it('never alerts on an unknown fee, and fills an unknown baseline silently', () => {
    expect(reviewBaseline('held', START, figures({ annualFee: null }))).toBeNull();
    expect(reviewBaseline('held', { ...START, annualFee: null }, START)).toEqual({ changes: [], next: START });
  });

  it('does not alert on offers', () => {
    expect(reviewBaseline('held', START, figures({ welcomePoints: 90_000 }))?.changes).toEqual([]);
  });
});

it('fills a missing baseline with today’s figures without alerting', () => {
  expect(reviewBaseline('watching', null, START)).toEqual({ changes: [], next: START });
  expect(reviewBaseline('held', START, START)).toBeNull();
});
