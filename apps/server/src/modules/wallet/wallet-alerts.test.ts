import type { CatalogueCard } from '@cardgenius/core/catalogue';
import type { AccountProfile, StaffCard } from '@cardgenius/core/contract';
import { and, eq, isNull, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { offers, outbox, savedCards, users, walletAlertEvents, walletDigests } from '../../db/schema';
import { anotherVisitor, asMember, type Member, signedInMember, signedInStaff } from '../../test/members';
import { createTestApp } from '../../test/test-app';
import { WalletAlertScheduler } from './wallet-alert-scheduler';
import { detectWalletAlerts, runWalletAlerts, sendWalletDigests } from './wallet-alerts';

const SITE = 'https://cards.example.ca';
const t = await createTestApp({ env: { SITE_URL: SITE, BRAND_NAME: 'Test Brand' } });
// A second server process on the same database: nothing in memory is shared.
const other = await createTestApp({ sharing: t, env: { SITE_URL: SITE, BRAND_NAME: 'Test Brand' } });
afterAll(async () => {
  await other.close();
  await t.close();
});

const COBALT = 'american-express-cobalt-card';
const SCOTIA_GOLD = 'scotiabank-gold-american-express-card';
const TANGERINE = 'tangerine-money-back-credit-card';
const MBNA = 'mbna-rewards-world-elite-mastercard';
const DAY_MS = 86_400_000;
const SOURCE = { sourceUrl: 'https://www.example.ca/card-terms', asOf: '2026-11-20', note: null };

async function call(method: string, path: string, body?: unknown, who?: Member) {
  const response = await t.app.request(`/api/v2${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...anotherVisitor(), ...(who ? asMember(who) : {}) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

let staff: Member;
/** A card edited in the admin site, as staff save it: the data version moves and the catalogue reloads. */
async function editCard(slug: string, change: (card: CatalogueCard) => CatalogueCard) {
  const opened = (await call('GET', `/admin/cards/${slug}`, undefined, staff)).body as unknown as StaffCard;
  const saved = await call(
    'PUT',
    `/admin/cards/${slug}`,
    { card: change(opened.card), baseRevision: opened.revision, source: SOURCE },
    staff,
  );
  expect(saved.status).toBe(200);
}

const withWelcome = (points: number) => (card: CatalogueCard) => ({
  ...card,
  welcomeBonus: { ...card.welcomeBonus, tiers: [{ amount: points, months: 3, spendRequirement: 3000 }] },
});
const withFee = (annual: number) => (card: CatalogueCard) => ({ ...card, fees: { ...card.fees, annual } });

async function digestsTo(email: string) {
  await t.settle();
  return t.database.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.to, email), like(outbox.subject, 'Your wallet:%')))
    .orderBy(outbox.createdAt);
}

async function userId(email: string) {
  const [row] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row?.id ?? '';
}

async function baselineOf(email: string, slug: string) {
  const [row] = await t.database.db
    .select({ baseline: savedCards.baseline })
    .from(savedCards)
    .where(and(eq(savedCards.userId, await userId(email)), eq(savedCards.cardSlug, slug)));
  return row?.baseline;
}

let member: Member;
let alertsOff: Member;
beforeAll(async () => {
  staff = await signedInStaff(t, 'catalogue.staff@example.ca');
  member = await signedInMember(t, 'watcher@example.ca');
  alertsOff = await signedInMember(t, 'quiet@example.ca');
  for (const who of [member, alertsOff]) {
    expect((await call('PUT', `/user/wallet/cards/${COBALT}`, { status: 'watching' }, who)).status).toBe(200);
    expect((await call('PUT', `/user/wallet/cards/${TANGERINE}`, { status: 'watching' }, who)).status).toBe(200);
    expect((await call('PUT', `/user/wallet/cards/${SCOTIA_GOLD}`, { status: 'held' }, who)).status).toBe(200);
  }
  expect((await call('PUT', '/user/wallet/alerts', { enabled: false }, alertsOff)).status).toBe(200);
});

describe('wallet alerts', () => {
  it('send one digest for a watched offer that rose and a held card’s new fee, with the unsubscribe link', async () => {
    const cobaltStart = (await baselineOf(member.email, COBALT))?.welcomePoints ?? 0;
    const feeStart = (await baselineOf(member.email, SCOTIA_GOLD))?.annualFee ?? 0;
    await editCard(COBALT, withWelcome(cobaltStart + 10_000));
    await editCard(SCOTIA_GOLD, withFee(feeStart + 30));

    expect(await runWalletAlerts(t.deps)).toEqual({ changes: 2, digests: 1 });
    const [digest, ...more] = await digestsTo(member.email);
    expect(more).toEqual([]);
    expect(digest?.subject).toBe('Your wallet: 2 changes this week');
    const text = digest?.text ?? '';
    expect(text).toContain(
      `- Amex Cobalt: welcome offer up from ${cobaltStart.toLocaleString('en-CA')} to ${(cobaltStart + 10_000).toLocaleString('en-CA')} Membership Rewards points\n  ${SITE}/credit-cards/${COBALT}`,
    );
    expect(text).toContain(`- Scotiabank Gold Amex: annual fee up from $${feeStart} to $${feeStart + 30}`);
    expect(text).toContain(`See my wallet: ${SITE}/dashboard`);
    expect(text).toContain(`Turn wallet alerts off: ${SITE}/account#wallet-alerts`);
    expect(text).toMatch(/Unsubscribe in one click: https:\/\/cards\.example\.ca\/unsubscribe\?token=/);
    expect(digest?.html).toContain(`<a href="${SITE}/credit-cards/${COBALT}"`);
    // The baseline moved to the figures alerted; the member with alerts off kept the one they started with.
    expect((await baselineOf(member.email, COBALT))?.welcomePoints).toBe(cobaltStart + 10_000);
    expect((await baselineOf(alertsOff.email, COBALT))?.welcomePoints).toBe(cobaltStart);
    expect(await digestsTo(alertsOff.email)).toEqual([]);
  });

  it('never sends it twice: not on the next pass, nor after a restart', async () => {
    expect(await runWalletAlerts(t.deps)).toEqual({ changes: 0, digests: 0 });
    const restarted = new WalletAlertScheduler({ ...other.deps });
    restarted.start();
    await restarted.stop();
    expect(await digestsTo(member.email)).toHaveLength(1);
    const pending = await t.database.db
      .select()
      .from(walletAlertEvents)
      .where(and(eq(walletAlertEvents.userId, await userId(member.email)), isNull(walletAlertEvents.digestId)));
    expect(pending).toEqual([]);
  });

  it('keeps a change found within the week for the next digest, sent once the week has passed', async () => {
    await t.database.db.insert(offers).values({
      id: 'tangerine-test-offer',
      cardSlug: TANGERINE,
      amountCents: 15_000,
      startsAt: new Date(Date.now() - 60_000),
      endsAt: null,
      terms: ['A test offer.'],
      origin: 'staff',
    });
    await t.deps.dataVersion.check();

    expect(await runWalletAlerts(t.deps, new Date(Date.now() + DAY_MS))).toEqual({ changes: 1, digests: 0 });
    expect(await digestsTo(member.email)).toHaveLength(1);

    expect(await runWalletAlerts(t.deps, new Date(Date.now() + 8 * DAY_MS))).toEqual({ changes: 0, digests: 1 });
    const digests = await digestsTo(member.email);
    expect(digests).toHaveLength(2);
    expect(digests[1]?.subject).toBe('Your wallet: 1 change this week');
    expect(digests[1]?.text).toContain('- Tangerine Money-Back: a GeniusCash offer of $150, where there was none');
  });

  it('says nothing of an offer that falls, and keeps the figure alerted as the one to beat', async () => {
    const alerted = (await baselineOf(member.email, COBALT))?.welcomePoints ?? 0;
    await editCard(COBALT, withWelcome(alerted - 5_000));
    expect(await runWalletAlerts(t.deps, new Date(Date.now() + 30 * DAY_MS))).toEqual({ changes: 0, digests: 0 });
    expect((await baselineOf(member.email, COBALT))?.welcomePoints).toBe(alerted);
    expect(await digestsTo(member.email)).toHaveLength(2);
  });

  it('records a change once when two processes look at the same time, and queues one digest', async () => {
    const racer = await signedInMember(t, 'racer@example.ca');
    expect((await call('PUT', `/user/wallet/cards/${MBNA}`, { status: 'held' }, racer)).status).toBe(200);
    const fee = (await baselineOf(racer.email, MBNA))?.annualFee ?? 0;
    await editCard(MBNA, withFee(fee + 10));

    const found = await Promise.all([detectWalletAlerts(t.deps), detectWalletAlerts(other.deps)]);
    expect(found.reduce((sum, count) => sum + count, 0)).toBe(1);
    const sent = await Promise.all([sendWalletDigests(t.deps), sendWalletDigests(other.deps)]);
    expect(sent.reduce((sum, count) => sum + count, 0)).toBe(1);
    await other.settle();
    expect(await digestsTo(racer.email)).toHaveLength(1);
    const digestRows = await t.database.db
      .select()
      .from(walletDigests)
      .where(eq(walletDigests.userId, await userId(racer.email)));
    expect(digestRows).toHaveLength(1);
  });

  it('drops what waited for a member who turned alerts off', async () => {
    const quitter = await signedInMember(t, 'quitter@example.ca');
    expect((await call('PUT', `/user/wallet/cards/${MBNA}`, { status: 'held' }, quitter)).status).toBe(200);
    const fee = (await baselineOf(quitter.email, MBNA))?.annualFee ?? 0;
    await editCard(MBNA, withFee(fee + 5));
    expect(await detectWalletAlerts(t.deps)).toBeGreaterThan(0);
    expect((await call('PUT', '/user/wallet/alerts', { enabled: false }, quitter)).status).toBe(200);
    await sendWalletDigests(t.deps);
    expect(await digestsTo(quitter.email)).toEqual([]);
    const left = await t.database.db
      .select()
      .from(walletAlertEvents)
      .where(eq(walletAlertEvents.userId, await userId(quitter.email)));
    expect(left).toEqual([]);
  });

  it('runs when the data changes, in a started scheduler', async () => {
    const prompt = await signedInMember(t, 'prompt@example.ca');
    expect((await call('PUT', `/user/wallet/cards/${SCOTIA_GOLD}`, { status: 'held' }, prompt)).status).toBe(200);
    const scheduler = new WalletAlertScheduler(t.deps);
    scheduler.start();
    try {
      await scheduler.run();
      const fee = (await baselineOf(prompt.email, SCOTIA_GOLD))?.annualFee ?? 0;
      // The edit moves the data version, which starts a pass by itself.
      await editCard(SCOTIA_GOLD, withFee(fee - 20));
      await vi.waitFor(async () => expect(await digestsTo(prompt.email)).toHaveLength(1), { timeout: 5_000 });
      const [digest] = await digestsTo(prompt.email);
      expect(digest?.text).toContain(`annual fee down from $${fee} to $${fee - 20}`);
    } finally {
      await scheduler.stop();
    }
  });
});

