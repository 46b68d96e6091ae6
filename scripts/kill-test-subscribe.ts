import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { inArray } from 'drizzle-orm';
import { openDatabase } from '../apps/server/src/db/client';
import { newsletterSubscribers } from '../apps/server/src/db/schema';
import { buildIfStale } from './build-state.mjs';
import { exited, prepareDatabase, productionServerEnv, startServer } from './lib/kill-test-server';

export interface KillTestResult {
  sent: number;
  succeeded: number;
  other: number;
  /** Of the addresses that got a 2xx, how many the table holds after the restart. */
  found: number;
  missing: number;
  /** Requests still unanswered when the server was killed. */
  inFlightAtKill: number;
  database: 'pglite' | 'postgres';
  ms: number;
}

export async function killTestSubscribe(
  options: { requests?: number; killAfterFraction?: number; postgresUrl?: string | undefined; log?: boolean } = {},
): Promise<KillTestResult> {
  // Far more requests than the kill point: the server answers fast, and with only a few hundred still
  // queued it could answer them all before the signal lands, which would cut nothing. Past the site-wide
  // ceiling (1,200 an hour) the rest are refused at once; "other" counts them with those the kill cut.
  const requests = options.requests ?? 2000;
  const killAfter = Math.max(1, Math.floor(requests * (options.killAfterFraction ?? 0.2)));
  const log = options.log ? (line: string) => console.info(line) : () => {};
  const started = performance.now();
  const dataDir = await mkdtemp(join(tmpdir(), 'cg-kill-test-'));
  const database = await prepareDatabase(dataDir, options.postgresUrl);
  const env = productionServerEnv(dataDir, database);
  try {
    let { child, baseUrl } = await startServer(env);
    log(`server started (${options.postgresUrl ? 'PostgreSQL' : 'PGlite'}); firing ${requests} concurrent subscribes`);
    const run = randomBytes(3).toString('hex');
    const addresses = Array.from({ length: requests }, (_, index) => `kill-${run}-${index}@example.ca`);
    const succeeded: string[] = [];
    let answered = 0;
    let inFlightAtKill = 0;
    const killed = new Promise<void>((resolve) => {
      const attempts = addresses.map(async (email, index) => {
        try {
          const response = await fetch(`${baseUrl}/api/v2/subscription/subscribe`, {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              'x-forwarded-for': `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`,
            },
            body: JSON.stringify({ name: 'Kill Test', email, source: 'Footer Optin' }),
          });
          await response.arrayBuffer();
          if (response.ok) succeeded.push(email);
        } catch {
          // The connection died with the server: not a 2xx, so nothing is promised.
        }
        answered++;
        if (succeeded.length === killAfter && child.exitCode === null && child.signalCode === null) {
          inFlightAtKill = requests - answered;
          child.kill('SIGKILL');
          resolve();
        }
      });
      void Promise.all(attempts).then(() => resolve());
    });
    await killed;
    await exited(child);
    // Let the requests cut off by the kill settle (each one fails at once).
    while (answered < requests) await new Promise((resolve) => setTimeout(resolve, 20));
    log(`killed with SIGKILL at the ${killAfter}th 2xx answer, with ${inFlightAtKill} requests unanswered`);

    ({ child, baseUrl } = await startServer(env));
    const probe = await fetch(`${baseUrl}/api/v2/subscription/subscribe`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.255.255.255' },
      body: JSON.stringify({ name: 'After Restart', email: `kill-${run}-after@example.ca` }),
    });
    if (!probe.ok) throw new Error(`the restarted server answered ${probe.status} to a subscribe`);
    log('restarted on the same data; it accepts subscribes again');
    child.kill('SIGTERM');
    await exited(child);

    const handle = await openDatabase(database.target);
    let found = 0;
    try {
      for (let from = 0; from < succeeded.length; from += 500) {
        const rows = await handle.db
          .select({ email: newsletterSubscribers.email })
          .from(newsletterSubscribers)
          .where(inArray(newsletterSubscribers.email, succeeded.slice(from, from + 500)));
        found += rows.length;
      }
    } finally {
      await handle.close();
    }
    return {
      sent: requests,
      succeeded: succeeded.length,
      other: requests - succeeded.length,
      found,
      missing: succeeded.length - found,
      inFlightAtKill,
      database: options.postgresUrl ? 'postgres' : 'pglite',
      ms: Math.round(performance.now() - started),
    };
  } finally {
    await database.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  buildIfStale();
  const result = await killTestSubscribe({ postgresUrl: process.env.TEST_DATABASE_URL, log: true });
  console.info(`\nKill test, subscription/subscribe (${result.database}, ${(result.ms / 1000).toFixed(1)} s)`);
  console.info(`  sent                    ${result.sent}`);
  console.info(`  2xx                     ${result.succeeded}`);
  console.info(`  other (refused or cut)  ${result.other}`);
  console.info(`  in flight at the kill   ${result.inFlightAtKill}`);
  console.info(`  found after restart     ${result.found}`);
  console.info(`  missing                 ${result.missing}`);
  if (result.missing > 0 || result.succeeded === 0) process.exitCode = 1;
}
