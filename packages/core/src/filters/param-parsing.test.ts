import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatBraceMap,
  parseBooleanParam,
  parseBraceMap,
  parseDecimalParam,
  parseIntegerParam,
} from './param-parsing';

describe('parseIntegerParam', () => {
  it('reads integers, cutting decimals off', () => {
    expect(parseIntegerParam('8000')).toBe(8000);
    expect(parseIntegerParam(' 42 ')).toBe(42);
    expect(parseIntegerParam('19.99')).toBe(19);
    expect(parseIntegerParam('-3.7')).toBe(-3);
    expect(parseIntegerParam('+7')).toBe(7);
    expect(parseIntegerParam(12.9)).toBe(12);
    expect(Object.is(parseIntegerParam('-0.5'), 0)).toBe(true);
  });

  it('gives null for anything else', () => {
    for (const bad of [
      '',
      'abc',
      '12abc',
      '1e3',
      '0x10',
      'Infinity',
      'NaN',
      '1,000',
      '9'.repeat(50),
      null,
      undefined,
      {},
      Number.NaN,
    ]) {
      expect(parseIntegerParam(bad)).toBeNull();
    }
  });
});

describe('parseDecimalParam', () => {
  it('reads decimals', () => {
    expect(parseDecimalParam('19.99')).toBe(19.99);
    expect(parseDecimalParam('.5')).toBe(0.5);
    expect(parseDecimalParam('x')).toBeNull();
  });
});

describe('parseBooleanParam', () => {
  it('follows the spec’s helper', () => {
    for (const yes of ['true', 'TRUE', '1', 'on', 'Yes', ' yes ']) expect(parseBooleanParam(yes)).toBe(true);
    for (const no of ['false', '0', 'off', 'no', '', 'y']) expect(parseBooleanParam(no)).toBe(false);
    expect(parseBooleanParam(2)).toBe(true);
    expect(parseBooleanParam(0)).toBe(false);
    expect(parseBooleanParam(-1)).toBe(false);
    expect(parseBooleanParam(true)).toBe(true);
    expect(parseBooleanParam(null)).toBe(false);
    expect(parseBooleanParam({})).toBe(true);
  });
});

describe('brace maps', () => {
  it('parses {key:value,…}, with or without quotes or percent-encoding', () => {
    expect(parseBraceMap('{regular:700,gas:200}')).toEqual({ regular: '700', gas: '200' });
    expect(parseBraceMap(' { "regular" : 700 , \'gas\':"200" } ')).toEqual({ regular: '700', gas: '200' });
    expect(parseBraceMap(encodeURIComponent('{regular:700,gas:200}'))).toEqual({ regular: '700', gas: '200' });
    expect(parseBraceMap('{}')).toEqual({});
    expect(parseBraceMap('{novalue,:1,a:1,a:2}')).toEqual({ a: '2' });
  });

  it('gives null for text that is not brace-delimited', () => {
    for (const bad of ['regular:700', '{regular:700', '', '[1]', 42, null, '%E0%A4%A'])
      expect(parseBraceMap(bad)).toBeNull();
  });

  it('does not let a key reach the prototype', () => {
    const map = parseBraceMap('{__proto__:1,constructor:2}');
    expect(Object.getOwnPropertyDescriptor(map, '__proto__')?.value).toBe('1');
    expect(Object.getPrototypeOf(map)).toBeNull();
    expect(({} as Record<string, unknown>).constructor).toBe(Object);
  });

  it('reads back what it writes', () => {
    fc.assert(
      fc.property(
        fc.dictionary(
          fc.stringMatching(/^[a-zA-Z]\w{0,10}$/),
          fc.oneof(fc.integer(), fc.boolean(), fc.double({ noNaN: true, noDefaultInfinity: true })),
        ),
        (entries) => {
          const parsed = parseBraceMap(formatBraceMap(entries));
          expect(parsed).toEqual(
            Object.fromEntries(Object.entries(entries).map(([key, value]) => [key, String(value)])),
          );
        },
      ),
    );
  });

  it('never throws on garbage', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 200 }), (text) => {
        parseBraceMap(text);
        parseIntegerParam(text);
        parseBooleanParam(text);
      }),
      { numRuns: 500 },
    );
  });
});
