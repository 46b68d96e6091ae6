import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  authenticatorCodeError,
  formatMobileNumber,
  MOBILE_NUMBER_PATTERN,
  maskMobileNumber,
  mobileNumberError,
  otpCodeError,
  toE164,
} from './mobile-number';

describe('formatMobileNumber', () => {
  it.each([
    ['', ''],
    ['4', '4'],
    ['416', '416'],
    ['4165', '416-5'],
    ['416555', '416-555'],
    ['4165551', '416-555-1'],
    ['4165551234', '416-555-1234'],
    ['41655512345678', '416-555-1234'],
    ['(416) 555-1234', '416-555-1234'],
    ['+1 416 555 1234', '416-555-1234'],
    ['1-416-555-1234', '416-555-1234'],
    ['1', ''],
    ['14', '4'],
    ['11', ''],
    ['114165551234', '416-555-1234'],
    ['416-555-1234', '416-555-1234'],
    ['abc', ''],
  ])('%j → %j', (input, formatted) => {
    expect(formatMobileNumber(input)).toBe(formatted);
  });

  it('is stable and never longer than ###-###-####', () => {
    fc.assert(
      fc.property(fc.string(), (input) => {
        const formatted = formatMobileNumber(input);
        expect(formatted.length).toBeLessThanOrEqual(12);
        expect(formatMobileNumber(formatted)).toBe(formatted);
      }),
    );
  });
});

describe('mobileNumberError', () => {
  it('asks for a number when empty and for the shape when wrong', () => {
    expect(mobileNumberError('')).toBe('You have to enter a valid cell number');
    expect(mobileNumberError('   ')).toBe('You have to enter a valid cell number');
    const shape = 'The cell number you have provided is not in the correct format of ###-###-####';
    expect(mobileNumberError('4165551234')).toBe(shape);
    expect(mobileNumberError('416-555-123')).toBe(shape);
    expect(mobileNumberError('416-555-1234x')).toBe(shape);
    expect(mobileNumberError('416-555-1234')).toBeNull();
    expect(MOBILE_NUMBER_PATTERN.test('416-555-1234')).toBe(true);
  });
});

describe('toE164 and maskMobileNumber', () => {
  it('converts to E.164', () => {
    expect(toE164('416-555-1234')).toBe('+14165551234');
    expect(toE164('1 (416) 555-1234')).toBe('+14165551234');
    expect(() => toE164('416-555-123')).toThrow(RangeError);
    expect(() => toE164('')).toThrow(RangeError);
  });

  it('shows only the last four digits', () => {
    expect(maskMobileNumber('416-555-1234')).toBe('•••-•••-1234');
    expect(maskMobileNumber('+14165551234')).toBe('•••-•••-1234');
  });
});

describe('code fields', () => {
  it('ask for a code only when empty', () => {
    expect(otpCodeError('')).toBe('You have to enter a valid code');
    expect(otpCodeError(' ')).toBe('You have to enter a valid code');
    expect(otpCodeError('123456')).toBeNull();
    expect(authenticatorCodeError('')).toBe('You have to enter the authenticator code');
    expect(authenticatorCodeError('123456')).toBeNull();
  });
});
