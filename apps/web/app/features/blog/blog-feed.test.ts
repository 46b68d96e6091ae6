import { POST_CATEGORIES } from '@cardgenius/core/contract';
import { describe, expect, it } from 'vitest';
import { blogFeed, feedCategoryOfPath, feedTitle } from './blog-feed';
import { EDITORS, RESEARCH, summaryFixture } from './blog-fixtures';
import { blogPaths } from './blog-paths';

const SITE = { siteUrl: 'https://cards.example', brandName: 'CardGenius' };

describe('feed addresses', () => {
  it('are the blog’s, each category’s beside its page, and /blog/{category}/feed.xml for the others', () => {
    expect(blogPaths.feed()).toBe('/blog/feed.xml');
    expect(blogPaths.feed('credit-card-news')).toBe('/news/feed.xml');
    expect(blogPaths.feed('credit-cards-101')).toBe('/blog/credit-cards-101/feed.xml');
    expect(blogPaths.feed('study')).toBe('/blog/study/feed.xml');
  });

  it('name the category they are for, and nothing else is a feed', () => {
    expect(feedCategoryOfPath('/blog/feed.xml')).toBeNull();
    expect(feedCategoryOfPath('/blog/feed.xml/')).toBeNull();
    expect(feedCategoryOfPath('/news/feed.xml')).toBe('credit-card-news');
    for (const category of POST_CATEGORIES) {
      expect(feedCategoryOfPath(`/blog/${category}/feed.xml`)).toBe(category);
      expect(feedCategoryOfPath(blogPaths.feed(category))).toBe(category);
    }
    for (const path of ['/blog/recipes/feed.xml', '/blog', '/feed.xml', '/news', '/blog/feed.xml.bak']) {
      expect(feedCategoryOfPath(path)).toBeUndefined();
    }
  });
});

describe('a blog feed', () => {
  it('holds each post at its canonical address, with its excerpt, category names and authors', () => {
    const post = summaryFixture({
      slug: 'cobalt-review',
      title: 'Cobalt: 5× points & more',
      excerpt: 'Groceries <em>and</em> restaurants.',
      route: '/cobalt-review',
      categories: ['credit-card-reviews', 'reviews'],
      authors: [EDITORS, RESEARCH],
      publishedAt: '2026-11-03T14:00:00.000Z',
    });
    const xml = blogFeed({ site: SITE, category: null, path: '/blog/feed.xml', posts: [post] });
    expect(xml).toContain('<title>The CardGenius blog</title>\n<link>https://cards.example/blog</link>');
    expect(xml).toContain('<language>en-ca</language>');
    expect(xml).toContain('<title>Cobalt: 5× points &amp; more</title>');
    expect(xml).toContain('<link>https://cards.example/blog/cobalt-review</link>');
    expect(xml).toContain('<guid isPermaLink="true">https://cards.example/blog/cobalt-review</guid>');
    expect(xml).toContain('<pubDate>Tue, 03 Nov 2026 14:00:00 GMT</pubDate>');
    expect(xml).toContain('<description>Groceries &lt;em&gt;and&lt;/em&gt; restaurants.</description>');
    expect(xml).toContain('<category>Credit card reviews</category>\n<category>Reviews</category>');
    expect(xml).toContain(
      '<dc:creator>CardGenius Editors</dc:creator>\n<dc:creator>CardGenius Research Team</dc:creator>',
    );
  });

  it('of a category follows its page, or the blog filtered to it', () => {
    const news = blogFeed({ site: SITE, category: 'credit-card-news', path: '/news/feed.xml', posts: [] });
    expect(news).toContain('<title>Credit card news from the CardGenius blog</title>');
    expect(news).toContain('<link>https://cards.example/news</link>');
    expect(news).toContain('<atom:link href="https://cards.example/news/feed.xml" rel="self"');
    const study = blogFeed({ site: SITE, category: 'study', path: '/blog/study/feed.xml', posts: [] });
    expect(study).toContain('<link>https://cards.example/blog?category=study</link>');
    expect(feedTitle('CardGenius', 'study')).toBe('Studies from the CardGenius blog');
  });

  it('never holds a draft, a post scheduled for later or an archived post, whatever it is given', () => {
    const posts = [
      summaryFixture({ slug: 'live-post' }),
      summaryFixture({ slug: 'draft-post', status: 'draft', publishedAt: null }),
      summaryFixture({ slug: 'scheduled-post', status: 'scheduled', publishedAt: '2030-01-01T14:00:00.000Z' }),
      summaryFixture({ slug: 'archived-post', status: 'archived' }),
    ];
    const xml = blogFeed({ site: SITE, category: null, path: '/blog/feed.xml', posts });
    expect(xml.match(/<item>/g)).toHaveLength(1);
    expect(xml).toContain('/blog/live-post');
    for (const slug of ['draft-post', 'scheduled-post', 'archived-post']) expect(xml).not.toContain(slug);
  });
});
