import { parseCompareSelection } from '@cardgenius/core/filters';
import { describe, expect, it } from 'vitest';
import { annualFeeText, compareLinkFor } from './saved-cards';

describe('compareLinkFor', () => {
  it('links the compare tool with the cards chosen, as its compare parameter reads them', () => {
    const link = compareLinkFor(['amex-cobalt', 'scotia-gold']);
    expect(link).toBe('/credit-cards?compare=amex-cobalt,scotia-gold');
    const query = new URL(link ?? '', 'https://site.test').searchParams.get('compare');
    expect(parseCompareSelection(query)).toEqual(['amex-cobalt', 'scotia-gold']);
  });

  it('sends at most four distinct cards, and nothing for fewer than two', () => {
    expect(compareLinkFor(['a', 'b', 'a', 'c', 'd', 'e'])).toBe('/credit-cards?compare=a,b,c,d');
    expect(compareLinkFor(['a'])).toBeNull();
    expect(compareLinkFor(['a', 'a'])).toBeNull();
  });
});

describe('annualFeeText', () => {
  it('says the fee, that there is none, or that it is not known', () => {
    expect(annualFeeText(120)).toBe('$120 annual fee');
    expect(annualFeeText(191.88)).toBe('$191.88 annual fee');
    expect(annualFeeText(0)).toBe('No annual fee');
    expect(annualFeeText(null)).toBe('Annual fee not known');
  });
});
