import type { Endpoint, PostListQuery } from '@cardgenius/core/contract';
import type { AppLoadContext, MetaDescriptor } from 'react-router';
import { describe, expect, it } from 'vitest';
import { listFixture, summaryFixture } from '../features/blog/blog-fixtures';
import type { Route } from './+types/blog';
import { loader, meta } from './blog';

const SITE = { brandName: 'CardGenius', siteUrl: 'https://cards.example', isProduction: false };

function fakeContext(total = 23) {
  const queries: PostListQuery[] = [];
  const context = {
    site: SITE,
    api: {
      call: async (endpoint: Endpoint, input: { query: PostListQuery }) => {
        expect(endpoint.id).toBe('listPosts');
        queries.push(input.query);
        const page = input.query.page ?? 1;
        return listFixture([summaryFixture()], { page, total });
      },
    },
  } as unknown as AppLoadContext;
  return { context, queries };
}

const load = (context: AppLoadContext, url: string) =>
  loader({ context, params: {}, request: new Request(`https://cards.example${url}`) } as unknown as Route.LoaderArgs);

async function thrown(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    if (error instanceof Response) return { status: error.status, location: error.headers.get('Location') };
    return { status: (error as { init?: { status?: number } }).init?.status };
  }
  throw new Error('the loader did not throw');
}

const metaFor = (pathname: string, loaderData: Awaited<ReturnType<typeof loader>>) =>
  meta({
    location: { pathname },
    loaderData,
    matches: [{ id: 'root', loaderData: { site: SITE } }],
  } as unknown as Route.MetaArgs) as MetaDescriptor[];

const titleOf = (tags: MetaDescriptor[]) => (tags.find((tag) => 'title' in tag) as { title: string }).title;
const canonicalOf = (tags: MetaDescriptor[]) =>
  (tags.find((tag) => 'rel' in tag && tag.rel === 'canonical') as { href: string }).href;

describe('the blog’s lists', () => {
  it('ask for 10 posts of the page, in the chosen order, of the page’s category', async () => {
    const { context, queries } = fakeContext();
    await load(context, '/blog');
    await load(context, '/news?orderby=comment_count&page=2');
    await load(context, '/blog/credit-cards-101?orderby=modified');
    await load(context, '/blog?category=study');
    expect(queries).toEqual([
      { page: 1, per_page: 10, orderby: 'date' },
      { page: 2, per_page: 10, orderby: 'comment_count', category_name: 'credit-card-news' },
      { page: 1, per_page: 10, orderby: 'modified', category_name: 'credit-cards-101' },
      { page: 1, per_page: 10, orderby: 'date', category_name: 'study' },
    ]);
  });

  it('send a category with a page of its own there, so a list has one address', async () => {
    const { context, queries } = fakeContext();
    expect(await thrown(load(context, '/blog?category=credit-card-news&orderby=modified&page=2'))).toEqual({
      status: 301,
      location: '/news?orderby=modified&page=2',
    });
    expect(queries).toEqual([]);
  });

  it('are a 404 past their last page and for values the blog does not have', async () => {
    const { context } = fakeContext(23);
    expect(await thrown(load(context, '/blog?page=4'))).toEqual({ status: 404 });
    expect(await thrown(load(context, '/blog?orderby=title'))).toEqual({ status: 404 });
    expect(await thrown(load(context, '/blog?category=gossip'))).toEqual({ status: 404 });
    // An empty category still has its first page.
    expect(await load(fakeContext(0).context, '/blog/best-credit-cards')).toMatchObject({ list: { total: 0 } });
  });

  it('are titled with the brand as suffix, page numbers past the first, one canonical address each', async () => {
    const { context } = fakeContext();
    const blog = metaFor('/blog', await load(context, '/blog?orderby=comment_count'));
    expect(titleOf(blog)).toBe('Credit card blog: news, reviews and guides | CardGenius');
    expect(canonicalOf(blog)).toBe('https://cards.example/blog');

    const news = metaFor('/blog/credit-card-news', await load(context, '/blog/credit-card-news?page=2'));
    expect(titleOf(news)).toBe('Credit card news (page 2) | CardGenius');
    expect(canonicalOf(news)).toBe('https://cards.example/news?page=2');

    const guides = metaFor('/blog/credit-cards-101', await load(context, '/blog/credit-cards-101'));
    expect(titleOf(guides)).toBe('Credit cards 101: guides for every cardholder | CardGenius');

    const study = metaFor('/blog', await load(context, '/blog?category=study&page=3'));
    expect(titleOf(study)).toBe('Studies (page 3) | CardGenius');
    expect(canonicalOf(study)).toBe('https://cards.example/blog?category=study&page=3');
  });

  it('announce their RSS feed: the blog’s, or their category’s', async () => {
    const { context } = fakeContext();
    const feedOf = (tags: MetaDescriptor[]) =>
      tags.filter((tag) => 'rel' in tag && tag.rel === 'alternate' && tag.type === 'application/rss+xml');
    expect(feedOf(metaFor('/blog', await load(context, '/blog?page=2')))).toEqual([
      {
        tagName: 'link',
        rel: 'alternate',
        type: 'application/rss+xml',
        title: 'The CardGenius blog',
        href: 'https://cards.example/blog/feed.xml',
      },
    ]);
    expect(feedOf(metaFor('/news', await load(context, '/news')))).toMatchObject([
      { title: 'Credit card news from the CardGenius blog', href: 'https://cards.example/news/feed.xml' },
    ]);
    expect(feedOf(metaFor('/blog/credit-cards-101', await load(context, '/blog/credit-cards-101')))).toMatchObject([
      { href: 'https://cards.example/blog/credit-cards-101/feed.xml' },
    ]);
    expect(feedOf(metaFor('/blog', await load(context, '/blog?category=study')))).toMatchObject([
      { title: 'Studies from the CardGenius blog', href: 'https://cards.example/blog/study/feed.xml' },
    ]);
  });
});
