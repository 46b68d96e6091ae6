import { and, count, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { auditEvents, sessions, users } from '../../db/schema';
import {
  anotherVisitor,
  captchaCode,
  cookiesFrom,
  lastMessageTo,
  linkTokenFrom,
  STRONG_PASSWORD,
  signedInMember,
} from '../../test/members';
import { createTestApp, type TestApp } from '../../test/test-app';
import { LOGIN_DEVICE_COOKIE } from './login-device';
import { LOCKED_MESSAGE, LOCKOUT } from './rate-limit-rules';

const t = await createTestApp();
afterAll(() => t.close());

const WRONG = 'Wrong-Password-9!';

/** A login as a browser sends it, from its own address, with a solved captcha. */
async function loginFrom(app: TestApp, email: string, password: string, headers: Record<string, string> = {}) {
  return app.postJson(
    '/api/v2/user/login',
    { email, password, captchaCode: await captchaCode(app) },
    { ...anotherVisitor(), ...headers },
  );
}

/** Solved captchas first, then every login at once: the race is between the logins, not the solving. */
async function burst(app: TestApp, email: string, passwords: string[]) {
  const codes = await Promise.all(passwords.map(() => captchaCode(app)));
  return Promise.all(
    passwords.map((password, index) =>
      app.postJson('/api/v2/user/login', { email, password, captchaCode: codes[index] }, anotherVisitor()),
    ),
  );
}

async function eventsOf(app: TestApp, email: string) {
  const [user] = await app.database.db.select().from(users).where(eq(users.email, email));
  const rows = await app.database.db
    .select({ event: auditEvents.event, at: auditEvents.createdAt })
    .from(auditEvents)
    .where(eq(auditEvents.userId, user?.id ?? ''));
  const tally = (event: string) => rows.filter((row) => row.event === event).length;
  return { user, rows, tally };
}

describe('the lockout decides before the password is checked', () => {
  it('checks at most 10 of 50 simultaneous wrong passwords, then locks', async () => {
    const member = await signedInMember(t, 'race.burst@example.ca');
    const answers = await burst(t, member.email, Array(50).fill(WRONG));
    expect(answers.every((answer) => answer.status === 401)).toBe(true);
    const { user, tally } = await eventsOf(t, member.email);
    // Each checked wrong password is a 'login.failed', the last one a 'login.locked'.
    expect(tally('login.failed') + tally('login.locked')).toBe(LOCKOUT.failures);
    expect(tally('login.locked')).toBe(1);
    expect(tally('login.refused-while-locked')).toBe(50 - LOCKOUT.failures);
    expect(user?.lockedUntil?.getTime()).toBeGreaterThan(Date.now());
  });

  it('signs in nothing once locked, even the right password sent many times at once', async () => {
    const member = await signedInMember(t, 'race.locked@example.ca');
    for (let attempt = 0; attempt < LOCKOUT.failures; attempt++) await loginFrom(t, member.email, WRONG);
    const answers = await burst(t, member.email, Array(10).fill(STRONG_PASSWORD));
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(401));
    const { user } = await eventsOf(t, member.email);
    const [live] = await t.database.db
      .select({ value: count() })
      .from(sessions)
      .where(and(eq(sessions.userId, user?.id ?? '')));
    // The one session is the sign-in that made the member.
    expect(live?.value).toBe(1);
  });

  it('lets the right password in a burst of wrong ones sign in only before the lock', async () => {
    const member = await signedInMember(t, 'race.mixed@example.ca');
    const passwords = [...Array(25).fill(WRONG), STRONG_PASSWORD, ...Array(24).fill(WRONG)];
    await burst(t, member.email, passwords);
    const { rows, tally } = await eventsOf(t, member.email);
    const locked = rows.find((row) => row.event === 'login.locked');
    const signIns = rows.filter((row) => row.event === 'login.succeeded');
    // The member's own sign-in made the first; at most one more came from the burst.
    expect(signIns.length).toBeLessThanOrEqual(2);
    if (locked) for (const signIn of signIns) expect(signIn.at.getTime()).toBeLessThanOrEqual(locked.at.getTime());
    // However the right one fell, no more than two allowances of wrong ones were ever checked.
    expect(tally('login.failed') + tally('login.locked')).toBeLessThanOrEqual(2 * LOCKOUT.failures);
  });
});

