import { ErrorResponse, UNSUBSCRIBE_LINK_INVALID, UNSUBSCRIBE_LINK_SENT } from '@cardgenius/core/contract';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { newsletterSubscribers, users } from '../../db/schema';
import {
  anotherVisitor,
  asMember,
  confirmInRegisteringBrowser,
  lastMessageTo,
  register,
  signedInMember,
} from '../../test/members';
import { createTestApp } from '../../test/test-app';
import { MEMBER_OPT_IN_SOURCE, NEWSLETTER_LIMITS } from './newsletter-limits';
import { newsletterHelpers } from './newsletter-test-helpers';
import { createUnsubscribeToken } from './signed-links';

const t = await createTestApp({ env: { BRAND_NAME: 'Test Brand', SITE_URL: 'https://cards.example.ca' } });
afterAll(() => t.close());
const n = newsletterHelpers(t);

const statusOf = async (email: string) => (await n.subscriber(email))?.status;
const optedIn = async (email: string) => {
  const [user] = await t.database.db.select().from(users).where(eq(users.email, email));
  return user?.marketingOptIn;
};

/** Base64url text with one character changed. */
const flip = (text: string, at: number) => `${text.slice(0, at)}${text[at] === 'A' ? 'B' : 'A'}${text.slice(at + 1)}`;

describe('the signed unsubscribe link', () => {
  it('is in every email, names its own address, and reading it changes nothing', async () => {
    const email = 'reader@example.ca';
    await n.confirmedSubscriber(email);
    const token = await n.unsubscribeTokenFor(email);
    expect(token).toBe(createUnsubscribeToken(t.deps.authSecret, email));
    expect(await n.post('/subscription/unsubscribe-link', { token })).toEqual({
      status: 200,
      body: { email, subscribed: true },
    });
    expect(await statusOf(email)).toBe('confirmed');
  });

  it('unsubscribes its address in one call without login, and again answers the same', async () => {
    const email = 'leaving@example.ca';
    await n.confirmedSubscriber(email);
    const token = await n.unsubscribeTokenFor(email);
    const answer = await n.post('/subscription/unsubscribe', { token });
    expect(answer).toEqual({ status: 200, body: { email, redirect: '/unsubscribed' } });
    const row = await n.subscriber(email);
    expect(row).toMatchObject({ status: 'unsubscribed', confirmTokenHash: null });
    expect(row?.unsubscribedAt).toBeInstanceOf(Date);
    expect(await n.post('/subscription/unsubscribe', { token })).toEqual(answer);
    expect(await n.post('/subscription/unsubscribe-link', { token })).toEqual({
      status: 200,
      body: { email, subscribed: false },
    });
  });

  it('works only for its own address: a token never unsubscribes another', async () => {
    const mine = 'mine@example.ca';
    const theirs = 'theirs@example.ca';
    await n.confirmedSubscriber(mine);
    await n.confirmedSubscriber(theirs);
    const myToken = await n.unsubscribeTokenFor(mine);
    const theirToken = await n.unsubscribeTokenFor(theirs);
    const [myAddress, myMac] = myToken.split('.') as [string, string];
    const [theirAddress] = theirToken.split('.') as [string, string];

    const forged = [
      `${theirAddress}.${myMac}`, // their address with my signature
      `${myAddress}.${flip(myMac, 5)}`, // a tampered signature
      `${flip(myAddress, 0)}.${myMac}`, // a tampered address
      `${Buffer.from(theirs.toUpperCase()).toString('base64url')}.${myMac}`,
      createUnsubscribeToken('another-secret-another-secret-0123456789', theirs), // signed with another key
      `${myAddress}.${myMac}.extra`,
      `${myAddress}.`,
      myMac,
    ];
    for (const token of forged) {
      for (const path of ['/subscription/unsubscribe', '/subscription/unsubscribe-link']) {
        const answer = await n.post(path, { token });
        expect(answer.status).toBe(400);
        // Malformed or forged alike, the field says what is wrong.
        expect(ErrorResponse.parse(answer.body).error.fields?.token).toBe(UNSUBSCRIBE_LINK_INVALID);
      }
    }
    expect(await statusOf(theirs)).toBe('confirmed');
    expect(await statusOf(mine)).toBe('confirmed');

    expect((await n.post('/subscription/unsubscribe', { token: myToken })).status).toBe(200);
    expect(await statusOf(mine)).toBe('unsubscribed');
    expect(await statusOf(theirs)).toBe('confirmed');
  });

  it('never answers 5xx to generated tokens and never unsubscribes anyone with them', async () => {
    const email = 'steady@example.ca';
    await n.confirmedSubscriber(email);
    const real = await n.unsubscribeTokenFor(email);
    const token = fc.oneof(
      fc.string({ maxLength: 700 }),
      fc.stringMatching(/^[A-Za-z0-9_-]{1,400}\.[A-Za-z0-9_-]{1,60}$/),
      fc.nat({ max: real.length - 1 }).map((at) => flip(real, at)),
      fc.anything(),
    );
    await fc.assert(
      fc.asyncProperty(
        token,
        fc.constantFrom('/subscription/unsubscribe', '/subscription/unsubscribe-link'),
        async (value, path) => {
          fc.pre(value !== real);
          const answer = await n.post(path, { token: value });
          expect(answer.status).toBe(400);
          ErrorResponse.parse(answer.body);
        },
      ),
      { numRuns: 150 },
    );
    expect(await statusOf(email)).toBe('confirmed');
  });

  it('ends a member’s marketing opt-in for the address too', async () => {
    const member = await signedInMember(t, 'member.link@example.ca');
    await t.postJson('/api/v2/profile/optin', {}, asMember(member));
    expect(await optedIn(member.email)).toBe(true);
    const token = await n.unsubscribeTokenFor(member.email);
    expect((await n.post('/subscription/unsubscribe', { token })).status).toBe(200);
    expect(await optedIn(member.email)).toBe(false);
    expect(await statusOf(member.email)).toBe('unsubscribed');
  });
});

