import { WALLET_DIGEST_INTERVAL_DAYS } from '@cardgenius/core/wallet';
import { and, asc, eq, gt, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import type { Database } from '../../db/client';
import { queueEmail } from '../../db/mail-queue';
import { savedCards, users, type WatchBaseline, walletAlertEvents, walletDigests } from '../../db/schema';
import type { CatalogueSnapshot } from '../cards/catalogue-store';
import { storedCardFigures } from './card-figures';
import { walletDigestEmail } from './wallet-digest-email';
import { type BaselineReview, reviewBaseline } from './watch-baseline';

/** What a wallet alert pass needs of the app. */
export type WalletAlertDeps = Pick<AppDeps, 'database' | 'catalogue' | 'mailQueue' | 'logger' | 'env'>;

const DAY_MS = 86_400_000;

interface SavedRow {
  userId: string;
  slug: string;
  status: 'held' | 'watching';
  baseline: WatchBaseline | null;
}

/**
 * Stores one card's new baseline and the changes found, in one transaction. The update takes the row
 * only while its baseline is still the one read, so when several processes review the same change at
 * once (each hears of the new data version) exactly one records it; the others find nothing to do.
 */
async function recordReview(db: Database, row: SavedRow, review: BaselineReview): Promise<number> {
  return db.transaction(async (tx) => {
    // The member's row first, as changes to the wallet lock it: the two never wait on each other in turn.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, row.userId)).for('key share');
    const taken = await tx
      .update(savedCards)
      .set({ baseline: review.next })
      .where(
        and(
          eq(savedCards.userId, row.userId),
          eq(savedCards.cardSlug, row.slug),
          eq(savedCards.status, row.status),
          row.baseline === null
            ? isNull(savedCards.baseline)
            : sql`${savedCards.baseline} = ${JSON.stringify(row.baseline)}::jsonb`,
        ),
      )
      .returning({ slug: savedCards.cardSlug });
    if (taken.length === 0 || review.changes.length === 0) return 0;
    await tx
      .insert(walletAlertEvents)
      .values(review.changes.map((change) => ({ userId: row.userId, cardSlug: row.slug, ...change })));
    return review.changes.length;
  });
}

/**
 * Compares every wallet card of members who want alerts (and whose address is confirmed) with the
 * card's figures now, and records what changed (watch-baseline.ts has the rules). Answers how many
 * changes were found.
 */
export async function detectWalletAlerts(deps: WalletAlertDeps, now = new Date()): Promise<number> {
  const db = deps.database.db;
  // One snapshot for the wallets and the figures: a process whose catalogue has not caught up with an
  // edit yet, or an edit committed halfway through, can never make a change look undone.
  const { rows, figures } = await db.transaction(
    async (tx) => {
      const rows: SavedRow[] = await tx
        .select({
          userId: savedCards.userId,
          slug: savedCards.cardSlug,
          status: savedCards.status,
          baseline: savedCards.baseline,
        })
        .from(savedCards)
        .innerJoin(users, eq(users.id, savedCards.userId))
        .where(and(eq(users.walletAlerts, true), isNotNull(users.emailConfirmedAt)));
      const figures = await storedCardFigures(
        tx,
        rows.map((row) => row.slug),
        now,
      );
      return { rows, figures };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  let found = 0;
  for (const row of rows) {
    const current = figures.get(row.slug);
    const review = current ? reviewBaseline(row.status, row.baseline, current) : null;
    if (review) found += await recordReview(db, row, review);
  }
  return found;
}

/**
 * One member's digest, if one is due: the digest row, its changes marked as sent in it and the email
 * queued, all in one transaction, so a crash either sends all of it later or none of it, and never twice.
 * The member's row is locked first: another process doing the same waits, then finds the digest sent.
 */
async function digestFor(
  deps: WalletAlertDeps,
  catalogue: CatalogueSnapshot,
  userId: string,
  now: Date,
): Promise<boolean> {
  return deps.database.db.transaction(async (tx) => {
    const [member] = await tx
      .select({
        email: users.email,
        name: users.name,
        emailConfirmedAt: users.emailConfirmedAt,
        walletAlerts: users.walletAlerts,
      })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    if (!member) return false;
    const pending = and(eq(walletAlertEvents.userId, userId), isNull(walletAlertEvents.digestId));
    if (!member.walletAlerts) {
      // Alerts turned off (account page or unsubscribe link): what waited is dropped, not sent later.
      await tx.delete(walletAlertEvents).where(pending);
      return false;
    }
    if (!member.emailConfirmedAt) return false;
    const since = new Date(now.getTime() - WALLET_DIGEST_INTERVAL_DAYS * DAY_MS);
    const [recent] = await tx
      .select({ id: walletDigests.id })
      .from(walletDigests)
      .where(and(eq(walletDigests.userId, userId), gt(walletDigests.sentAt, since)))
      .limit(1);
    if (recent) return false;
    const events = await tx
      .select()
      .from(walletAlertEvents)
      .where(pending)
      .orderBy(asc(walletAlertEvents.createdAt), asc(walletAlertEvents.cardSlug), asc(walletAlertEvents.kind));
    if (events.length === 0) return false;
    const [digest] = await tx.insert(walletDigests).values({ userId, sentAt: now }).returning({ id: walletDigests.id });
    if (!digest) return false;
    await tx
      .update(walletAlertEvents)
      .set({ digestId: digest.id })
      .where(
        inArray(
          walletAlertEvents.id,
          events.map((event) => event.id),
        ),
      );
    await queueEmail(tx, {
      label: 'wallet digest',
      to: member.email,
      ...walletDigestEmail({
        siteUrl: deps.env.SITE_URL,
        brandName: deps.env.BRAND_NAME,
        member,
        events,
        cards: catalogue.cardsBySlug,
      }),
    });
    return true;
  });
}

/**
 * Queues the digest of every member with changes waiting and no digest in the last
 * WALLET_DIGEST_INTERVAL_DAYS; the others wait for their week to pass. Answers how many were queued.
 */
export async function sendWalletDigests(deps: WalletAlertDeps, now = new Date()): Promise<number> {
  const waiting = await deps.database.db
    .selectDistinct({ userId: walletAlertEvents.userId })
    .from(walletAlertEvents)
    .where(isNull(walletAlertEvents.digestId));
  if (waiting.length === 0) return 0;
  const catalogue = await deps.catalogue.get();
  let queued = 0;
  for (const { userId } of waiting) if (await digestFor(deps, catalogue, userId, now)) queued++;
  if (queued > 0) deps.mailQueue.kick();
  return queued;
}

/** One whole pass: find what changed, then send the digests that are due. */
export async function runWalletAlerts(deps: WalletAlertDeps, now = new Date()) {
  const changes = await detectWalletAlerts(deps, now);
  const digests = await sendWalletDigests(deps, now);
  if (changes + digests > 0) deps.logger.info({ changes, digests }, 'wallet alerts: changes found, digests queued');
  return { changes, digests };
}
