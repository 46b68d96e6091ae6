import { and, eq, ne } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { newsletterSubscribers, users } from '../../db/schema';
import { MEMBER_OPT_IN_SOURCE } from './newsletter-limits';
import { forgetSubscriberCount } from './subscriber-count';

/**
 * Stops the newsletter and marketing email to an address: its subscription (if any) ends and a member
 * with that address is opted out. Doing it again changes nothing.
 */
export async function endSubscription(db: Database, email: string): Promise<void> {
  const now = new Date();
  await db.transaction(async (tx) => {
    await tx
      .update(newsletterSubscribers)
      .set({
        status: 'unsubscribed',
        unsubscribedAt: now,
        confirmTokenHash: null,
        confirmTokenExpiresAt: null,
        updatedAt: now,
      })
      .where(and(eq(newsletterSubscribers.email, email), ne(newsletterSubscribers.status, 'unsubscribed')));
    await tx
      .update(users)
      .set({ marketingOptIn: false, updatedAt: now })
      .where(and(eq(users.email, email), eq(users.marketingOptIn, true)));
  });
  forgetSubscriberCount(db);
}

/**
 * A member's marketing opt-in is their newsletter subscription: turned on (registration, the opt-in
 * prompt, the account page) it counts as confirmed, since the member's address is confirmed; turned off,
 * the subscription ends. Called by the accounts module whenever it changes the flag.
 */
export async function setMemberSubscription(
  db: Database,
  member: { email: string; name: string },
  subscribed: boolean,
): Promise<void> {
  if (!subscribed) return endSubscription(db, member.email);
  const now = new Date();
  await db
    .insert(newsletterSubscribers)
    .values({
      email: member.email,
      name: member.name,
      source: MEMBER_OPT_IN_SOURCE,
      status: 'confirmed',
      confirmedAt: now,
    })
    .onConflictDoUpdate({
      target: newsletterSubscribers.email,
      set: {
        status: 'confirmed',
        confirmedAt: now,
        unsubscribedAt: null,
        confirmTokenHash: null,
        confirmTokenExpiresAt: null,
        updatedAt: now,
      },
      setWhere: ne(newsletterSubscribers.status, 'confirmed'),
    });
  forgetSubscriberCount(db);
}
