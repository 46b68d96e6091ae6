import { createHash } from 'node:crypto';
import { type Challenge, createChallenge, randomInt, type Solution, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';

export interface CaptchaOptions {
  /** Signs challenges, so the server keeps no state until a solution is accepted. */
  hmacKey: string;
  expiresInMs?: number;
  /**
   * Difficulty: the solver tries up to this many SHA-256 hashes (between half and all of them). 50,000
   * solves in well under a second in a browser.
   */
  maxNumber?: number;
  /**
   * Records an accepted solution; true only the first time for an id. Ids are kept until `expiresAt`,
   * after which the challenge is refused as expired anyway.
   */
  consumeOnce: (id: string, expiresAt: Date) => Promise<boolean>;
  /** The clock, for tests. */
  now?: () => number;
}

export interface Captcha {
  /** The JSON the ALTCHA widget fetches: `{ parameters, signature }`. */
  challenge(): Promise<Challenge>;
  /** True once for a correctly solved, signed, unexpired challenge; false for anything else. */
  verify(payload: string | undefined): Promise<boolean>;
}

/** A payload is a few hundred characters; anything much longer is not one. */
const MAX_PAYLOAD_LENGTH = 4_096;

/**
 * Self-hosted proof of work (ALTCHA v2, the format of the altcha 3 widget) in deterministic mode: the
 * challenge reveals half of the key derived from a secret counter, and the browser counts up from 0
 * until it finds it. Stateless until verified; each solution is accepted once.
 */
export function createCaptcha(options: CaptchaOptions): Captcha {
  const { hmacKey, expiresInMs = 10 * 60_000, maxNumber = 50_000, consumeOnce, now = Date.now } = options;
  return {
    challenge: () =>
      createChallenge({
        algorithm: 'SHA-256',
        cost: 1,
        counter: randomInt(maxNumber, Math.ceil(maxNumber / 2)),
        deriveKey,
        hmacSignatureSecret: hmacKey,
        expiresAt: new Date(now() + expiresInMs),
      }),

    async verify(payload) {
      const submitted = parsePayload(payload);
      if (!submitted) return false;
      const { challenge, solution } = submitted;
      const expiresAt = challenge.parameters.expiresAt;
      // Every challenge issued here expires; the library checks too, but only against the real clock.
      if (typeof expiresAt !== 'number' || expiresAt * 1000 <= now()) return false;
      try {
        const result = await verifySolution({ challenge, solution, deriveKey, hmacSignatureSecret: hmacKey });
        if (!result.verified) return false;
      } catch {
        return false;
      }
      // The signature is unique to the challenge: its hash names the solution for replay detection.
      const id = createHash('sha256')
        .update(challenge.signature ?? '')
        .digest('hex');
      return consumeOnce(id, new Date(expiresAt * 1000));
    },
  };
}

function parsePayload(payload: string | undefined): { challenge: Challenge; solution: Solution } | null {
  if (!payload || payload.length > MAX_PAYLOAD_LENGTH) return null;
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(payload, 'base64').toString('utf8'));
  } catch {
    return null;
  }
  if (!isRecord(decoded) || !isRecord(decoded.challenge) || !isRecord(decoded.solution)) return null;
  const { parameters, signature } = decoded.challenge;
  const { counter, derivedKey } = decoded.solution;
  if (!isRecord(parameters) || typeof signature !== 'string') return null;
  if (typeof counter !== 'number' || typeof derivedKey !== 'string') return null;
  return {
    challenge: { parameters: parameters as unknown as Challenge['parameters'], signature },
    solution: { counter, derivedKey },
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
