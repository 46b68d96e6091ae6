import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EMAIL_PATTERN, isQaAddress, isValidEmail, normalizeEmail, QA_ADDRESS_PATTERN } from './email-address';

// The pattern as usually written; only ever run on short strings here, where it is still quick.
const CLASSIC = /^\w+([.-]?\w+)*@\w+([.-]?\w+)*(\.\w{2,3})+$/;

describe('isValidEmail', () => {
  it.each(['alex@example.ca', 'alex.smith@example.com', 'alex-smith@mail.example.co.uk', 'a_b@c.de', 'A1@B2.CA'])(
    'accepts %s',
    (email) => {
      expect(isValidEmail(email)).toBe(true);
    },
  );

  it.each([
    '',
    'alex',
    'alex@',
    '@example.ca',
    'alex@example',
    'alex@example.c',
    'alex@example.info',
    'alex..smith@example.ca',
    '.alex@example.ca',
    'alex.@example.ca',
    'alex+tag@example.ca',
    'alex@@example.ca',
    ' alex@example.ca',
  ])('refuses %j', (email) => {
    expect(isValidEmail(email)).toBe(false);
  });

  it('accepts exactly what the classic pattern accepts', () => {
    const text = fc
      .array(fc.constantFrom('a', 'b', '1', '_', '.', '-', '@', '+', ' '), { maxLength: 14 })
      .map((parts) => parts.join(''));
    fc.assert(
      fc.property(text, (value) => {
        expect(EMAIL_PATTERN.test(value)).toBe(CLASSIC.test(value));
      }),
      { numRuns: 5000 },
    );
  });

  it('returns at once on 5,000-character adversarial input', () => {
    const adversarial = [
      `${'a'.repeat(5000)}!`,
      `${'a.'.repeat(2500)}!`,
      `a@${'a'.repeat(5000)}!`,
      `a@${'a.'.repeat(2500)}`,
      `a@${'aa.'.repeat(1666)}a`,
      `${'a-'.repeat(2500)}@`,
      `a@${'a'.repeat(4996)}.aaaa`,
    ];
    for (const value of adversarial) {
      expect(value.length).toBeGreaterThanOrEqual(5000);
      expect(EMAIL_PATTERN.test(value)).toBe(false);
    }
  });
});

describe('normalizeEmail', () => {
  it('trims and lower-cases', () => {
    expect(normalizeEmail('  Alex.Smith@Example.CA ')).toBe('alex.smith@example.ca');
  });
});

describe('isQaAddress', () => {
  it.each([
    ['alex.qatest@example.ca', true],
    ['alex-qatest12@example.ca', true],
    ['ALEX.QATEST7@EXAMPLE.CA', true],
    [' alex.qatest@example.ca ', true],
    ['alex@example.ca', false],
    ['alex.qatest1x@example.ca', false],
    ['alex.qatestx@example.ca', false],
    ['alex.qa@example.ca', false],
    ['alexqatest@example.ca', false],
    ['alex@example.qatest.ca', false],
    ['alex.qatest@', false],
  ] as const)('%s → %s', (email, qa) => {
    expect(isQaAddress(email)).toBe(qa);
    // Every QA address can register: it meets the sign-up pattern.
    if (qa) expect(isValidEmail(email.trim())).toBe(true);
    expect(QA_ADDRESS_PATTERN.test(email.trim())).toBe(qa);
  });
});
