import { describe, expect, it } from 'vitest';
import { trustItems } from './trust-stats';

const figures = { cardCount: 123, dataPoints: 126, categories: 29, newsletterSubscribers: 0 };

describe('trustItems', () => {
  it('shows the catalogue figures and leaves out a newsletter readership under 1,000', () => {
    expect(trustItems(figures).map((item) => item.label)).toEqual([
      'cards compared',
      'data points per card',
      'best-card categories',
    ]);
    expect(trustItems({ ...figures, newsletterSubscribers: 999 })).toHaveLength(3);
  });

  it('adds the readership once it is 1,000 or more', () => {
    expect(trustItems({ ...figures, newsletterSubscribers: 1_000 }).at(-1)).toEqual({
      value: '1,000',
      label: 'newsletter readers',
    });
  });
});