describe('POST /api/v2/subscription/unsubscribe-email', () => {
  it('emails a subscribed address its link, and answers an unknown one the same without email', async () => {
    const email = 'forgetful@example.ca';
    await n.confirmedSubscriber(email);
    const answer = await n.post('/subscription/unsubscribe-email', { email: ' Forgetful@Example.CA ' });
    expect(answer).toEqual({ status: 200, body: { success: true, message: UNSUBSCRIBE_LINK_SENT } });
    const [mail] = await n.mailsTo(email, 'stop sending');
    expect(mail?.subject).toBe('Unsubscribe from Test Brand emails');
    expect(mail?.text).toContain(
      `https://cards.example.ca/unsubscribe?token=${createUnsubscribeToken(t.deps.authSecret, email)}`,
    );

    const stranger = 'stranger@example.ca';
    expect(await n.post('/subscription/unsubscribe-email', { email: stranger })).toEqual(answer);
    await t.deps.background.idle();
    expect(await lastMessageTo(t, stranger)).toBeUndefined();
  });

  it('limits requests per address and validates the address', async () => {
    const email = 'limited@example.ca';
    for (let index = 0; index < NEWSLETTER_LIMITS.unsubscribeEmailPerAddress.limit; index++) {
      expect((await n.post('/subscription/unsubscribe-email', { email })).status).toBe(200);
    }
    expect((await n.post('/subscription/unsubscribe-email', { email })).status).toBe(429);
    const bad = await n.post('/subscription/unsubscribe-email', { email: 'nope' });
    expect(bad.status).toBe(400);
    expect(ErrorResponse.parse(bad.body).error.fields).toEqual({
      email: 'Enter an email address like name@example.ca.',
    });
  });
});

describe('POST /api/v2/subscription/unsubscribe-member', () => {
  it('needs a signed-in member and their CSRF token', async () => {
    expect((await n.post('/subscription/unsubscribe-member', {})).status).toBe(401);
    const member = await signedInMember(t, 'csrf.check@example.ca');
    expect((await n.post('/subscription/unsubscribe-member', {}, { cookie: member.cookie })).status).toBe(403);
  });

  it('unsubscribes the member’s own address and turns the opt-in off', async () => {
    const member = await signedInMember(t, 'one.click@example.ca');
    await t.postJson('/api/v2/profile/optin', {}, asMember(member));
    expect(await statusOf(member.email)).toBe('confirmed');
    const answer = await n.post('/subscription/unsubscribe-member', {}, asMember(member, anotherVisitor()));
    expect(answer).toEqual({ status: 200, body: { email: member.email, redirect: '/unsubscribed' } });
    expect(await statusOf(member.email)).toBe('unsubscribed');
    expect(await optedIn(member.email)).toBe(false);
  });
});

describe('a member’s marketing opt-in is their subscription', () => {
  it('counts the opt-in prompt and the account toggle as confirmed, and the toggle off as unsubscribed', async () => {
    const member = await signedInMember(t, 'toggler@example.ca');
    expect(await n.subscriber(member.email)).toBeUndefined();
    expect((await t.postJson('/api/v2/profile/optin', {}, asMember(member))).status).toBe(200);
    expect(await n.subscriber(member.email)).toMatchObject({ status: 'confirmed', source: MEMBER_OPT_IN_SOURCE });

    const off = await t.postJson('/api/v2/user/profile', { marketingOptIn: false }, asMember(member));
    expect(off.status).toBe(200);
    expect(await statusOf(member.email)).toBe('unsubscribed');
    const on = await t.postJson('/api/v2/user/profile', { marketingOptIn: true }, asMember(member));
    expect(on.status).toBe(200);
    expect(await statusOf(member.email)).toBe('confirmed');
    const rows = await t.database.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, member.email));
    expect(rows).toHaveLength(1);
  });

  it('subscribes a member who opted in when registering once the address is confirmed', async () => {
    const email = 'registered.optin@example.ca';
    const registered = await register(t, { email, marketingOptIn: true });
    expect(registered.status).toBe(201);
    expect(await n.subscriber(email)).toBeUndefined();
    expect((await confirmInRegisteringBrowser(t, registered, email)).status).toBe(200);
    expect(await statusOf(email)).toBe('confirmed');
  });

  it('ends the subscription when the account is deleted', async () => {
    const member = await signedInMember(t, 'deleting@example.ca');
    await t.postJson('/api/v2/profile/optin', {}, asMember(member));
    const deleted = await t.postJson('/api/v2/user/delete', { password: member.password }, asMember(member));
    expect(deleted.status).toBe(200);
    expect(await statusOf(member.email)).toBe('unsubscribed');
  });
});
