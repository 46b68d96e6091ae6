// `npm run bench:enumeration`: whether the response time of the address-taking sign-in calls tells a
// member's address from a stranger's, on the built server in production mode: PGlite, or with
// ENUMERATION_BENCH_DATABASE_URL a database of its own made (and dropped) on that PostgreSQL server. For
// POST /api/v2/user/forgot-password and /user/resend-confirmation, and /user/login with a wrong password
// as a reference (it spends the same hashing time either way), it times BENCH_RUNS (30) requests per group
// in random order and prints the median and p90 of each group and the AUC of "slower means member".
// A measurement: it exits 0 whatever the figures. Traffic goes only to the local server this script starts.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { rocAuc } from '../apps/server/src/lib/roc-auc';
import { captchaCode, MEMBER_PASSWORD } from '../e2e/support/member';
import { prepareDatabase } from '../scripts/lib/kill-test-server';
import { startBuiltServer } from '../scripts/lib/start-built-server.mjs';
import { buildSiteUnlessSkipped } from './lib/build-site.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const POSTGRES_URL = process.env.ENUMERATION_BENCH_DATABASE_URL || undefined;
/** Untimed requests per endpoint first, so the first timed ones do not pay for JIT compilation. */
const WARM_UP = 5;
const WRONG_PASSWORD = 'Not-The-Password-7!';

buildSiteUnlessSkipped();

// The per-IP limits (10 an hour on forgot and resend, 30 per quarter hour on login) are kept as deployed:
// each request names its own client address in X-Forwarded-For, which the server believes with
// TRUST_PROXY=true. An easy captcha keeps the solving short; it is done before the timing anyway.
const dataDir = await mkdtemp(join(tmpdir(), 'cg-bench-enumeration-'));
const database = await prepareDatabase(dataDir, POSTGRES_URL);
const server = await startBuiltServer({
  dataDir,
  env: {
    NODE_ENV: 'production',
    AUTH_SECRET: randomBytes(32).toString('hex'),
    TRUST_PROXY: 'true',
    CAPTCHA_MAX_NUMBER: '1000',
    LOG_LEVEL: 'warn',
    // In-process counters: a shared Redis would carry limits over from other runs.
    REDIS_URL: '',
    ...database.env,
  },
}).catch(async (error: unknown) => {
  await database.drop();
  await rm(dataDir, { recursive: true, force: true });
  throw error;
});

let visitor = 0;
/** A different client address for each request: 10.x.y.z. */
function nextAddress(): string {
  visitor++;
  return `10.${(visitor >> 16) & 255}.${(visitor >> 8) & 255}.${visitor & 255}`;
}

