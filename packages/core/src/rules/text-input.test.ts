import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findControlCharacter, hasControlCharacters, isPersonName, PERSON_NAME_MAX_LENGTH } from './text-input';

describe('hasControlCharacters', () => {
  it('finds NUL, other C0 controls and DEL', () => {
    for (const text of ['a\u0000b', '\u0001', 'x\u001b[31m', 'del\u007f'])
      expect(hasControlCharacters(text)).toBe(true);
    expect(hasControlCharacters('Plain text, accents é and emoji 🎉')).toBe(false);
  });

  it('lets tab and line breaks through only when asked', () => {
    expect(hasControlCharacters('line\nbreak\tand\r\n')).toBe(true);
    expect(hasControlCharacters('line\nbreak\tand\r\n', { allowLineBreaks: true })).toBe(false);
    expect(hasControlCharacters('nul\u0000', { allowLineBreaks: true })).toBe(true);
  });
});

describe('findControlCharacter', () => {
  it('names the path of the first string or key that holds one', () => {
    expect(findControlCharacter({ email: 'a\u0000@b.ca' })).toBe('email');
    expect(findControlCharacter({ details: { items: ['ok', 'bad\u0007'] } })).toBe('details.items.1');
    expect(findControlCharacter({ 'k\u0000': 1 })).toBe('(key)');
    expect(findControlCharacter({ message: 'two\nlines', count: 3, on: true, none: null })).toBeNull();
  });

  it('finds a NUL wherever it is put in any JSON value', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.nat(), (json, seed) => {
        // Put a NUL into the n-th string of the value (or the value itself when it has none).
        let strings = 0;
        const count = (value: unknown): void => {
          if (typeof value === 'string') strings += 1;
          else if (value && typeof value === 'object') for (const item of Object.values(value)) count(item);
        };
        count(json);
        if (strings === 0) return findControlCharacter(json) === null;
        let target = seed % strings;
        const poison = (value: unknown): unknown => {
          if (typeof value === 'string') return target-- === 0 ? `${value}\u0000` : value;
          if (Array.isArray(value)) return value.map(poison);
          if (value && typeof value === 'object') {
            return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, poison(item)]));
          }
          return value;
        };
        return findControlCharacter(poison(json)) !== null;
      }),
    );
  });
});

describe('isPersonName', () => {
  it('accepts names in their many forms', () => {
    for (const name of [
      'Alex',
      'Alex Tremblay',
      'Marie-Ève Côté',
      'O’Neil',
      "D'Arcy",
      'J. R. Smith',
      'Zoë',
      '李小龍',
      'José María de la Cruz',
    ]) {
      expect(isPersonName(name), name).toBe(true);
    }
  });

  it('refuses what could carry a message, a number or a link', () => {
    for (const name of [
      'Hi, your account is locked',
      'Call 1-800-555-0100',
      'visit evil.example',
      'https://evil.example',
      'Alex <b>',
      ' Alex',
      'Alex  Tremblay',
      '-Alex',
      'Alex!',
      '',
      'a'.repeat(PERSON_NAME_MAX_LENGTH + 1),
    ]) {
      expect(isPersonName(name), name).toBe(false);
    }
  });
});
