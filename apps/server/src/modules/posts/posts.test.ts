import { isListedCard } from '@cardgenius/core/catalogue';
import { AuthorList, AuthorPage, GlobalResponse, LatestPosts, Post, PostList } from '@cardgenius/core/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readDataVersion } from '../../db/data-version';
import { posts } from '../../db/schema';
import { createTestApp } from '../../test/test-app';
import { forgetSiteContent } from '../content/site-content-cache';
import { insertPost, seedFixturePublication } from './post-fixtures';
import { getPost, listAuthors, listPosts } from './posts.service';

const t = await createTestApp();
afterAll(() => t.close());
beforeAll(() => seedFixturePublication(t));

const db = t.database.db;

async function get(path: string) {
  const response = await t.app.request(`/api/v2${path}`);
  return { status: response.status, body: (await response.json()) as unknown };
}
const list = async (query = '') => {
  const { status, body } = await get(`/blog/posts${query}`);
  expect(status).toBe(200);
  return PostList.parse(body);
};
const slugs = (page: PostList) => page.posts.map((post) => post.slug);

describe('the published list', () => {
  it('holds published posts only, newest first, with their authors and reading time', async () => {
    const page = await list();
    expect(slugs(page)).toEqual(['amex-cobalt-review', 'cash-back-guide']);
    expect(page).toMatchObject({ total: 2, page: 1, perPage: 10, totalPages: 1 });
    const [cobalt, guide] = page.posts;
    expect(cobalt).toMatchObject({
      route: '/blog/amex-cobalt-review',
      status: 'published',
      categories: ['credit-card-reviews', 'reviews'],
      featuredImage: { url: '/images/posts/cobalt.jpg', alt: 'The Cobalt card on a kitchen table' },
      authors: [{ slug: 'editorial-team', name: 'Editorial Team', authorPage: '/credit-card-authors/editorial-team' }],
      publishedAt: '2026-10-01T13:00:00.000Z',
      sortDate: '2026-10-01T13:00:00.000Z',
      readingMinutes: 1,
      commentCount: 0,
      cardSlugs: ['american-express-cobalt-card'],
    });
    expect(guide?.authors.map((author) => author.slug)).toEqual(['data-desk', 'editorial-team']);
  });

  it('sorts by last modification, by comment count (none yet: by date) and oldest first', async () => {
    expect(slugs(await list('?orderby=modified'))).toEqual(['cash-back-guide', 'amex-cobalt-review']);
    expect(slugs(await list('?orderby=comment_count'))).toEqual(['amex-cobalt-review', 'cash-back-guide']);
    expect(slugs(await list('?order=asc'))).toEqual(['cash-back-guide', 'amex-cobalt-review']);
  });

  it('filters by category, tag, author and slug', async () => {
    expect(slugs(await list('?category_name=credit-cards-101'))).toEqual(['cash-back-guide']);
    expect(slugs(await list('?tag=amex'))).toEqual(['amex-cobalt-review']);
    expect(slugs(await list('?author_name=data-desk'))).toEqual(['cash-back-guide']);
    expect(slugs(await list('?slug=cash-back-guide'))).toEqual(['cash-back-guide']);
    expect(slugs(await list('?category_name=study'))).toEqual([]);
  });

  it('refuses a filter that is not one, naming it', async () => {
    const { status, body } = await get('/blog/posts?category_name=recipes&per_page=500');
    expect(status).toBe(400);
    expect(Object.keys((body as { error: { fields: object } }).error.fields)).toEqual(
      expect.arrayContaining(['query.category_name', 'query.per_page']),
    );
  });

  it('answers the three newest for the home page', async () => {
    const made = [
      await insertPost(t, { slug: 'latest-one', publishedAt: new Date('2026-11-20T12:00:00Z') }),
      await insertPost(t, { slug: 'latest-two', publishedAt: new Date('2026-11-21T12:00:00Z') }),
    ];
    const { body } = await get('/blog/latest-posts');
    expect(LatestPosts.parse(body).posts.map((post) => post.slug)).toEqual([
      'latest-two',
      'latest-one',
      'amex-cobalt-review',
    ]);
    for (const { id } of made) await db.delete(posts).where(eq(posts.id, id));
  });
});

