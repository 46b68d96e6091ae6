import type { Endpoint, PostListQuery } from '@cardgenius/core/contract';
import type { AppLoadContext } from 'react-router';
import { describe, expect, it } from 'vitest';
import { listFixture, summaryFixture } from '../features/blog/blog-fixtures';
import type { Route } from './+types/sitemap';
import { loader } from './sitemap';

describe('sitemap.xml', () => {
  it('lists the blog’s pages, every author and every published post, asking 100 at a time', async () => {
    const asked: PostListQuery[] = [];
    const empty = {
      cards: [],
      categories: [],
      issuers: [],
      networks: [],
      offers: [],
      authors: [{ authorPage: '/credit-card-authors/editorial-team' }],
    };
    const context = {
      site: { siteUrl: 'https://cards.example' },
      api: {
        call: async (endpoint: Endpoint, input?: { query: PostListQuery }) => {
          if (endpoint.id !== 'listPosts') return empty;
          asked.push(input?.query ?? {});
          const page = input?.query.page ?? 1;
          const post = summaryFixture({ slug: `post-${page}`, modifiedAt: `2026-11-0${page}T12:00:00.000Z` });
          return { ...listFixture([post], { page, total: 101 }), perPage: 100, totalPages: 2 };
        },
      },
    } as unknown as AppLoadContext;
    const xml = await (await loader({ context } as unknown as Route.LoaderArgs)).text();
    expect(asked).toEqual([
      { page: 1, per_page: 100, orderby: 'date' },
      { page: 2, per_page: 100, orderby: 'date' },
    ]);
    for (const page of ['/blog', '/news', '/blog/credit-cards-101', '/credit-card-authors']) {
      expect(xml).toContain(`<url><loc>https://cards.example${page}</loc></url>`);
    }
    expect(xml).toContain('<url><loc>https://cards.example/credit-card-authors/editorial-team</loc></url>');
    expect(xml).toContain('<url><loc>https://cards.example/blog/post-1</loc><lastmod>2026-11-01</lastmod></url>');
    expect(xml).toContain('<url><loc>https://cards.example/blog/post-2</loc><lastmod>2026-11-02</lastmod></url>');
  });
});
