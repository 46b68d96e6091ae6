import { describe, expect, it } from 'vitest';
import { feeBand, pickSimilar, similarCardFilters } from './similar-cards';

describe('feeBand', () => {
  it('puts a fee in its band', () => {
    expect(feeBand(0)).toEqual({ annualFeeMin: 0, annualFeeMax: 0 });
    expect(feeBand(39)).toEqual({ annualFeeMin: 0.01, annualFeeMax: 99.99 });
    expect(feeBand(155.88)).toEqual({ annualFeeMin: 100, annualFeeMax: 199.99 });
    expect(feeBand(399)).toEqual({ annualFeeMin: 200, annualFeeMax: 449.99 });
    expect(feeBand(799)).toEqual({ annualFeeMin: 450, annualFeeMax: 500 });
  });

  it('has no band for an unknown fee', () => {
    expect(feeBand(null)).toBeNull();
  });
});

describe('similarCardFilters', () => {
  it('looks for the same kind of rewards in the same fee band, then at any fee', () => {
    expect(similarCardFilters({ categories: ['travel'], annualFee: 139, rewardKind: 'airline' })).toEqual([
      { rewardKinds: ['airline'], annualFeeMin: 100, annualFeeMax: 199.99 },
      { rewardKinds: ['airline'] },
    ]);
  });

  it('keeps secured and student cards with their own kind', () => {
    expect(similarCardFilters({ categories: ['no-fee', 'secured'], annualFee: 0, rewardKind: 'none' })[0]).toEqual({
      categories: ['secured'],
      annualFeeMin: 0,
      annualFeeMax: 0,
    });
    expect(similarCardFilters({ categories: ['student'], annualFee: 0, rewardKind: 'cash' })[1]).toEqual({
      categories: ['student'],
    });
  });

  it('drops what it does not know', () => {
    expect(similarCardFilters({ categories: [], annualFee: null, rewardKind: null })).toEqual([{}]);
    expect(similarCardFilters({ categories: [], annualFee: null, rewardKind: 'mystery' })).toEqual([{}]);
  });
});

describe('pickSimilar', () => {
  const cards = (...slugs: string[]) => slugs.map((slug) => ({ slug }));

  it('fills from the closest list first, without repeats or the excluded card', () => {
    expect(pickSimilar([cards('a', 'self', 'b'), cards('b', 'c', 'd', 'e')], ['self'])).toEqual(
      cards('a', 'b', 'c', 'd'),
    );
  });

  it('returns fewer when there are not enough', () => {
    expect(pickSimilar([cards('self', 'a'), []], ['self'])).toEqual(cards('a'));
  });
});