describe('drafts and scheduled posts', () => {
  it('keeps a draft out of every public call', async () => {
    expect(slugs(await list('?slug=interest-rate-study'))).toEqual([]);
    expect(slugs(await list('?search=interest%20rates'))).toEqual([]);
    expect(slugs(await list('?author_name=data-desk'))).not.toContain('interest-rate-study');
    expect((await get('/blog/posts/interest-rate-study')).status).toBe(404);
    const { body } = await get('/blog/authors/data-desk');
    expect(AuthorPage.parse(body).author.postCount).toBe(1);
  });

  it('shows a scheduled post from its time on, not before', async () => {
    const before = new Date('2029-12-31T23:59:59Z');
    const after = new Date('2030-01-01T14:00:01Z');
    expect(slugs(await listPosts({ db, query: {}, now: before }))).not.toContain('welcome-offers-2030');
    expect((await get('/blog/posts/welcome-offers-2030')).status).toBe(404);

    const later = await listPosts({ db, query: {}, now: after });
    expect(slugs(later)[0]).toBe('welcome-offers-2030');
    expect(later.posts[0]?.status).toBe('published');
    const render = async () => ({ blocks: [], headings: [], cardSlugs: [], dataAsOf: null });
    await expect(getPost({ db, slug: 'welcome-offers-2030', render, now: before })).rejects.toMatchObject({
      status: 404,
    });
    expect((await getPost({ db, slug: 'welcome-offers-2030', render, now: after })).status).toBe('published');
    const team = (await listAuthors({ db, figures: { cardCount: 1, dataPoints: 1, subscribers: 1 }, now: after }))
      .authors;
    expect(team.find((author) => author.slug === 'editorial-team')?.postCount).toBe(3);
  });
});

describe('one post', () => {
  it('answers the body rendered: the card’s live figures, its box, the table of contents', async () => {
    const { status, body } = await get('/blog/posts/amex-cobalt-review');
    expect(status).toBe(200);
    const post = Post.parse(body);
    const html = post.blocks.flatMap((block) => (block.kind === 'html' ? [block.html] : [])).join('\n');
    expect(html).toContain('The American Express Cobalt Card costs $191.88 a year.');
    expect(html).toContain(
      'Groceries earn 5 Membership Rewards points per dollar on the first $30,000 a year, then 1.',
    );
    expect(html).toContain('Purchases are charged 21.99%; figures as of February 2026.');
    expect(post.blocks[1]).toEqual({ kind: 'card', slug: 'american-express-cobalt-card' });
    expect(post.headings).toEqual([
      { id: 'earning-on-groceries', text: 'Earning on groceries', level: 2 },
      { id: 'fees-and-rates', text: 'Fees and rates', level: 2 },
    ]);
    expect(post.dataAsOf).toBe('2026-02-13');
    expect(post.readingMinutes).toBe(1);
  });

  it('says a figure the issuer does not publish is not published, never zero', async () => {
    await insertPost(t, {
      slug: 'unpublished-figures',
      body: 'Its fee is {{card:td-us-dollar-visa-card.annualFee}} and its rate {{card:td-us-dollar-visa-card.purchaseRate}}.',
      tags: ['figures'],
    });
    const post = Post.parse((await get('/blog/posts/unpublished-figures')).body);
    expect(post.blocks).toEqual([
      {
        kind: 'html',
        html: '<p>Its fee is not published by the issuer and its rate not published by the issuer.</p>',
      },
    ]);
    await db.delete(posts).where(eq(posts.slug, 'unpublished-figures'));
  });

  it('lists up to three related posts, those sharing most first', async () => {
    const cobalt = 'american-express-cobalt-card';
    await insertPost(t, { slug: 'rel-card-and-category', categories: ['reviews'], cardSlugs: [cobalt], tags: ['rel'] });
    await insertPost(t, { slug: 'rel-card', categories: ['study'], cardSlugs: [cobalt], tags: ['rel'] });
    await insertPost(t, { slug: 'rel-category', categories: ['reviews'], tags: ['rel'] });
    await insertPost(t, {
      slug: 'rel-category-older',
      categories: ['credit-card-reviews'],
      tags: ['rel'],
      publishedAt: new Date('2025-01-01T00:00:00Z'),
    });
    await insertPost(t, { slug: 'rel-draft', status: 'draft', categories: ['reviews'], cardSlugs: [cobalt] });
    const post = Post.parse((await get('/blog/posts/amex-cobalt-review')).body);
    expect(post.related.map((related) => related.slug)).toEqual(['rel-card-and-category', 'rel-card', 'rel-category']);
    await db.delete(posts).where(eq(posts.slug, 'rel-draft'));
    for (const slug of ['rel-card-and-category', 'rel-card', 'rel-category', 'rel-category-older']) {
      await db.delete(posts).where(eq(posts.slug, slug));
    }
  });

  it('still answers an archived post, marked archived, which no list shows', async () => {
    const { id } = await insertPost(t, { slug: 'old-news', status: 'archived', tags: ['archive'] });
    const { status, body } = await get('/blog/posts/old-news');
    expect(status).toBe(200);
    expect(Post.parse(body).status).toBe('archived');
    expect(slugs(await list('?tag=archive'))).toEqual([]);
    await db.delete(posts).where(eq(posts.id, id));
  });

  it('answers 404 for an unknown post and 400 for an address that cannot be one', async () => {
    expect((await get('/blog/posts/no-such-post')).status).toBe(404);
    expect((await get('/blog/posts/Not_A_Slug')).status).toBe(400);
  });
});

