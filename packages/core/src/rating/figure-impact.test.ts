import { describe, expect, it } from 'vitest';
import { DATED_FIGURES } from '../catalogue/freshness';
import { figureImpact } from './figure-impact';
import { defaultRatingProfile } from './rating-profile';
import { MBNA_CARD, MBNA_REWARDS, mbnaWith } from './test-fixtures';

const profile = defaultRatingProfile();
const impact = (field: (typeof DATED_FIGURES)[number]['field'], card = MBNA_CARD) =>
  figureImpact(card, MBNA_REWARDS, profile, field);

describe('figureImpact', () => {
  it('is larger for the figures a rewards card’s rating rests on than for the ones it barely reads', () => {
    expect(impact('earn')).toBeGreaterThan(0.05);
    expect(impact('earn')).toBeGreaterThan(impact('fees.balanceTransfer'));
    expect(impact('fees.annual')).toBeGreaterThan(0);
  });

  it('is zero for an unknown figure (nothing to re-check) and never changes the card', () => {
    const before = structuredClone(MBNA_CARD);
    for (const { field } of DATED_FIGURES) expect(impact(field)).toBeGreaterThanOrEqual(0);
    expect(MBNA_CARD).toEqual(before);
    const noRate = mbnaWith((card) => {
      card.rates.purchase = null;
    });
    expect(impact('rates.purchase', noRate)).toBe(0);
  });

  it('still counts a stated no-fee: a fee that is in fact $20 moves the rating', () => {
    const noFee = mbnaWith((card) => {
      card.fees.annual = 0;
      card.fees.firstYear = 0;
      // Modest rewards, below the rewards score's ceiling, so the fee shows in the net.
      for (const tiers of Object.values(card.earn)) for (const tier of tiers) tier.rate = 1;
    });
    expect(impact('fees.annual', noFee)).toBeGreaterThan(0);
  });
});
