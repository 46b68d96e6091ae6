/**
 * How well a score tells two groups apart: the probability that a score drawn from `positives` is
 * higher than one drawn from `negatives`, a tie counting one half (the Mann–Whitney U divided by
 * n1·n2). 0.5 means the score says nothing; 1 (or 0) means it separates the groups completely.
 * Used by bench/account-enumeration.ts with response times as the score and members as positives.
 */
export function rocAuc(positives: readonly number[], negatives: readonly number[]): number {
  if (positives.length === 0 || negatives.length === 0) {
    throw new RangeError('rocAuc needs at least one value in each group');
  }
  // Every pair once: the benchmark's groups are a few dozen values, and pairs leave no room for a
  // rank-and-ties mistake.
  let wins = 0;
  for (const positive of positives) {
    for (const negative of negatives) {
      if (positive > negative) wins += 1;
      else if (positive === negative) wins += 0.5;
    }
  }
  return wins / (positives.length * negatives.length);
}
