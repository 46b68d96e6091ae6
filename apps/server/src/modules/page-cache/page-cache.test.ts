import { ErrorResponse, PageCacheEntry, pageCacheKey } from '@cardgenius/core/contract';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { asMember, getJson, signedInMember } from '../../test/members';
import { createTestApp } from '../../test/test-app';

const t = await createTestApp();
afterAll(() => t.close());

const pageCache = (originPage: string, headers: Record<string, string> = {}) =>
  t.app.request(`/api/v2/cache/page?originPage=${encodeURIComponent(originPage)}`, { headers });

/** What the API answers a visitor for one call. */
async function liveAnswer(method: 'GET' | 'POST', path: string) {
  const response = await t.app.request(path, {
    method,
    ...(method === 'POST' ? { headers: { 'content-type': 'application/json' }, body: '{}' } : {}),
  });
  expect(response.status).toBe(200);
  return response.json();
}

describe('GET /api/v2/cache/page', () => {
  it('answers each public call of a page with the shell, keyed as the browser keys it', async () => {
    const response = await pageCache('/credit-cards?credit=good');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=300');
    const entries = PageCacheEntry.array().parse(await response.json());
    const expected = [
      ['POST', '/api/v2/menu-placements/get-menu-placements'],
      ['POST', '/api/v2/misc/get-all-search-synonyms'],
      ['GET', '/api/v2/global'],
    ] as const;
    expect(entries).toHaveLength(expected.length);
    for (const [method, path] of expected) {
      const entry = entries.find((candidate) => candidate.key === pageCacheKey(method, path));
      expect(entry?.response).toEqual(await liveAnswer(method, path));
    }
  });

  it('answers nothing for a page without the shell', async () => {
    for (const page of ['/go/amex-cobalt', '/credit-card-quiz', '/offers/some-card']) {
      const response = await pageCache(page);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual([]);
    }
  });

  it('is the same for a signed-in member: never anything of theirs', async () => {
    const member = await signedInMember(t, 'page.cache@example.ca');
    const anonymous = await (await pageCache('/dashboard')).json();
    const signedIn = await (await pageCache('/dashboard', asMember(member))).json();
    expect(signedIn).toEqual(anonymous);
    expect(JSON.stringify(signedIn)).not.toContain(member.email);
  });

  it.each([
    ['missing', '', 'query.originPage'],
    ['another site', '?originPage=https%3A%2F%2Fevil.example%2F', 'query.originPage'],
    ['protocol-relative', '?originPage=%2F%2Fevil.example', 'query.originPage'],
    ['not a path', '?originPage=credit-cards', 'query.originPage'],
    ['with spaces', '?originPage=%2Fa%20b', 'query.originPage'],
    ['too long', `?originPage=%2F${'a'.repeat(400)}`, 'query.originPage'],
    ['given twice', '?originPage=%2F&originPage=%2Ffaq', 'query.originPage'],
    // A parameter it does not take (a cache buster) is refused: one page, one cacheable URL.
    ['sent with another parameter', '?originPage=%2F&x=1', 'query'],
  ])('answers 400 when originPage is %s, naming %s', async (_case, query, field) => {
    const { status, body } = await getJson(t, `/api/v2/cache/page${query}`);
    expect(status).toBe(400);
    expect(Object.keys(ErrorResponse.parse(body).error.fields ?? {})).toEqual([field]);
  });

  it('never answers 5xx to generated pages, and answers only cacheable entries', async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.string(), fc.webPath(), fc.webUrl()), async (page) => {
        const response = await pageCache(page);
        expect(response.status).toBeLessThan(500);
        if (response.status === 200)
          PageCacheEntry.array()
            .max(20)
            .parse(await response.json());
      }),
      { numRuns: 80 },
    );
  });
});
