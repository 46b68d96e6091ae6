import type { CatalogueCard } from '@cardgenius/core/catalogue';
import type { StaffCard } from '@cardgenius/core/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, cardRevisions, cards } from '../../db/schema';
import { anotherVisitor, asMember, type Member, signedInStaff, signedInWithRole } from '../../test/members';
import { createTestApp } from '../../test/test-app';

const t = await createTestApp();
afterAll(() => t.close());

let staff: Member;
let editor: Member;
beforeAll(async () => {
  staff = await signedInStaff(t, 'catalogue.admin@example.ca');
  editor = await signedInWithRole(t, 'editor');
});

async function call(who: Member, method: string, path: string, body?: unknown) {
  const response = await t.app.request(`/api/v2${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...anotherVisitor(), ...asMember(who) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const SOURCE = {
  sourceUrl: 'https://www.americanexpress.com/en-ca/credit-cards/cobalt-card/',
  asOf: '2026-11-20',
  note: 'Fee box on the card page',
};
const COBALT = 'american-express-cobalt-card';

async function open(slug = COBALT): Promise<StaffCard> {
  const { status, body } = await call(staff, 'GET', `/admin/cards/${slug}`);
  expect(status).toBe(200);
  return body as unknown as StaffCard;
}

/** The card as the public API serves it. */
async function served(slug: string): Promise<CatalogueCard> {
  const response = await t.app.request(`/api/v2/card/${slug}`);
  return ((await response.json()) as { card: CatalogueCard }).card;
}

describe('the cards list', () => {
  it('finds cards by name, issuer and state, hidden ones too', async () => {
    const { status, body } = await call(staff, 'GET', '/admin/cards?search=cobalt');
    expect(status).toBe(200);
    expect((body.cards as { slug: string }[]).map((card) => card.slug)).toContain(COBALT);
    const byIssuer = await call(editor, 'GET', '/admin/cards?issuer=tangerine');
    expect(
      (byIssuer.body.cards as { issuer: { slug: string } }[]).every((card) => card.issuer.slug === 'tangerine'),
    ).toBe(true);
    expect(byIssuer.body.total).toBeGreaterThan(0);
    // A percent sign is a letter to search for, not a pattern that matches everything.
    expect((await call(staff, 'GET', '/admin/cards?search=%25')).body.total).toBe(0);
  });
});

describe('editing a card', () => {
  it('asks for the source of a changed figure, then records it, a revision and an audit row', async () => {
    const before = await open();
    const card: CatalogueCard = { ...before.card, fees: { ...before.card.fees, annual: 199.99 } };
    const refused = await call(staff, 'PUT', `/admin/cards/${COBALT}`, {
      card,
      baseRevision: before.revision,
      source: null,
    });
    expect(refused.status).toBe(400);
    expect((refused.body.error as { fields: Record<string, string> }).fields.source).toMatch(/fees\.annual/);

    const saved = await call(staff, 'PUT', `/admin/cards/${COBALT}`, {
      card,
      baseRevision: before.revision,
      source: SOURCE,
    });
    expect(saved.status).toBe(200);
    const after = saved.body as unknown as StaffCard;
    expect(after.revision).toBe(before.revision + 1);
    expect(after.staffEdited).toBe(true);
    expect(after.card.fees.annual).toBe(199.99);
    expect(after.card.fieldSources.at(-1)).toMatchObject({ fields: ['fees.annual'], asOf: '2026-11-20' });
    expect(after.revisions[0]).toMatchObject({
      number: after.revision,
      kind: 'edit',
      changes: [{ path: 'fees.annual', before: before.card.fees.annual, after: 199.99 }],
      sourceUrl: SOURCE.sourceUrl,
      by: expect.any(String),
    });
    // The site serves the new fee at once in this process.
    expect((await served(COBALT)).fees.annual).toBe(199.99);
    const [row] = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.event, 'card.edited')));
    expect(row?.detail).toMatchObject({ card: COBALT, revision: after.revision, changes: 1 });
  });

  it('refuses a save that started from an older revision (409) and keeps the newer one', async () => {
    const current = await open();
    const stale = { ...current.card, displayName: 'A stale name' };
    const refused = await call(staff, 'PUT', `/admin/cards/${COBALT}`, {
      card: stale,
      baseRevision: current.revision - 1,
      source: null,
    });
    expect(refused.status).toBe(409);
    expect((await open()).card.displayName).toBe(current.card.displayName);
  });

  it('answers what to fix beside each field, from the schema and from the catalogue’s checks', async () => {
    const current = await open();
    const badType = await call(staff, 'PUT', `/admin/cards/${COBALT}`, {
      card: { ...current.card, fees: { ...current.card.fees, annual: 'free' } },
      baseRevision: current.revision,
      source: SOURCE,
    });
    expect(badType.status).toBe(400);
    expect(Object.keys((badType.body.error as { fields: object }).fields)).toEqual(['card.fees.annual']);

    const crossRecord = await call(staff, 'PUT', `/admin/cards/${COBALT}`, {
      card: {
        ...current.card,
        issuer: 'no-such-bank',
        fees: { ...current.card.fees, firstYear: (current.card.fees.annual ?? 0) + 50 },
      },
      baseRevision: current.revision,
      source: SOURCE,
    });
    expect(crossRecord.status).toBe(400);
    expect((crossRecord.body.error as { fields: Record<string, string> }).fields).toEqual({
      'card.issuer': 'Issuer no-such-bank does not exist.',
      'card.fees.firstYear': 'The first-year fee cannot be above the annual fee.',
    });
    const renamed = await call(staff, 'PUT', `/admin/cards/${COBALT}`, {
      card: { ...current.card, slug: 'a-new-address' },
      baseRevision: current.revision,
      source: null,
    });
    expect(renamed.status).toBe(400);
    // Nothing was written by the refused saves.
    expect((await open()).revision).toBe(current.revision);
  });

  it('hides a card and brings it back, each a revision the ranking follows', async () => {
    const slug = 'tangerine-money-back-credit-card';
    const current = await open(slug);
    const hidden = await call(editor, 'POST', `/admin/cards/${slug}/state`, {
      state: 'hidden',
      baseRevision: current.revision,
    });
    expect(hidden.status).toBe(200);
    expect((hidden.body as unknown as StaffCard).state).toBe('hidden');
    expect((await served(slug)).hidden).toBe(true);

    const back = await call(editor, 'POST', `/admin/cards/${slug}/revert`, {
      toRevision: current.revision,
      baseRevision: current.revision + 1,
    });
    expect(back.status).toBe(200);
    const restored = back.body as unknown as StaffCard;
    expect(restored.state).toBe('published');
    expect(restored.revisions.slice(0, 2).map((revision) => revision.kind)).toEqual(['revert', 'visibility']);
    expect((await served(slug)).hidden).toBe(false);
    const missing = await call(editor, 'POST', `/admin/cards/${slug}/revert`, {
      toRevision: 999,
      baseRevision: restored.revision,
    });
    expect(missing.status).toBe(404);
  });

  it('records the snapshot disagreement a changed figure makes, so an export still passes the check', async () => {
    const current = await open();
    const [row] = await t.database.db.select().from(cards).where(eq(cards.slug, COBALT));
    expect(row?.document?.referenceDisagreements.some((entry) => entry.field === 'fees.annual')).toBe(true);
    expect(current.card.referenceDisagreements.find((entry) => entry.field === 'fees.annual')).toMatchObject({
      ours: 199.99,
      why: expect.stringContaining('2026-11-20'),
    });
    const revisions = await t.database.db.select().from(cardRevisions).where(eq(cardRevisions.cardSlug, COBALT));
    expect(revisions.filter((revision) => revision.kind === 'seed')).toHaveLength(1);
  });
});