describe('authors', () => {
  it('lists the team with their published post counts and live figures in their biographies', async () => {
    const response = await t.app.request('/api/v2/misc/get-authors', { method: 'POST' });
    expect(response.status).toBe(200);
    const { authors } = AuthorList.parse(await response.json());
    const cardCount = (await t.deps.catalogue.get()).cards.filter(isListedCard).length;
    expect(authors.map((author) => [author.slug, author.postCount])).toEqual([
      ['data-desk', 1],
      ['editorial-team', 2],
    ]);
    expect(authors[1]?.bio).toBe(
      `Our editors compare ${cardCount} Canadian cards on 126 data points each, for 0 newsletter readers.`,
    );
    expect(authors[0]).toMatchObject({ linkedIn: 'https://www.linkedin.com/company/example', education: 'Statistics' });
  });

  it('answers one author with a page of their posts, and 404 for an unknown one', async () => {
    const page = AuthorPage.parse((await get('/blog/authors/editorial-team')).body);
    expect(page.author.name).toBe('Editorial Team');
    expect(page.posts.posts.map((post) => post.slug)).toEqual(['amex-cobalt-review', 'cash-back-guide']);
    expect((await get('/blog/authors/nobody')).status).toBe(404);
  });
});

describe('search', () => {
  it('ranks title matches above body matches, and takes web-search syntax', async () => {
    await insertPost(t, {
      slug: 'lounge-in-body',
      title: 'Travel perks explained',
      body: 'An airport lounge visit is one of the perks.',
      tags: ['search'],
      publishedAt: new Date('2026-08-01T00:00:00Z'),
    });
    await insertPost(t, {
      slug: 'lounge-in-title',
      title: 'Airport lounge access with a credit card',
      body: 'Cards that include visits.',
      tags: ['search'],
      publishedAt: new Date('2026-01-01T00:00:00Z'),
    });
    expect(slugs(await list('?tag=search&search=airport%20lounges'))).toEqual(['lounge-in-title', 'lounge-in-body']);
    expect(slugs(await list('?tag=search&search=lounge%20-perks'))).toEqual(['lounge-in-title']);
    expect(slugs(await list('?tag=search&search=%22lounge%20visit%22'))).toEqual(['lounge-in-body']);
    // An explicit sort wins over the rank.
    expect(slugs(await list('?tag=search&search=lounge&orderby=date'))).toEqual(['lounge-in-body', 'lounge-in-title']);
  });

  it('answers an empty list for stop words or punctuation, never an error', async () => {
    expect(slugs(await list('?search=the'))).toEqual([]);
    expect((await list(`?search=${encodeURIComponent('"\'&|!():*<>\\ -')}`)).total).toBe(0);
  });
});

describe('pages of posts', () => {
  it('answers the page asked for with the totals', async () => {
    for (let day = 1; day <= 12; day++) {
      await insertPost(t, {
        slug: `paged-${day}`,
        tags: ['paging'],
        publishedAt: new Date(`2026-07-${String(day).padStart(2, '0')}T12:00:00Z`),
      });
    }
    const third = await list('?tag=paging&per_page=5&page=3');
    expect(third).toMatchObject({ total: 12, page: 3, perPage: 5, totalPages: 3 });
    expect(slugs(third)).toEqual(['paged-2', 'paged-1']);
    expect(slugs(await list('?tag=paging&per_page=5'))).toEqual([
      'paged-12',
      'paged-11',
      'paged-10',
      'paged-9',
      'paged-8',
    ]);
    expect((await list('?tag=paging&per_page=5&page=9')).posts).toEqual([]);
  });
});

describe('what the rest of the site reads', () => {
  it('counts published posts as the global stats’ articles', async () => {
    forgetSiteContent(db);
    const global = GlobalResponse.parse((await get('/global')).body);
    expect(global.stats.qualityArticles).toBe((await list('?per_page=1')).total);
  });

  it('raises the data version when a post or an author changes, so every process drops its pages', async () => {
    const before = await readDataVersion(db);
    const { id } = await insertPost(t, { slug: 'version-raiser' });
    expect(await readDataVersion(db)).toBeGreaterThan(before);
    await db.delete(posts).where(eq(posts.id, id));
  });
});
