import { describe, expect, it } from 'vitest';
import { resolveFilterState } from '../filters/filter-state';
import { rankCards } from '../rating/rank-cards';
import { MBNA_CARD, MBNA_REWARDS, mbnaWith } from '../rating/test-fixtures';
import { EVERY_CARD } from './scopes';

describe('EVERY_CARD', () => {
  // A card asking for $150,000 of income and one rated near zero: the default filters leave both out.
  const rich = mbnaWith((draft) => {
    draft.slug = 'high-income';
    draft.requirements.personalIncome = 150_000;
  });
  const poor = mbnaWith((draft) => {
    draft.slug = 'no-rewards';
    draft.rewardProgram = 'nothing';
    draft.fees.annual = 799;
  });
  const cards = [MBNA_CARD, rich, poor];
  const programs = new Map([[MBNA_REWARDS.slug, MBNA_REWARDS]]);
  const slugs = (input: object) =>
    rankCards({ cards, programs, state: resolveFilterState(input) })
      .cards.map((entry) => entry.card.slug)
      .sort();

  it('keeps every card the default filters leave out for income or rating', () => {
    expect(slugs({})).not.toEqual(slugs(EVERY_CARD));
    expect(slugs(EVERY_CARD)).toEqual(['high-income', MBNA_CARD.slug, 'no-rewards'].sort());
  });
});
