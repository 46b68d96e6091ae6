import type { MemberWallet, WalletAnalysis } from '@cardgenius/core/contract';
import { WALLET_HELD_LIMIT } from '@cardgenius/core/wallet';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, savedCards, users } from '../../db/schema';
import { anotherVisitor, asMember, type Member, signedInMember } from '../../test/members';
import { createTestApp } from '../../test/test-app';

const t = await createTestApp();
afterAll(() => t.close());

const COBALT = 'american-express-cobalt-card';
const SCOTIA_GOLD = 'scotiabank-gold-american-express-card';
const TANGERINE = 'tangerine-money-back-credit-card';
const SPENDING = { grocery: 800, restaurant: 300, gas: 150, regular: 500 };

async function call(method: string, path: string, body?: unknown, who?: Member) {
  const response = await t.app.request(`/api/v2${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...anotherVisitor(), ...(who ? asMember(who) : {}) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

let slugs: string[] = [];
let member: Member;
beforeAll(async () => {
  const catalogue = await t.deps.catalogue.get();
  slugs = catalogue.cards.map((card) => card.slug);
  member = await signedInMember(t, 'wallet@example.ca');
});

describe('the stateless wallet calls', () => {
  it('answers the best card per category for a visitor’s cards and spending', async () => {
    const { status, body } = await call('POST', '/wallet/analysis', {
      cards: [COBALT, TANGERINE, 'no-such-card'],
      profile: { monthlySpend: SPENDING },
      next: 3,
    });
    expect(status).toBe(200);
    const analysis = body as unknown as WalletAnalysis;
    expect(analysis.source).toBe('visitor');
    expect(analysis.held.map((card) => card.slug)).toEqual([COBALT, TANGERINE]);
    expect(analysis.unknown).toEqual(['no-such-card']);
    expect(analysis.monthlySpend.grocery).toBe(800);
    const plan = analysis.plan;
    expect(plan).not.toBeNull();
    // Totals equal the parts: the categories' rewards and the cards' bonuses make the wallet's rewards.
    const byCategory = plan?.categories.reduce((sum, category) => sum + category.rewards, 0) ?? 0;
    const bonuses = plan?.cards.reduce((sum, card) => sum + card.bonusRewards, 0) ?? 0;
    expect(Math.abs(byCategory + bonuses - (plan?.annualRewards ?? 0))).toBeLessThan(0.05);
    const groceries = plan?.categories.find((category) => category.category === 'grocery');
    expect(groceries?.annualSpend).toBe(9600);
    expect(analysis.next).toHaveLength(3);
    expect(analysis.next.every((next) => !analysis.held.some((held) => held.slug === next.card.slug))).toBe(true);
    expect(analysis.considered).toBeGreaterThan(50);
  });

  it('answers what each asked-about card would add, from the same pass', async () => {
    const candidates = slugs.slice(0, 20);
    const { status, body } = await call('POST', '/wallet/analysis', {
      cards: [COBALT],
      profile: { monthlySpend: SPENDING },
      next: 0,
      candidates,
    });
    expect(status).toBe(200);
    const analysis = body as unknown as WalletAnalysis;
    expect(analysis.next).toEqual([]);
    expect(analysis.additions.length).toBeGreaterThan(0);
    for (const addition of analysis.additions) {
      expect(candidates).toContain(addition.slug);
      expect(addition.slug).not.toBe(COBALT);
    }
  });

  it('optimises a wallet for the mobile app, and ranks the next cards', async () => {
    const optimised = await call('POST', '/wallet/optimise', { cards: [SCOTIA_GOLD], profile: {} });
    expect(optimised.status).toBe(200);
    expect((optimised.body.plan as { cards: unknown[] }).cards).toHaveLength(1);
    const next = await call('POST', '/wallet/next-cards', { cards: [SCOTIA_GOLD], sortBy: 'firstYear', limit: 5 });
    expect(next.status).toBe(200);
    const cards = next.body.cards as { firstYearValue: number; creditFit: string }[];
    expect(cards).toHaveLength(5);
    for (let i = 1; i < cards.length; i++) {
      const [before, after] = [cards[i - 1], cards[i]];
      if (before?.creditFit === after?.creditFit)
        expect(before?.firstYearValue ?? 0).toBeGreaterThanOrEqual(after?.firstYearValue ?? 0);
    }
  });

  it('refuses bad input with a 400 that names the field', async () => {
    const tooMany = await call('POST', '/wallet/optimise', { cards: slugs.slice(0, WALLET_HELD_LIMIT + 1) });
    expect(tooMany.status).toBe(400);
    expect(JSON.stringify(tooMany.body)).toContain(`at most ${WALLET_HELD_LIMIT} cards`);
    const badSpend = await call('POST', '/wallet/analysis', { profile: { monthlySpend: { grocery: -5 } } });
    expect(badSpend.status).toBe(400);
    expect(Object.keys((badSpend.body.error as { fields: object }).fields).join()).toContain('monthlySpend');
    const none = await call('POST', '/wallet/optimise', { cards: [] });
    expect(none.status).toBe(400);
  });
});

describe('a member’s wallet', () => {
  it('is for members only', async () => {
    expect((await call('GET', '/user/wallet')).status).toBe(401);
    expect((await call('PUT', `/user/wallet/cards/${COBALT}`, { status: 'held' })).status).toBe(401);
  });

  it('holds and watches cards, with the figures watching started from', async () => {
    const held = await call('PUT', `/user/wallet/cards/${COBALT}`, { status: 'held' }, member);
    expect(held.status).toBe(200);
    const watched = await call('PUT', `/user/wallet/cards/${TANGERINE}`, { status: 'watching' }, member);
    const wallet = watched.body as unknown as MemberWallet;
    expect(wallet.cards.map((entry) => [entry.card.slug, entry.status])).toEqual([
      [COBALT, 'held'],
      [TANGERINE, 'watching'],
    ]);
    expect(wallet.alerts).toBe(true);
    const [row] = await t.database.db
      .select({ baseline: savedCards.baseline })
      .from(savedCards)
      .where(eq(savedCards.cardSlug, TANGERINE));
    const card = (await t.deps.catalogue.get()).cardsBySlug.get(TANGERINE);
    expect(row?.baseline?.annualFee).toBe(card?.fees.annual);
    expect(row?.baseline?.welcomePoints).toBeTypeOf('number');
    const missing = await call('PUT', '/user/wallet/cards/no-such-card', { status: 'held' }, member);
    expect(missing.status).toBe(404);
  });

  it('is what the analysis reads once signed in, whatever cards are sent', async () => {
    const { body } = await call('POST', '/wallet/analysis', { cards: [SCOTIA_GOLD], next: 1 }, member);
    const analysis = body as unknown as WalletAnalysis;
    expect(analysis.source).toBe('account');
    expect(analysis.held.map((card) => card.slug)).toEqual([COBALT]);
  });

  it('holds at most the limit: one more answers 409 and stores nothing', async () => {
    const other = await signedInMember(t, 'full.wallet@example.ca');
    for (const slug of slugs.slice(0, WALLET_HELD_LIMIT)) {
      expect((await call('PUT', `/user/wallet/cards/${slug}`, { status: 'held' }, other)).status).toBe(200);
    }
    const extra = slugs[WALLET_HELD_LIMIT] as string;
    const refused = await call('PUT', `/user/wallet/cards/${extra}`, { status: 'held' }, other);
    expect(refused.status).toBe(409);
    expect((refused.body.error as { message: string }).message).toContain('remove one');
    // Watching it is still fine, and merging a visitor's wallet keeps the overflow as watched.
    const merged = await call('POST', '/user/wallet/merge', { held: [slugs[WALLET_HELD_LIMIT + 1]] }, other);
    const wallet = merged.body as unknown as MemberWallet;
    expect(wallet.cards.filter((entry) => entry.status === 'held')).toHaveLength(WALLET_HELD_LIMIT);
    expect(wallet.cards.find((entry) => entry.card.slug === slugs[WALLET_HELD_LIMIT + 1])?.status).toBe('watching');
  });

  it('takes a visitor’s wallet at sign-in: held cards stay held, a watched one they hold moves to held', async () => {
    const other = await signedInMember(t, 'merge.wallet@example.ca');
    await call('PUT', `/user/wallet/cards/${SCOTIA_GOLD}`, { status: 'watching' }, other);
    const merged = await call('POST', '/user/wallet/merge', { held: [SCOTIA_GOLD, COBALT] }, other);
    expect(merged.status).toBe(200);
    const wallet = merged.body as unknown as MemberWallet;
    expect(wallet.cards.map((entry) => entry.status)).toEqual(['held', 'held']);
    const [userRow] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, other.email));
    const events = await t.database.db
      .select({ event: auditEvents.event })
      .from(auditEvents)
      .where(and(eq(auditEvents.userId, userRow?.id ?? ''), eq(auditEvents.event, 'wallet.merged')));
    expect(events).toHaveLength(1);
  });

  it('turns the alert email off and on', async () => {
    const off = await call('PUT', '/user/wallet/alerts', { enabled: false }, member);
    expect((off.body as unknown as MemberWallet).alerts).toBe(false);
    const on = await call('PUT', '/user/wallet/alerts', { enabled: true }, member);
    expect((on.body as unknown as MemberWallet).alerts).toBe(true);
  });
});
