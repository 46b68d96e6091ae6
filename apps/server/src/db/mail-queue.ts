import { eq, isNotNull, lte, sql } from 'drizzle-orm';
import type { Logger } from '../lib/logger';
import type { Mailer, MailMessage } from '../lib/mailer';
import { SerialPasses } from '../lib/serial-passes';
import type { Database, DatabaseHandle } from './client';
import { mailQueue } from './schema';

/** An email to queue: the message and what kind it is (for logs, which never show the body). */
export interface QueuedEmail extends MailMessage {
  label: string;
}

/** How many due emails one pass claims; the next pass takes the rest. */
const BATCH_SIZE = 20;
/** On the embedded database, a claim left by a pass that stopped mid-send ends after this long. */
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
 * Sends queued emails. On PostgreSQL each pass locks the due rows it takes (`FOR UPDATE SKIP LOCKED`)
 * in a transaction held while it sends them: several processes share the queue without sending an email
 * twice, and the rows of a process that dies are free the moment its connection drops. The embedded
 * database (one process only) cannot hold a transaction open while the mailer writes to it, so there a
 * pass marks the rows it takes with a lease instead, and a process clears every lease when it starts.
 * A sent email is deleted (its links should not outlive the send); a failed one waits longer each time.
 */
export class MailQueue {
  private timer: NodeJS.Timeout | undefined;
  private readonly passes = new SerialPasses(
    async () => {
      while ((await this.sendBatch()) === BATCH_SIZE) {}
    },
    (error) => this.logger.error({ err: error }, 'mail queue pass failed'),
  );

  constructor(
    private readonly database: DatabaseHandle,
    private readonly mailer: Mailer,
    private readonly logger: Logger,
  ) {}

  /** Polls for due emails until stopped, starting with what a previous process left. */
  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => void this.drain(), POLL_MS);
    this.timer.unref();
    void this.releaseLeases().then(() => this.kick());
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.passes.settle();
  }

  /** Sends soon, without waiting for the next poll (after a request queued an email). */
  kick(): void {
    setImmediate(() => void this.drain());
  }

  /** Sends everything due now; resolves when the queue has nothing due (tests wait on it). */
  drain(): Promise<void> {
    return this.passes.run();
  }

  /** The embedded database has one process at a time: any lease left is a dead process's. */
  private async releaseLeases(): Promise<void> {
    if (this.database.kind !== 'pglite') return;
    try {
      await this.database.db.update(mailQueue).set({ leaseUntil: null }).where(isNotNull(mailQueue.leaseUntil));
    } catch (error) {
      this.logger.error({ err: error }, 'mail queue leases not released');
    }
  }

  private sendBatch(): Promise<number> {
    if (this.database.kind === 'postgres') {
      return this.database.db.transaction(async (tx) => {
        const due = await tx
          .select()
          .from(mailQueue)
          .where(lte(mailQueue.nextAttemptAt, sql`now()`))
          .orderBy(mailQueue.createdAt)
          .limit(BATCH_SIZE)
          .for('update', { skipLocked: true });
        for (const email of due) await this.sendOne(tx, { ...email, attempts: email.attempts + 1 });
        return due.length;
      });
    }
    return this.sendLeased();
  }

  private async sendLeased(): Promise<number> {
    const db = this.database.db;
    const claimed = await db
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
    for (const email of claimed) await this.sendOne(db, email);
    return claimed.length;
  }

  /** Sends one claimed email (its `attempts` counts this try) and records the outcome with `db`. */
  private async sendOne(db: Database, email: typeof mailQueue.$inferSelect): Promise<void> {
    const log = { mail: email.label, attempt: email.attempts };
    try {
      await this.mailer.send({ to: email.to, subject: email.subject, text: email.text, html: email.html });
      await db.delete(mailQueue).where(eq(mailQueue.id, email.id));
    } catch (error) {
      if (email.attempts >= MAX_ATTEMPTS) {
        await db.delete(mailQueue).where(eq(mailQueue.id, email.id));
        this.logger.error({ ...log, err: error }, 'email dropped after its last attempt');
        return;
      }
      await db
        .update(mailQueue)
        .set({
          attempts: email.attempts,
          leaseUntil: null,
          nextAttemptAt: new Date(Date.now() + retryDelayMs(email.attempts)),
        })
        .where(eq(mailQueue.id, email.id));
      this.logger.warn({ ...log, err: error }, 'email not sent; will retry');
    }
  }
}
