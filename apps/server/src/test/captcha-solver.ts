import { type Challenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';

/** Solves a challenge as the page's widget does, and answers the payload it would submit. */
export async function solveCaptcha(challenge: unknown): Promise<string> {
  const solution = await solveChallenge({ challenge: challenge as Challenge, deriveKey });
  if (!solution) throw new Error('the captcha challenge could not be solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}
