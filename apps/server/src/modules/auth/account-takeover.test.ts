import { ErrorResponse } from '@cardgenius/core/contract';
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { accountTokens, auditEvents, mailQueue, outbox, registrationTickets, sessions, users } from '../../db/schema';
import {
  anotherVisitor,
  asMember,
  captchaCode,
  getJson,
  lastMessageTo,
  linkTokenFrom,
  login,
  register,
  registeringBrowser,
  STRONG_PASSWORD,
  signedInMember,
} from '../../test/members';
import { createTestApp } from '../../test/test-app';
import { CONFIRM_NEEDS_PASSWORD } from './email-confirmation.service';
import { LOGIN_FAILED_MESSAGE } from './rate-limit-rules';

const t = await createTestApp();
afterAll(() => t.close());

const errorOf = async (response: Response) => ErrorResponse.parse(await response.json()).error;
const userNamed = async (email: string) => (await t.database.db.select().from(users).where(eq(users.email, email)))[0];
const ATTACKER_PASSWORD = 'Attacker-Pass-2026!';
const OWNER_PASSWORD = 'Owners-Own-Pass-77!';

describe('an address registered by someone who does not own it', () => {
  it('cannot be taken over when the owner follows the genuine confirmation link', async () => {
    const victim = 'victim@example.ca';
    // The attacker registers the victim's address with their own password, PayPal and mobile number.
    const registered = await register(t, {
      email: victim,
      password1: ATTACKER_PASSWORD,
      password2: ATTACKER_PASSWORD,
      origin: 'geniuscash',
      paymentMethod: 'paypal',
      paypalEmail: 'thief@example.ca',
      paypalEmailVerify: 'thief@example.ca',
      marketingOptIn: true,
    });
    expect(registered.status).toBe(201);
    const ticket = registered.headers.getSetCookie().find((line) => line.startsWith('registrationTicket='));
    const ticketCookie = { cookie: ticket?.split(';')[0] ?? '' };
    expect((await t.postJson('/api/v2/user/request-otp', { mobileNumber: '416-555-0166' }, ticketCookie)).status).toBe(
      200,
    );
    const code = (await lastMessageTo(t, '+14165550166'))?.text.match(/code is (\d+)/)?.[1];
    expect(
      (await t.postJson('/api/v2/user/validate-otp', { mobileNumber: '416-555-0166', otpCode: code }, ticketCookie))
        .status,
    ).toBe(200);
    expect(await userNamed(victim)).toMatchObject({ paymentMethod: 'paypal', mobileNumber: '416-555-0166' });

    // The owner clicks the genuine link in their own browser: the code alone is not enough there.
    const link = await linkTokenFrom(t, victim, '/confirm-email');
    const codeOnly = await t.postJson('/api/v2/user/confirm-email', { code: link });
    expect(codeOnly.status).toBe(401);
    const refusal = await errorOf(codeOnly);
    expect(refusal).toMatchObject({ message: CONFIRM_NEEDS_PASSWORD, options: { confirmWithPassword: true } });
    const guessed = await t.postJson('/api/v2/user/confirm-email', { code: link, password: 'Not-Their-Pass-1!' });
    expect((await errorOf(guessed)).fields).toHaveProperty('password');
    expect((await userNamed(victim))?.emailConfirmedAt).toBeNull();

    const confirmed = await t.postJson('/api/v2/user/confirm-email', {
      code: link,
      newPassword1: OWNER_PASSWORD,
      newPassword2: OWNER_PASSWORD,
    });
    expect(confirmed.status).toBe(200);

    // The attacker's password no longer opens it, and nothing they set is left.
    expect((await errorOf(await login(t, victim, ATTACKER_PASSWORD))).message).toBe(LOGIN_FAILED_MESSAGE);
    expect((await login(t, victim, OWNER_PASSWORD)).status).toBe(200);
    const owner = await userNamed(victim);
    expect(owner).toMatchObject({
      paymentMethod: null,
      paypalEmail: null,
      mobileNumber: null,
      mobileVerifiedAt: null,
      marketingOptIn: false,
    });
    expect(owner?.emailConfirmedAt).toBeInstanceOf(Date);
    // The registration ticket is gone with the rest: the mobile steps refuse it.
    expect((await t.postJson('/api/v2/user/request-otp', { mobileNumber: '416-555-0167' }, ticketCookie)).status).toBe(
      401,
    );
    const tickets = await t.database.db
      .select({ value: count() })
      .from(registrationTickets)
      .where(eq(registrationTickets.userId, owner?.id ?? ''));
    expect(tickets[0]?.value).toBe(0);
  });

  it('confirms with the registrant’s password from another browser, keeping their choices', async () => {
    const email = 'two.devices@example.ca';
    await register(t, {
      email,
      paymentMethod: 'interac',
      interacEmail: 'me@example.ca',
      interacEmailVerify: 'me@example.ca',
    });
    const code = await linkTokenFrom(t, email, '/confirm-email');
    const confirmed = await t.postJson('/api/v2/user/confirm-email', { code, password: STRONG_PASSWORD });
    expect(confirmed.status).toBe(200);
    expect(await userNamed(email)).toMatchObject({ paymentMethod: 'interac', interacEmail: 'me@example.ca' });
  });

  it('is taken over by a reset link too: the address is confirmed and the stranger’s details cleared', async () => {
    const email = 'reset.takeover@example.ca';
    await register(t, {
      email,
      password1: ATTACKER_PASSWORD,
      password2: ATTACKER_PASSWORD,
      paymentMethod: 'paypal',
      paypalEmail: 'thief@example.ca',
      paypalEmailVerify: 'thief@example.ca',
    });
    await t.postJson('/api/v2/user/forgot-password', { email, captchaCode: await captchaCode(t) }, anotherVisitor());
    const token = await linkTokenFrom(t, email, '/reset-password');
    const reset = await t.postJson('/api/v2/user/reset-password', {
      token,
      newPassword1: OWNER_PASSWORD,
      newPassword2: OWNER_PASSWORD,
    });
    expect(reset.status).toBe(200);
    const owner = await userNamed(email);
    expect(owner).toMatchObject({ paymentMethod: null, paypalEmail: null });
    expect(owner?.emailConfirmedAt).toBeInstanceOf(Date);
    expect((await login(t, email, OWNER_PASSWORD)).status).toBe(200);
  });

  it('runs the first confirmation once, however many clicks arrive together', async () => {
    const email = 'many.clicks@example.ca';
    const registered = await register(t, { email, marketingOptIn: true });
    const code = await linkTokenFrom(t, email, '/confirm-email');
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        t.postJson('/api/v2/user/confirm-email', { code }, registeringBrowser(registered)),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));
    const user = await userNamed(email);
    const [confirmations] = await t.database.db
      .select({ value: count() })
      .from(auditEvents)
      .where(and(eq(auditEvents.userId, user?.id ?? ''), eq(auditEvents.event, 'email.confirmed')));
    expect(confirmations?.value).toBe(1);
  });

  it('never greets an unconfirmed address by the name someone typed, and refuses names that are not names', async () => {
    const email = 'named.spam@example.ca';
    const spam = await register(t, { email, name: 'Your account is locked, call 1-800-555-0100' });
    expect(spam.status).toBe(400);
    expect((await errorOf(spam)).fields).toHaveProperty('name');
    await register(t, { email, name: 'Marie-Ève Côté' });
    const mail = await lastMessageTo(t, email);
    expect(mail?.text.startsWith('Hi,\n')).toBe(true);
    expect(mail?.text).not.toContain('Marie');
  });
});

