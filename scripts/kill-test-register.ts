// `npm run kill-test:register`: registration and its confirmation email under a crash. Starts the built
// server (PGlite in a temporary DATA_DIR, or a fresh database on the PostgreSQL of TEST_DATABASE_URL),
// fires concurrent registrations with distinct addresses, kills the server with SIGKILL part-way,
// restarts it on the same data and lets its mail queue drain. Every address that got a 2xx must have its
// account and its confirmation email, and no account may exist without one (the account and its queued
// email are one transaction). Exits 1 otherwise. Traffic goes only to the local server this script starts.
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { and, count, eq, inArray, like, sql } from 'drizzle-orm';
import { type DatabaseTarget, openDatabase } from '../apps/server/src/db/client';
import { mailQueue, outbox, users } from '../apps/server/src/db/schema';
import { captchaCode } from '../e2e/support/member';
import { buildIfStale } from './build-state.mjs';
import { exited, prepareDatabase, productionServerEnv, startServer } from './lib/kill-test-server';

export interface KillTestRegisterResult {
  sent: number;
  /** Answered 201. */
  succeeded: number;
  other: number;
  /** Of the addresses that got a 201, how many have an account after the restart. */
  accountsFound: number;
  /** Of the addresses that got a 201, how many were sent a confirmation email. */
  emailsFound: number;
  missingAccounts: number;
  missingEmails: number;
  /** Accounts written for requests the kill cut off before they were answered. */
  unansweredWithAccount: number;
  /** Accounts of any address sent (answered or cut off) that never got a confirmation email. */
  accountsWithoutEmail: number;
  /** Addresses sent more than one confirmation email (delivery is at least once). */
  sentTwice: number;
  /** Rows left in mail_queue once the restarted server had time to drain it. */
  stillQueued: number;
  /** Requests still unanswered when the server was killed. */
  inFlightAtKill: number;
  database: 'pglite' | 'postgres';
  ms: number;
}

const PASSWORD = 'Maple-Syrup-42!';
/** Addresses per `in (…)` query. */
const CHUNK = 500;

function chunks<T>(items: T[]): T[][] {
  return Array.from({ length: Math.ceil(items.length / CHUNK) }, (_, index) =>
    items.slice(index * CHUNK, (index + 1) * CHUNK),
  );
}

