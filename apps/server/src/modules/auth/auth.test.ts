import { ErrorResponse } from '@cardgenius/core/contract';
import { count, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { auditEvents, users } from '../../db/schema';
import { totpAt } from '../../lib/totp';
import {
  asMember,
  captchaCode,
  cookiesFrom,
  getJson,
  lastMessageTo,
  linkTokenFrom,
  login,
  register,
  registeringBrowser,
  STRONG_PASSWORD,
  signedInMember,
  signIn,
} from '../../test/members';
import { createTestApp } from '../../test/test-app';
import { INVALID_RESET_LINK } from './auth.service';
import { LOCKED_MESSAGE, LOGIN_FAILED_MESSAGE } from './rate-limit-rules';

const t = await createTestApp();
afterAll(() => t.close());

const errorOf = async (response: Response) => ErrorResponse.parse(await response.json()).error;

describe('register', () => {
  it('creates the account, emails a confirmation link, and answers the spec’s fields', async () => {
    const response = await register(t, { email: 'new.member@gmail.com', referredByCode: 'FRIEND42' });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({
      success: true,
      emailProvider: { name: 'Gmail', url: expect.stringContaining('mail.google.com') },
      user: { email: 'new.member@gmail.com', name: 'Alex Tremblay' },
      cc: 'ca',
    });
    const message = await lastMessageTo(t, 'new.member@gmail.com');
    expect(message?.text).toMatch(/\/confirm-email\/[A-Za-z0-9_-]{40,}/);
    expect(message?.html).toContain('/confirm-email/');
    const [user] = await t.database.db.select().from(users).where(eq(users.email, 'new.member@gmail.com'));
    expect(user?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(user?.referredByCode).toBe('FRIEND42');
    expect(user?.emailConfirmedAt).toBeNull();
  });

  it('answers a taken address exactly as a new one, and emails its owner instead', async () => {
    const first = await register(t, { email: 'taken@example.ca' });
    const firstBody = (await first.json()) as Record<string, unknown>;
    const second = await register(t, { email: 'TAKEN@example.ca', name: 'Someone Else' });
    expect(second.status).toBe(first.status);
    expect(await second.json()).toEqual({ ...firstBody, user: { email: 'taken@example.ca', name: 'Someone Else' } });
    const notice = await lastMessageTo(t, 'taken@example.ca');
    expect(notice?.subject).not.toMatch(/confirm your email/i);
    expect(notice?.text).toContain('/forgot-password');
    const [{ value }] = (await t.database.db
      .select({ value: count() })
      .from(users)
      .where(eq(users.email, 'taken@example.ca'))) as [{ value: number }];
    expect(value).toBe(1);
  });

  it('refuses with the spec’s messages, and stores nothing', async () => {
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ terms: false }, 'terms', 'You must agree to our terms and conditions.'],
      [{ password1: 'short', password2: 'short' }, 'password1', 'Your password does not meet the requirements'],
      [{ password2: 'Different-1!' }, 'password2', 'The two passwords do not match.'],
      [{ email: 'not-an-email' }, 'email', 'Enter a valid email address'],
      [
        { paymentMethod: 'interac', interacEmail: '' },
        'interacEmail',
        'Please enter a valid email where we can send you interac e-Transfers',
      ],
      [
        { paymentMethod: 'interac', interacEmail: 'a@example.ca', interacEmailVerify: 'b@example.ca' },
        'interacEmailVerify',
        'The two interac emails do not match. Make sure both emails match',
      ],
      [{ paymentMethod: 'paypal', paypalEmail: 'x' }, 'paypalEmail', 'Please enter a valid PayPal email'],
      [
        { paymentMethod: 'paypal', paypalEmail: 'a@example.ca', paypalEmailVerify: 'c@example.ca' },
        'paypalEmailVerify',
        'The two PayPal emails do not match. Make sure both emails match',
      ],
      [{ isAdmin: true }, 'body', 'Unknown field: isAdmin'],
    ];
    for (const [overrides, field, message] of cases) {
      const response = await register(t, { email: 'refused@example.ca', ...overrides });
      expect(response.status, field).toBe(400);
      const error = await errorOf(response);
      expect(Object.keys(error.fields ?? {}), field).toContain(field);
      expect(error.fields?.[field] ?? '').toContain(message);
    }
    const rows = await t.database.db.select().from(users).where(eq(users.email, 'refused@example.ca'));
    expect(rows).toHaveLength(0);
  });

  it('refuses the 10,000 most common passwords even when they meet the rules', async () => {
    const response = await register(t, { email: 'common@example.ca', password1: 'P@ssw0rd', password2: 'P@ssw0rd' });
    // 'p@ssw0rd' is in the shipped list (compared without case).
    expect(response.status).toBe(400);
    expect((await errorOf(response)).fields?.password1).toMatch(/most common passwords/);
  });

  it('refuses a replayed captcha and a made-up one', async () => {
    const code = await captchaCode(t);
    expect((await register(t, { email: 'captcha1@example.ca', captchaCode: code })).status).toBe(201);
    const replayed = await register(t, { email: 'captcha2@example.ca', captchaCode: code });
    expect(replayed.status).toBe(400);
    expect((await errorOf(replayed)).fields?.captchaCode).toBeDefined();
    const forged = await register(t, { email: 'captcha3@example.ca', captchaCode: 'eyJmYWtlIjp0cnVlfQ==' });
    expect(forged.status).toBe(400);
  });
});

