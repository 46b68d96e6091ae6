import type { MetaDescriptor } from 'react-router';
import { describe, expect, it } from 'vitest';
import { postFixture } from './blog-fixtures';
import { listMeta, postMeta } from './blog-meta';
import { postPageData } from './post-article';

const SITE = 'https://cards.example';

const args = (pathname: string, isProduction = false) => ({
  location: { pathname },
  matches: [{ id: 'root', loaderData: { site: { brandName: 'CardGenius', siteUrl: SITE, isProduction } } }],
});

const find = (tags: MetaDescriptor[], test: (tag: Record<string, unknown>) => boolean) =>
  tags.find((tag) => test(tag as Record<string, unknown>)) as Record<string, unknown> | undefined;
const jsonLd = (tags: MetaDescriptor[]) =>
  tags.flatMap((tag) => ('script:ld+json' in tag ? [tag['script:ld+json'] as Record<string, unknown>] : []));

describe('a post’s meta tags', () => {
  const post = postPageData(postFixture());

  it('title it with the brand as suffix, describe it with its standfirst, as an Open Graph article', () => {
    const tags = postMeta(args('/blog/best-travel-cards-2026'), post);
    expect(find(tags, (tag) => 'title' in tag)).toEqual({
      title: 'The best travel credit cards in Canada for 2026 | CardGenius',
    });
    expect(find(tags, (tag) => tag.name === 'description')?.content).toBe(post.excerpt);
    expect(find(tags, (tag) => tag.property === 'og:type')?.content).toBe('article');
    expect(find(tags, (tag) => tag.property === 'article:published_time')?.content).toBe('2026-11-03T14:00:00.000Z');
    expect(find(tags, (tag) => tag.name === 'robots')).toBeUndefined();
  });

  it('name /blog/{slug} as the canonical page, also when it answers without the /blog prefix', () => {
    for (const path of ['/blog/best-travel-cards-2026', '/best-travel-cards-2026']) {
      const tags = postMeta(args(path), post);
      expect(find(tags, (tag) => tag.rel === 'canonical')?.href).toBe(`${SITE}/blog/best-travel-cards-2026`);
      expect(find(tags, (tag) => tag.property === 'og:url')?.content).toBe(`${SITE}/blog/best-travel-cards-2026`);
    }
  });

  it('describe the post for search engines: an Article by the site’s teams, and its breadcrumb trail', () => {
    const [article, breadcrumbs] = jsonLd(postMeta(args('/blog/best-travel-cards-2026'), post));
    expect(article).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: post.title,
      url: `${SITE}/blog/best-travel-cards-2026`,
      datePublished: '2026-11-03T14:00:00.000Z',
      dateModified: '2026-11-20T15:30:00.000Z',
      author: [
        { '@type': 'Organization', name: 'CardGenius Editors', url: `${SITE}/credit-card-authors/editorial-team` },
      ],
      publisher: { '@type': 'Organization', name: 'CardGenius', url: `${SITE}/` },
      articleSection: 'Best credit cards',
      keywords: 'travel, aeroplan',
    });
    expect(breadcrumbs).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: `${SITE}/` },
        { '@type': 'ListItem', position: 2, name: 'Blog', item: `${SITE}/blog` },
        { '@type': 'ListItem', position: 3, name: 'Best credit cards', item: `${SITE}/blog/best-credit-cards` },
        { '@type': 'ListItem', position: 4, name: post.title, item: `${SITE}/blog/best-travel-cards-2026` },
      ],
    });
  });

  it('mark news as a NewsArticle', () => {
    const news = postPageData(postFixture({ categories: ['credit-card-news'] }));
    expect(jsonLd(postMeta(args('/blog/x'), news))[0]?.['@type']).toBe('NewsArticle');
  });

  it('drop an archived post from search engines (outside production every page already is)', () => {
    const archived = postPageData(postFixture({ status: 'archived' }));
    expect(find(postMeta(args('/blog/x', true), archived), (tag) => tag.name === 'robots')?.content).toBe(
      'noindex, follow',
    );
    expect(find(postMeta(args('/blog/x', false), archived), (tag) => tag.name === 'robots')).toBeUndefined();
    expect(find(postMeta(args('/blog/x', true), post), (tag) => tag.name === 'robots')).toBeUndefined();
  });
});

describe('a list’s meta tags', () => {
  it('title it with the brand and name its canonical page with the page number', () => {
    const tags = listMeta(args('/blog/credit-card-news'), {
      title: 'Credit card news (page 2)',
      description: 'News.',
      canonicalPath: '/news?page=2',
      crumbs: [
        { name: 'Blog', path: '/blog' },
        { name: 'Credit card news', path: '/news' },
      ],
    });
    expect(find(tags, (tag) => 'title' in tag)?.title).toBe('Credit card news (page 2) | CardGenius');
    expect(find(tags, (tag) => tag.rel === 'canonical')?.href).toBe(`${SITE}/news?page=2`);
    expect(jsonLd(tags)[0]?.itemListElement).toHaveLength(3);
  });
});
