import { describe, expect, it } from 'vitest';
import { siteRatingScore } from './site-rating';

describe('siteRatingScore', () => {
  it('puts the -1/0/1 average on a 1–5 scale, with one decimal', () => {
    expect(siteRatingScore(3, 3)).toBe(5);
    expect(siteRatingScore(-2, 2)).toBe(1);
    expect(siteRatingScore(0, 4)).toBe(3);
    expect(siteRatingScore(2, 3)).toBe(4.3);
  });

  it('has no score without answers', () => {
    expect(siteRatingScore(0, 0)).toBeNull();
  });
});
