import { CmsAuthorPage, CmsPostPage, ErrorResponse, PostList } from '@cardgenius/core/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { posts } from '../../db/schema';
import { createTestApp } from '../../test/test-app';
import { insertPost, seedFixturePublication } from './post-fixtures';

const t = await createTestApp();
afterAll(() => t.close());
beforeAll(async () => {
  await seedFixturePublication(t);
  // An archived post, which no list shows.
  await insertPost(t, { slug: 'old-news', status: 'archived', tags: ['archive'] });
});

const readMany = async (entity: string, query = '', headers: Record<string, string> = {}) => {
  const response = await t.app.request(`/api/v2/weycms/${entity}/read-many${query}`, { headers });
  return { status: response.status, body: (await response.json()) as unknown };
};
const post = async (path: string, body: unknown, headers: Record<string, string> = {}) => {
  const response = await t.postJson(`/api/v2/weycms/${path}`, body, headers);
  return { status: response.status, body: (await response.json()) as unknown };
};
const blogPage = (answer: { status: number; body: unknown }) => {
  expect(answer.status).toBe(200);
  return CmsPostPage.parse(answer.body);
};
const authorPage = (answer: { status: number; body: unknown }) => {
  expect(answer.status).toBe(200);
  return CmsAuthorPage.parse(answer.body);
};
const slugs = (page: { items: Array<{ slug: string }> }) => page.items.map((item) => item.slug);
const fieldsOf = (body: unknown) => Object.keys(ErrorResponse.parse(body).error.fields ?? {});

describe('blog read-many', () => {
  it('answers the published posts as the blog lists them, in the same shapes', async () => {
    const page = blogPage(await readMany('blog'));
    expect(page).toMatchObject({ total: 2, page: 1, perPage: 10 });
    expect(slugs(page)).toEqual(['amex-cobalt-review', 'cash-back-guide']);
    const listed = PostList.parse(await (await t.app.request('/api/v2/blog/posts')).json());
    expect(page.items).toEqual(listed.posts);
  });

  it('never answers drafts, posts scheduled for later or archived posts, by GET, POST or search', async () => {
    const hidden = ['interest-rate-study', 'welcome-offers-2030', 'old-news'];
    const answers = [
      blogPage(await readMany('blog', '?perPage=100')),
      blogPage(await post('blog/read-many', { perPage: 100 })),
      blogPage(await post('blog/search', { query: 'interest rates' })),
      blogPage(await post('blog/search', { query: 'welcome offers' })),
      blogPage(await post('blog/search', { query: 'old OR news OR test' })),
    ];
    for (const answer of answers) for (const slug of hidden) expect(slugs(answer)).not.toContain(slug);
  });

  it('pages and sorts, by query string or body alike', async () => {
    const made = [];
    for (let day = 1; day <= 5; day++) {
      made.push(
        await insertPost(t, {
          slug: `cms-paged-${day}`,
          publishedAt: new Date(`2026-05-0${day}T12:00:00Z`),
          modifiedAt: new Date(`2026-11-2${day}T12:00:00Z`),
        }),
      );
    }
    try {
      const second = blogPage(await readMany('blog', '?page=2&perPage=3'));
      expect(second).toMatchObject({ total: 7, page: 2, perPage: 3 });
      expect(slugs(second)).toEqual(['cms-paged-4', 'cms-paged-3', 'cms-paged-2']);
      expect(blogPage(await post('blog/read-many', { page: 2, perPage: 3 }))).toEqual(second);

      expect(slugs(blogPage(await readMany('blog', '?perPage=2&sort=sortDate')))).toEqual([
        'cms-paged-1',
        'cms-paged-2',
      ]);
      expect(slugs(blogPage(await post('blog/read-many', { perPage: 2, sort: '-modified' })))).toEqual([
        'cms-paged-5',
        'cms-paged-4',
      ]);
      expect(slugs(blogPage(await post('blog/read-many', { perPage: 1, sort: 'modified' })))).toEqual([
        'amex-cobalt-review',
      ]);
      expect(blogPage(await readMany('blog', '?page=9')).items).toEqual([]);
    } finally {
      for (const { id } of made) await t.database.db.delete(posts).where(eq(posts.id, id));
    }
  });

  it('refuses a page size over 100, an unknown sort or parameter, naming each', async () => {
    const query = await readMany('blog', '?perPage=101&sort=title&page=0&colour=red');
    expect(query.status).toBe(400);
    expect(fieldsOf(query.body)).toEqual(
      expect.arrayContaining(['query.perPage', 'query.sort', 'query.page', 'query']),
    );
    const body = await post('blog/read-many', { perPage: 0, page: 1.5 });
    expect(body.status).toBe(400);
    expect(ErrorResponse.parse(body.body).error.fields).toEqual({
      perPage: 'Ask for 1 to 100 items a page.',
      page: 'The page is a whole number from 1.',
    });
    expect((await post('blog/read-many', { perPage: '20' })).status).toBe(400);
  });
});

