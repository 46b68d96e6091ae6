import type { Author, Post, PostList, PostSummary } from '@cardgenius/core/contract';

/** Posts and authors shaped exactly as the content API answers, for the blog's tests. */

export const EDITORS = {
  slug: 'editorial-team',
  name: 'CardGenius Editors',
  title: 'Guides and news',
  avatarUrl: null,
  authorPage: '/credit-card-authors/editorial-team',
} as const satisfies Post['authors'][number];

export const RESEARCH = {
  slug: 'research-team',
  name: 'CardGenius Research Team',
  title: 'Card data and ratings',
  avatarUrl: null,
  authorPage: '/credit-card-authors/research-team',
} as const satisfies Post['authors'][number];

export function summaryFixture(overrides: Partial<PostSummary> = {}): PostSummary {
  const slug = overrides.slug ?? 'best-travel-cards-2026';
  return {
    id: '0b6f3c1e-2f9a-4c55-9a49-5a0d3f3f0c11',
    slug,
    title: 'The best travel credit cards in Canada for 2026',
    excerpt: 'Which travel cards return the most for a typical Canadian household, and which perks are worth a fee.',
    route: `/blog/${slug}`,
    featuredImage: null,
    categories: ['best-credit-cards'],
    tags: ['travel', 'aeroplan'],
    authors: [EDITORS],
    status: 'published',
    publishedAt: '2026-11-03T14:00:00.000Z',
    modifiedAt: '2026-11-20T15:30:00.000Z',
    sortDate: '2026-11-03T14:00:00.000Z',
    readingMinutes: 7,
    commentCount: 4,
    cardSlugs: ['american-express-cobalt-card', 'td-aeroplan-visa-infinite-card'],
    ...overrides,
  };
}

export function postFixture(overrides: Partial<Post> = {}): Post {
  return {
    ...summaryFixture(overrides),
    blocks: [
      {
        kind: 'html',
        html: '<p>Travel cards earn points you redeem for flights and hotels. Here is how they compare.</p><h2 id="how-we-picked">How we picked</h2><p>We ranked every card for <a href="/methodology">our method</a>.</p><h3 id="what-counts">What counts</h3><ul><li>Earn rates</li><li>Fees</li></ul>',
      },
      { kind: 'card', slug: 'american-express-cobalt-card' },
      {
        kind: 'html',
        html: '<h2 id="compared">The cards compared</h2><table><thead><tr><th>Card</th><th>Annual fee</th></tr></thead><tbody><tr><td>Cobalt</td><td>$191.88</td></tr></tbody></table><blockquote><p>Points are worth what you redeem them for.</p></blockquote><pre><code>1 point = 1 cent</code></pre>',
      },
      { kind: 'card', slug: 'td-aeroplan-visa-infinite-card' },
      { kind: 'card', slug: 'american-express-cobalt-card' },
    ],
    headings: [
      { id: 'how-we-picked', text: 'How we picked', level: 2 },
      { id: 'what-counts', text: 'What counts', level: 3 },
      { id: 'compared', text: 'The cards compared', level: 2 },
    ],
    related: [
      summaryFixture({
        id: '6c1a2f3e-5d4b-4a6c-8e7f-9a0b1c2d3e4f',
        slug: 'how-credit-card-interest-works',
        title: 'How credit card interest works in Canada',
        categories: ['credit-cards-101'],
      }),
    ],
    dataAsOf: '2026-11-01',
    comments: [],
    commentsOpen: true,
    ...overrides,
  };
}

export function listFixture(posts: PostSummary[], page = { page: 1, total: posts.length }): PostList {
  return {
    posts,
    total: page.total,
    page: page.page,
    perPage: 10,
    totalPages: Math.ceil(page.total / 10),
  };
}

export function authorFixture(overrides: Partial<Author> = {}): Author {
  return {
    ...EDITORS,
    bio: 'Write and review the guides and news on this site, and check each figure against our card data and the issuers’ published terms.',
    education: null,
    expertise: ['Rewards programs', 'Travel insurance'],
    twitter: null,
    linkedIn: null,
    postCount: 12,
    ...overrides,
  };
}
