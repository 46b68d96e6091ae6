import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkPassword,
  isPasswordAcceptable,
  PASSWORD_BEST_PRACTICES,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_REQUIREMENTS,
  PASSWORD_SPECIAL_CHARACTERS,
} from './password';

const NONE = { size: false, lower: false, upper: false, number: false, special: false, compare: false };

describe('checkPassword', () => {
  it('sets no flag for a good password, matching confirmation or none', () => {
    expect(checkPassword('Maple#Leaf2024')).toEqual(NONE);
    expect(checkPassword('Maple#Leaf2024', 'Maple#Leaf2024')).toEqual(NONE);
  });

  it('reports each failed rule separately', () => {
    expect(checkPassword('Ab1!')).toEqual({ ...NONE, size: true });
    expect(checkPassword('MAPLE#LEAF2024')).toEqual({ ...NONE, lower: true });
    expect(checkPassword('maple#leaf2024')).toEqual({ ...NONE, upper: true });
    expect(checkPassword('Maple#LeafLeaf')).toEqual({ ...NONE, number: true });
    expect(checkPassword('MapleLeaf2024')).toEqual({ ...NONE, special: true });
    expect(checkPassword('Maple#Leaf2024', 'maple#leaf2024')).toEqual({ ...NONE, compare: true });
    expect(checkPassword('a')).toEqual({ ...NONE, size: true, upper: true, number: true, special: true });
  });

  it('clears all six flags for an empty password, compare included', () => {
    expect(checkPassword('')).toEqual(NONE);
    expect(checkPassword('', 'something else')).toEqual(NONE);
  });

  it('checks the 8 to 128 length bounds', () => {
    const base = 'Aa1!';
    expect(checkPassword(base.padEnd(PASSWORD_MIN_LENGTH - 1, 'x')).size).toBe(true);
    expect(checkPassword(base.padEnd(PASSWORD_MIN_LENGTH, 'x')).size).toBe(false);
    expect(checkPassword(base.padEnd(PASSWORD_MAX_LENGTH, 'x')).size).toBe(false);
    expect(checkPassword(base.padEnd(PASSWORD_MAX_LENGTH + 1, 'x')).size).toBe(true);
  });

  it('counts exactly the listed special characters', () => {
    expect(PASSWORD_SPECIAL_CHARACTERS.join(' ')).toBe(`! @ $ ^ % & * ( ) [ ] { } < > ? , . / \\ ; ' : " | - _ = + #`);
    for (const character of PASSWORD_SPECIAL_CHARACTERS) {
      expect(checkPassword(`Maple2024${character}`).special, character).toBe(false);
    }
    for (const character of [' ', '~', '`', '€', '§']) {
      expect(checkPassword(`Maple2024${character}`).special, character).toBe(true);
    }
  });

  it('counts letters of any script and only 0-9 as numbers', () => {
    expect(checkPassword('ÉCOLE#été1')).toEqual(NONE);
    expect(checkPassword('Maple#Leaf٣٣').number).toBe(true);
  });
});

describe('isPasswordAcceptable', () => {
  it('accepts only a non-empty password with no flag set', () => {
    expect(isPasswordAcceptable('Maple#Leaf2024')).toBe(true);
    expect(isPasswordAcceptable('Maple#Leaf2024', 'Maple#Leaf2024')).toBe(true);
    expect(isPasswordAcceptable('Maple#Leaf2024', 'Maple#Leaf2025')).toBe(false);
    expect(isPasswordAcceptable('')).toBe(false);
    expect(isPasswordAcceptable('', '')).toBe(false);
    expect(isPasswordAcceptable('mapleleaf')).toBe(false);
    expect(isPasswordAcceptable(`Aa1!${'x'.repeat(PASSWORD_MAX_LENGTH)}`)).toBe(false);
  });

  it('agrees with the flags for any text', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 140 }), (password) => {
        const flags = checkPassword(password);
        const accepted = isPasswordAcceptable(password);
        expect(accepted).toBe(password !== '' && !Object.values(flags).includes(true));
        if (accepted) expect(password.length).toBeLessThanOrEqual(PASSWORD_MAX_LENGTH);
      }),
    );
  });
});

describe('checklist and tips', () => {
  it('lists the five rules in order with labels', () => {
    expect(PASSWORD_REQUIREMENTS.map(({ flag }) => flag)).toEqual(['size', 'lower', 'upper', 'number', 'special']);
    expect(PASSWORD_REQUIREMENTS[0]?.label).toBe('At least 8 characters');
    for (const { label } of PASSWORD_REQUIREMENTS) expect(label).not.toBe('');
  });

  it('has four to six best-practice tips', () => {
    expect(PASSWORD_BEST_PRACTICES.length).toBeGreaterThanOrEqual(4);
    expect(PASSWORD_BEST_PRACTICES.length).toBeLessThanOrEqual(6);
  });
});
