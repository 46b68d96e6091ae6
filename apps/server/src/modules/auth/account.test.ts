import { ErrorResponse } from '@cardgenius/core/contract';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { offerClaims, savedCards, sessions, users } from '../../db/schema';
import { asMember, getJson, lastMessageTo, linkTokenFrom, login, signedInMember, signIn } from '../../test/members';
import { createTestApp } from '../../test/test-app';

const t = await createTestApp({ env: { STAFF_EMAILS: 'staff@example.ca' } });
afterAll(() => t.close());

const someCards = async () => (await t.deps.catalogue.get()).cards.slice(0, 3).map((card) => card.slug);

describe('member pages', () => {
  it('keeps the dashboard, profile and changes for signed-in members', async () => {
    for (const path of ['/api/v2/user/dashboard', '/api/v2/user/profile']) {
      expect((await getJson(t, path)).status).toBe(401);
    }
    expect((await t.postJson('/api/v2/user/add-cards', { cards: [] })).status).toBe(401);
  });

  it('saves cards (the addCardOnSignIn cookie), lists them on the dashboard and removes one', async () => {
    const member = await signedInMember(t, 'saver@example.ca');
    const [first, second] = await someCards();
    const added = await t.postJson(
      '/api/v2/user/add-cards',
      { cards: [first, second, first, 'no-such-card'] },
      asMember(member),
    );
    expect(((await added.json()) as { saved: string[] }).saved.sort()).toEqual([first, second].sort());
    const dashboard = await getJson(t, '/api/v2/user/dashboard', { cookie: member.cookie });
    expect(dashboard.status).toBe(200);
    const body = dashboard.body as { savedCards: { slug: string }[]; nextPayoutDate: string; prompts: object };
    expect(body.savedCards.map((card) => card.slug).sort()).toEqual([first, second].sort());
    expect(body.nextPayoutDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // Every second Tuesday from 2021-09-14: a whole number of fortnights later.
    const days = (Date.parse(body.nextPayoutDate) - Date.parse('2021-09-14')) / 86_400_000;
    expect(days % 14).toBe(0);
    expect(body.prompts).toEqual({ finishTwoFactorSetup: false, verifyMobileNumber: true });
    const removed = await t.app.request(`/api/v2/user/saved-cards/${first}`, {
      method: 'DELETE',
      headers: asMember(member),
    });
    expect(removed.status).toBe(200);
    const after = await getJson(t, '/api/v2/user/dashboard', { cookie: member.cookie });
    expect((after.body as { savedCards: { slug: string }[] }).savedCards.map((card) => card.slug)).toEqual([second]);
  });

  it('shows claimed offers with the spec’s payout status labels', async () => {
    const member = await signedInMember(t, 'claims@example.ca');
    const [user] = await t.database.db.select().from(users).where(eq(users.email, member.email));
    const [card] = await someCards();
    await t.database.db.insert(offerClaims).values([
      { userId: user?.id ?? null, cardSlug: card ?? '', amountCents: 10_000, status: 'confirmed_hold' },
      { userId: user?.id ?? null, cardSlug: card ?? '', amountCents: 5_000, status: 'retry error' },
    ]);
    const dashboard = await getJson(t, '/api/v2/user/dashboard', { cookie: member.cookie });
    const offers = (dashboard.body as { offers: { statusLabel: string; amount: number }[] }).offers;
    expect(offers.map((offer) => offer.statusLabel).sort()).toEqual(['Approved', 'Delivered']);
    expect(offers.map((offer) => offer.amount).sort()).toEqual([100, 50]);
  });

  it('updates the name and payout preference, with the spec’s messages', async () => {
    const member = await signedInMember(t, 'profile@example.ca');
    const bad = await t.postJson(
      '/api/v2/user/profile',
      { paymentMethod: 'paypal', paypalEmail: 'pay@example.ca', paypalEmailVerify: 'other@example.ca' },
      asMember(member),
    );
    expect(ErrorResponse.parse(await bad.json()).error.fields?.paypalEmailVerify).toBe(
      'The two PayPal emails do not match. Make sure both emails match',
    );
    const good = await t.postJson(
      '/api/v2/user/profile',
      {
        name: 'Alexandra Tremblay',
        paymentMethod: 'interac',
        interacEmail: 'Pay@Example.ca',
        interacEmailVerify: 'pay@example.ca',
        marketingOptIn: true,
      },
      asMember(member),
    );
    expect(await good.json()).toMatchObject({
      name: 'Alexandra Tremblay',
      paymentMethod: 'interac',
      interacEmail: 'pay@example.ca',
      marketingOptIn: true,
    });
    const status = await getJson(t, '/api/v2/user/auth-status', { cookie: member.cookie });
    expect(status.body.username).toBe('Alexandra Tremblay');
  });

  it('flags staff addresses as developers, and never trusts a body for isAdmin', async () => {
    const staff = await signedInMember(t, 'staff@example.ca');
    expect((await getJson(t, '/api/v2/user/auth-status', { cookie: staff.cookie })).body).toMatchObject({
      isDev: true,
      isAdmin: false,
    });
    const attempt = await t.postJson('/api/v2/user/profile', { isAdmin: true, role: 'admin' }, asMember(staff));
    expect(attempt.status).toBe(400);
    const [row] = await t.database.db.select().from(users).where(eq(users.email, staff.email));
    expect(row?.role).toBeNull();
  });
});

describe('password, email and deletion', () => {
  it('changes the password with the current one and ends the other sessions', async () => {
    const member = await signedInMember(t, 'change.pw@example.ca');
    const otherDevice = await signIn(t, member.email);
    const wrong = await t.postJson(
      '/api/v2/user/change-password',
      { currentPassword: 'nope', newPassword1: 'Another-Good-9!', newPassword2: 'Another-Good-9!' },
      asMember(member),
    );
    expect(ErrorResponse.parse(await wrong.json()).error.fields?.currentPassword).toBe(
      'Your current password is incorrect.',
    );
    const changed = await t.postJson(
      '/api/v2/user/change-password',
      { currentPassword: member.password, newPassword1: 'Another-Good-9!', newPassword2: 'Another-Good-9!' },
      asMember(member),
    );
    expect(changed.status).toBe(200);
    expect((await getJson(t, '/api/v2/user/auth-status', { cookie: member.cookie })).body.isAuthenticated).toBe(true);
    expect((await getJson(t, '/api/v2/user/auth-status', { cookie: otherDevice.cookie })).body.isAuthenticated).toBe(
      false,
    );
    expect((await lastMessageTo(t, member.email))?.subject).toMatch(/password/i);
  });

  it('changes the email only once the new address confirms it', async () => {
    const member = await signedInMember(t, 'old.address@example.ca');
    const started = await t.postJson(
      '/api/v2/user/change-email',
      { newEmail: 'new.address@example.ca', password: member.password },
      asMember(member),
    );
    expect(started.status).toBe(200);
    const profile = await getJson(t, '/api/v2/user/profile', { cookie: member.cookie });
    expect(profile.body).toMatchObject({ email: 'old.address@example.ca', pendingEmail: 'new.address@example.ca' });
    const code = await linkTokenFrom(t, 'new.address@example.ca', '/confirm-email-change');
    const confirmed = await t.postJson('/api/v2/user/confirm-email-change', { code });
    expect(await confirmed.json()).toEqual({ success: true, email: 'new.address@example.ca' });
    expect((await lastMessageTo(t, 'old.address@example.ca'))?.text).toContain('new.address@example.ca');
    // Opening the link again (a mail scanner may have opened it first) is still a success.
    expect(await (await t.postJson('/api/v2/user/confirm-email-change', { code })).json()).toEqual({
      success: true,
      email: 'new.address@example.ca',
    });
    expect((await t.postJson('/api/v2/user/confirm-email-change', { code: 'B'.repeat(43) })).status).toBe(400);
    expect((await login(t, 'new.address@example.ca', member.password)).status).toBe(200);
  });

  it('deletes the account and its personal data with the password', async () => {
    const member = await signedInMember(t, 'leaving@example.ca');
    const [user] = await t.database.db.select().from(users).where(eq(users.email, member.email));
    const [card] = await someCards();
    await t.postJson('/api/v2/user/add-cards', { cards: [card] }, asMember(member));
    await t.database.db
      .insert(offerClaims)
      .values({ userId: user?.id ?? null, cardSlug: card ?? '', amountCents: 2_500, status: 'processing' });
    const refused = await t.postJson('/api/v2/user/delete', { password: 'wrong' }, asMember(member));
    expect(refused.status).toBe(400);
    const deleted = await t.postJson('/api/v2/user/delete', { password: member.password }, asMember(member));
    expect(deleted.status).toBe(200);
    const id = user?.id ?? '';
    expect(await t.database.db.select().from(users).where(eq(users.id, id))).toHaveLength(0);
    expect(await t.database.db.select().from(sessions).where(eq(sessions.userId, id))).toHaveLength(0);
    expect(await t.database.db.select().from(savedCards).where(eq(savedCards.userId, id))).toHaveLength(0);
    const claims = await t.database.db.select().from(offerClaims).where(eq(offerClaims.amountCents, 2_500));
    expect(claims[0]?.userId).toBeNull();
    expect((await login(t, member.email, member.password)).status).toBe(401);
  });

  it('agrees to the terms', async () => {
    const member = await signedInMember(t, 'terms@example.ca');
    await t.database.db.update(users).set({ agreedToTermsAt: null }).where(eq(users.email, member.email));
    const before = await getJson(t, '/api/v2/user/auth-status', { cookie: member.cookie });
    expect(before.body.session).toMatchObject({ agreedToTerms: false });
    const refused = await t.postJson('/api/v2/user/agree', { terms: false }, asMember(member));
    expect(ErrorResponse.parse(await refused.json()).error.fields?.terms).toBe(
      'You must agree to our terms and conditions.',
    );
    const agreed = await t.postJson('/api/v2/user/agree', { terms: true }, asMember(member));
    expect(((await agreed.json()) as { session: unknown }).session).toMatchObject({ agreedToTerms: true });
  });
});

describe('a member’s generated requests', () => {
  it('never answer 5xx, and a refused change leaves the account as it was', async () => {
    const member = await signedInMember(t, 'fuzz@example.ca');
    const [before] = await t.database.db.select().from(users).where(eq(users.email, member.email));
    const paths = [
      '/api/v2/user/profile',
      '/api/v2/user/change-password',
      '/api/v2/user/change-email',
      '/api/v2/user/add-cards',
      '/api/v2/user/agree',
      '/api/v2/user/validate-otp',
      '/api/v2/user/request-otp',
      '/api/v2/user/validateTwoFactor',
      '/api/v2/user/two-factor/disable',
      '/api/v2/user/delete',
    ];
    const value = fc.oneof(fc.string({ maxLength: 40 }), fc.boolean(), fc.integer(), fc.constant(null), fc.anything());
    const body = fc.dictionary(
      fc.constantFrom(
        'name',
        'password',
        'currentPassword',
        'newPassword1',
        'newPassword2',
        'newEmail',
        'cards',
        'terms',
        'mobileNumber',
        'otpCode',
        'authCode',
        'paymentMethod',
        'interacEmail',
        'isAdmin',
        'role',
      ),
      value,
      { maxKeys: 4 },
    );
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...paths), body, async (path, input) => {
        const response = await t.postJson(path, input, asMember(member));
        expect(response.status).toBeLessThan(500);
        if (response.status >= 400) ErrorResponse.parse(await response.json());
      }),
      { numRuns: 120 },
    );
    const [after] = await t.database.db.select().from(users).where(eq(users.email, member.email));
    // Generated passwords never match, so nothing guarded by the password changed.
    expect(after?.passwordHash).toBe(before?.passwordHash);
    expect(after?.email).toBe(before?.email);
    expect(after?.role).toBeNull();
  });
});