describe('confirmation and login', () => {
  it('asks an unconfirmed member to confirm, resends, confirms, then signs in with an HttpOnly cookie', async () => {
    const email = 'confirm.flow@example.ca';
    const registered = await register(t, { email });
    const early = await login(t, email, STRONG_PASSWORD);
    expect(early.status).toBe(401);
    expect((await errorOf(early)).options).toEqual({ showConfirmationLink: true });

    const resent = await t.postJson('/api/v2/user/resend-confirmation', { email });
    expect(await resent.json()).toEqual({ success: true });
    const unknown = await t.postJson('/api/v2/user/resend-confirmation', { email: 'nobody@example.ca' });
    expect(await unknown.json()).toEqual({ success: true });

    const code = await linkTokenFrom(t, email, '/confirm-email');
    const confirmed = await t.postJson('/api/v2/user/confirm-email', { code }, registeringBrowser(registered));
    expect(await confirmed.json()).toEqual({ success: true, redirect: '/dashboard', email, marketingOptIn: false });
    // A second click on the same link is still a success.
    expect((await t.postJson('/api/v2/user/confirm-email', { code })).status).toBe(200);
    const bad = await t.postJson('/api/v2/user/confirm-email', { code: 'x'.repeat(43) });
    expect((await errorOf(bad)).message).toBe('Something went wrong and we were unable to confirm your account.');

    const response = await login(t, email, STRONG_PASSWORD);
    expect(response.status).toBe(200);
    const body = (await response.json()) as Record<string, unknown>;
    expect(body.authToken).toBeUndefined();
    expect(body.session).toMatchObject({ email, authenticated: true, agreedToTerms: true });
    const setCookies = response.headers.getSetCookie();
    const auth = setCookies.find((line) => line.startsWith('authToken='));
    expect(auth).toMatch(/HttpOnly/i);
    expect(auth).toMatch(/SameSite=Lax/i);
    expect(setCookies.find((line) => line.startsWith('csrfToken='))).not.toMatch(/HttpOnly/i);
  });

  it('gives the token in the body to clients that keep it, and accepts it as a Bearer header', async () => {
    const member = await signedInMember(t, 'app.user@example.ca');
    const response = await login(t, member.email, member.password, { 'x-token-transport': 'body' });
    const { authToken } = (await response.json()) as { authToken: string };
    expect(authToken.split('.')).toHaveLength(3);
    expect(cookiesFrom(response).authToken).toBeUndefined();
    const status = await getJson(t, '/api/v2/user/auth-status', { authorization: `Bearer ${authToken}` });
    expect(status.body).toMatchObject({
      isAuthenticated: true,
      username: 'Alex Tremblay',
      isAdmin: false,
      isDev: false,
    });
    // A Bearer caller carries no ambient credential, so it needs no CSRF token.
    const logout = await t.postJson('/api/v2/user/logout', {}, { authorization: `Bearer ${authToken}` });
    expect(logout.status).toBe(200);
    const after = await getJson(t, '/api/v2/user/auth-status', { authorization: `Bearer ${authToken}` });
    expect(after.body.isAuthenticated).toBe(false);
  });

  it('ignores isAdmin and every unknown field in a body', async () => {
    const response = await t.postJson('/api/v2/user/login', {
      email: 'x@example.ca',
      password: 'whatever',
      captchaCode: await captchaCode(t),
      isAdmin: true,
    });
    expect(response.status).toBe(400);
    expect((await errorOf(response)).fields?.body).toBe('Unknown field: isAdmin');
  });

  it('answers an unknown address exactly as a wrong password', async () => {
    await signedInMember(t, 'known@example.ca');
    const wrong = await login(t, 'known@example.ca', 'Wrong-Password-1');
    const unknown = await login(t, 'unknown@example.ca', 'Wrong-Password-1');
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(await wrong.json()).toEqual(await unknown.json());
  });
});

