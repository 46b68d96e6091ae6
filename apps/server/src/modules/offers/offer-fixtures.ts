import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { applyClicks, offerClaims, offers, users } from '../../db/schema';
import type { TestApp } from '../../test/test-app';
import { forgetSiteContent } from '../content/site-content-cache';

// Shared by the offers tests: offers with windows relative to now, apply clicks and members' ids.

const DAY_MS = 86_400_000;

/** Four cards of the catalogue (shown, taking applications) to put offers on. */
export async function openCards(t: TestApp, count = 4) {
  const { cards } = await t.deps.catalogue.get();
  const open = cards.filter((card) => !card.hidden && !card.temporarilyUnavailable);
  if (open.length < count) throw new Error('the catalogue has too few open cards');
  return open.slice(0, count);
}

/** Removes the seeded offers (and claims on them), so a test file knows exactly which offers exist. */
export async function clearOffers(t: TestApp): Promise<void> {
  await t.database.db.delete(offerClaims);
  await t.database.db.delete(offers);
  forgetSiteContent(t.database.db);
}

/** An offer on a card, open from `startDays` (relative to now) to `endDays` (null: open-ended). */
export async function addOffer(
  t: TestApp,
  options: { id: string; cardSlug: string; dollars: number; startDays?: number; endDays?: number | null },
) {
  const now = Date.now();
  const [row] = await t.database.db
    .insert(offers)
    .values({
      id: options.id,
      cardSlug: options.cardSlug,
      amountCents: Math.round(options.dollars * 100),
      startsAt: new Date(now + (options.startDays ?? -1) * DAY_MS),
      endsAt: options.endDays === null ? null : new Date(now + (options.endDays ?? 30) * DAY_MS),
      terms: ['Apply through our link while signed in.', 'The issuer must approve your application.'],
    })
    .returning();
  if (!row) throw new Error('offer not inserted');
  // The global call's maxOfferValue reads offers at most once a minute.
  forgetSiteContent(t.database.db);
  return row;
}

/** An Apply click as the go flow records it, `ageDays` ago. */
export async function addApplyClick(
  t: TestApp,
  options: { cardSlug: string; userId?: string | null; ageDays?: number },
): Promise<string> {
  const id = randomUUID();
  await t.database.db.insert(applyClicks).values({
    id,
    createdAt: new Date(Date.now() - (options.ageDays ?? 0) * DAY_MS),
    cardSlug: options.cardSlug,
    affiliateId: options.cardSlug,
    context: 'Offer Page',
    userId: options.userId ?? null,
    destination: 'https://issuer.example.ca/apply?aid=test',
    requestId: `test-${id}`,
  });
  return id;
}

export async function userIdOf(t: TestApp, email: string): Promise<string> {
  const [user] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!user) throw new Error(`no member ${email}`);
  return user.id;
}