describe('where payouts go, the address and the password', () => {
  /** A session that started longer ago than the recent-sign-in window. */
  async function ageSession(email: string) {
    const user = await userNamed(email);
    await t.database.db
      .update(sessions)
      .set({ createdAt: new Date(Date.now() - 60 * 60_000) })
      .where(eq(sessions.userId, user?.id ?? ''));
  }
  const paypal = (address: string) => ({ paymentMethod: 'paypal', paypalEmail: address, paypalEmailVerify: address });

  it('changes the payout address only with the password, tells the account’s address, and can be undone', async () => {
    const member = await signedInMember(t, 'payee@example.ca');
    expect((await t.postJson('/api/v2/user/profile', paypal('first@example.ca'), asMember(member))).status).toBe(200);
    await ageSession(member.email);
    // A stolen session alone cannot redirect the money.
    const bare = await t.postJson('/api/v2/user/profile', paypal('thief@example.ca'), asMember(member));
    expect(bare.status).toBe(400);
    expect((await errorOf(bare)).fields).toHaveProperty('password');
    const wrong = await t.postJson(
      '/api/v2/user/profile',
      { ...paypal('thief@example.ca'), password: 'Not-The-Password-1!' },
      asMember(member),
    );
    expect(wrong.status).toBe(400);
    expect((await userNamed(member.email))?.paypalEmail).toBe('first@example.ca');

    const changed = await t.postJson(
      '/api/v2/user/profile',
      { ...paypal('second@example.ca'), password: member.password },
      asMember(member),
    );
    expect(changed.status).toBe(200);
    const notice = await lastMessageTo(t, member.email);
    expect(notice?.subject).toMatch(/payout details were changed/);
    expect(notice?.text).toContain('second@example.ca');
    const undo = await linkTokenFrom(t, member.email, '/undo-change');

    const undone = await t.postJson('/api/v2/user/undo-change', { code: undo });
    expect(await undone.json()).toEqual({ success: true, restored: 'payout', email: member.email });
    expect(await userNamed(member.email)).toMatchObject({ paymentMethod: 'paypal', paypalEmail: 'first@example.ca' });
    // Everyone is signed out, the old password no longer works, and a reset link is on its way.
    expect((await getJson(t, '/api/v2/user/profile', { cookie: member.cookie })).status).toBe(401);
    expect((await login(t, member.email, member.password)).status).toBe(401);
    expect((await lastMessageTo(t, member.email))?.subject).toMatch(/Reset your/);
    expect((await t.postJson('/api/v2/user/undo-change', { code: undo })).status).toBe(400);
  });

  it('tells the old address of an email change, with a link that puts it back', async () => {
    const member = await signedInMember(t, 'old.address@example.ca');
    await t.postJson(
      '/api/v2/user/change-email',
      { newEmail: 'new.address@example.ca', password: member.password },
      asMember(member),
    );
    const code = await linkTokenFrom(t, 'new.address@example.ca', '/confirm-email-change');
    expect((await t.postJson('/api/v2/user/confirm-email-change', { code })).status).toBe(200);
    // Whoever made the change asks for a reset link at the new address while it stands.
    await t.postJson(
      '/api/v2/user/forgot-password',
      { email: 'new.address@example.ca', captchaCode: await captchaCode(t) },
      anotherVisitor(),
    );
    const strayReset = await linkTokenFrom(t, 'new.address@example.ca', '/reset-password');
    const undo = await linkTokenFrom(t, 'old.address@example.ca', '/undo-change');
    const undone = await t.postJson('/api/v2/user/undo-change', { code: undo });
    expect(await undone.json()).toEqual({ success: true, restored: 'email', email: 'old.address@example.ca' });
    // That link dies with the change it was sent under.
    const stray = await t.postJson('/api/v2/user/reset-password', {
      token: strayReset,
      newPassword1: 'Stray-Reset-Pass-1!',
      newPassword2: 'Stray-Reset-Pass-1!',
    });
    expect(stray.status).toBe(400);
    expect(await userNamed('old.address@example.ca')).toBeDefined();
    expect(await userNamed('new.address@example.ca')).toBeUndefined();
  });
});