describe('nobody can lock a member out for free', () => {
  it('counts nothing against the account for requests without a solved captcha', async () => {
    const member = await signedInMember(t, 'bogus.captcha@example.ca');
    for (let attempt = 0; attempt < 25; attempt++) {
      const answer = await t.postJson(
        '/api/v2/user/login',
        { email: member.email, password: WRONG, captchaCode: 'bogus' },
        anotherVisitor(),
      );
      expect(answer.status).toBe(400);
    }
    expect((await loginFrom(t, member.email, member.password)).status).toBe(200);
  });

  it('keeps a browser the member signed in with before open while strangers lock the account', async () => {
    const member = await signedInMember(t, 'trusted.device@example.ca');
    const first = await loginFrom(t, member.email, member.password);
    const device = cookiesFrom(first)[LOGIN_DEVICE_COOKIE];
    expect(first.headers.getSetCookie().find((line) => line.startsWith(`${LOGIN_DEVICE_COOKIE}=`))).toMatch(
      /HttpOnly.*|Path=\/api\/v2\/user\/login/,
    );
    for (let attempt = 0; attempt < LOCKOUT.failures; attempt++) await loginFrom(t, member.email, WRONG);
    expect((await loginFrom(t, member.email, member.password)).status).toBe(401);
    const fromDevice = await loginFrom(t, member.email, member.password, {
      cookie: `${LOGIN_DEVICE_COOKIE}=${device}`,
    });
    expect(fromDevice.status).toBe(200);
    // The device has an allowance of its own, which the stranger's failures did not spend; and a
    // cookie made for another account, or altered, counts for nothing.
    const other = await signedInMember(t, 'trusted.other@example.ca');
    const forged = await loginFrom(t, other.email, other.password, { cookie: `${LOGIN_DEVICE_COOKIE}=${device}` });
    expect(forged.status).toBe(200);
    for (let attempt = 0; attempt < LOCKOUT.failures; attempt++) await loginFrom(t, other.email, WRONG);
    const stillLocked = await loginFrom(t, other.email, other.password, {
      cookie: `${LOGIN_DEVICE_COOKIE}=${device}`,
    });
    expect(stillLocked.status).toBe(401);
  });

  it('locks a device cookie after its own 10 failures, checking no more than that at once', async () => {
    const member = await signedInMember(t, 'device.burst@example.ca');
    const signedIn = await loginFrom(t, member.email, member.password);
    const cookie = `${LOGIN_DEVICE_COOKIE}=${cookiesFrom(signedIn)[LOGIN_DEVICE_COOKIE]}`;
    const codes = await Promise.all(Array.from({ length: 30 }, () => captchaCode(t)));
    const answers = await Promise.all(
      codes.map((code) =>
        t.postJson('/api/v2/user/login', { email: member.email, password: WRONG, captchaCode: code }, { cookie }),
      ),
    );
    expect(answers.filter((answer) => answer.status === 401)).toHaveLength(30);
    const { tally } = await eventsOf(t, member.email);
    expect(tally('login.failed') + tally('login.locked')).toBe(LOCKOUT.failures);
    expect((await errorOfLast(answers)).length).toBeGreaterThan(0);
  });

  it('lets the member reset the password however many resets a stranger asked for', async () => {
    const member = await signedInMember(t, 'reset.flood@example.ca');
    const ask = async () =>
      t.postJson(
        '/api/v2/user/forgot-password',
        { email: member.email, captchaCode: await captchaCode(t) },
        anotherVisitor(),
      );
    for (let attempt = 0; attempt < 8; attempt++) expect((await ask()).status).toBe(200);
    // Requests without a solved captcha count for nothing, and are refused.
    for (let attempt = 0; attempt < 8; attempt++) {
      const bogus = await t.postJson(
        '/api/v2/user/forgot-password',
        { email: member.email, captchaCode: 'bogus' },
        anotherVisitor(),
      );
      expect(bogus.status).toBe(400);
    }
    // The member's own request answers the same; the newest link they hold resets the password.
    expect((await ask()).status).toBe(200);
    const token = await linkTokenFrom(t, member.email, '/reset-password');
    const reset = await t.postJson('/api/v2/user/reset-password', {
      token,
      newPassword1: 'Fresh-Maple-77!',
      newPassword2: 'Fresh-Maple-77!',
    });
    expect(reset.status).toBe(200);
    expect((await loginFrom(t, member.email, 'Fresh-Maple-77!')).status).toBe(200);
    const notice = await lastMessageTo(t, member.email);
    expect(notice?.subject).toMatch(/password was changed/);
  });
});

async function errorOfLast(answers: Response[]) {
  const bodies = await Promise.all(answers.map((answer) => answer.json() as Promise<{ error: { message: string } }>));
  return bodies.filter((body) => body.error.message === LOCKED_MESSAGE);
}

describe.each([['one process'], ['two processes sharing the database']])('lockout across %s', (mode) => {
  it('checks at most 10 of 40 simultaneous wrong passwords', async () => {
    // Two apps on one database are two server processes as far as the lockout is concerned: it keeps
    // its count in the database, never in a process.
    const second = mode === 'one process' ? t : await createTestApp({ sharing: t });
    try {
      const email = mode === 'one process' ? 'race.one@example.ca' : 'race.two@example.ca';
      await signedInMember(t, email);
      const codes = await Promise.all(
        Array.from({ length: 40 }, (_, index) => captchaCode(index % 2 === 0 ? t : second)),
      );
      await Promise.all(
        codes.map((code, index) =>
          (index % 2 === 0 ? t : second).postJson(
            '/api/v2/user/login',
            { email, password: WRONG, captchaCode: code },
            anotherVisitor(),
          ),
        ),
      );
      const { tally } = await eventsOf(t, email);
      expect(tally('login.failed') + tally('login.locked')).toBe(LOCKOUT.failures);
      expect(tally('login.refused-while-locked')).toBe(40 - LOCKOUT.failures);
    } finally {
      if (second !== t) await second.close();
    }
  });
});