describe('marketing opt-in', () => {
  it('opts in with the confirmation code just used, or as a signed-in member, and not otherwise', async () => {
    const email = 'optin@example.ca';
    const registered = await register(t, { email });
    const code = await linkTokenFrom(t, email, '/confirm-email');
    expect((await t.postJson('/api/v2/user/profile/optin', {})).status).toBe(404);
    // Before the code is used it opens nothing.
    expect((await t.postJson('/api/v2/profile/optin', { confirmCode: code })).status).toBe(401);
    await t.postJson('/api/v2/user/confirm-email', { code }, registeringBrowser(registered));
    expect(await (await t.postJson('/api/v2/profile/optin', { confirmCode: code })).json()).toEqual({ success: true });
    const [user] = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(user?.marketingOptIn).toBe(true);
    // Confirmed and opted in: the confirmation answer's redirect says so (it hides the prompt).
    const again = await t.postJson('/api/v2/user/confirm-email', { code });
    expect(((await again.json()) as { redirect: string }).redirect).toContain('subscribed');

    const member = await signedInMember(t, 'optin.member@example.ca');
    expect((await t.postJson('/api/v2/profile/optin', {}, asMember(member))).status).toBe(200);
    expect((await t.postJson('/api/v2/profile/optin', {})).status).toBe(401);
  });
});

