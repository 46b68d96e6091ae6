import { ErrorResponse } from '@cardgenius/core/contract';
import { count, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { satisfactionResponses } from '../../db/schema';
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
