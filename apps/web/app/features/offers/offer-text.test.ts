import { describe, expect, it } from 'vitest';
import { formatOfferDay, formatOfferDayLong, offerAmount, offerEndsText } from './offer-text';

describe('offer wording', () => {
  it('names the last day, or says the offer has no end date', () => {
    expect(offerEndsText({ amount: 125, lastDay: '2026-12-31' })).toBe('Claim by Dec 31, 2026');
    expect(offerEndsText({ amount: 60, lastDay: null })).toBe('No end date set');
    expect(formatOfferDay('2027-01-01')).toBe('Jan 1, 2027');
    expect(formatOfferDayLong('2026-12-31')).toBe('December 31, 2026');
  });

  it('shows whole dollars without cents, and cents when there are some', () => {
    expect(offerAmount({ amount: 125 })).toBe('$125');
    expect(offerAmount({ amount: 62.5 })).toBe('$62.50');
  });
});
