import { and, count, desc, eq, like } from 'drizzle-orm';
import { newsletterSubscribers, outbox } from '../../db/schema';
import { anotherVisitor } from '../../test/members';
import type { TestApp } from '../../test/test-app';

/** Shared by the newsletter's test files: calls as the site's forms make them, and what they left behind. */
export function newsletterHelpers(t: TestApp) {
  const subscribe = async (body: unknown, headers: Record<string, string> = anotherVisitor()) => {
    const response = await t.postJson('/api/v2/subscription/subscribe', body, headers);
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };

  const get = async (path: string) => {
    const response = await t.app.request(`/api/v2${path}`);
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };

  const post = async (path: string, body: unknown, headers: Record<string, string> = anotherVisitor()) => {
    const response = await t.postJson(`/api/v2${path}`, body, headers);
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };

  const subscriber = async (email: string) => {
    const [row] = await t.database.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, email));
    return row;
  };

  const subscriberCount = async () => {
    const [row] = await t.database.db.select({ value: count() }).from(newsletterSubscribers);
    return row?.value ?? 0;
  };

  /** Every email sent to the address whose text holds `fragment`, newest first (after background sends). */
  const mailsTo = async (email: string, fragment: string) => {
    await t.deps.background.idle();
    return t.database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.to, email), like(outbox.text, `%${fragment}%`)))
      .orderBy(desc(outbox.createdAt));
  };

  /** The code of the newest confirmation link emailed to the address. */
  const confirmationCodeFor = async (email: string): Promise<string> => {
    const [mail] = await mailsTo(email, '/confirm-email-subscription/');
    const code = mail?.text.match(/\/confirm-email-subscription\/([A-Za-z0-9_-]+)/)?.[1];
    if (!code) throw new Error(`no confirmation link was emailed to ${email}`);
    return code;
  };

  /** The token of the unsubscribe link in the newest email to the address. */
  const unsubscribeTokenFor = async (email: string): Promise<string> => {
    const [mail] = await mailsTo(email, '/unsubscribe?token=');
    const token = mail?.text.match(/\/unsubscribe\?token=([A-Za-z0-9_.-]+)/)?.[1];
    if (!token) throw new Error(`no unsubscribe link was emailed to ${email}`);
    return token;
  };

  /** Subscribes and confirms by the emailed link: a confirmed subscriber. */
  const confirmedSubscriber = async (email: string, name = 'Sam Lee') => {
    const subscribed = await subscribe({ name, email });
    if (subscribed.status !== 200) throw new Error(`subscribe answered ${subscribed.status}`);
    const confirmed = await post(`/subscription/confirm-email-subscription/${await confirmationCodeFor(email)}`, {});
    if (confirmed.status !== 200) throw new Error(`confirm answered ${confirmed.status}`);
  };

  return {
    subscribe,
    get,
    post,
    subscriber,
    subscriberCount,
    mailsTo,
    confirmationCodeFor,
    unsubscribeTokenFor,
    confirmedSubscriber,
  };
}
