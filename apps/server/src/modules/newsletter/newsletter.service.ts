import { randomUUID } from 'node:crypto';
import {
  NEWSLETTER_REDIRECTS,
  SUBSCRIPTION_CONFIRM_FAILED,
  type SubscriptionSource,
  UNSUBSCRIBE_LINK_INVALID,
  UNSUBSCRIBE_LINK_SENT,
} from '@cardgenius/core/contract';
import { and, eq, gt } from 'drizzle-orm';
import type { Context } from 'hono';
import type { AppDeps } from '../../app-deps';
import { newsletterSubscribers, users } from '../../db/schema';
import type { AppEnv } from '../../http/app-env';
import { AppError } from '../../lib/app-error';
import { hashToken } from '../../lib/one-time-codes';
import { EVERYONE } from '../../lib/rate-limit';
import type { CurrentSession } from '../auth/sessions';
import { stopReplyEmails, wantsReplyEmails } from '../comments/comments.service';
import { endWalletAlerts } from '../wallet/wallet.service';
import { endSubscription } from './member-subscription';
import { subscriptionConfirmEmail, unsubscribeLinkEmail } from './newsletter-emails';
import { CONFIRMATION_REUSE_MIN_MS, CONFIRMATION_TTL_MS, NEWSLETTER_LIMITS } from './newsletter-limits';
import { confirmationCode, unsubscribeUrl, verifyUnsubscribeToken } from './signed-links';
import { forgetSubscriberCount } from './subscriber-count';

type Ctx = Context<AppEnv>;

interface ConfirmationMail {
  id: string;
  email: string;
  name: string;
  expiresAt: Date;
}

/** Emails the confirmation link after the answer: the caller never waits on SMTP. */
function sendConfirmation(deps: AppDeps, mail: ConfirmationMail): void {
  const code = confirmationCode(deps.authSecret, mail.id, mail.expiresAt);
  deps.background.run('newsletter confirmation', () =>
    deps.mailer.send({
      to: mail.email,
      ...subscriptionConfirmEmail({
        link: `${deps.env.SITE_URL}/confirm-email-subscription/${code}`,
        brandName: deps.env.BRAND_NAME,
      }),
    }),
  );
}

/** Whether this address may be sent one more confirmation email today. */
async function mayEmail(deps: AppDeps, email: string): Promise<boolean> {
  const rule = NEWSLETTER_LIMITS.confirmationEmailsPerAddress;
  const { count } = await deps.rateLimiter.count(rule, email);
  return count <= rule.limit;
}

/**
 * Double opt-in, step one. The answer is the same for a new, pending or confirmed address, and it comes
 * only once the row is committed: a 2xx means the subscription is stored. A new address is inserted
 * (one statement, so of many simultaneous calls exactly one inserts); an existing pending or
 * unsubscribed one is sent its link again (within a daily cap); a confirmed one is left alone.
 */
export async function subscribeToNewsletter(
  c: Ctx,
  deps: AppDeps,
  input: { name: string; email: string; source: SubscriptionSource },
) {
  await deps.rateLimiter.consume(NEWSLETTER_LIMITS.subscribePerIp, c.get('clientIp'));
  await deps.rateLimiter.consume(NEWSLETTER_LIMITS.subscribePerAddress, input.email);
  await deps.rateLimiter.consume(NEWSLETTER_LIMITS.subscribeEveryone, EVERYONE);
  const db = deps.database.db;
  const now = Date.now();
  const id = randomUUID();
  const expiresAt = new Date(now + CONFIRMATION_TTL_MS);
  const [created] = await db
    .insert(newsletterSubscribers)
    .values({
      id,
      email: input.email,
      name: input.name,
      source: input.source,
      status: 'pending',
      confirmTokenHash: hashToken(confirmationCode(deps.authSecret, id, expiresAt)),
      confirmTokenExpiresAt: expiresAt,
    })
    .onConflictDoNothing({ target: newsletterSubscribers.email })
    .returning({ id: newsletterSubscribers.id });

  if (created) {
    if (await mayEmail(deps, input.email)) sendConfirmation(deps, { ...input, id, expiresAt });
    return { redirect: NEWSLETTER_REDIRECTS.pending };
  }

  const [existing] = await db
    .select({ status: newsletterSubscribers.status })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.email, input.email));
  if (!existing || existing.status === 'confirmed' || !(await mayEmail(deps, input.email))) {
    return { redirect: NEWSLETTER_REDIRECTS.pending };
  }
  const mail = await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, input.email))
      .for('update');
    if (!row || row.status === 'confirmed') return null;
    // A link with time left is sent again as it was, so the first email's link keeps working.
    const current = row.status === 'pending' ? row.confirmTokenExpiresAt : null;
    const renewed =
      current && current.getTime() - now > CONFIRMATION_REUSE_MIN_MS ? current : new Date(now + CONFIRMATION_TTL_MS);
    await tx
      .update(newsletterSubscribers)
      .set({
        status: 'pending',
        name: input.name,
        source: input.source,
        confirmTokenHash: hashToken(confirmationCode(deps.authSecret, row.id, renewed)),
        confirmTokenExpiresAt: renewed,
        updatedAt: new Date(now),
      })
      .where(eq(newsletterSubscribers.id, row.id));
    return { id: row.id, email: row.email, name: input.name, expiresAt: renewed };
  });
  if (mail) sendConfirmation(deps, mail);
  return { redirect: NEWSLETTER_REDIRECTS.pending };
}