describe('blog search', () => {
  it('finds posts by full-text search, best matches first unless sorted', async () => {
    const made = [
      await insertPost(t, {
        slug: 'cms-lounge-body',
        title: 'Travel perks explained',
        body: 'An airport lounge visit is one of the perks.',
        publishedAt: new Date('2026-08-01T00:00:00Z'),
      }),
      await insertPost(t, {
        slug: 'cms-lounge-title',
        title: 'Airport lounge access with a credit card',
        body: 'Cards that include visits.',
        publishedAt: new Date('2026-01-01T00:00:00Z'),
      }),
    ];
    try {
      const found = blogPage(await post('blog/search', { query: 'airport lounges' }));
      expect(slugs(found)).toEqual(['cms-lounge-title', 'cms-lounge-body']);
      expect(found.total).toBe(2);
      expect(slugs(blogPage(await post('blog/search', { query: 'lounge -perks' })))).toEqual(['cms-lounge-title']);
      expect(slugs(blogPage(await post('blog/search', { query: 'lounge', sort: '-sortDate' })))).toEqual([
        'cms-lounge-body',
        'cms-lounge-title',
      ]);
      expect(blogPage(await post('blog/search', { query: '"\'&|!():*<>\\ -' })).total).toBe(0);
    } finally {
      for (const { id } of made) await t.database.db.delete(posts).where(eq(posts.id, id));
    }
  });

  it('asks for the words to search for', async () => {
    for (const body of [{}, { query: '   ' }, { query: 'x'.repeat(201) }]) {
      const answer = await post('blog/search', body);
      expect(answer.status).toBe(400);
      expect(fieldsOf(answer.body)).toEqual(['query']);
    }
  });
});

describe('authors', () => {
  it('reads the authors a page at a time with their published post counts, sorted as asked', async () => {
    const byName = authorPage(await readMany('authors'));
    expect(byName).toMatchObject({ total: 2, page: 1, perPage: 10 });
    expect(byName.items.map((author) => [author.slug, author.postCount])).toEqual([
      ['data-desk', 1],
      ['editorial-team', 2],
    ]);
    expect(slugs(authorPage(await readMany('authors', '?sort=-name')))).toEqual(['editorial-team', 'data-desk']);
    expect(slugs(authorPage(await post('authors/read-many', { sort: '-postCount', perPage: 1 })))).toEqual([
      'editorial-team',
    ]);
    const second = authorPage(await post('authors/read-many', { page: 2, perPage: 1 }));
    expect(second).toMatchObject({ total: 2, page: 2, perPage: 1 });
    expect(slugs(second)).toEqual(['editorial-team']);
  });

  it('searches names, roles, expertise and biographies', async () => {
    expect(slugs(authorPage(await post('authors/search', { query: 'issuers figures' })))).toEqual(['data-desk']);
    expect(slugs(authorPage(await post('authors/search', { query: 'editors' })))).toEqual(['editorial-team']);
    expect(slugs(authorPage(await post('authors/search', { query: 'team', sort: '-name' })))).toEqual([
      'editorial-team',
      'data-desk',
    ]);
    expect(authorPage(await post('authors/search', { query: 'recipes' }))).toEqual({
      items: [],
      total: 0,
      page: 1,
      perPage: 10,
    });
  });
});

describe('entities that are not public', () => {
  it.each(['drafts', 'users', 'comments', 'posts', 'Blog'])('%s answers 404 to every call', async (entity) => {
    const answers = [
      await readMany(entity),
      await post(`${entity}/read-many`, {}),
      await post(`${entity}/search`, { query: 'card' }),
      await post(`${entity}/read-many`, { perPage: 1000, anything: true }),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(404);
      expect(ErrorResponse.parse(answer.body).error.code).toBe('NOT_FOUND');
    }
  });
});

describe('the requestingpath header', () => {
  it('is taken when it names a page and changes nothing in the answer', async () => {
    const plain = blogPage(await readMany('blog'));
    expect(blogPage(await readMany('blog', '', { requestingpath: '/blog/credit-cards-101' }))).toEqual(plain);
    const found = authorPage(
      await post('authors/search', { query: 'desk' }, { requestingpath: '/credit-card-authors' }),
    );
    expect(slugs(found)).toEqual(['data-desk']);
  });

  it('is refused, named, when it is not a path on this site', async () => {
    for (const value of ['blog', 'https://elsewhere.example/', '//elsewhere.example/x', `/${'a'.repeat(2000)}`]) {
      const answer = await post('blog/read-many', {}, { requestingpath: value });
      expect(answer.status, value).toBe(400);
      expect(fieldsOf(answer.body)).toEqual(['headers.requestingpath']);
    }
  });
});
