import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { COMMON_PASSWORDS_FILE, isCommonPassword } from './common-passwords';

describe('isCommonPassword', () => {
  it('finds listed passwords, whatever their case', () => {
    expect(isCommonPassword('123456')).toBe(true);
    expect(isCommonPassword('password')).toBe(true);
    expect(isCommonPassword('PassWord1')).toBe(true);
    expect(isCommonPassword('QWERTY')).toBe(true);
    expect(isCommonPassword('iloveyou')).toBe(true);
  });

  it('passes unlisted passwords, and does not treat the comment lines or an empty line as passwords', () => {
    expect(isCommonPassword('vN7#q2-lampshade-orbit')).toBe(false);
    expect(isCommonPassword('password with spaces that nobody uses')).toBe(false);
    expect(isCommonPassword('')).toBe(false);
    const [comment] = readFileSync(COMMON_PASSWORDS_FILE, 'utf8').split('\n');
    expect(comment?.startsWith('#')).toBe(true);
    expect(isCommonPassword(comment ?? '')).toBe(false);
  });

  it('loads every one of the 10,000 entries, the last one included', () => {
    const entries = readFileSync(COMMON_PASSWORDS_FILE, 'utf8')
      .split('\n')
      .filter((line) => line !== '' && !line.startsWith('#'));
    expect(entries).toHaveLength(10_000);
    const last = entries.at(-1) ?? '';
    expect(isCommonPassword(last)).toBe(true);
    expect(entries.every((entry) => isCommonPassword(entry.toUpperCase()))).toBe(true);
  });
});