function post(path: string, body: unknown): Promise<Response> {
  return fetch(`${server.baseUrl}/api/v2${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', 'x-forwarded-for': nextAddress() },
    body: JSON.stringify(body),
  });
}

type Group = 'member' | 'stranger';

interface Endpoint {
  path: string;
  label: string;
  /** The status every request should get; any other spoils the comparison and is reported. */
  expected: number;
  needsCaptcha: boolean;
  body: (email: string, captcha: string) => unknown;
}

const ENDPOINTS: Endpoint[] = [
  {
    path: '/user/forgot-password',
    label: 'POST /api/v2/user/forgot-password',
    expected: 200,
    needsCaptcha: true,
    body: (email, captcha) => ({ email, captchaCode: captcha }),
  },
  {
    path: '/user/resend-confirmation',
    label: 'POST /api/v2/user/resend-confirmation',
    expected: 200,
    needsCaptcha: false,
    body: (email) => ({ email }),
  },
  {
    path: '/user/login',
    label: 'POST /api/v2/user/login (wrong password)',
    expected: 401,
    needsCaptcha: true,
    body: (email, captcha) => ({ email, password: WRONG_PASSWORD, captchaCode: captcha }),
  },
];

interface Trial {
  endpoint: Endpoint;
  group: Group;
  email: string;
  captcha: string;
}

function shuffle<T>(items: T[]): T[] {
  for (let index = items.length - 1; index > 0; index--) {
    const other = Math.floor(Math.random() * (index + 1));
    [items[index], items[other]] = [items[other] as T, items[index] as T];
  }
  return items;
}

/** Percentile of an ascending list, interpolated between neighbours (so the median of an even count is a mean). */
function percentile(sorted: number[], fraction: number): number {
  const at = fraction * (sorted.length - 1);
  const below = sorted[Math.floor(at)] ?? Number.NaN;
  const above = sorted[Math.ceil(at)] ?? below;
  return below + (above - below) * (at - Math.floor(at));
}

try {
  const run = randomBytes(3).toString('hex');
  // Members: unconfirmed accounts, the case where the old resend-confirmation did extra work (any account
  // would do for forgot-password and login). Each endpoint uses each account once.
  const members = Array.from({ length: RUNS }, (_, index) => `enum-${run}-member-${index}@example.ca`);
  for (const email of members) {
    const registered = await post('/user/register', {
      name: 'Alex Tremblay',
      email,
      password1: MEMBER_PASSWORD,
      password2: MEMBER_PASSWORD,
      terms: true,
      captchaCode: await captchaCode(server.baseUrl),
    });
    if (registered.status !== 201) {
      throw new Error(`register answered ${registered.status}: ${await registered.text()}`);
    }
  }

  // Captchas are solved before any timing: only the HTTP request is timed.
  const prepare = async (endpoint: Endpoint, group: Group, email: string): Promise<Trial> => ({
    endpoint,
    group,
    email,
    captcha: endpoint.needsCaptcha ? await captchaCode(server.baseUrl) : '',
  });
  const warmUps: Trial[] = [];
  const trials: Trial[] = [];
  for (const [which, endpoint] of ENDPOINTS.entries()) {
    for (let index = 0; index < WARM_UP; index++) {
      warmUps.push(await prepare(endpoint, 'stranger', `enum-${run}-warm-${which}-${index}@example.ca`));
    }
    for (let index = 0; index < RUNS; index++) {
      trials.push(await prepare(endpoint, 'member', members[index] as string));
      // Never registered.
      trials.push(await prepare(endpoint, 'stranger', `enum-${run}-stranger-${which}-${index}@example.ca`));
    }
  }

  const unexpected = new Map<string, number>();
  const measure = async (trial: Trial): Promise<number> => {
    const started = performance.now();
    const response = await post(trial.endpoint.path, trial.endpoint.body(trial.email, trial.captcha));
    await response.arrayBuffer();
    const ms = performance.now() - started;
    if (response.status !== trial.endpoint.expected) {
      const key = `${trial.endpoint.label}: ${response.status}`;
      unexpected.set(key, (unexpected.get(key) ?? 0) + 1);
    }
    return ms;
  };
  for (const trial of warmUps) await measure(trial);
  // Let the registrations' and warm-ups' emails leave the queue before the timing starts.
  await new Promise((resolve) => setTimeout(resolve, 2000));

  const times = new Map<Endpoint, Record<Group, number[]>>(
    ENDPOINTS.map((endpoint) => [endpoint, { member: [], stranger: [] }]),
  );
  // One at a time, every endpoint and group mixed in random order: drift on the machine, and the work an
  // answer leaves behind, fall on both groups alike.
  for (const trial of shuffle(trials)) times.get(trial.endpoint)?.[trial.group].push(await measure(trial));

  // Under "timing says nothing", AUC is about normal with this spread (Mann–Whitney, no ties).
  const halfBand = 1.96 * Math.sqrt((2 * RUNS + 1) / (12 * RUNS * RUNS));
  const ms = (value: number) => `${value.toFixed(1).padStart(6)} ms`;
  console.info(
    `\nAccount enumeration by response time (built server, production, ${POSTGRES_URL ? 'PostgreSQL' : 'PGlite'}; ${RUNS} requests per group, one at a time in random order)`,
  );
  console.info(
    '  Each member request uses a different (unconfirmed) account, so the per-account email cap (3 an hour) never',
  );
  console.info(
    '  applies; each request names its own client address in X-Forwarded-For. AUC 0.5 = timing says nothing;',
  );
  console.info(
    `  with ${RUNS} per group, chance alone gives an AUC outside ${(0.5 - halfBand).toFixed(2)}–${(0.5 + halfBand).toFixed(2)} one time in 20.`,
  );
  for (const endpoint of ENDPOINTS) {
    const group = times.get(endpoint);
    if (!group) continue;
    const member = [...group.member].sort((a, b) => a - b);
    const stranger = [...group.stranger].sort((a, b) => a - b);
    const auc = rocAuc(member, stranger);
    const verdict = Math.abs(auc - 0.5) > halfBand ? 'TIMING TELLS MEMBERS APART' : 'within chance';
    console.info(
      `  ${endpoint.label.padEnd(42)} members median ${ms(percentile(member, 0.5))}, p90 ${ms(percentile(member, 0.9))}   strangers median ${ms(percentile(stranger, 0.5))}, p90 ${ms(percentile(stranger, 0.9))}   AUC ${auc.toFixed(2)} (${verdict})`,
    );
  }
  for (const [key, n] of unexpected) console.info(`  unexpected answer ${key} × ${n} (the figures above include it)`);
} finally {
  await server.stop();
  await database.drop();
  await rm(dataDir, { recursive: true, force: true });
}
