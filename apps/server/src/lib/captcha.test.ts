import { createHash } from 'node:crypto';
import { type Challenge, createChallenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { describe, expect, it } from 'vitest';
import { type CaptchaOptions, createCaptcha } from './captcha';

const HMAC_KEY = 'captcha-test-key';

/** What the widget submits: base64 of `{ challenge, solution }`. */
async function solve(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('unsolved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

function encode(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64');
}

function setup(overrides: Partial<CaptchaOptions> = {}) {
  const used = new Map<string, Date>();
  let offsetMs = 0;
  const captcha = createCaptcha({
    hmacKey: HMAC_KEY,
    maxNumber: 200,
    now: () => Date.now() + offsetMs,
    consumeOnce: async (id, expiresAt) => {
      if (used.has(id)) return false;
      used.set(id, expiresAt);
      return true;
    },
    ...overrides,
  });
  return { captcha, used, advance: (ms: number) => (offsetMs += ms) };
}

describe('captcha', () => {
  it('issues a signed, expiring SHA-256 challenge for the widget', async () => {
    const { captcha } = setup({ maxNumber: 50_000 });
    const before = Date.now();
    const challenge = await captcha.challenge();
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
    expect(challenge.parameters).toMatchObject({ algorithm: 'SHA-256', cost: 1 });
    expect(challenge.parameters.keyPrefix).toMatch(/^[0-9a-f]{32}$/);
    const expiresAtMs = (challenge.parameters.expiresAt ?? 0) * 1000;
    expect(expiresAtMs).toBeGreaterThan(before + 9 * 60_000);
    expect(expiresAtMs).toBeLessThanOrEqual(Date.now() + 10 * 60_000);
    expect(JSON.parse(JSON.stringify(challenge))).toEqual(challenge);
  });

  it('accepts a solved challenge once, and refuses its replay', async () => {
    const { captcha, used } = setup();
    const challenge = await captcha.challenge();
    const payload = await solve(challenge);
    expect(await captcha.verify(payload)).toBe(true);
    const id = createHash('sha256')
      .update(challenge.signature ?? '')
      .digest('hex');
    expect(used.get(id)?.getTime()).toBe((challenge.parameters.expiresAt ?? 0) * 1000);
    expect(await captcha.verify(payload)).toBe(false);
  });

  it('a solution is a real one: the counter the solver found lies within the difficulty', async () => {
    const { captcha } = setup();
    const challenge = await captcha.challenge();
    const solution = await solveChallenge({ challenge, deriveKey });
    expect(solution?.counter).toBeGreaterThanOrEqual(100);
    expect(solution?.counter).toBeLessThanOrEqual(200);
  });

  it('refuses missing and malformed payloads without recording anything', async () => {
    const { captcha, used } = setup();
    for (const payload of [
      undefined,
      '',
      'not base64 at all',
      encode('a string'),
      encode(null),
      encode([]),
      encode({ challenge: {} }),
      encode({ challenge: { parameters: {}, signature: 'x' }, solution: { counter: '1', derivedKey: 'ab' } }),
      encode({ algorithm: 'SHA-256', challenge: 'abc', number: 1, salt: 's', signature: 'x' }),
      'A'.repeat(10_000),
    ]) {
      expect(await captcha.verify(payload)).toBe(false);
    }
    expect(used.size).toBe(0);
  });

  it('refuses a wrong solution, altered parameters and another key’s signature', async () => {
    const { captcha, used } = setup();
    const challenge = await captcha.challenge();
    const solution = await solveChallenge({ challenge, deriveKey });
    if (!solution) throw new Error('unsolved');

    const wrongCounter = { ...solution, counter: solution.counter + 1 };
    expect(await captcha.verify(encode({ challenge, solution: wrongCounter }))).toBe(false);
    const wrongKey = { ...solution, derivedKey: solution.derivedKey.replace(/.$/, (c) => (c === '0' ? '1' : '0')) };
    expect(await captcha.verify(encode({ challenge, solution: wrongKey }))).toBe(false);

    const later = { ...challenge, parameters: { ...challenge.parameters, expiresAt: 4_000_000_000 } };
    expect(await captcha.verify(encode({ challenge: later, solution }))).toBe(false);
    const easier = { ...challenge, parameters: { ...challenge.parameters, keyPrefix: '0' } };
    expect(await captcha.verify(encode({ challenge: easier, solution }))).toBe(false);

    const foreign = await createChallenge({
      algorithm: 'SHA-256',
      cost: 1,
      counter: 10,
      deriveKey,
      hmacSignatureSecret: 'someone-else',
      expiresAt: new Date(Date.now() + 60_000),
    });
    expect(await captcha.verify(await solve(foreign))).toBe(false);
    const { signature: _unsigned, ...unsigned } = challenge;
    expect(await captcha.verify(encode({ challenge: unsigned, solution }))).toBe(false);
    expect(used.size).toBe(0);

    // The untouched original still passes: the refusals above were for the alterations.
    expect(await captcha.verify(encode({ challenge, solution }))).toBe(true);
  });

  it('refuses an expired challenge', async () => {
    const { captcha, used, advance } = setup({ expiresInMs: 60_000 });
    const payload = await solve(await captcha.challenge());
    advance(61_000);
    expect(await captcha.verify(payload)).toBe(false);
    expect(used.size).toBe(0);
  });

  it('refuses when the store says the solution was already used', async () => {
    const { captcha } = setup({ consumeOnce: async () => false });
    expect(await captcha.verify(await solve(await captcha.challenge()))).toBe(false);
  });
});
