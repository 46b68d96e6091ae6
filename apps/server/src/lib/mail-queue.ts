import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { mailQueue } from '../db/schema';
import type { Logger } from './logger';
import type { Mailer, MailMessage } from './mailer';

/** An email to queue: the message and what kind it is (for logs, which never show the body). */
export interface QueuedEmail extends MailMessage {
  label: string;
}

/** How many due emails one pass claims; the next pass takes the rest. */
const BATCH_SIZE = 20;
/** A worker that stopped mid-send (a crash) loses its claim after this long. */
const LEASE_MS = 2 * 60_000;
/** Retries wait 30 s, 1 min, 2 min, … up to an hour; after this many tries the email is dropped. */
export const MAX_ATTEMPTS = 10;
const POLL_MS = 5_000;

export function retryDelayMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 60 * 60_000);
}

/**
 * Writes an email to the queue with the caller's database handle, so inside a transaction it is
 * stored, or not, with the change it tells of.
 */
export async function queueEmail(db: Database, email: QueuedEmail): Promise<void> {
  await db.insert(mailQueue).values({
    label: email.label,
    to: email.to,
    subject: email.subject,
    text: email.text,
    html: email.html,
  });
}

/**
 * Sends queued emails. Each pass claims due rows in one statement (`FOR UPDATE SKIP LOCKED` and a
 * lease), so several server processes share the queue without sending an email twice, and rows a
 * crashed process had claimed are taken over once their lease ends. A sent email is deleted (its
 * links should not outlive the send); a failed one waits longer each time.
 */
export class MailQueue {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | null = null;
  private again = false;

  constructor(
    private readonly db: Database,
    private readonly mailer: Mailer,
    private readonly logger: Logger,
  ) {}

  /** Polls for due emails until stopped (also picking up what a previous process left). */
  start(): void {
    this.timer ??= setInterval(() => void this.drain(), POLL_MS);
    this.timer.unref();
    this.kick();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
  }

  /** Sends soon, without waiting for the next poll (after a request queued an email). */
  kick(): void {
    setImmediate(() => void this.drain());
  }

  /** Sends everything due now; resolves when the queue has nothing due (tests wait on it). */
  async drain(): Promise<void> {
    if (this.running) {
      // A pass is under way: run once more after it, for what was queued meanwhile.
      this.again = true;
      return this.running;
    }
    this.running = (async () => {
      try {
        do {
          this.again = false;
          while ((await this.sendBatch()) === BATCH_SIZE) {}
        } while (this.again);
      } catch (error) {
        this.logger.error({ err: error }, 'mail queue pass failed');
      } finally {
        this.running = null;
      }
    })();
    return this.running;
  }

  private async sendBatch(): Promise<number> {
    const claimed = await this.db
      .update(mailQueue)
      .set({
        leaseUntil: sql`now() + ${`${LEASE_MS} milliseconds`}::interval`,
        attempts: sql`${mailQueue.attempts} + 1`,
      })
      .where(
        sql`${mailQueue.id} in (select ${mailQueue.id} from ${mailQueue}
          where ${mailQueue.nextAttemptAt} <= now() and (${mailQueue.leaseUntil} is null or ${mailQueue.leaseUntil} < now())
          order by ${mailQueue.createdAt} limit ${BATCH_SIZE} for update skip locked)`,
      )
      .returning();
    for (const email of claimed) {
      const log = { mail: email.label, attempt: email.attempts };
      try {
        await this.mailer.send({ to: email.to, subject: email.subject, text: email.text, html: email.html });
        await this.db.delete(mailQueue).where(eq(mailQueue.id, email.id));
      } catch (error) {
        if (email.attempts >= MAX_ATTEMPTS) {
          await this.db.delete(mailQueue).where(eq(mailQueue.id, email.id));
          this.logger.error({ ...log, err: error }, 'email dropped after its last attempt');
          continue;
        }
        await this.db
          .update(mailQueue)
          .set({ leaseUntil: null, nextAttemptAt: new Date(Date.now() + retryDelayMs(email.attempts)) })
          .where(eq(mailQueue.id, email.id));
        this.logger.warn({ ...log, err: error }, 'email not sent; will retry');
      }
    }
    return claimed.length;
  }
}
