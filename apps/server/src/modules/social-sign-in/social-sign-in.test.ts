import { and, desc, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { OAuth2Server } from 'oauth2-mock-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditEvents, sessions, socialAccounts, users } from '../../db/schema';
import { verifyPassword } from '../../lib/password-hash';
import { sealSecret } from '../../lib/secret-box';
import { startFakeFacebook } from '../../test/fake-facebook';
import { anotherVisitor, cookiesFrom, getJson, register, STRONG_PASSWORD, signedInMember } from '../../test/members';
import { createTestApp, type TestApp } from '../../test/test-app';
import { PENDING_SECOND_FACTOR_TTL_MS, TOTP_SECRET_PURPOSE } from '../auth/sessions';

const GOOGLE = { id: 'google-client', secret: 'google-secret' };
const FACEBOOK = { id: 'facebook-app', secret: 'facebook-secret' };

/** What the mock Google puts in its next ID tokens. */
let googleClaims: Record<string, unknown> = {};

/** Every line the server logs, and every secret value the flows carried: none may be in a log line. */
const logLines: string[] = [];
const secrets = new Set<string>();

let google: OAuth2Server;
let facebook: Awaited<ReturnType<typeof startFakeFacebook>>;
let t: TestApp;

beforeAll(async () => {
  google = new OAuth2Server();
  await google.issuer.keys.generate('RS256');
  await google.start(0, '127.0.0.1');
  google.service.on('beforeTokenSigning', (token: { payload: Record<string, unknown> }) => {
    Object.assign(token.payload, googleClaims);
  });
  google.service.on('beforeResponse', (response: { body: unknown }) => {
    const body = response.body as Record<string, unknown>;
    for (const name of ['access_token', 'id_token', 'refresh_token']) {
      if (typeof body[name] === 'string') secrets.add(body[name]);
    }
  });
  facebook = await startFakeFacebook({ clientId: FACEBOOK.id, clientSecret: FACEBOOK.secret });
  t = await createTestApp({
    logDestination: { write: (line: string) => void logLines.push(line) },
    env: {
      LOG_LEVEL: 'trace',
      GOOGLE_CLIENT_ID: GOOGLE.id,
      GOOGLE_CLIENT_SECRET: GOOGLE.secret,
      GOOGLE_ISSUER_URL: google.issuer.url ?? '',
      FACEBOOK_CLIENT_ID: FACEBOOK.id,
      FACEBOOK_CLIENT_SECRET: FACEBOOK.secret,
      FACEBOOK_AUTH_BASE: facebook.url,
    },
  });
});

afterAll(async () => {
  await t?.close();
  await google?.stop();
  await facebook?.close();
});

let person = 0;
beforeEach(() => {
  person++;
  googleClaims = {
    sub: `google-${person}`,
    email: `person${person}@example.ca`,
    email_verified: true,
    name: 'Ann Lee',
  };
});

/** The browser's side: press the button, follow the provider back, arrive at the callback. */
async function startFlow(provider: 'google' | 'facebook', form: Record<string, string> = {}) {
  const visitor = anotherVisitor();
  const started = await t.app.request(`/auth/${provider}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...visitor },
    body: new URLSearchParams(form).toString(),
  });
  expect(started.status).toBe(303);
  const flowCookie = `socialSignIn=${cookiesFrom(started).socialSignIn}`;
  const atProvider = await fetch(started.headers.get('location') ?? '', { redirect: 'manual' });
  const callback = new URL(atProvider.headers.get('location') ?? '');
  for (const name of ['code', 'state']) secrets.add(callback.searchParams.get(name) ?? '');
  return { visitor, flowCookie, callback, authorizationUrl: new URL(started.headers.get('location') ?? '') };
}

async function callBack(path: string, headers: Record<string, string>) {
  const response = await t.app.request(path, { headers });
  return { response, location: response.headers.get('location') ?? '', cookies: cookiesFrom(response) };
}

async function signInWith(provider: 'google' | 'facebook', form: Record<string, string> = {}) {
  const flow = await startFlow(provider, form);
  const back = await callBack(`${flow.callback.pathname}${flow.callback.search}`, {
    cookie: flow.flowCookie,
    ...flow.visitor,
  });
  return { ...flow, ...back };
}

async function statusWith(authToken: string | undefined) {
  return getJson(t, '/api/v2/user/auth-status', { cookie: `authToken=${authToken}` });
}

describe('starting a social sign-in', () => {
  it('sends the browser to the provider with state, nonce and a PKCE challenge, remembered in a sealed cookie', async () => {
    const started = await t.app.request('/auth/google', { method: 'POST', headers: anotherVisitor() });
    expect(started.status).toBe(303);
    const url = new URL(started.headers.get('location') ?? '');
    expect(url.origin).toBe(new URL(google.issuer.url ?? '').origin);
    expect(url.searchParams.get('redirect_uri')).toBe('http://localhost:3000/auth/google/callback');
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    for (const name of ['state', 'nonce', 'code_challenge'])
      expect(url.searchParams.get(name)?.length).toBeGreaterThan(20);
    const cookie = started.headers.getSetCookie().find((line) => line.startsWith('socialSignIn='));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/Path=\/auth\//);
    expect(cookie).toMatch(/SameSite=Lax/i);
    // Sealed: none of the flow's values can be read from it.
    expect(cookie).not.toContain(url.searchParams.get('state'));
  });

  it('changes nothing on a plain GET, and refuses a form posted from another site', async () => {
    const get = await t.app.request('/auth/google');
    expect(get.status).toBe(303);
    expect(get.headers.get('location')).toBe('/login');
    expect(get.headers.getSetCookie()).toEqual([]);
    const forged = await t.app.request('/auth/google', {
      method: 'POST',
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(forged.status).toBe(403);
  });

  it('tells the page which providers are on', async () => {
    const global = await getJson(t, '/api/v2/global');
    expect(global.body.socialSignIn).toEqual(['google', 'facebook']);
  });

  it('lets the CSP allow the form posts that lead to the providers', async () => {
    const csp = (await t.app.request('/api/v2/global')).headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(new RegExp(`form-action 'self' ${new URL(google.issuer.url ?? '').origin} ${facebook.url}`));
  });
});

describe('the callback', () => {
  it('creates a confirmed member with no usable password, who must still agree to the terms', async () => {
    const result = await signInWith('google', { redirect: '/credit-cards?sort=fee', context: 'geniuscash' });
    expect(result.location).toBe(`/login?socialSignIn=google&redirect=${encodeURIComponent('/credit-cards?sort=fee')}`);
    const [member] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.email, `person${person}@example.ca`));
    expect(member).toMatchObject({ name: 'Ann Lee', agreedToTermsAt: null, origin: 'geniuscash' });
    expect(member?.emailConfirmedAt).not.toBeNull();
    expect(await verifyPassword(member?.passwordHash ?? '', '')).toBe(false);
    const [link] = await t.database.db
      .select()
      .from(socialAccounts)
      .where(eq(socialAccounts.userId, member?.id ?? ''));
    expect(link).toMatchObject({ provider: 'google', subject: `google-${person}` });
    const status = await statusWith(result.cookies.authToken);
    expect(status.body).toMatchObject({ isAuthenticated: true, username: 'Ann Lee' });
    expect(status.body.session).toMatchObject({ agreedToTerms: false, mobileNumber: { isVerified: false } });
    // The flow cookie is used once.
    expect(result.response.headers.getSetCookie().some((line) => /^socialSignIn=;/.test(line))).toBe(true);
    const events = await t.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.userId, member?.id ?? ''));
    expect(events.map((event) => event.event).sort()).toEqual(['login.succeeded', 'register']);
  });

  it('signs in an existing member by their verified address, links the provider, and matches the link first later', async () => {
    const email = `person${person}@example.ca`;
    await signedInMember(t, email);
    const first = await signInWith('google');
    expect(first.location).toBe('/login?socialSignIn=google');
    expect((await statusWith(first.cookies.authToken)).body).toMatchObject({ isAuthenticated: true });
    const [owner] = await t.database.db.select().from(users).where(eq(users.email, email));
    const logins = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.userId, owner?.id ?? ''), eq(auditEvents.event, 'login.succeeded')));
    expect(logins.at(-1)?.detail).toEqual({ via: 'google' });
    // Their password still works: linking changed nothing of it.
    expect(await verifyPassword(owner?.passwordHash ?? '', STRONG_PASSWORD)).toBe(true);

    // Later the address at Google changes: the link still finds the member.
    googleClaims = { ...googleClaims, email: 'renamed@example.ca', email_verified: false };
    const later = await signInWith('google');
    expect(later.location).toBe('/login?socialSignIn=google');
    expect((await statusWith(later.cookies.authToken)).body.session).toMatchObject({ email });
  });

  it('takes an unconfirmed account over from whoever registered it: their password and details go', async () => {
    const email = `person${person}@example.ca`;
    const registered = await register(t, {
      email,
      paymentMethod: 'interac',
      interacEmail: 'stranger@example.ca',
      interacEmailVerify: 'stranger@example.ca',
    });
    expect(registered.status).toBe(201);
    const result = await signInWith('google');
    expect(result.location).toBe('/login?socialSignIn=google');
    const [owner] = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(owner?.emailConfirmedAt).not.toBeNull();
    expect(owner?.interacEmail).toBeNull();
    expect(await verifyPassword(owner?.passwordHash ?? '', STRONG_PASSWORD)).toBe(false);
  });

  it('refuses a member staff locked, with a message on the login page', async () => {
    const email = `person${person}@example.ca`;
    await signedInMember(t, email);
    await t.database.db.update(users).set({ lockedByStaffAt: new Date() }).where(eq(users.email, email));
    const result = await signInWith('google');
    expect(result.location).toBe('/login?socialError=locked');
    expect(result.cookies.authToken).toBeUndefined();
  });

  it('refuses an address the provider has not verified, with a message on the login page', async () => {
    googleClaims = { ...googleClaims, email_verified: false };
    const result = await signInWith('google');
    expect(result.location).toBe('/login?socialError=unverified-email');
    expect(result.cookies.authToken).toBeUndefined();
    expect(
      await t.database.db
        .select()
        .from(users)
        .where(eq(users.email, `person${person}@example.ca`)),
    ).toEqual([]);
    const [refused] = await t.database.db.select().from(auditEvents).where(eq(auditEvents.event, 'social.refused'));
    expect(refused?.detail).toMatchObject({ provider: 'google', reason: 'unverified-email' });
  });

  it('does not link an unverified address to an existing member either', async () => {
    const email = `person${person}@example.ca`;
    await signedInMember(t, email);
    googleClaims = { ...googleClaims, email_verified: 'true' };
    const result = await signInWith('google');
    expect(result.location).toBe('/login?socialError=unverified-email');
    const links = await t.database.db
      .select()
      .from(socialAccounts)
      .where(eq(socialAccounts.subject, `google-${person}`));
    expect(links).toEqual([]);
  });

  it("refuses an answer whose state is not this browser's flow (login CSRF), or with no flow at all", async () => {
    const flow = await startFlow('google');
    const forged = new URL(flow.callback);
    forged.searchParams.set('state', 'attacker-state-attacker-state-attacker');
    const mismatch = await callBack(`${forged.pathname}${forged.search}`, { cookie: flow.flowCookie, ...flow.visitor });
    expect(mismatch.location).toBe('/login?socialError=expired');
    expect(mismatch.cookies.authToken).toBeUndefined();
    // Another browser (no flow cookie) cannot use a real answer either.
    const elsewhere = await callBack(`${flow.callback.pathname}${flow.callback.search}`, anotherVisitor());
    expect(elsewhere.location).toBe('/login?socialError=expired');
    expect(elsewhere.cookies.authToken).toBeUndefined();
  });

  it('refuses an ID token that does not carry the flow nonce', async () => {
    googleClaims = { ...googleClaims, nonce: 'a-nonce-from-another-flow' };
    const result = await signInWith('google');
    expect(result.location).toBe('/login?socialError=failed');
    expect(result.cookies.authToken).toBeUndefined();
  });

  it('refuses an answer without the PKCE verifier the flow made', async () => {
    const flow = await startFlow('google');
    // The sealed cookie of another flow holds another verifier.
    const other = await startFlow('google');
    const stolen = new URL(flow.callback);
    stolen.searchParams.set('state', other.callback.searchParams.get('state') ?? '');
    const result = await callBack(`${stolen.pathname}${stolen.search}`, { cookie: other.flowCookie, ...flow.visitor });
    expect(result.location).toBe('/login?socialError=failed');
    expect(result.cookies.authToken).toBeUndefined();
  });

  it('says the provider denied it', async () => {
    const flow = await startFlow('google');
    const denied = await callBack(
      `/auth/google/callback?error=access_denied&state=${flow.callback.searchParams.get('state')}`,
      { cookie: flow.flowCookie },
    );
    expect(denied.location).toBe('/login?socialError=denied');
  });

  it('never skips two-factor: the session waits for the authenticator code', async () => {
    const email = `person${person}@example.ca`;
    await signedInMember(t, email);
    await t.database.db
      .update(users)
      .set({
        twoFactorSecret: sealSecret('JBSWY3DPEHPK3PXP', t.deps.authSecret, TOTP_SECRET_PURPOSE),
        twoFactorValidatedAt: new Date(),
      })
      .where(eq(users.email, email));
    const result = await signInWith('google');
    expect(result.location).toBe('/login?socialSignIn=google');
    const status = await statusWith(result.cookies.authToken);
    expect(status.body.isAuthenticated).toBe(false);
    expect(status.body.session).toMatchObject({ twoFactor: { validated: true, authenticated: false } });
    const [owner] = await t.database.db.select().from(users).where(eq(users.email, email));
    const [session] = await t.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, owner?.id ?? ''))
      .orderBy(desc(sessions.createdAt))
      .limit(1);
    // The short life of a session waiting for its second factor, not a full one.
    expect(session?.expiresAt.getTime()).toBeLessThanOrEqual(Date.now() + PENDING_SECOND_FACTOR_TTL_MS);
  });

  it('limits the sign-ins coming back to one address', async () => {
    const visitor = anotherVisitor();
    const outcomes: string[] = [];
    for (let attempt = 0; attempt < 31; attempt++) {
      const flow = await startFlow('google');
      const back = await callBack(`${flow.callback.pathname}${flow.callback.search}`, {
        cookie: flow.flowCookie,
        ...visitor,
      });
      outcomes.push(back.location);
    }
    expect(outcomes.slice(0, 30).every((location) => location.startsWith('/login?socialSignIn=google'))).toBe(true);
    expect(outcomes[30]).toBe('/login?socialError=too-many');
  });

  it('answers any query with a redirect to the login page, never an error page', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('google', 'facebook', 'twitter', '%00'),
        fc.dictionary(
          fc.constantFrom('code', 'state', 'error', 'iss', 'x'),
          fc.string({ unit: 'binary', maxLength: 40 }),
        ),
        async (provider, params) => {
          const response = await t.app.request(`/auth/${provider}/callback?${new URLSearchParams(params)}`, {
            headers: { cookie: 'socialSignIn=v1.garbage.more.stuff', ...anotherVisitor() },
          });
          expect(response.status).toBe(303);
          expect(response.headers.get('location')).toMatch(/^\/login\?socialError=[a-z-]+$/);
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe('the log', () => {
  it('never holds a code, state or token of the flows above', () => {
    secrets.delete('');
    expect(secrets.size).toBeGreaterThan(40);
    expect(logLines.length).toBeGreaterThan(40);
    const log = logLines.join('\n');
    expect([...secrets].filter((secret) => log.includes(secret))).toEqual([]);
    // The refusals are logged, by name only.
    expect(log).toMatch(/OAUTH_JWT_CLAIM_COMPARISON_FAILED/);
  });
});

describe('Facebook', () => {
  it('signs in by the confirmed address Facebook returns, and links its app-scoped id', async () => {
    facebook.setPerson({ id: `fb-${person}`, name: 'Marc Roy', email: `fb${person}@example.ca` });
    const result = await signInWith('facebook');
    expect(result.location).toBe('/login?socialSignIn=facebook');
    expect((await statusWith(result.cookies.authToken)).body).toMatchObject({
      isAuthenticated: true,
      username: 'Marc Roy',
    });
    const [link] = await t.database.db
      .select()
      .from(socialAccounts)
      .where(eq(socialAccounts.subject, `fb-${person}`));
    expect(link).toMatchObject({ provider: 'facebook', linkedEmail: `fb${person}@example.ca` });
  });

  it('creates nothing for an account without an address (a phone-only Facebook account)', async () => {
    facebook.setPerson({ id: `fb-${person}`, name: 'Marc Roy' });
    const result = await signInWith('facebook');
    expect(result.location).toBe('/login?socialError=no-email');
    expect(result.cookies.authToken).toBeUndefined();
  });

  it('does not take a Google flow for a Facebook answer', async () => {
    const flow = await startFlow('google');
    const result = await callBack(`/auth/facebook/callback${flow.callback.search}`, { cookie: flow.flowCookie });
    expect(result.location).toBe('/login?socialError=expired');
  });
});

describe('without credentials', () => {
  it('offers no provider and starts nothing', async () => {
    const bare = await createTestApp({ sharing: t });
    try {
      expect((await getJson(bare, '/api/v2/global')).body.socialSignIn).toEqual([]);
      const started = await bare.app.request('/auth/google', { method: 'POST' });
      expect(started.headers.get('location')).toBe('/login?socialError=unavailable');
      expect(started.headers.getSetCookie()).toEqual([]);
    } finally {
      await bare.close();
    }
  });
});
