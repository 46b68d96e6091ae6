import { createHash } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { endpoints } from '@cardgenius/core/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { cards } from '../db/schema';
import { asMember, signedInMember } from '../test/members';
import { createTestApp } from '../test/test-app';
import type { PageHandler } from './web';

/**
 * The server's side of shared pages, with a stand-in for the web app: a page that shows a card's name
 * from the API, an inline script, and whatever the request carried that a page could depend on.
 */
const SCRIPT = 'window.__page = 1;';
const scriptHash = `sha256-${createHash('sha256').update(SCRIPT).digest('base64')}`;
const seen: { cookie: string | null; nonce: string }[] = [];

const handlePage: PageHandler = async (request, context) => {
  seen.push({ cookie: request.headers.get('cookie'), nonce: context.cspNonce });
  const url = new URL(request.url);
  if (url.pathname === '/sets-cookie')
    return new Response('<p>hi</p>', { headers: { 'content-type': 'text/html', 'set-cookie': 'x=1; Path=/' } });
  if (url.pathname === '/private')
    return new Response('<p>mine</p>', {
      headers: { 'content-type': 'text/html', 'cache-control': 'private, no-store' },
    });
  if (url.pathname === '/long')
    return new Response(`<!doctype html><p>${'A card for every kind of spending. '.repeat(200)}</p>`, {
      headers: { 'content-type': 'text/html; charset=utf-8' },
    });
  if (url.pathname === '/missing')
    return new Response('<p>not found</p>', { status: 404, headers: { 'content-type': 'text/html' } });
  const card = await context.api.call(endpoints.getCard, { params: { slug: 'american-express-cobalt-card' } });
  await new Promise((resolve) => setTimeout(resolve, 20));
  const html = `<!doctype html><h1>${card.card.name}</h1><script nonce="${context.cspNonce}">${SCRIPT}</script>`;
  return new Response(html, { headers: { 'content-type': 'text/html; charset=utf-8' } });
};

const t = await createTestApp({ web: { handlePage } });
// A second server process on the same database: nothing in memory shared.
const other = await createTestApp({ sharing: t, web: { handlePage } });
afterAll(async () => {
  await other.close();
  await t.close();
});
beforeEach(() => {
  seen.length = 0;
});

const get = (app: typeof t, path: string, headers: Record<string, string> = {}) => app.app.request(path, { headers });

