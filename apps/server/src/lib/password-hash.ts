import { randomBytes } from 'node:crypto';
import { type Algorithm, hash, verify } from '@node-rs/argon2';

/**
 * Argon2id with OWASP's minimum (19 MiB, 2 passes, 1 lane). The parameters travel inside each PHC
 * string, so raising them later still verifies older hashes.
 */
export const PASSWORD_HASH_PARAMS = {
  // `Algorithm` is an ambient const enum, which isolatedModules cannot read: 2 is Argon2id.
  algorithm: 2 as Algorithm.Argon2id,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, PASSWORD_HASH_PARAMS);
}

/**
 * The hash of a password nobody knows (256 random bits, thrown away): the account opens only through a
 * reset link or a sign-in provider.
 */
export function unusablePasswordHash(): Promise<string> {
  return hashPassword(randomBytes(32).toString('base64url'));
}

/** False for a wrong password and for a stored value that is not an argon2 hash (never throws). */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends a real verification's time on a hash no password matches, so a login for an unknown address
 * takes as long as one for a known address and its timing reveals nothing.
 */
export async function verifyAgainstDummyHash(password: string): Promise<false> {
  dummyHash ??= hashPassword(randomBytes(32).toString('base64url'));
  await verifyPassword(await dummyHash, password);
  return false;
}