/** Rows in mail_queue, and how many of them a worker has claimed and not released. */
async function queuedEmails(target: DatabaseTarget): Promise<{ queued: number; leased: number }> {
  const handle = await openDatabase(target);
  try {
    const [row] = await handle.db
      .select({ queued: count(), leased: count(sql`case when ${mailQueue.leaseUntil} > now() then 1 end`) })
      .from(mailQueue);
    return { queued: row?.queued ?? 0, leased: row?.leased ?? 0 };
  } finally {
    await handle.close();
  }
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function killTestRegister(
  options: {
    total?: number;
    killAfterFraction?: number;
    postgresUrl?: string | undefined;
    drainTimeoutMs?: number;
    log?: boolean;
  } = {},
): Promise<KillTestRegisterResult> {
  // Each registration hashes a password with argon2id (about 0.1 s of a core): 300 keep the run well under a minute.
  const total = options.total ?? 300;
  const killAfter = Math.max(1, Math.floor(total * (options.killAfterFraction ?? 0.4)));
  const log = options.log ? (line: string) => console.info(line) : () => {};
  const started = performance.now();
  const dataDir = await mkdtemp(join(tmpdir(), 'cg-kill-test-'));
  const database = await prepareDatabase(dataDir, options.postgresUrl);
  // Rate limits in memory, since a shared Redis would carry the site-wide count (600 an hour) from one
  // run to the next. No SMTP_URL: the mail queue delivers into the outbox table, which is read below.
  const env = productionServerEnv(dataDir, database, { CAPTCHA_MAX_NUMBER: '1000', REDIS_URL: '', SMTP_URL: '' });
  let child: ChildProcess | undefined;
  try {
    let baseUrl: string;
    ({ child, baseUrl } = await startServer(env));
    const server = child;
    const run = randomBytes(3).toString('hex');
    const addresses = Array.from({ length: total }, (_, index) => `kill.${index}.${run}@example.ca`);
    // Solved before firing, so the burst is registrations only.
    const codes = await Promise.all(addresses.map(() => captchaCode(baseUrl)));
    log(`server started (${options.postgresUrl ? 'PostgreSQL' : 'PGlite'}); firing ${total} concurrent registrations`);

    const succeeded: string[] = [];
    let answered = 0;
    let inFlightAtKill = 0;
    await Promise.all(
      addresses.map(async (email, index) => {
        try {
          const response = await fetch(`${baseUrl}/api/v2/user/register`, {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              accept: 'application/json',
              // Uncompressed: gzip runs on the thread pool behind every queued password hash, which would
              // hold each 201 until all registrations are written, too late for the kill to cut any.
              'accept-encoding': 'identity',
              'x-forwarded-for': `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`,
            },
            body: JSON.stringify({
              name: 'Alex Tremblay',
              email,
              password1: PASSWORD,
              password2: PASSWORD,
              terms: true,
              captchaCode: codes[index],
            }),
          });
          await response.arrayBuffer();
          if (response.status === 201) succeeded.push(email);
        } catch {
          // The connection died with the server: not acknowledged, so nothing is promised.
        }
        answered++;
        if (succeeded.length === killAfter && !server.killed) {
          inFlightAtKill = total - answered;
          server.kill('SIGKILL');
        }
      }),
    );
    await exited(server);
    log(`killed with SIGKILL at the ${killAfter}th 201, with ${inFlightAtKill} requests unanswered`);

    // The restarted server's mail queue sends what the killed one left. PostgreSQL can be watched while
    // it works; PGlite belongs to one process, so there the server is stopped (which finishes its pass)
    // to look, and started again while rows remain.
    ({ child } = await startServer(env));
    log('restarted on the same data; waiting for the mail queue to drain');
    const drainTimeoutMs = options.drainTimeoutMs ?? 30_000;
    const deadline = Date.now() + drainTimeoutMs;
    let queue: { queued: number; leased: number };
    for (;;) {
      if (database.target.kind === 'pglite') {
        child.kill('SIGTERM');
        await exited(child);
      }
      queue = await queuedEmails(database.target);
      if (queue.queued === 0 || Date.now() > deadline) break;
      if (database.target.kind === 'pglite') ({ child } = await startServer(env));
      await pause(500);
    }
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited(child);
    log(
      queue.queued === 0
        ? 'mail queue drained'
        : `${queue.queued} emails still queued after ${drainTimeoutMs / 1000} s, ${queue.leased} of them under a worker's lease`,
    );

    const handle = await openDatabase(database.target);
    const accounts = new Set<string>();
    const emailsTo = new Map<string, number>();
    try {
      for (const part of chunks(addresses)) {
        const found = await handle.db.select({ email: users.email }).from(users).where(inArray(users.email, part));
        for (const { email } of found) accounts.add(email);
        const emails = await handle.db
          .select({ to: outbox.to })
          .from(outbox)
          .where(and(eq(outbox.channel, 'email'), inArray(outbox.to, part), like(outbox.text, '%/confirm-email/%')));
        for (const { to } of emails) emailsTo.set(to, (emailsTo.get(to) ?? 0) + 1);
      }
    } finally {
      await handle.close();
    }
    const accountsFound = succeeded.filter((email) => accounts.has(email)).length;
    const emailsFound = succeeded.filter((email) => emailsTo.has(email)).length;
    return {
      sent: total,
      succeeded: succeeded.length,
      other: total - succeeded.length,
      accountsFound,
      emailsFound,
      missingAccounts: succeeded.length - accountsFound,
      missingEmails: succeeded.length - emailsFound,
      unansweredWithAccount: accounts.size - accountsFound,
      accountsWithoutEmail: [...accounts].filter((email) => !emailsTo.has(email)).length,
      sentTwice: [...emailsTo.values()].filter((sent) => sent > 1).length,
      stillQueued: queue.queued,
      inFlightAtKill,
      database: options.postgresUrl ? 'postgres' : 'pglite',
      ms: Math.round(performance.now() - started),
    };
  } finally {
    // A failure part-way must not leave a server running on the directory about to be removed.
    if (child && child.exitCode === null && child.signalCode === null) {
      child.kill('SIGKILL');
      await exited(child);
    }
    await database.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  buildIfStale();
  const result = await killTestRegister({ postgresUrl: process.env.TEST_DATABASE_URL, log: true });
  console.info(`\nKill test, user/register (${result.database}, ${(result.ms / 1000).toFixed(1)} s)`);
  console.info(`  sent                      ${result.sent}`);
  console.info(`  201                       ${result.succeeded}`);
  console.info(`  other (refused or cut)    ${result.other}`);
  console.info(`  in flight at the kill     ${result.inFlightAtKill}`);
  console.info(`  accounts found            ${result.accountsFound}`);
  console.info(`  confirmation emails found ${result.emailsFound}`);
  console.info(`  missing accounts          ${result.missingAccounts}`);
  console.info(`  missing emails            ${result.missingEmails}`);
  console.info(`  accounts of cut requests  ${result.unansweredWithAccount}`);
  console.info(`  accounts without email    ${result.accountsWithoutEmail}`);
  console.info(`  emails sent twice         ${result.sentTwice}`);
  console.info(`  still queued              ${result.stillQueued}`);
  const failed =
    result.missingAccounts + result.missingEmails + result.accountsWithoutEmail + result.stillQueued > 0 ||
    result.succeeded === 0;
  if (failed) process.exitCode = 1;
}
