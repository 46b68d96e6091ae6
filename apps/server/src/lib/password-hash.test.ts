import { describe, expect, it } from 'vitest';
import { hashPassword, PASSWORD_HASH_PARAMS, verifyAgainstDummyHash, verifyPassword } from './password-hash';

describe('password hashing', () => {
  it('hashes with argon2id at m=19456 KiB, t=2, p=1 and a fresh salt each time', async () => {
    expect(PASSWORD_HASH_PARAMS).toMatchObject({ memoryCost: 19_456, timeCost: 2, parallelism: 1 });
    const first = await hashPassword('correct horse battery staple');
    const second = await hashPassword('correct horse battery staple');
    expect(first).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(first).not.toBe(second);
    expect(first).not.toContain('correct horse');
  });

  it('verifies the right password only', async () => {
    const stored = await hashPassword('Tr0ub4dor&3 é');
    expect(await verifyPassword(stored, 'Tr0ub4dor&3 é')).toBe(true);
    expect(await verifyPassword(stored, 'tr0ub4dor&3 é')).toBe(false);
    expect(await verifyPassword(stored, '')).toBe(false);
  });

  it('answers false, without throwing, for a malformed hash', async () => {
    expect(await verifyPassword('not-a-hash', 'x')).toBe(false);
    expect(await verifyPassword('', 'x')).toBe(false);
    expect(await verifyPassword('$argon2id$v=19$m=19456,t=2,p=1$broken', 'x')).toBe(false);
  });

  it('the dummy verification always fails, whatever the password', async () => {
    expect(await verifyAgainstDummyHash('')).toBe(false);
    expect(await verifyAgainstDummyHash('password')).toBe(false);
  });
});
