import { issuesToFields, type MemberWallet, type WalletAnalysis } from '@cardgenius/core/contract';
import { type FilterStateInput, safeResolveFilterState } from '@cardgenius/core/filters';
import { torontoDate } from '@cardgenius/core/rules';
import {
  analyseWallet,
  optimiseHeld,
  resolveHeld,
  WALLET_HELD_LIMIT,
  WALLET_WATCH_LIMIT,
  type WalletStatus,
  walletCardRef,
} from '@cardgenius/core/wallet';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import type { AppDeps } from '../../app-deps';
import type { Database } from '../../db/client';
import { savedCards, users } from '../../db/schema';
import type { AppEnv } from '../../http/app-env';
import { AppError } from '../../lib/app-error';
import { snapshotMemo } from '../../lib/snapshot-memo';
import { audit } from '../auth/audit';
import type { CurrentSession } from '../auth/sessions';
import type { CatalogueSnapshot } from '../cards/catalogue-store';
import { cardFigures } from './card-figures';

type Ctx = Context<AppEnv>;

/** Welcome bonuses and offers are Toronto calendar days, like every date rule. */
const today = () => torontoDate(new Date());

function resolveProfile(profile: FilterStateInput) {
  const resolved = safeResolveFilterState(profile);
  if (!resolved.success) {
    throw new AppError('VALIDATION_FAILED', 'Some of the spending profile is not valid.', {
      ...issuesToFields(resolved.error.issues, 'profile'),
    });
  }
  return resolved.data;
}

const analyses = snapshotMemo<CatalogueSnapshot, Omit<WalletAnalysis, 'source'>>(300);

/** The analysis pages show; a visitor's own cards, or a signed-in member's wallet. */
export function walletAnalysis(
  catalogue: CatalogueSnapshot,
  request: { held: readonly string[]; profile: FilterStateInput; next: number; candidates: readonly string[] },
): Omit<WalletAnalysis, 'source'> {
  const state = resolveProfile(request.profile);
  const day = today();
  const key = JSON.stringify([day, request.held, state, request.next, [...request.candidates].sort()]);
  return analyses(catalogue, key, () =>
    analyseWallet({
      catalogue,
      held: request.held,
      state,
      today: day,
      next: request.next,
      candidates: request.candidates,
    }),
  );
}

export function optimise(catalogue: CatalogueSnapshot, held: readonly string[], profile: FilterStateInput) {
  return optimiseHeld({ catalogue, held, state: resolveProfile(profile), today: today() });
}

export function nextCards(
  catalogue: CatalogueSnapshot,
  request: { cards: readonly string[]; profile: FilterStateInput; sortBy: 'ongoing' | 'firstYear'; limit: number },
) {
  const state = resolveProfile(request.profile);
  const analysis = analyseWallet({
    catalogue,
    held: request.cards,
    state,
    today: today(),
    next: request.limit,
    sortBy: request.sortBy,
  });
  return {
    held: analysis.held,
    unknown: analysis.unknown,
    wallet: analysis.plan,
    cards: analysis.next,
    considered: analysis.considered,
    couldGo: analysis.couldGo,
  };
}

/** The member's held cards, oldest first (the order they were added). */
export async function heldSlugs(db: Database, userId: string): Promise<string[]> {
  const rows = await db
    .select({ slug: savedCards.cardSlug })
    .from(savedCards)
    .where(and(eq(savedCards.userId, userId), eq(savedCards.status, 'held')))
    .orderBy(asc(savedCards.createdAt), asc(savedCards.cardSlug))
    .limit(WALLET_HELD_LIMIT);
  return rows.map((row) => row.slug);
}

export async function memberWallet(
  deps: AppDeps,
  userId: string,
  db: Database = deps.database.db,
): Promise<MemberWallet> {
  const catalogue = await deps.catalogue.get();
  const { issuerNames } = catalogue;
  const [rows, [user]] = await Promise.all([
    db
      .select({ slug: savedCards.cardSlug, status: savedCards.status, since: savedCards.createdAt })
      .from(savedCards)
      .where(eq(savedCards.userId, userId))
      .orderBy(desc(savedCards.createdAt), asc(savedCards.cardSlug)),
    db.select({ alerts: users.walletAlerts }).from(users).where(eq(users.id, userId)),
  ]);
  const entries = rows.flatMap((row) => {
    // A card the catalogue no longer shows stays stored, out of sight, and comes back with the card.
    const card = catalogue.cardsBySlug.get(row.slug);
    return card ? [{ card: walletCardRef(card, issuerNames), status: row.status, since: row.since.toISOString() }] : [];
  });
  entries.sort((a, b) => Number(a.status !== 'held') - Number(b.status !== 'held'));
  return { cards: entries, heldLimit: WALLET_HELD_LIMIT, alerts: user?.alerts ?? false };
}