/**
 * Double opt-in, step two: the pending row whose code this is becomes confirmed, once (the code is
 * cleared). A member with the address is opted in to marketing email too. `forAccount` answers the
 * member area for a member’s address (`POST subscription/confirm-email/{code}`).
 */
export async function confirmSubscription(deps: AppDeps, code: string, options: { forAccount: boolean }) {
  const db = deps.database.db;
  const now = new Date();
  const [confirmed] = await db
    .update(newsletterSubscribers)
    .set({
      status: 'confirmed',
      confirmedAt: now,
      unsubscribedAt: null,
      confirmTokenHash: null,
      confirmTokenExpiresAt: null,
      updatedAt: now,
    })
    .where(
      and(
        eq(newsletterSubscribers.confirmTokenHash, hashToken(code)),
        eq(newsletterSubscribers.status, 'pending'),
        gt(newsletterSubscribers.confirmTokenExpiresAt, now),
      ),
    )
    .returning({ email: newsletterSubscribers.email });
  if (!confirmed) throw new AppError('BAD_REQUEST', SUBSCRIPTION_CONFIRM_FAILED);
  forgetSubscriberCount(db);
  const members = await db
    .update(users)
    .set({ marketingOptIn: true, updatedAt: now })
    .where(eq(users.email, confirmed.email))
    .returning({ id: users.id });
  const toAccount = options.forAccount && members.length > 0;
  return { redirect: toAccount ? NEWSLETTER_REDIRECTS.memberConfirmed : NEWSLETTER_REDIRECTS.confirmed };
}

function addressOf(deps: AppDeps, token: string): string {
  const email = verifyUnsubscribeToken(deps.authSecret, token);
  if (!email) throw new AppError('BAD_REQUEST', UNSUBSCRIBE_LINK_INVALID, { token: UNSUBSCRIBE_LINK_INVALID });
  return email;
}

/**
 * Whether the address gets the newsletter (pending counts: it may be confirmed any moment), marketing
 * email, wallet alerts or reply emails.
 */
async function receivesEmail(deps: AppDeps, email: string): Promise<boolean> {
  const db = deps.database.db;
  const [subscriber] = await db
    .select({ status: newsletterSubscribers.status })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.email, email));
  if (subscriber && subscriber.status !== 'unsubscribed') return true;
  const [member] = await db
    .select({ optedIn: users.marketingOptIn, walletAlerts: users.walletAlerts })
    .from(users)
    .where(eq(users.email, email));
  return member?.optedIn === true || member?.walletAlerts === true || (await wantsReplyEmails(db, email));
}

/** The address a link was signed for, and whether it still gets our email; changes nothing. */
export async function readUnsubscribeLink(deps: AppDeps, token: string) {
  const email = addressOf(deps, token);
  return { email, subscribed: await receivesEmail(deps, email) };
}

/**
 * One-click unsubscribe from a signed link (newsletter, marketing, wallet alert and reply emails); only
 * the link's own address is affected.
 */
export async function unsubscribeWithLink(deps: AppDeps, token: string) {
  const email = addressOf(deps, token);
  await endSubscription(deps.database.db, email);
  // Every email carries this link, reply and wallet alert emails too: the address hears from us no more.
  await stopReplyEmails(deps.database.db, email);
  await endWalletAlerts(deps.database.db, email);
  return { email, redirect: NEWSLETTER_REDIRECTS.unsubscribed };
}

/**
 * Emails an address its unsubscribe link. The answer never says whether the address is on the list;
 * the email goes only to an address that gets our newsletter or marketing email.
 */
export async function requestUnsubscribeLink(c: Ctx, deps: AppDeps, email: string) {
  await deps.rateLimiter.consume(NEWSLETTER_LIMITS.unsubscribeEmailPerIp, c.get('clientIp'));
  await deps.rateLimiter.consume(NEWSLETTER_LIMITS.unsubscribeEmailPerAddress, email);
  await deps.rateLimiter.consume(NEWSLETTER_LIMITS.unsubscribeEmailEveryone, EVERYONE);
  if (await receivesEmail(deps, email)) {
    const link = unsubscribeUrl({ siteUrl: deps.env.SITE_URL, secret: deps.authSecret, email });
    deps.background.run('unsubscribe link', () =>
      deps.mailer.send({ to: email, ...unsubscribeLinkEmail({ link, brandName: deps.env.BRAND_NAME }) }),
    );
  }
  return { success: true as const, message: UNSUBSCRIBE_LINK_SENT };
}

/** The signed-in member's own address: subscription ended, marketing opt-in and wallet alerts off. */
export async function unsubscribeMember(deps: AppDeps, current: CurrentSession) {
  await endSubscription(deps.database.db, current.user.email);
  await endWalletAlerts(deps.database.db, current.user.email);
  return { email: current.user.email, redirect: NEWSLETTER_REDIRECTS.unsubscribed };
}
