import { ErrorResponse } from '@cardgenius/core/contract';
import { count, eq, inArray } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { satisfactionResponses, users } from '../../db/schema';
import { asMember, signedInMember } from '../../test/members';
import { createTestApp } from '../../test/test-app';

const t = await createTestApp();
afterAll(() => t.close());

const send = async (body: unknown, headers?: Record<string, string>) => {
  const response = await t.postJson('/api/v2/analytics/satisfaction', body, headers);
  return { status: response.status, body: (await response.json()) as unknown };
};
const storedCount = async () => {
  const [row] = await t.database.db.select({ value: count() }).from(satisfactionResponses);
  return row?.value ?? 0;
};

describe('POST /api/v2/analytics/satisfaction', () => {
  it('stores a rating with its comment, and answers 201', async () => {
    const requestId = 'satisfaction-test-0001';
    const { status, body } = await send(
      { site: 'site', rating: 1, comments: '  Clear and quick.  ', page: '/credit-cards' },
      { 'x-request-id': requestId },
    );
    expect(status).toBe(201);
    expect(body).toEqual({ received: true });
    const [row] = await t.database.db
      .select()
      .from(satisfactionResponses)
      .where(eq(satisfactionResponses.requestId, requestId));
    expect(row).toMatchObject({
      site: 'site',
      rating: 1,
      comments: 'Clear and quick.',
      category: 'site',
      page: '/credit-cards',
    });
  });

  it('stores the landing page, and the member from the session, never from the body', async () => {
    const member = await signedInMember(t, 'feedback-member@example.ca');
    const [user] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, member.email));
    const answer = { site: 'site', rating: 0, page: '/faq', landing: '/best-credit-cards/travel' };
    await send(answer, asMember(member, { 'x-request-id': 'satisfaction-member-1' }));
    await send(answer, { 'x-request-id': 'satisfaction-visitor-1' });
    const forged = await send({ ...answer, userId: user?.id }, { 'x-request-id': 'satisfaction-forged-1' });
    expect(forged.status).toBe(400);
    const rows = await t.database.db
      .select({
        requestId: satisfactionResponses.requestId,
        landingPage: satisfactionResponses.landingPage,
        userId: satisfactionResponses.userId,
      })
      .from(satisfactionResponses)
      .where(inArray(satisfactionResponses.requestId, ['satisfaction-member-1', 'satisfaction-visitor-1']))
      .orderBy(satisfactionResponses.requestId);
    expect(rows).toEqual([
      { requestId: 'satisfaction-member-1', landingPage: '/best-credit-cards/travel', userId: user?.id },
      { requestId: 'satisfaction-visitor-1', landingPage: '/best-credit-cards/travel', userId: null },
    ]);
  });

  it('keeps pages without their secrets, as analytics does', async () => {
    await send(
      { site: 'site', rating: -1, page: '/reset-password/secret-token', landing: '/undo-change/secret-code' },
      { 'x-request-id': 'satisfaction-secret-1' },
    );
    const [row] = await t.database.db
      .select()
      .from(satisfactionResponses)
      .where(eq(satisfactionResponses.requestId, 'satisfaction-secret-1'));
    expect(row).toMatchObject({ page: '/reset-password/:redacted', landingPage: '/undo-change/:redacted' });
  });

  it('answers 400 naming each field to fix, and stores nothing', async () => {
    const before = await storedCount();
    const { status, body } = await send({ site: 'blog', rating: 2, page: 'https://elsewhere.example' });
    expect(status).toBe(400);
    expect(Object.keys(ErrorResponse.parse(body).error.fields ?? {}).sort()).toEqual(['page', 'rating', 'site']);
    expect(await storedCount()).toBe(before);
  });

  it('never answers 5xx to generated bodies, and stores a row exactly when it answers 201', async () => {
    const body = fc.oneof(
      fc.record(
        {
          site: fc.oneof(fc.constantFrom('site', 'content'), fc.string()),
          rating: fc.oneof(fc.constantFrom(-1, 0, 1), fc.integer(), fc.anything()),
          comments: fc.oneof(fc.string({ maxLength: 300 }), fc.string({ unit: 'binary', maxLength: 50 })),
          category: fc.oneof(fc.constantFrom('site', 'content'), fc.string()),
          page: fc.oneof(fc.constantFrom('/', '/faq'), fc.string()),
        },
        { requiredKeys: [] },
      ),
      fc.anything(),
    );
    await fc.assert(
      fc.asyncProperty(body, async (generated) => {
        const before = await storedCount();
        const { status } = await send(generated);
        expect(status).toBeLessThan(500);
        expect(await storedCount()).toBe(status === 201 ? before + 1 : before);
      }),
      { numRuns: 60 },
    );
  });
});

describe('GET /api/v2/feedback/site-rating', () => {
  it('averages the answers about the site on a 1–5 scale, articles left out, and counts a new one at once', async () => {
    await t.database.db.delete(satisfactionResponses);
    const rating = async () => (await t.app.request('/api/v2/feedback/site-rating')).json();
    expect(await rating()).toEqual({ answers: 0, score: null });
    const headers = { 'x-forwarded-for': '192.0.2.61' };
    expect((await send({ site: 'site', rating: 1, page: '/' }, headers)).status).toBe(201);
    expect((await send({ site: 'site', rating: 0, page: '/' }, headers)).status).toBe(201);
    expect((await send({ site: 'content', rating: -1, category: 'reviews', page: '/blog/x' }, headers)).status).toBe(
      201,
    );
    expect(await rating()).toEqual({ answers: 2, score: 4 });
  });
});
