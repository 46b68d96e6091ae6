import { describe, expect, it } from 'vitest';
import { rocAuc } from './roc-auc';

describe('rocAuc', () => {
  it('is 1 when every positive is above every negative, 0 when below', () => {
    expect(rocAuc([5, 6, 7], [1, 2, 3])).toBe(1);
    expect(rocAuc([1, 2, 3], [5, 6, 7])).toBe(0);
  });

  it('is 0.5 when the groups are alike', () => {
    expect(rocAuc([1, 2, 3], [1, 2, 3])).toBe(0.5);
    expect(rocAuc([4, 4], [4, 4, 4])).toBe(0.5);
  });

  it('counts a tie as one half', () => {
    // Pairs: 2>1, 2=2, 2<3 → (1 + 0.5 + 0) / 3.
    expect(rocAuc([2], [1, 2, 3])).toBeCloseTo(0.5);
    // 3>1, 3>2, 3=3, 1=1, 1<2, 1<3 → (2 + 0.5 + 0.5) / 6.
    expect(rocAuc([3, 1], [1, 2, 3])).toBeCloseTo(0.5);
    expect(rocAuc([3], [1, 3])).toBeCloseTo(0.75);
  });

  it('equals U / (n1·n2) on an uneven example', () => {
    // Wins of each positive over [1, 4, 6]: 2 → 1, 5 → 2, 7 → 3; U = 6 of 9 pairs.
    expect(rocAuc([2, 5, 7], [1, 4, 6])).toBeCloseTo(6 / 9);
  });

  it('does not depend on the order of the values', () => {
    expect(rocAuc([7, 2, 5], [6, 1, 4])).toBe(rocAuc([2, 5, 7], [1, 4, 6]));
  });

  it('refuses an empty group', () => {
    expect(() => rocAuc([], [1])).toThrow(RangeError);
    expect(() => rocAuc([1], [])).toThrow(RangeError);
  });
});