describe('sessions and cross-site requests', () => {
  it('refuses a cookie-authenticated change without the CSRF token, or with another session’s', async () => {
    const member = await signedInMember(t, 'csrf@example.ca');
    const other = await signedInMember(t, 'csrf.other@example.ca');
    const missing = await t.postJson('/api/v2/user/skip-mobile-number', {}, { cookie: member.cookie });
    expect(missing.status).toBe(403);
    const foreign = await t.postJson(
      '/api/v2/user/skip-mobile-number',
      {},
      { cookie: member.cookie, 'x-csrf-token': other.csrf },
    );
    expect(foreign.status).toBe(403);
    const [user] = await t.database.db.select().from(users).where(eq(users.email, member.email));
    expect(user?.skipMobileNumber).toBe(false);
    expect((await getJson(t, '/api/v2/user/auth-status', { cookie: member.cookie })).body.isAuthenticated).toBe(true);
  });

  it('refuses state changes from another origin', async () => {
    const member = await signedInMember(t, 'origin@example.ca');
    const response = await t.postJson('/api/v2/user/logout', {}, asMember(member, { origin: 'https://evil.example' }));
    expect(response.status).toBe(403);
    const anonymous = await t.postJson(
      '/api/v2/user/login',
      { email: 'a@example.ca', password: 'x', captchaCode: 'x' },
      { origin: 'https://evil.example' },
    );
    expect(anonymous.status).toBe(403);
  });

  it('logout revokes the session: the same token is refused afterwards', async () => {
    const member = await signedInMember(t, 'logout@example.ca');
    const response = await t.postJson('/api/v2/user/logout', {}, asMember(member));
    expect(response.status).toBe(200);
    const cleared = response.headers.getSetCookie().filter((line) => /Max-Age=0/i.test(line));
    expect(cleared.map((line) => line.split('=')[0])).toEqual(expect.arrayContaining(['authToken', 's']));
    const status = await getJson(t, '/api/v2/user/auth-status', { cookie: member.cookie });
    expect(status.body).toMatchObject({ isAuthenticated: false, session: null });
    expect((await getJson(t, '/api/v2/user/dashboard', { cookie: member.cookie })).status).toBe(401);
  });

  it('refuses forged, tampered and wrong-algorithm tokens', async () => {
    const member = await signedInMember(t, 'forged@example.ca');
    const token = member.cookie.match(/authToken=([^;]+)/)?.[1] ?? '';
    const [header, payload] = token.split('.');
    const none = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${payload}.`;
    const tampered = `${header}.${payload?.slice(0, -2)}AA.${token.split('.')[2]}`;
    for (const bad of [none, tampered, 'not-a-token', `${token}x`]) {
      const status = await getJson(t, '/api/v2/user/auth-status', { authorization: `Bearer ${bad}` });
      expect(status.body.isAuthenticated).toBe(false);
    }
  });
});

describe('lockout and rate limits', () => {
  it('locks after 10 consecutive failures; while locked even the right password gets the generic failure', async () => {
    const member = await signedInMember(t, 'lockout@example.ca');
    const messages: string[] = [];
    for (let attempt = 1; attempt <= 10; attempt++) {
      messages.push((await errorOf(await login(t, member.email, `Wrong-${attempt}-Password!`))).message);
    }
    expect(messages.slice(0, 9).every((message) => message === LOGIN_FAILED_MESSAGE)).toBe(true);
    expect(messages[9]).toBe(LOCKED_MESSAGE);
    const right = await login(t, member.email, member.password);
    expect(right.status).toBe(401);
    expect((await errorOf(right)).message).toBe(LOGIN_FAILED_MESSAGE);
  });

  it('locks unknown addresses the same way, so the lock reveals nothing', async () => {
    const t2 = await createTestApp();
    try {
      const messages: string[] = [];
      for (let attempt = 1; attempt <= 10; attempt++) {
        messages.push((await errorOf(await login(t2, 'ghost@example.ca', `Wrong-${attempt}-Password!`))).message);
      }
      expect(messages[9]).toBe(LOCKED_MESSAGE);
    } finally {
      await t2.close();
    }
  });
});

describe('two-factor authentication', () => {
  const stepOf = (time: number) => Math.floor(time / 30_000);

  it('turns on with the password, is finished with a code, then is asked at every login', async () => {
    const member = await signedInMember(t, 'totp@example.ca');
    const wrongPassword = await t.postJson('/api/v2/user/two-factor/enable', { password: 'nope' }, asMember(member));
    expect(wrongPassword.status).toBe(400);

    const enabled = await t.postJson('/api/v2/user/two-factor/enable', { password: member.password }, asMember(member));
    expect(enabled.status).toBe(200);
    const setup = (await enabled.json()) as { otpAuthUrl: string; qrCodeSvg: string; session: Record<string, unknown> };
    const uri = new URL(setup.otpAuthUrl);
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.searchParams.get('algorithm')).toBe('SHA1');
    expect(uri.searchParams.get('digits')).toBe('6');
    expect(uri.searchParams.get('period')).toBe('30');
    const secret = uri.searchParams.get('secret') ?? '';
    expect(secret).toMatch(/^[A-Z2-7]{32}$/); // 32 base32 characters: 160 bits
    expect(setup.qrCodeSvg).toContain('<svg');
    expect(setup.session).toMatchObject({
      authenticated: false,
      twoFactor: { validated: false, authenticated: false },
    });
    // The setup answer re-issued the cookie; use the new one.
    const refreshed = { ...member, cookie: `authToken=${cookiesFrom(enabled).authToken}; csrfToken=${member.csrf}` };
    expect((await getJson(t, '/api/v2/user/dashboard', { cookie: refreshed.cookie })).status).toBe(401);

    const code = totpAt(secret, Date.now());
    const validated = await t.postJson('/api/v2/user/validateTwoFactor', { authCode: code }, asMember(refreshed));
    expect(validated.status).toBe(200);
    // With two-factor on, §4 also wants the mobile number verified or skipped.
    expect(((await validated.json()) as { session: unknown }).session).toMatchObject({
      authenticated: false,
      twoFactor: { validated: true, authenticated: true },
    });
    const refreshedAgain = {
      ...refreshed,
      cookie: `authToken=${cookiesFrom(validated).authToken}; csrfToken=${member.csrf}`,
    };
    const skipped = await t.postJson('/api/v2/user/skip-mobile-number', {}, asMember(refreshedAgain));
    expect(((await skipped.json()) as { session: unknown }).session).toMatchObject({ authenticated: true });
    expect((await lastMessageTo(t, member.email))?.subject).toMatch(/two-factor/i);

    // The same code again (same time step) is refused.
    const replay = await t.postJson('/api/v2/user/validateTwoFactor', { authCode: code }, asMember(refreshed));
    expect(replay.status).toBe(400);

    // Next login: password, then a code from a later step.
    const next = await signIn(t, member.email);
    const partial = await getJson(t, '/api/v2/user/auth-status', { cookie: next.cookie });
    expect(partial.body).toMatchObject({ isAuthenticated: false, username: '' });
    expect(partial.body.session).toMatchObject({ twoFactor: { validated: true, authenticated: false } });
    expect((await getJson(t, '/api/v2/user/dashboard', { cookie: next.cookie })).status).toBe(401);
    const later = totpAt(secret, (stepOf(Date.now()) + 1) * 30_000);
    const second = await t.postJson('/api/v2/user/validateTwoFactor', { authCode: later }, asMember(next));
    expect(second.status).toBe(200);
    const full = cookiesFrom(second).authToken;
    expect((await getJson(t, '/api/v2/user/dashboard', { cookie: `authToken=${full}` })).status).toBe(200);

    // Turning it off needs the password again.
    const fullMember = { ...next, cookie: `authToken=${full}; csrfToken=${next.csrf}` };
    const off = await t.postJson('/api/v2/user/two-factor/disable', { password: 'wrong' }, asMember(fullMember));
    expect(off.status).toBe(400);
    const on = await t.postJson('/api/v2/user/two-factor/disable', { password: member.password }, asMember(fullMember));
    expect(on.status).toBe(200);
  });

  it('accepts exactly one of 20 simultaneous submissions of one valid code', async () => {
    const member = await signedInMember(t, 'totp.race@example.ca');
    const enabled = await t.postJson('/api/v2/user/two-factor/enable', { password: member.password }, asMember(member));
    const secret = new URL(((await enabled.json()) as { otpAuthUrl: string }).otpAuthUrl).searchParams.get('secret');
    const browser = { ...member, cookie: `authToken=${cookiesFrom(enabled).authToken}; csrfToken=${member.csrf}` };
    const code = totpAt(secret ?? '', Date.now());
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        t.postJson('/api/v2/user/validateTwoFactor', { authCode: code }, asMember(browser)),
      ),
    );
    expect(answers.filter((response) => response.status === 200)).toHaveLength(1);
    expect(answers.every((response) => response.status < 500)).toBe(true);
  });
});

describe('mobile number', () => {
  it('texts a code, refuses a second text within a minute, verifies once, then refuses the same code', async () => {
    const member = await signedInMember(t, 'mobile@example.ca');
    const requested = await t.postJson(
      '/api/v2/user/request-otp',
      { mobileNumber: '416-555-0199', email: member.email },
      asMember(member),
    );
    expect(await requested.json()).toEqual({ success: true, expiresInSeconds: 600 });
    const sms = await lastMessageTo(t, '+14165550199');
    const code = sms?.text.match(/\b(\d{7})\b/)?.[1] ?? '';
    expect(code).toMatch(/^\d{7}$/);
    const again = await t.postJson('/api/v2/user/request-otp', { mobileNumber: '416-555-0199' }, asMember(member));
    expect(again.status).toBe(429);

    const wrong = await t.postJson(
      '/api/v2/user/validate-otp',
      { mobileNumber: '416-555-0199', otpCode: code === '0000000' ? '0000001' : '0000000' },
      asMember(member),
    );
    expect(wrong.status).toBe(400);
    const right = await t.postJson(
      '/api/v2/user/validate-otp',
      { mobileNumber: '416-555-0199', otpCode: code },
      asMember(member),
    );
    expect(right.status).toBe(200);
    expect(((await right.json()) as { session: unknown }).session).toMatchObject({
      mobileNumber: { isVerified: true },
    });
    const reused = await t.postJson(
      '/api/v2/user/validate-otp',
      { mobileNumber: '416-555-0199', otpCode: code },
      asMember(member),
    );
    expect(reused.status).toBe(400);
  });

  it('stops a code after 5 wrong tries, even when the sixth is right', async () => {
    const member = await signedInMember(t, 'mobile.tries@example.ca');
    await t.postJson('/api/v2/user/request-otp', { mobileNumber: '416-555-0142' }, asMember(member));
    const code = (await lastMessageTo(t, '+14165550142'))?.text.match(/\b(\d{7})\b/)?.[1] ?? '';
    const wrongCode = code === '1111111' ? '2222222' : '1111111';
    for (let attempt = 0; attempt < 5; attempt++) {
      await t.postJson(
        '/api/v2/user/validate-otp',
        { mobileNumber: '416-555-0142', otpCode: wrongCode },
        asMember(member),
      );
    }
    const right = await t.postJson(
      '/api/v2/user/validate-otp',
      { mobileNumber: '416-555-0142', otpCode: code },
      asMember(member),
    );
    expect(right.status).toBe(400);
  });

  it('accepts exactly one of 20 simultaneous submissions of one valid code', async () => {
    const member = await signedInMember(t, 'mobile.race@example.ca');
    await t.postJson('/api/v2/user/request-otp', { mobileNumber: '416-555-0177' }, asMember(member));
    const code = (await lastMessageTo(t, '+14165550177'))?.text.match(/\b(\d{7})\b/)?.[1] ?? '';
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        t.postJson('/api/v2/user/validate-otp', { mobileNumber: '416-555-0177', otpCode: code }, asMember(member)),
      ),
    );
    expect(answers.filter((response) => response.status === 200)).toHaveLength(1);
    expect(answers.every((response) => response.status < 500)).toBe(true);
  });

  it('skips, and refuses the mobile steps to a visitor who is not signed in', async () => {
    const member = await signedInMember(t, 'mobile.skip@example.ca');
    const skipped = await t.postJson('/api/v2/user/skip-mobile-number', {}, asMember(member));
    expect(((await skipped.json()) as { session: unknown }).session).toMatchObject({
      mobileNumber: { isVerified: false, skipMobileNumber: true },
    });
    expect((await t.postJson('/api/v2/user/request-otp', { mobileNumber: '416-555-0100' })).status).toBe(401);
  });
});

describe('mobile number right after a GeniusCash sign-up', () => {
  it('verifies the number of the new account with the registration ticket', async () => {
    const email = 'geniuscash.new@example.ca';
    const registered = await register(t, { email, origin: 'geniuscash' });
    const ticket = cookiesFrom(registered).registrationTicket;
    expect(registered.headers.getSetCookie().find((line) => line.startsWith('registrationTicket='))).toMatch(
      /HttpOnly/i,
    );
    const cookie = `registrationTicket=${ticket}`;
    const sent = await t.postJson('/api/v2/user/request-otp', { mobileNumber: '905-555-0123', email }, { cookie });
    expect(sent.status).toBe(200);
    const code = (await lastMessageTo(t, '+19055550123'))?.text.match(/\b(\d{7})\b/)?.[1] ?? '';
    const verified = await t.postJson(
      '/api/v2/user/validate-otp',
      { mobileNumber: '905-555-0123', otpCode: code },
      { cookie },
    );
    expect(await verified.json()).toEqual({ session: null });
    const [user] = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(user?.mobileVerifiedAt).toBeInstanceOf(Date);
    expect(user?.emailConfirmedAt).toBeNull();
  });

  it('answers a taken address’s ticket the same, without texting or changing anything', async () => {
    const member = await signedInMember(t, 'geniuscash.taken@example.ca');
    const registered = await register(t, { email: member.email, origin: 'geniuscash' });
    const cookie = `registrationTicket=${cookiesFrom(registered).registrationTicket}`;
    const sent = await t.postJson('/api/v2/user/request-otp', { mobileNumber: '905-555-0188' }, { cookie });
    expect(await sent.json()).toEqual({ success: true, expiresInSeconds: 600 });
    expect(await lastMessageTo(t, '+19055550188')).toBeUndefined();
    const guessed = await t.postJson(
      '/api/v2/user/validate-otp',
      { mobileNumber: '905-555-0188', otpCode: '1234567' },
      { cookie },
    );
    expect(guessed.status).toBe(400);
    const [user] = await t.database.db.select().from(users).where(eq(users.email, member.email));
    expect(user?.mobileNumber).toBeNull();
    // A forged ticket opens nothing.
    const forged = await t.postJson(
      '/api/v2/user/request-otp',
      { mobileNumber: '905-555-0188' },
      { cookie: 'registrationTicket=00000000-0000-0000-0000-000000000000.AAAA' },
    );
    expect(forged.status).toBe(401);
  });
});

describe('forgot and reset password', () => {
  it('answers the same for known and unknown addresses', async () => {
    await signedInMember(t, 'forgot.known@example.ca');
    const known = await t.postJson('/api/v2/user/forgot-password', {
      email: 'forgot.known@example.ca',
      captchaCode: await captchaCode(t),
    });
    const unknown = await t.postJson('/api/v2/user/forgot-password', {
      email: 'forgot.unknown@example.ca',
      captchaCode: await captchaCode(t),
    });
    expect(known.status).toBe(200);
    expect(await known.json()).toEqual(await unknown.json());
    expect(await lastMessageTo(t, 'forgot.unknown@example.ca')).toBeUndefined();
  });

  it('resets once with the link, ends the old sessions and unlocks the account', async () => {
    const member = await signedInMember(t, 'reset@example.ca');
    await t.postJson('/api/v2/user/forgot-password', { email: member.email, captchaCode: await captchaCode(t) });
    const token = await linkTokenFrom(t, member.email, '/reset-password');
    expect(token.length).toBeGreaterThanOrEqual(43); // 256 bits, base64url
    expect(await (await t.postJson('/api/v2/user/reset-password/check', { token })).json()).toEqual({ valid: true });

    const weak = await t.postJson('/api/v2/user/reset-password', { token, newPassword1: 'abc', newPassword2: 'abc' });
    expect(weak.status).toBe(400);
    const unknownLink = await t.postJson('/api/v2/user/reset-password', {
      token: 'A'.repeat(43),
      newPassword1: 'Brand-New-Pass-77',
      newPassword2: 'Brand-New-Pass-77',
    });
    expect((await errorOf(unknownLink)).message).toBe(INVALID_RESET_LINK);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        t.postJson('/api/v2/user/reset-password', {
          token,
          newPassword1: 'Brand-New-Pass-77',
          newPassword2: 'Brand-New-Pass-77',
        }),
      ),
    );
    expect(answers.filter((response) => response.status === 200)).toHaveLength(1);
    expect(answers.every((response) => response.status < 500)).toBe(true);
    expect((await getJson(t, '/api/v2/user/auth-status', { cookie: member.cookie })).body.isAuthenticated).toBe(false);
    expect(await (await t.postJson('/api/v2/user/reset-password/check', { token })).json()).toEqual({ valid: false });
    expect((await login(t, member.email, member.password)).status).toBe(401);
    expect((await login(t, member.email, 'Brand-New-Pass-77')).status).toBe(200);
  });
});

describe('audit trail', () => {
  it('records sign-in changes without secrets', async () => {
    const member = await signedInMember(t, 'audit@example.ca');
    await t.postJson('/api/v2/user/logout', {}, asMember(member));
    const [user] = await t.database.db.select().from(users).where(eq(users.email, member.email));
    const rows = await t.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.userId, user?.id ?? ''));
    expect(rows.map((row) => row.event)).toEqual(
      expect.arrayContaining(['register', 'email.confirmed', 'login.succeeded', 'logout']),
    );
    const serialized = JSON.stringify(rows);
    expect(serialized).not.toContain(member.password);
    expect(serialized).not.toContain(member.csrf);
  });
});