describe('what outlives the answer', () => {
  it('answers forgot-password and resend-confirmation before any work that depends on the address', async () => {
    const member = await signedInMember(t, 'timing.member@example.ca');
    const deferred: Array<() => Promise<unknown>> = [];
    const run = t.deps.background.run.bind(t.deps.background);
    t.deps.background.run = (_label, task) => {
      deferred.push(task);
    };
    try {
      const tokensBefore = await t.database.db.select({ value: count() }).from(accountTokens);
      for (const email of [member.email, 'timing.stranger@example.ca']) {
        const forgot = await t.postJson(
          '/api/v2/user/forgot-password',
          { email, captchaCode: await captchaCode(t) },
          anotherVisitor(),
        );
        expect(forgot.status).toBe(200);
        expect((await t.postJson('/api/v2/user/resend-confirmation', { email }, anotherVisitor())).status).toBe(200);
      }
      // Member and stranger alike: the answer came with one task each left for later, and nothing written.
      expect(deferred).toHaveLength(4);
      expect(await t.database.db.select({ value: count() }).from(accountTokens)).toEqual(tokensBefore);
      for (const task of deferred) await task();
      await t.settle();
      expect((await lastMessageTo(t, member.email))?.subject).toMatch(/Reset your/);
    } finally {
      t.deps.background.run = run;
    }
  });

  it('keeps an account and its confirmation email together: neither is stored without the other', async () => {
    // A failure while queueing the email (as a crash mid-registration would) takes the account with it.
    await failInsertsInto('mail_queue', "new.label = 'confirmation'");
    try {
      const answer = await register(t, { email: 'half.written@example.ca' });
      expect(answer.status).toBe(500);
      expect(await userNamed('half.written@example.ca')).toBeUndefined();
    } finally {
      await stopFailing('mail_queue');
    }
    const again = await register(t, { email: 'half.written@example.ca' });
    expect(again.status).toBe(201);
    expect((await lastMessageTo(t, 'half.written@example.ca'))?.subject).toMatch(/Confirm Your Email/);
    const [queued] = await t.database.db.select({ value: count() }).from(mailQueue);
    expect(queued?.value).toBe(0);
  });

  it('writes deleting an account, changing an address and starting two-factor each with its audit row, or not at all', async () => {
    const member = await signedInMember(t, 'atomic@example.ca');
    await failInsertsInto(
      'audit_events',
      "new.event in ('account.deleted', 'email.changed', 'two-factor.setup-started')",
    );
    try {
      expect((await t.postJson('/api/v2/user/delete', { password: member.password }, asMember(member))).status).toBe(
        500,
      );
      expect(await userNamed(member.email)).toBeDefined();

      expect(
        (await t.postJson('/api/v2/user/two-factor/enable', { password: member.password }, asMember(member))).status,
      ).toBe(500);
      expect((await userNamed(member.email))?.twoFactorSecret).toBeNull();
      expect((await getJson(t, '/api/v2/user/profile', { cookie: member.cookie })).status).toBe(200);

      await t.postJson(
        '/api/v2/user/change-email',
        { newEmail: 'atomic.new@example.ca', password: member.password },
        asMember(member),
      );
      const code = await linkTokenFrom(t, 'atomic.new@example.ca', '/confirm-email-change');
      expect((await t.postJson('/api/v2/user/confirm-email-change', { code })).status).toBe(500);
      expect(await userNamed(member.email)).toBeDefined();
      expect((await getJson(t, '/api/v2/user/profile', { cookie: member.cookie })).status).toBe(200);
      const [unused] = await t.database.db
        .select({ usedAt: accountTokens.usedAt })
        .from(accountTokens)
        .where(eq(accountTokens.newEmail, 'atomic.new@example.ca'));
      expect(unused?.usedAt).toBeNull();
    } finally {
      await stopFailing('audit_events');
    }
    // Nothing half-done stands in the way of doing it again.
    const code = await linkTokenFrom(t, 'atomic.new@example.ca', '/confirm-email-change');
    expect((await t.postJson('/api/v2/user/confirm-email-change', { code })).status).toBe(200);
    const [notices] = await t.database.db.select({ value: count() }).from(outbox).where(eq(outbox.to, member.email));
    expect(notices?.value).toBeGreaterThan(0);
  });
});

/** A trigger that fails inserts into a table matching a condition: a crash at that point of a change. */
async function failInsertsInto(table: string, condition: string) {
  await t.database.db.execute(
    sql.raw(`create or replace function test_fail_${table}() returns trigger language plpgsql as $$
      begin
        if ${condition} then raise exception 'simulated failure'; end if;
        return new;
      end $$`),
  );
  await t.database.db.execute(
    sql.raw(
      `create trigger test_fail_${table} before insert on ${table} for each row execute function test_fail_${table}()`,
    ),
  );
}

async function stopFailing(table: string) {
  await t.database.db.execute(sql.raw(`drop trigger if exists test_fail_${table} on ${table}`));
  await t.database.db.execute(sql.raw(`drop function if exists test_fail_${table}()`));
}
