import {
  ErrorResponse,
  GlobalResponse,
  NEWSLETTER_REDIRECTS,
  SUBSCRIPTION_CONFIRM_FAILED,
  SUBSCRIPTION_SOURCES,
} from '@cardgenius/core/contract';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { newsletterSubscribers, users } from '../../db/schema';
import { hashToken } from '../../lib/one-time-codes';
import { anotherVisitor, asMember, signedInMember } from '../../test/members';
import { createTestApp } from '../../test/test-app';
import { NEWSLETTER_LIMITS } from './newsletter-limits';
import { newsletterHelpers } from './newsletter-test-helpers';

const t = await createTestApp({ env: { BRAND_NAME: 'Test Brand', SITE_URL: 'https://cards.example.ca' } });
afterAll(() => t.close());
const n = newsletterHelpers(t);

const DAY = 24 * 60 * 60_000;
const PENDING = { redirect: NEWSLETTER_REDIRECTS.pending };

const newsletterSubscriberStat = async () => {
  const response = await t.app.request('/api/v2/global');
  return GlobalResponse.parse(await response.json()).stats.newsletterSubscribers;
};

describe('POST /api/v2/subscription/subscribe', () => {
  it('stores a pending subscription before answering, and emails a confirmation link in text and HTML', async () => {
    const started = Date.now();
    const answer = await n.subscribe({
      name: '  Sam Lee ',
      email: '  Sam.Lee@Example.CA ',
      source: 'Exit Intent Modal',
    });
    expect(answer).toEqual({ status: 200, body: PENDING });

    // Stored normalized, as pending, with a 7-day code kept only as its hash.
    const row = await n.subscriber('sam.lee@example.ca');
    expect(row).toMatchObject({ name: 'Sam Lee', source: 'Exit Intent Modal', status: 'pending', confirmedAt: null });
    const expiry = row?.confirmTokenExpiresAt?.getTime() ?? 0;
    expect(expiry).toBeGreaterThanOrEqual(started + 7 * DAY - 1000);
    expect(expiry).toBeLessThanOrEqual(Date.now() + 7 * DAY);

    const [mail] = await n.mailsTo('sam.lee@example.ca', '/confirm-email-subscription/');
    expect(mail?.subject).toBe('Confirm your subscription to the Test Brand newsletter');
    const code = await n.confirmationCodeFor('sam.lee@example.ca');
    expect(code).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(row?.confirmTokenHash).toBe(hashToken(code));
    expect(row?.confirmTokenHash).not.toContain(code);
    expect(mail?.text).toContain(`https://cards.example.ca/confirm-email-subscription/${code}`);
    expect(mail?.html).toContain(`href="https://cards.example.ca/confirm-email-subscription/${code}"`);
    // The address is not confirmed: the email greets no one, so nobody can send their words in it.
    expect(mail?.text.startsWith('Hi,\n')).toBe(true);
    expect(mail?.text).not.toContain('Sam Lee');
    expect(mail?.text).toContain('expires in 7 days');
    // Like every email, it ends with the address's own unsubscribe link.
    expect(mail?.text).toMatch(/Unsubscribe in one click: https:\/\/cards\.example\.ca\/unsubscribe\?token=/);
  });

  it('defaults the source to the footer form', async () => {
    expect((await n.subscribe({ name: 'Ari', email: 'ari@example.ca' })).status).toBe(200);
    expect((await n.subscriber('ari@example.ca'))?.source).toBe('Footer Optin');
  });

  it('answers 400 naming each field to fix, and stores nothing', async () => {
    const before = await n.subscriberCount();
    const missing = await n.subscribe({});
    expect(missing.status).toBe(400);
    // A field left out is 'Required' (the API's convention); an empty one gets its own message.
    expect(ErrorResponse.parse(missing.body).error.fields).toEqual({ name: 'Required', email: 'Required' });
    const cases: Array<[unknown, string, string]> = [
      [{ name: '   ', email: 'a@example.ca' }, 'name', 'Enter your name.'],
      [{ name: 'A', email: 'not-an-email' }, 'email', 'Enter an email address like name@example.ca.'],
      [{ name: 'A', email: '' }, 'email', 'Enter your email address.'],
      [
        { name: 'A\u0000', email: 'a@example.ca' },
        'name',
        'Enter your name in letters, with spaces, hyphens or apostrophes between the parts.',
      ],
      [{ name: 'x'.repeat(61), email: 'a@example.ca' }, 'name', 'A name can be at most 60 characters.'],
      [{ name: 'A', email: 'a@example.ca', source: 'Sidebar' }, 'source', 'source must be one of the site’s forms.'],
      [{ name: 'A', email: 'a@example.ca', admin: true }, 'body', 'Unknown field: admin'],
    ];
    for (const [body, field, message] of cases) {
      const answer = await n.subscribe(body);
      expect(answer.status).toBe(400);
      expect(ErrorResponse.parse(answer.body).error.fields?.[field]).toBe(message);
    }
    expect(await n.subscriberCount()).toBe(before);
  });

  it('is harmless twice: the same answer, one row, and the first email’s link still works', async () => {
    const email = 'twice@example.ca';
    expect(await n.subscribe({ name: 'Twice', email })).toEqual({ status: 200, body: PENDING });
    const first = await n.confirmationCodeFor(email);
    expect(await n.subscribe({ name: 'Twice Again', email, source: 'Post Affiliate Apply Modal' })).toEqual({
      status: 200,
      body: PENDING,
    });
    expect(await n.mailsTo(email, '/confirm-email-subscription/')).toHaveLength(2);
    expect(await n.confirmationCodeFor(email)).toBe(first);
    const rows = await t.database.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'pending', name: 'Twice Again', source: 'Post Affiliate Apply Modal' });
  });

  it('sends a pending address at most 3 confirmation emails a day, answering the same', async () => {
    const email = 'eager@example.ca';
    for (let attempt = 0; attempt < 6; attempt++) {
      expect(await n.subscribe({ name: 'Eager', email })).toEqual({ status: 200, body: PENDING });
    }
    expect(await n.mailsTo(email, '/confirm-email-subscription/')).toHaveLength(
      NEWSLETTER_LIMITS.confirmationEmailsPerAddress.limit,
    );
  });

  it('gives a confirmed address the same answer and no email, and leaves it as it was', async () => {
    const email = 'settled@example.ca';
    await n.confirmedSubscriber(email, 'Settled');
    const before = await n.subscriber(email);
    expect(await n.subscribe({ name: 'Someone Else', email, source: 'Exit Intent Modal' })).toEqual({
      status: 200,
      body: PENDING,
    });
    expect(await n.mailsTo(email, '/confirm-email-subscription/')).toHaveLength(1);
    expect(await n.subscriber(email)).toEqual(before);
  });

  it('keeps one row when 20 subscribe the same address at once, and sends at most 3 emails', async () => {
    const email = 'crowd@example.ca';
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        n.subscribe({ name: `Crowd ${String.fromCharCode(65 + index)}`, email }),
      ),
    );
    for (const answer of answers) {
      // Past the per-address limit the answer is 429, the same for every address.
      expect([200, 429]).toContain(answer.status);
      if (answer.status === 200) expect(answer.body).toEqual(PENDING);
    }
    expect(answers.filter((answer) => answer.status === 200).length).toBe(NEWSLETTER_LIMITS.subscribePerAddress.limit);
    const rows = await t.database.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email));
    expect(rows).toHaveLength(1);
    const mails = await n.mailsTo(email, '/confirm-email-subscription/');
    expect(mails.length).toBeGreaterThanOrEqual(1);
    expect(mails.length).toBeLessThanOrEqual(3);
    // Every email carries the one code the row holds.
    for (const mail of mails)
      expect(hashToken(mail.text.match(/subscription\/([\w-]+)/)?.[1] ?? '')).toBe(rows[0]?.confirmTokenHash);
  });

  it('limits subscribes per IP address', async () => {
    const visitor = anotherVisitor();
    for (let index = 0; index < NEWSLETTER_LIMITS.subscribePerIp.limit; index++) {
      expect((await n.subscribe({ name: 'Office', email: `desk${index}@example.ca` }, visitor)).status).toBe(200);
    }
    const refused = await n.subscribe({ name: 'Office', email: 'one-more@example.ca' }, visitor);
    expect(refused.status).toBe(429);
    expect(ErrorResponse.parse(refused.body).error.message).toMatch(
      /^Too many attempts\. Try again in \d+ minutes?\.$/,
    );
    expect(await n.subscriber('one-more@example.ca')).toBeUndefined();
  });

  it('refuses another site’s form but accepts the site’s own, and needs a signed-in member’s CSRF token', async () => {
    const body = { name: 'Cross', email: 'cross@example.ca' };
    expect((await n.subscribe(body, { ...anotherVisitor(), origin: 'https://evil.example' })).status).toBe(403);
    expect((await n.subscribe(body, { ...anotherVisitor(), 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    expect(await n.subscriber('cross@example.ca')).toBeUndefined();
    expect((await n.subscribe(body, { ...anotherVisitor(), origin: 'https://cards.example.ca' })).status).toBe(200);

    const member = await signedInMember(t, 'footer.member@example.ca');
    const withoutCsrf = await n.subscribe({ name: 'Member', email: member.email }, { cookie: member.cookie });
    expect(withoutCsrf.status).toBe(403);
    const signedIn = await n.subscribe({ name: 'Member', email: member.email }, asMember(member, anotherVisitor()));
    expect(signedIn).toEqual({ status: 200, body: PENDING });
  });

  it('never answers 5xx to generated bodies, and stores the address exactly when it answers 200', async () => {
    const email = fc
      .tuple(fc.stringMatching(/^[a-zA-Z0-9._+-]{1,16}$/), fc.stringMatching(/^[a-z0-9]{1,10}$/))
      .map(([local, domain]) => `${local}@${domain}.ca`);
    const field = <T>(value: fc.Arbitrary<T>) =>
      fc.oneof(
        { arbitrary: value, weight: 5 },
        { arbitrary: fc.string({ maxLength: 60 }), weight: 1 },
        { arbitrary: fc.string({ unit: 'binary', maxLength: 40 }), weight: 1 },
        { arbitrary: fc.anything(), weight: 1 },
      );
    const fields = {
      name: field(fc.stringMatching(/^[A-Z][a-z]{1,12}(?:[ -][A-Z][a-z]{1,12})?$/)),
      email: field(email),
      source: field(fc.constantFrom(...SUBSCRIPTION_SOURCES)),
    };
    const body = fc.oneof(
      fc.record(fields, { requiredKeys: ['name', 'email'] }),
      fc.record(fields, { requiredKeys: [] }),
      fc.json().map((json) => JSON.parse(json) as unknown),
    );
    let accepted = 0;
    await fc.assert(
      fc.asyncProperty(body, async (input) => {
        const before = await n.subscriberCount();
        const answer = await n.subscribe(input);
        expect(answer.status).toBeLessThan(500);
        if (answer.status === 200) {
          accepted++;
          expect(answer.body).toEqual(PENDING);
          const address = String((input as { email: string }).email)
            .trim()
            .toLowerCase();
          expect(await n.subscriber(address)).toBeDefined();
        } else {
          // 429 once a generated address repeats past its limit.
          expect([400, 429]).toContain(answer.status);
          ErrorResponse.parse(answer.body);
          expect(await n.subscriberCount()).toBe(before);
        }
      }),
      // A valid sign-up among the generated ones, so both answers are always exercised.
      { numRuns: 120, examples: [[{ name: 'Sam Lee', email: 'generated.first@example.ca' }]] },
    );
    expect(accepted).toBeGreaterThan(0);
  });
});

describe('POST /api/v2/subscription/confirm-email-subscription/{code}', () => {
  it('confirms once, counts the subscriber on every page, and refuses the used link', async () => {
    const email = 'confirm.me@example.ca';
    expect((await n.subscribe({ name: 'Confirm Me', email })).status).toBe(200);
    const before = await newsletterSubscriberStat();
    const code = await n.confirmationCodeFor(email);

    const answer = await n.post(`/subscription/confirm-email-subscription/${code}`, {});
    expect(answer).toEqual({ status: 200, body: { redirect: '/thank-you?subscribed=1' } });
    expect(answer.body.redirect).toContain('subscribed');
    const row = await n.subscriber(email);
    expect(row).toMatchObject({ status: 'confirmed', confirmTokenHash: null, confirmTokenExpiresAt: null });
    expect(row?.confirmedAt).toBeInstanceOf(Date);
    expect(await newsletterSubscriberStat()).toBe(before + 1);

    const again = await n.post(`/subscription/confirm-email-subscription/${code}`, {});
    expect(again.status).toBe(400);
    expect(ErrorResponse.parse(again.body).error.message).toBe(SUBSCRIPTION_CONFIRM_FAILED);
  });

  it('changes nothing on a GET: a link scanner that fetches the call confirms nothing', async () => {
    const email = 'scanned@example.ca';
    expect((await n.subscribe({ name: 'Scanned', email })).status).toBe(200);
    const code = await n.confirmationCodeFor(email);
    for (const path of [`/subscription/confirm-email-subscription/${code}`, `/subscription/confirm-email/${code}`]) {
      expect((await n.get(path)).status).toBe(405);
    }
    expect((await n.subscriber(email))?.status).toBe('pending');
  });

  it('refuses an expired, unknown or malformed code and changes nothing', async () => {
    const email = 'late@example.ca';
    expect((await n.subscribe({ name: 'Late', email })).status).toBe(200);
    const code = await n.confirmationCodeFor(email);
    await t.database.db
      .update(newsletterSubscribers)
      .set({ confirmTokenExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(newsletterSubscribers.email, email));
    for (const attempt of [code, 'A'.repeat(43), `${code.slice(0, -1)}${code.endsWith('A') ? 'B' : 'A'}`]) {
      const answer = await n.post(`/subscription/confirm-email-subscription/${attempt}`, {});
      expect(answer.status).toBe(400);
      expect(ErrorResponse.parse(answer.body).error.message).toBe(SUBSCRIPTION_CONFIRM_FAILED);
    }
    const malformed = await n.post('/subscription/confirm-email-subscription/short', {});
    expect(malformed.status).toBe(400);
    expect(ErrorResponse.parse(malformed.body).error.code).toBe('VALIDATION_FAILED');
    expect((await n.subscriber(email))?.status).toBe('pending');
  });

  it('lets an unsubscribed address subscribe again, with a new link', async () => {
    const email = 'comeback@example.ca';
    await n.confirmedSubscriber(email);
    const token = await n.unsubscribeTokenFor(email);
    expect((await n.post('/subscription/unsubscribe', { token })).status).toBe(200);
    expect((await n.subscribe({ name: 'Comeback', email })).status).toBe(200);
    expect((await n.subscriber(email))?.status).toBe('pending');
    const code = await n.confirmationCodeFor(email);
    expect((await n.post(`/subscription/confirm-email-subscription/${code}`, {})).status).toBe(200);
    expect(await n.subscriber(email)).toMatchObject({ status: 'confirmed', unsubscribedAt: null });
  });
});

describe('POST /api/v2/subscription/confirm-email/{code}', () => {
  it('confirms like the subscription link; a member’s address goes to the member area and is opted in', async () => {
    const visitor = 'visitor.only@example.ca';
    expect((await n.subscribe({ name: 'Visitor', email: visitor })).status).toBe(200);
    const visitorAnswer = await n.post(`/subscription/confirm-email/${await n.confirmationCodeFor(visitor)}`, {});
    expect(visitorAnswer).toEqual({ status: 200, body: { redirect: NEWSLETTER_REDIRECTS.confirmed } });

    const member = await signedInMember(t, 'member.confirm@example.ca');
    expect((await n.subscribe({ name: 'Member', email: member.email })).status).toBe(200);
    const code = await n.confirmationCodeFor(member.email);
    const memberAnswer = await n.post(`/subscription/confirm-email/${code}`, {});
    expect(memberAnswer).toEqual({ status: 200, body: { redirect: '/dashboard?subscribed=1' } });
    const [user] = await t.database.db.select().from(users).where(eq(users.email, member.email));
    expect(user?.marketingOptIn).toBe(true);
    expect((await n.post(`/subscription/confirm-email/${code}`, {})).status).toBe(400);
  });
});