const HELD_FULL = `Your wallet holds ${WALLET_HELD_LIMIT} cards, the most it can: remove one before adding another.`;
const WATCH_FULL = `You watch ${WALLET_WATCH_LIMIT} cards, the most you can: remove one before adding another.`;

async function lockedCounts(tx: Database, userId: string) {
  // One change to a member's wallet at a time: the limits hold against two tabs adding at once.
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  const rows = await tx
    .select({ slug: savedCards.cardSlug, status: savedCards.status })
    .from(savedCards)
    .where(eq(savedCards.userId, userId));
  return new Map(rows.map((row) => [row.slug, row.status]));
}

function countOf(statuses: ReadonlyMap<string, WalletStatus>, status: WalletStatus, except?: string) {
  let count = 0;
  for (const [slug, value] of statuses) if (value === status && slug !== except) count++;
  return count;
}

/** Adds a card to the wallet as held or watched, or moves it; watching starts from the card's figures now. */
export async function setWalletCard(
  c: Ctx,
  deps: AppDeps,
  current: CurrentSession,
  slug: string,
  status: WalletStatus,
) {
  const catalogue = await deps.catalogue.get();
  if (!catalogue.cardsBySlug.has(slug)) throw new AppError('NOT_FOUND', 'There is no card with this identifier.');
  const userId = current.user.id;
  const figures = await cardFigures(deps.database.db, catalogue, [slug]);
  return deps.database.db.transaction(async (tx) => {
    const statuses = await lockedCounts(tx, userId);
    if (statuses.get(slug) !== status) {
      if (status === 'held' && countOf(statuses, 'held', slug) >= WALLET_HELD_LIMIT)
        throw new AppError('CONFLICT', HELD_FULL);
      if (status === 'watching' && countOf(statuses, 'watching', slug) >= WALLET_WATCH_LIMIT)
        throw new AppError('CONFLICT', WATCH_FULL);
      // The baseline moves to today's figures: alerts compare with what the member saw when they chose.
      await tx
        .insert(savedCards)
        .values({ userId, cardSlug: slug, status, baseline: figures.get(slug) ?? null })
        .onConflictDoUpdate({
          target: [savedCards.userId, savedCards.cardSlug],
          set: { status, baseline: figures.get(slug) ?? null },
        });
      await audit(tx, c, 'wallet.card-set', userId, { card: slug, status });
    }
    return memberWallet(deps, userId, tx);
  });
}

/**
 * A visitor's wallet moves into the account at sign-in: their held cards become held (a watched card
 * they hold too moves to held) while there is room; the rest are kept as watched.
 */
export async function mergeWallet(c: Ctx, deps: AppDeps, current: CurrentSession, slugs: readonly string[]) {
  const catalogue = await deps.catalogue.get();
  const { held } = resolveHeld(catalogue, slugs);
  const userId = current.user.id;
  const figures = await cardFigures(
    deps.database.db,
    catalogue,
    held.map((card) => card.slug),
  );
  return deps.database.db.transaction(async (tx) => {
    const statuses = await lockedCounts(tx, userId);
    let room = WALLET_HELD_LIMIT - countOf(statuses, 'held');
    const moved: string[] = [];
    for (const card of held) {
      const now = statuses.get(card.slug);
      if (now === 'held') continue;
      const status: WalletStatus = room > 0 ? 'held' : 'watching';
      if (status === now) continue;
      if (status === 'held') room--;
      await tx
        .insert(savedCards)
        .values({ userId, cardSlug: card.slug, status, baseline: figures.get(card.slug) ?? null })
        .onConflictDoUpdate({ target: [savedCards.userId, savedCards.cardSlug], set: { status } });
      moved.push(card.slug);
    }
    if (moved.length > 0) await audit(tx, c, 'wallet.merged', userId, { cards: moved.length });
    return memberWallet(deps, userId, tx);
  });
}

export async function setWalletAlerts(c: Ctx, deps: AppDeps, current: CurrentSession, enabled: boolean) {
  const userId = current.user.id;
  return deps.database.db.transaction(async (tx) => {
    await tx.update(users).set({ walletAlerts: enabled, updatedAt: sql`now()` }).where(eq(users.id, userId));
    await audit(tx, c, enabled ? 'wallet.alerts-on' : 'wallet.alerts-off', userId);
    return memberWallet(deps, userId, tx);
  });
}

/** Turns wallet alerts off for the member with this address, if any (an unsubscribe link or the member's own request). */
export async function endWalletAlerts(db: Database, email: string): Promise<void> {
  await db
    .update(users)
    .set({ walletAlerts: false, updatedAt: sql`now()` })
    .where(and(eq(users.email, email), eq(users.walletAlerts, true)));
}