describe('shared pages', () => {
  it('are public, validated by an ETag, and allow their inline scripts by hash, not by nonce', async () => {
    const response = await get(t, '/a-page');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=300');
    expect(response.headers.get('etag')).toMatch(/^W\/"[\w-]{27}"$/);
    expect(response.headers.get('vary')).toContain('Cookie');
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain(`script-src 'self' '${scriptHash}'`);
    expect(csp).toContain("style-src 'self';");
    expect(csp).not.toContain('nonce-');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(await response.text()).toContain('<h1>American Express Cobalt');
    expect(seen).toEqual([{ cookie: null, nonce: '' }]);
  });

  it('are rendered once and kept: the same bytes for everyone, cookies that pages never read included', async () => {
    const first = await get(t, '/kept');
    const second = await get(t, '/kept', { cookie: 'analyticsUser=9b2f; exitIntentShown=1' });
    expect(await second.text()).toBe(await first.text());
    expect(second.headers.get('etag')).toBe(first.headers.get('etag'));
    // Rendered without the visitor's cookies: a page cannot show one visitor's state to another.
    expect(seen).toEqual([{ cookie: null, nonce: '' }]);
  });

  it('render once for many visitors asking at the same moment', async () => {
    const answers = await Promise.all(Array.from({ length: 8 }, () => get(t, '/at-once')));
    expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(200));
    expect(seen).toHaveLength(1);
  });

  it('never hand one visitor the page rendered for another unless it is fit for everyone', async () => {
    await Promise.all(Array.from({ length: 4 }, () => get(t, '/private')));
    expect(seen).toHaveLength(4);
  });

  it('answer a revalidation with 304 and no body while unchanged', async () => {
    const etag = (await get(t, '/revalidated')).headers.get('etag') ?? '';
    const revalidated = await get(t, '/revalidated', { 'if-none-match': `"other", ${etag}` });
    expect(revalidated.status).toBe(304);
    expect(await revalidated.text()).toBe('');
    expect(revalidated.headers.get('etag')).toBe(etag);
    expect(revalidated.headers.get('cache-control')).toContain('public');
    // Browsers update the kept page's headers from a 304: its hash policy must come with it.
    expect(revalidated.headers.get('content-security-policy')).toContain(`'${scriptHash}'`);
    expect((await get(t, '/revalidated', { 'if-none-match': 'W/"stale"' })).status).toBe(200);
  });

  it('are sent compressed from copies made once, in the encoding the browser prefers', async () => {
    const plain = await get(t, '/long');
    const html = await plain.text();
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('vary')).toContain('Accept-Encoding');
    const br = await get(t, '/long', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers.get('content-encoding')).toBe('br');
    const brBytes = Buffer.from(await br.arrayBuffer());
    expect(Number(br.headers.get('content-length'))).toBe(brBytes.length);
    expect(brotliDecompressSync(brBytes).toString()).toBe(html);
    const gz = await get(t, '/long', { 'accept-encoding': 'gzip' });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(html);
    expect(gz.headers.get('etag')).toBe(plain.headers.get('etag'));
    expect(seen).toHaveLength(1);
  });

  it.each<[string, string, string]>([
    ['a filter cookie', 'monthlySpend=2000', 'monthlySpend=3100'],
    ['a province', 'province=QC', 'province=ON'],
  ])(
    'for a visitor with %s are kept per state, private, from their state cookies alone',
    async (_name, cookie, other) => {
      const response = await get(t, '/own-state', { cookie: `analyticsUser=1; ${cookie}` });
      expect(response.headers.get('cache-control')).toBe('private, no-cache');
      expect(response.headers.get('etag')).toMatch(/^W\//);
      expect(response.headers.get('content-security-policy')).toContain(`'${scriptHash}'`);
      expect(response.headers.get('content-security-policy')).not.toContain('nonce-');
      // Another visitor in the same state gets the same rendering; a third in another state, their own.
      const again = await get(t, '/own-state', { cookie: `${cookie}; exitIntentShown=1` });
      expect(again.headers.get('etag')).toBe(response.headers.get('etag'));
      expect(await again.text()).toBe(await response.text());
      await get(t, '/own-state', { cookie: other });
      expect(seen).toEqual([
        { cookie, nonce: '' },
        { cookie: other, nonce: '' },
      ]);
      const revalidated = await get(t, '/own-state', { cookie, 'if-none-match': response.headers.get('etag') ?? '' });
      expect(revalidated.status).toBe(304);
      expect(revalidated.headers.get('cache-control')).toBe('private, no-cache');
    },
  );

  it('keep a state page and the shared page apart', async () => {
    const shared = await get(t, '/apart');
    const own = await get(t, '/apart', { cookie: 'province=QC' });
    expect(shared.headers.get('cache-control')).toContain('public');
    expect(own.headers.get('cache-control')).toBe('private, no-cache');
    // Each from its own kept copy: neither rendered again, neither answered with the other.
    expect((await get(t, '/apart')).headers.get('etag')).toBe(shared.headers.get('etag'));
    expect((await get(t, '/apart', { cookie: 'province=QC' })).headers.get('cache-control')).toBe('private, no-cache');
    expect(seen).toHaveLength(2);
  });

  it('are not what a visitor with a state query gets: their page is private and has a nonce', async () => {
    const response = await get(t, '/own-state?state=%7B%22minIncome%22%3A50000%7D');
    expect(response.headers.get('cache-control')).toBe('private, no-cache');
    expect(response.headers.get('etag')).toBeNull();
    expect(response.headers.get('content-security-policy')).toContain("'nonce-");
    expect(seen).toHaveLength(1);
    expect(seen[0]?.nonce).not.toBe('');
  });

  it("are never a member's: their pages are private and never stored", async () => {
    const member = await signedInMember(t, 'shared.pages@example.ca');
    const response = await get(t, '/a-page', asMember(member));
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('etag')).toBeNull();
    expect(seen).toHaveLength(1);
  });

  it('keep nothing that sets a cookie, says how to keep it, or is not a 200', async () => {
    for (const path of ['/sets-cookie', '/private', '/missing']) {
      const first = await get(t, path);
      await get(t, path);
      expect(first.headers.get('etag')).toBeNull();
      expect(first.headers.get('content-security-policy')).not.toContain('nonce-');
    }
    expect(seen).toHaveLength(6);
    expect((await get(t, '/sets-cookie')).headers.get('cache-control')).toBe('private, no-cache');
    expect((await get(t, '/private')).headers.get('cache-control')).toBe('private, no-store');
  });

  it('follow an edit made in another process: new data version, new page, new ETag', async () => {
    const before = await get(t, '/edited');
    const etag = before.headers.get('etag') ?? '';
    const version = t.deps.dataVersion.current();
    const [card] = await other.database.db
      .select({ name: cards.name })
      .from(cards)
      .where(eq(cards.slug, 'american-express-cobalt-card'));
    try {
      await other.database.db
        .update(cards)
        .set({ name: 'Cobalt, renamed' })
        .where(eq(cards.slug, 'american-express-cobalt-card'));
      // What each process's poll does every DATA_VERSION_POLL_MS.
      expect(await t.deps.dataVersion.check()).toBeGreaterThan(version);
      const after = await get(t, '/edited', { 'if-none-match': etag });
      expect(after.status).toBe(200);
      expect(after.headers.get('etag')).not.toBe(etag);
      expect(await after.text()).toContain('<h1>Cobalt, renamed</h1>');
    } finally {
      await other.database.db
        .update(cards)
        .set({ name: card?.name ?? '' })
        .where(eq(cards.slug, 'american-express-cobalt-card'));
      await t.deps.dataVersion.check();
    }
  });
});
