import { randomUUID } from 'node:crypto';
import { ApplyClickResponse, ErrorResponse, GoLinkResponse } from '@cardgenius/core/contract';
import {
  errorDestination,
  firstGoStep,
  OPEN_REDIRECT_PAYLOADS,
  readGoLinkQuery,
  stepAfterClick,
} from '@cardgenius/core/rules';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anotherVisitor } from '../../test/members';
import { createTestApp } from '../../test/test-app';
import { expectAllowedDestination, goCards, hideCard } from './go-test-fixtures';

/**
 * Whatever a go-link carries — in its affiliate id, context, aid, pid or notracking, in the path or
 * the query, of /go (the browser flow) or /go2 (the server redirect) — the visitor ends up at '/', a
 * same-site path, or exactly the card's registered URL with only the tracking parameters added.
 */
const t = await createTestApp();
afterAll(() => t.close());

let registered: Set<string>;
let affiliateId: string;
beforeAll(async () => {
  const cards = await goCards(t);
  await hideCard(t, cards.hidden);
  affiliateId = cards.plain.affiliateId;
  registered = new Set((await t.deps.catalogue.get()).cards.map((card) => card.applyUrl));
});

const QUERY_KEYS = ['context', 'aid', 'pid', 'notracking'] as const;
const SITE_ORIGIN = () => new URL(t.deps.env.SITE_URL).origin;

/** `/go2` paths that put the payload in the path and in each query parameter, raw and encoded. */
function pathsWith(payload: string): string[] {
  const encoded = encodeURIComponent(payload);
  const paths = [`/go2/${encoded}`, `/go2/${encoded}?context=${encoded}`];
  for (const key of QUERY_KEYS) paths.push(`/go2/${affiliateId}?${key}=${encoded}`);
  paths.push(`/go2/${affiliateId}?${QUERY_KEYS.map((key) => `${key}=${encoded}`).join('&')}`);
  // Raw, as a hand-made link would carry it, where it still makes a URL at all.
  for (const raw of [`/go2/${payload}`, `/go2/${affiliateId}?pid=${payload}&context=${payload}`]) {
    if (URL.canParse(raw, 'http://localhost')) paths.push(raw);
  }
  return paths;
}

async function go2Location(path: string): Promise<string> {
  const response = await t.app.request(path, { headers: anotherVisitor() });
  if (response.status === 404) return '/'; // A path Hono does not route to /go2 reaches no redirect at all.
  expect(response.status).toBe(302);
  return response.headers.get('location') ?? '';
}

/** The /go page's flow, as the browser runs it, for a go-link with this id and query. */
async function goFlowDestination(id: string, search: string): Promise<string> {
  const response = await t.app.request(`/api/v2/misc/go/${encodeURIComponent(id)}`);
  const body = await response.json();
  if (response.status !== 200) return errorDestination(ErrorResponse.parse(body).error.redirect);
  const query = readGoLinkQuery(search);
  const step = firstGoStep({ answer: GoLinkResponse.parse(body), query, ownOrigin: SITE_ORIGIN() });
  if (step.kind === 'leave') return step.to;
  if (step.kind === 'direct') return step.url;
  if (step.kind === 'internal') return step.path;
  const clicked = await t.postJson(
    `/api/v2/misc/go/${encodeURIComponent(id)}/click`,
    { clickId: randomUUID(), context: query.context, aid: query.aid, pid: query.pid },
    anotherVisitor(),
  );
  expect(clicked.status).toBe(200);
  const next = stepAfterClick(step.card, ApplyClickResponse.parse(await clicked.json()));
  if (next.kind === 'unavailable') return `/temporarily-unavailable?card=${encodeURIComponent(next.displayName)}`;
  if (next.kind === 'offer') return `/offers/${next.offerSlug}`;
  if (next.kind === 'issuer') return next.url;
  return `/go2/${id}`;
}

describe('the open-redirect corpus against go-links', () => {
  it('has 30 or more payloads, and a check that catches a wrong destination', () => {
    expect(OPEN_REDIRECT_PAYLOADS.length).toBeGreaterThanOrEqual(30);
    const [someUrl = ''] = registered;
    const tampered = new URL(someUrl);
    tampered.searchParams.set('next', 'https://evil.com');
    for (const wrong of ['https://evil.com/', '//evil.com', `${someUrl}.evil.com`, tampered.href]) {
      expect(() => expectAllowedDestination(wrong, registered)).toThrow();
    }
  });

  it.each(OPEN_REDIRECT_PAYLOADS.map((payload) => [payload]))('/go2 keeps %j harmless', async (payload) => {
    for (const path of pathsWith(payload)) expectAllowedDestination(await go2Location(path), registered);
  });

  it.each(OPEN_REDIRECT_PAYLOADS.map((payload) => [payload]))('/go keeps %j harmless', async (payload) => {
    expectAllowedDestination(await goFlowDestination(payload, ''), registered);
    for (const key of QUERY_KEYS) {
      const search = new URLSearchParams({ [key]: payload }).toString();
      expectAllowedDestination(await goFlowDestination(affiliateId, search), registered);
    }
  });

  it.each(OPEN_REDIRECT_PAYLOADS.map((payload) => [payload]))('the click API refuses or tames %j', async (payload) => {
    for (const field of ['context', 'aid', 'pid'] as const) {
      const response = await t.postJson(
        `/api/v2/misc/go/${affiliateId}/click`,
        { clickId: randomUUID(), [field]: payload },
        anotherVisitor(),
      );
      expect([200, 400]).toContain(response.status);
      if (response.status === 200) {
        expectAllowedDestination(ApplyClickResponse.parse(await response.json()).redirectUrl, registered);
      }
    }
  });
});

describe('generated strings against go-links', () => {
  const text = fc.oneof(
    fc.string({ maxLength: 60 }),
    fc.string({ unit: 'binary', maxLength: 40 }),
    fc.webUrl(),
    fc
      .constantFrom(...OPEN_REDIRECT_PAYLOADS)
      .chain((payload) => fc.string({ maxLength: 10 }).map((tail) => payload + tail)),
  );
  const link = fc.record({
    id: fc.oneof(fc.constant('AFFILIATE'), fc.constant('no-such-card'), text),
    query: fc.dictionary(fc.constantFrom(...QUERY_KEYS), text, { maxKeys: 4 }),
  });
  const idOf = (id: string) => (id === 'AFFILIATE' ? affiliateId : id);

  it('/go2 only ever redirects to an allowed destination', async () => {
    await fc.assert(
      fc.asyncProperty(link, async ({ id, query }) => {
        const search = new URLSearchParams(query).toString();
        const location = await go2Location(`/go2/${encodeURIComponent(idOf(id))}${search ? `?${search}` : ''}`);
        expectAllowedDestination(location, registered);
      }),
      { numRuns: 150 },
    );
  });

  it('/go only ever leads to an allowed destination', async () => {
    await fc.assert(
      fc.asyncProperty(link, async ({ id, query }) => {
        expectAllowedDestination(await goFlowDestination(idOf(id), new URLSearchParams(query).toString()), registered);
      }),
      { numRuns: 150 },
    );
  });
});
