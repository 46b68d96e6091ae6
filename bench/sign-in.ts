// `npm run bench:sign-in`: what one password costs the server. Prints the argon2id hash and verify time
// (OWASP parameters: m=19456 KiB, t=2, p=1) and the captcha's proof of work as a browser would solve it.
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { createCaptcha } from '../apps/server/src/lib/captcha';
import { hashPassword, PASSWORD_HASH_PARAMS, verifyPassword } from '../apps/server/src/lib/password-hash';

const RUNS = Number(process.env.BENCH_RUNS ?? 20);

function summary(label: string, samples: number[]): void {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]?.toFixed(1);
  console.info(
    `${label}: median ${at(0.5)} ms, p90 ${at(0.9)} ms, min ${sorted[0]?.toFixed(1)} ms (${samples.length} runs)`,
  );
}

async function time(task: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await task();
  return performance.now() - started;
}

console.info(`argon2id parameters: ${JSON.stringify(PASSWORD_HASH_PARAMS)}`);
const hashes: number[] = [];
const verifies: number[] = [];
let hash = '';
for (let run = 0; run < RUNS; run++) {
  hashes.push(await time(async () => (hash = await hashPassword(`Bench-Password-${run}!`))));
  verifies.push(await time(() => verifyPassword(hash, `Bench-Password-${run}!`)));
}
summary('argon2id hash', hashes);
summary('argon2id verify', verifies);

const maxNumber = Number(process.env.CAPTCHA_MAX_NUMBER ?? 50_000);
const captcha = createCaptcha({ hmacKey: 'bench', maxNumber, consumeOnce: async () => true });
const solves: number[] = [];
for (let run = 0; run < Math.min(RUNS, 10); run++) {
  const challenge = await captcha.challenge();
  solves.push(await time(() => solveChallenge({ challenge, deriveKey })));
}
summary(`captcha solve in Node (max number ${maxNumber})`, solves);
