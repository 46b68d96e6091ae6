import { brotliDecompressSync } from 'node:zlib';
import { listPosts, type PostCategory } from '@cardgenius/core/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { posts } from '../db/schema';
import { insertPost, seedFixturePublication } from '../modules/posts/post-fixtures';
import { asMember, signedInMember } from '../test/members';
import { createTestApp } from '../test/test-app';
import type { PageHandler } from './web';

/**
 * The RSS feeds as the server keeps and sends them, with a stand-in for the web app's feed route that
 * answers as it does: one call for the 20 newest published posts, RSS with no Cache-Control of its own.
 */
let renderings = 0;
const handlePage: PageHandler = async (request, context) => {
  const path = new URL(request.url).pathname;
  const category = /^\/blog\/([a-z0-9-]+)\/feed\.xml$/.exec(path)?.[1] as PostCategory | undefined;
  if (path !== '/blog/feed.xml' && !category) return new Response('<p>not found</p>', { status: 404 });
  renderings++;
  const list = await context.api.call(listPosts, {
    query: { page: 1, per_page: 20, orderby: 'date', ...(category ? { category_name: category } : {}) },
  });
  const items = list.posts.map(
    (post) =>
      `<item><title>${post.title}</title><link>${context.site.siteUrl}${post.route}</link><description>${post.excerpt}</description></item>`,
  );
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0"><channel><title>Feed</title><description>${'Canadian credit card news, reviews and guides. '.repeat(20)}</description>${items.join('')}</channel></rss>\n`;
  return new Response(xml, { headers: { 'content-type': 'application/rss+xml; charset=utf-8' } });
};

const t = await createTestApp({ web: { handlePage } });
afterAll(() => t.close());
beforeAll(async () => {
  await seedFixturePublication(t);
  await insertPost(t, { slug: 'old-news', status: 'archived' });
  await t.deps.dataVersion.check();
});

const get = (path: string, headers: Record<string, string> = {}) => t.app.request(path, { headers });

describe('a feed', () => {
  it('is answered as RSS, public, with an ETag, and revalidated with a 304 while no post changes', async () => {
    const first = await get('/blog/feed.xml');
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('application/rss+xml; charset=utf-8');
    expect(first.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=300');
    expect(first.headers.get('vary')).toContain('Cookie');
    const etag = first.headers.get('etag') ?? '';
    expect(etag).toMatch(/^W\/"[\w-]{27}"$/);
    expect(await first.text()).toContain('<rss version="2.0">');

    const rendered = renderings;
    const revalidated = await get('/blog/feed.xml', { 'if-none-match': etag });
    expect(revalidated.status).toBe(304);
    expect(await revalidated.text()).toBe('');
    expect(revalidated.headers.get('etag')).toBe(etag);
    expect(renderings).toBe(rendered);
  });

  it('holds published posts only: never a draft, a post scheduled for later or an archived one', async () => {
    const xml = await (await get('/blog/feed.xml')).text();
    expect(xml).toContain('/blog/amex-cobalt-review</link>');
    expect(xml).toContain('/blog/cash-back-guide</link>');
    for (const slug of ['interest-rate-study', 'welcome-offers-2030', 'old-news']) expect(xml).not.toContain(slug);
    const news = await (await get('/blog/credit-card-news/feed.xml')).text();
    expect(news).not.toContain('<item>');
  });

  it('changes, with a new ETag, once a post is published', async () => {
    const before = await get('/blog/feed.xml');
    const etag = before.headers.get('etag') ?? '';
    const { id } = await insertPost(t, { slug: 'fresh-news', publishedAt: new Date('2026-11-26T12:00:00Z') });
    try {
      // What each process's poll does every DATA_VERSION_POLL_MS.
      await t.deps.dataVersion.check();
      const after = await get('/blog/feed.xml', { 'if-none-match': etag });
      expect(after.status).toBe(200);
      expect(after.headers.get('etag')).not.toBe(etag);
      expect(await after.text()).toContain('/blog/fresh-news</link>');
    } finally {
      await t.database.db.delete(posts).where(eq(posts.id, id));
      await t.deps.dataVersion.check();
    }
  });

  it('is sent compressed from a copy made once, when asked for again', async () => {
    const plain = await (await get('/blog/credit-cards-101/feed.xml')).text();
    const br = await get('/blog/credit-cards-101/feed.xml', { 'accept-encoding': 'br, gzip' });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toContain('Accept-Encoding');
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(plain);
  });

  it("is a member's own when they ask for it signed in: never kept for others", async () => {
    const member = await signedInMember(t, 'feed.reader@example.ca');
    const response = await get('/blog/feed.xml', asMember(member));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/rss+xml; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('etag')).toBeNull();
  });
});
