import { describe, expect, it } from 'vitest';
import { creditBandLabel, creditFit, creditFitText } from './credit-fit';

describe('creditFit', () => {
  it('reads a published band against the floor of that band', () => {
    expect(creditFit(659, 'good')).toBe('below');
    expect(creditFit(660, 'good')).toBe('meets');
    expect(creditFit(300, 'poor')).toBe('meets');
    expect(creditFit(759, 'excellent')).toBe('below');
    expect(creditFit(760, 'excellent')).toBe('meets');
  });

  it('never reads an unpublished band as fitting or as needing more, whatever the score', () => {
    expect(creditFit(300, null)).toBe('unpublished');
    expect(creditFit(900, null)).toBe('unpublished');
    expect(creditFit(null, null)).toBe('unpublished');
    expect(creditFit(null, 'fair')).toBe('unchecked');
  });
});

describe('creditFitText', () => {
  it('names the band, and says so honestly when the issuer publishes none', () => {
    expect(creditBandLabel('very-good')).toBe('Very Good (725–759)');
    expect(creditBandLabel('excellent')).toBe('Excellent (760+)');
    expect(creditFitText('below', 'excellent')).toBe(
      'Likely needs a higher credit score: the issuer recommends a credit score of 760 or more (Excellent)',
    );
    expect(creditFitText('meets', 'poor')).toBe(
      'Fits your credit score: the issuer recommends a credit score of 300 or more (Poor)',
    );
    expect(creditFitText('unchecked', 'good')).toBe('The issuer recommends a credit score of 660 or more (Good)');
    expect(creditFitText('unpublished', null)).toBe('The issuer publishes no recommended credit score that we know of');
  });
});