describe('turning wallet alerts off', () => {
  it('is on the account profile', async () => {
    const profile = await call('GET', '/user/profile', undefined, member);
    expect((profile.body as unknown as AccountProfile).walletAlerts).toBe(true);
    const quiet = await call('GET', '/user/profile', undefined, alertsOff);
    expect((quiet.body as unknown as AccountProfile).walletAlerts).toBe(false);
  });

  it('happens with the one-click unsubscribe link of the digest', async () => {
    const [digest] = await digestsTo(member.email);
    const token = digest?.text.match(/\/unsubscribe\?token=([A-Za-z0-9_.-]+)/)?.[1] ?? '';
    // The member gets no newsletter or marketing email: the alerts alone make the address one we email.
    const link = await call('POST', '/subscription/unsubscribe-link', { token });
    expect(link.body).toEqual({ email: member.email, subscribed: true });
    expect((await call('POST', '/subscription/unsubscribe', { token })).status).toBe(200);
    const profile = await call('GET', '/user/profile', undefined, member);
    expect((profile.body as unknown as AccountProfile).walletAlerts).toBe(false);
    expect((await call('POST', '/subscription/unsubscribe-link', { token })).body.subscribed).toBe(false);
  });

  it('happens when a signed-in member unsubscribes their own address', async () => {
    const leaving = await signedInMember(t, 'leaving.member@example.ca');
    expect((await call('POST', '/subscription/unsubscribe-member', {}, leaving)).status).toBe(200);
    const profile = await call('GET', '/user/profile', undefined, leaving);
    expect((profile.body as unknown as AccountProfile).walletAlerts).toBe(false);
  });
});
