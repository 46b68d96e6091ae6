import { count, eq } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { createLogger } from '../lib/logger';
import type { Mailer, MailMessage } from '../lib/mailer';
import { createTestDatabase } from '../test/test-database';
import { MAX_ATTEMPTS, MailQueue, queueEmail, retryDelayMs } from './mail-queue';
import { mailQueue } from './schema';

const database = await createTestDatabase();
afterAll(() => database.close());
const logger = createLogger({ level: 'silent' });

/** A mailer that records what it sends, or fails while `failing` is set. */
function recordingMailer(sent: MailMessage[], options: { failing?: () => boolean; delayMs?: number } = {}): Mailer {
  return {
    async send(message) {
      if (options.delayMs) await new Promise((resolve) => setTimeout(resolve, options.delayMs));
      if (options.failing?.()) throw new Error('SMTP refused');
      sent.push(message);
    },
  };
}

const email = (n: number) => ({
  label: 'test',
  to: `reader${n}@example.ca`,
  subject: `Message ${n}`,
  text: `Hello ${n}`,
  html: `<p>Hello ${n}</p>`,
});

const queued = async () => (await database.db.select({ value: count() }).from(mailQueue))[0]?.value ?? 0;

beforeEach(async () => {
  await database.db.delete(mailQueue);
});

describe('the mail queue', () => {
  it('sends what is queued once and forgets it', async () => {
    const sent: MailMessage[] = [];
    const queue = new MailQueue(database, recordingMailer(sent), logger);
    for (let n = 0; n < 45; n++) await queueEmail(database.db, email(n));
    await queue.drain();
    expect(sent.map((message) => message.subject).sort()).toEqual(
      Array.from({ length: 45 }, (_, n) => `Message ${n}`).sort(),
    );
    expect(await queued()).toBe(0);
  });

  it('queues nothing when the transaction it was written in rolls back', async () => {
    await database.db
      .transaction(async (tx) => {
        await queueEmail(tx, email(1));
        throw new Error('the change failed');
      })
      .catch(() => undefined);
    expect(await queued()).toBe(0);
  });

  it('keeps a failed email for a later try, waiting longer each time, and drops it after the last', async () => {
    let failing = true;
    const sent: MailMessage[] = [];
    const queue = new MailQueue(database, recordingMailer(sent, { failing: () => failing }), logger);
    await queueEmail(database.db, email(7));
    await queue.drain();
    const [kept] = await database.db.select().from(mailQueue);
    expect(kept?.attempts).toBe(1);
    expect(kept?.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + retryDelayMs(1) - 5_000);
    // Not due yet: a pass sends nothing.
    failing = false;
    await queue.drain();
    expect(sent).toHaveLength(0);
    // Due again: sent.
    await database.db.update(mailQueue).set({ nextAttemptAt: new Date(Date.now() - 1000) });
    await queue.drain();
    expect(sent).toHaveLength(1);
    expect(await queued()).toBe(0);

    failing = true;
    await queueEmail(database.db, email(8));
    await database.db.update(mailQueue).set({ attempts: MAX_ATTEMPTS - 1 });
    await queue.drain();
    expect(await queued()).toBe(0);
    expect(retryDelayMs(1)).toBeLessThan(retryDelayMs(2));
    expect(retryDelayMs(30)).toBe(60 * 60_000);
  });

  it('shares the queue between processes without sending an email twice', async () => {
    const sent: MailMessage[] = [];
    // Two processes' workers on one database, each slow enough for their passes to overlap.
    const first = new MailQueue(database, recordingMailer(sent, { delayMs: 2 }), logger);
    const second = new MailQueue(database, recordingMailer(sent, { delayMs: 2 }), logger);
    for (let n = 0; n < 60; n++) await queueEmail(database.db, email(n));
    await Promise.all([first.drain(), second.drain(), first.drain(), second.drain()]);
    expect(sent).toHaveLength(60);
    expect(new Set(sent.map((message) => message.to)).size).toBe(60);
  });

  it('sends, after a restart, what a process that died had taken', async () => {
    await queueEmail(database.db, email(3));
    if (database.kind === 'pglite') {
      // A process that died mid-send left its lease on the row.
      await database.db.update(mailQueue).set({ leaseUntil: new Date(Date.now() + 60 * 60_000) });
    }
    const sent: MailMessage[] = [];
    const restarted = new MailQueue(database, recordingMailer(sent), logger);
    restarted.start();
    await expect.poll(() => sent.length, { timeout: 5_000 }).toBe(1);
    await restarted.stop();
    expect(await database.db.select().from(mailQueue).where(eq(mailQueue.to, 'reader3@example.ca'))).toEqual([]);
  });
});
