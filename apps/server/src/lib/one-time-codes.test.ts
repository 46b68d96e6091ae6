import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  EMAIL_TOKEN_TTL_MS,
  hashToken,
  RESET_TOKEN_TTL_MS,
  randomSmsCode,
  randomToken,
  SMS_CODE_TTL_MS,
} from './one-time-codes';

const DRAWS = 1_000;

describe('one-time codes', () => {
  it('tokens are 32 random bytes in base64url, all distinct', () => {
    const tokens = Array.from({ length: DRAWS }, randomToken);
    for (const token of tokens) {
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    }
    expect(new Set(tokens).size).toBe(DRAWS);
  });

  it('SMS codes are seven digits, zero-padded, and spread over the whole range', () => {
    const codes = Array.from({ length: DRAWS }, randomSmsCode);
    for (const code of codes) expect(code).toMatch(/^\d{7}$/);
    // 1,000 draws from 10^7 values: a collision is possible but rare (~5%); a broken generator collides a lot.
    expect(new Set(codes).size).toBeGreaterThan(DRAWS - 5);
    // Every leading digit shows up, so codes are not confined to a sub-range.
    expect(new Set(codes.map((code) => code[0])).size).toBe(10);
    expect(Math.log2(10 ** 7)).toBeGreaterThanOrEqual(20);
  });

  it('hashes to SHA-256 hex', () => {
    expect(hashToken('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(hashToken('1234567')).toBe(createHash('sha256').update('1234567').digest('hex'));
    expect(hashToken('a')).not.toBe(hashToken('b'));
  });

  it('expiries: 10 minutes for texts, 48 hours for confirmation, 1 hour for reset', () => {
    expect(SMS_CODE_TTL_MS).toBe(600_000);
    expect(EMAIL_TOKEN_TTL_MS).toBe(172_800_000);
    expect(RESET_TOKEN_TTL_MS).toBe(3_600_000);
  });
});
