import { describe, expect, it } from 'vitest';
import { dayStartInZone, escapeLike, mobileNumberEnding, parseMemberSearch } from './member-admin';

describe('mobileNumberEnding', () => {
  it('keeps only the last three digits', () => {
    expect(mobileNumberEnding('416-555-0123')).toBe('123');
    expect(mobileNumberEnding(null)).toBeNull();
    expect(mobileNumberEnding('12')).toBeNull();
  });
});

describe('parseMemberSearch', () => {
  it('reads a whole id as an id, in any case', () => {
    expect(parseMemberSearch(' 7F1C7A52-8A3D-4C8E-9B7E-2F6D5C4B3A21 ')).toEqual({
      kind: 'id',
      id: '7f1c7a52-8a3d-4c8e-9b7e-2f6d5c4b3a21',
    });
  });

  it('reads other text as an address start and name words', () => {
    expect(parseMemberSearch('  Alex Trem ')).toEqual({
      kind: 'text',
      text: 'alex trem',
      words: ['alex', 'trem'],
    });
    expect(parseMemberSearch('sam@')).toEqual({ kind: 'text', text: 'sam@', words: ['sam'] });
    expect(parseMemberSearch('')).toEqual({ kind: 'all' });
    expect(parseMemberSearch(undefined)).toEqual({ kind: 'all' });
  });
});

describe('escapeLike', () => {
  it('escapes the wildcards', () => {
    expect(escapeLike('50%_off\\')).toBe('50\\%\\_off\\\\');
  });
});

describe('dayStartInZone', () => {
  it('answers Toronto midnight in winter and summer', () => {
    expect(dayStartInZone('2026-01-15').toISOString()).toBe('2026-01-15T05:00:00.000Z');
    expect(dayStartInZone('2026-07-01').toISOString()).toBe('2026-07-01T04:00:00.000Z');
  });

  it('answers the right instant on the days the clocks change', () => {
    expect(dayStartInZone('2026-03-08').toISOString()).toBe('2026-03-08T05:00:00.000Z');
    expect(dayStartInZone('2026-11-01').toISOString()).toBe('2026-11-01T04:00:00.000Z');
  });
});
