import { describe, expect, it } from 'vitest';
import type { CatalogueCard } from '../catalogue/schema';
import { type FilterStateInput, resolveFilterState } from '../filters/filter-state';
import { estimatedRatingParts } from './estimated-parts';
import { rankCards } from './rank-cards';
import { MBNA_CARD, MBNA_REWARDS, mbnaWith } from './test-fixtures';

const PEER = mbnaWith((draft) => {
  draft.slug = 'peer';
  draft.name = 'Peer card';
  draft.requirements.creditScore = 'excellent';
});
const UNKNOWN_FEE = mbnaWith((draft) => {
  draft.slug = 'unknown-fee';
  draft.name = 'Unknown fee card';
  draft.fees.annual = null;
});

const parts = (card: CatalogueCard, input: FilterStateInput = {}) => {
  const ranked = rankCards({
    cards: [MBNA_CARD, PEER, UNKNOWN_FEE],
    programs: [MBNA_REWARDS],
    state: resolveFilterState({ ratingFilter: 0, ...input }),
  }).cards.find((entry) => entry.slug === card.slug);
  if (!ranked) throw new Error(`${card.slug} is not ranked`);
  return estimatedRatingParts(ranked.breakdown.components);
};

describe('estimatedRatingParts', () => {
  it('names the counted parts of a rating that rest on a peer estimate', () => {
    // The fee is counted in net rewards at every setting, and in its own component once its slider is up.
    expect(parts(UNKNOWN_FEE)).toEqual(['rewards']);
    expect(parts(UNKNOWN_FEE, { userPreferences: { fees: 2 } })).toEqual(['rewards', 'annual fee']);
  });

  it('leaves out a component the sliders do not count, and is empty when every counted fact is published', () => {
    // MBNA publishes no credit score band, so its peer's is used; approval counts only when its slider is up.
    expect(parts(MBNA_CARD)).toEqual([]);
    expect(parts(MBNA_CARD, { userPreferences: { approval: 2 } })).toEqual(['approval requirements']);
    expect(parts(PEER, { userPreferences: { approval: 2 } })).toEqual([]);
  });

  it('reads only what a breakdown says, in its order', () => {
    expect(
      estimatedRatingParts([
        { key: 'insurance', weight: 2, estimated: true },
        { key: 'interest', weight: 15, estimated: true },
        { key: 'perks', weight: 6, estimated: false },
        { key: 'approval', weight: 0, estimated: true },
      ]),
    ).toEqual(['insurance', 'interest rate']);
  });
});
