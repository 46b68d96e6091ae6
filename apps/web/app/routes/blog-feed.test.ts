import type { Endpoint, PostListQuery } from '@cardgenius/core/contract';
import type { AppLoadContext } from 'react-router';
import { describe, expect, it } from 'vitest';
import { listFixture, summaryFixture } from '../features/blog/blog-fixtures';
import type { Route } from './+types/blog-feed';
import { loader } from './blog-feed';

const SITE = { brandName: 'CardGenius', siteUrl: 'https://cards.example', isProduction: true };

function fakeContext(posts = [summaryFixture()]) {
  const calls: Array<{ id: string; query: PostListQuery | undefined }> = [];
  const context = {
    site: SITE,
    api: {
      call: async (endpoint: Endpoint, input?: { query: PostListQuery }) => {
        calls.push({ id: endpoint.id, query: input?.query });
        return listFixture(posts);
      },
    },
  } as unknown as AppLoadContext;
  return { context, calls };
}

const load = (context: AppLoadContext, path: string) =>
  loader({ context, params: {}, request: new Request(`https://cards.example${path}`) } as unknown as Route.LoaderArgs);

describe('the feeds', () => {
  it('ask for the 20 newest published posts in one call, of the feed’s category', async () => {
    const { context, calls } = fakeContext();
    for (const path of [
      '/blog/feed.xml',
      '/news/feed.xml',
      '/blog/credit-card-news/feed.xml',
      '/blog/study/feed.xml',
    ]) {
      await load(context, path);
    }
    expect(calls).toEqual([
      { id: 'listPosts', query: { page: 1, per_page: 20, orderby: 'date' } },
      { id: 'listPosts', query: { page: 1, per_page: 20, orderby: 'date', category_name: 'credit-card-news' } },
      { id: 'listPosts', query: { page: 1, per_page: 20, orderby: 'date', category_name: 'credit-card-news' } },
      { id: 'listPosts', query: { page: 1, per_page: 20, orderby: 'date', category_name: 'study' } },
    ]);
  });

  it('answer RSS, and leave how to keep it to the server’s shared pages', async () => {
    const response = await load(fakeContext().context, '/blog/feed.xml');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/rss+xml; charset=utf-8');
    expect(response.headers.get('cache-control')).toBeNull();
    const xml = await response.text();
    expect(xml).toContain('<rss version="2.0"');
    expect(xml).toContain('<link>https://cards.example/blog/best-travel-cards-2026</link>');
    expect(xml).toContain('<atom:link href="https://cards.example/blog/feed.xml" rel="self"');
  });

  it('name themselves at the address they were asked at', async () => {
    const { context } = fakeContext([]);
    const news = await (await load(context, '/blog/credit-card-news/feed.xml/')).text();
    expect(news).toContain('<atom:link href="https://cards.example/blog/credit-card-news/feed.xml" rel="self"');
    expect(news).toContain('<link>https://cards.example/news</link>');
  });

  it('hold only published posts, even were the list to hold others', async () => {
    const { context } = fakeContext([
      summaryFixture({ slug: 'live' }),
      summaryFixture({ slug: 'not-yet', status: 'scheduled', publishedAt: '2030-01-01T14:00:00.000Z' }),
      summaryFixture({ slug: 'unwritten', status: 'draft', publishedAt: null }),
      summaryFixture({ slug: 'gone', status: 'archived' }),
    ]);
    const xml = await (await load(context, '/blog/feed.xml')).text();
    expect(xml.match(/<item>/g)).toHaveLength(1);
    for (const slug of ['not-yet', 'unwritten', 'gone']) expect(xml).not.toContain(`/blog/${slug}`);
  });

  it('are not found at an address that is no feed', async () => {
    const { context, calls } = fakeContext();
    await expect(load(context, '/blog/recipes/feed.xml')).rejects.toMatchObject({ init: { status: 404 } });
    expect(calls).toEqual([]);
  });
});
