import { describe, expect, it } from 'vitest';
import { companyAgeYears } from './company-age';

describe('companyAgeYears', () => {
  it('counts whole years, going up on the anniversary', () => {
    expect(companyAgeYears('2010-01-01', '2026-11-26')).toBe(16);
    expect(companyAgeYears('2015-06-15', '2026-06-14')).toBe(10);
    expect(companyAgeYears('2015-06-15', '2026-06-15')).toBe(11);
    expect(companyAgeYears('2026-06-15', '2026-01-01')).toBe(0);
  });
});
