import type { PublicSiteConfig } from '@cardgenius/core';
import type { PostCategory } from '@cardgenius/core/contract';
import type { MetaDescriptor } from 'react-router';
import { pageMeta, siteFromMatches } from '../../lib/seo';
import type { BylineAuthor } from './authors';
import { feedTitle } from './blog-feed';
import { blogPaths } from './blog-paths';
import { CATEGORY_STYLES, isNewsCategory } from './categories';
import type { PostPageData } from './post-article';

type MetaArgs = Parameters<typeof pageMeta>[0];
type Site = Pick<PublicSiteConfig, 'brandName' | 'siteUrl'>;

/** A step of the breadcrumb trail: its name and site path. */
export interface Crumb {
  name: string;
  path: string;
}

const withCanonical = (tags: MetaDescriptor[], url: string): MetaDescriptor[] =>
  tags.map((tag) =>
    'rel' in tag && tag.rel === 'canonical'
      ? { ...tag, href: url }
      : 'property' in tag && tag.property === 'og:url'
        ? { ...tag, content: url }
        : tag,
  );

/** `noindex` for a page search engines should drop; outside production every page already has one (root.tsx). */
const noindex = (site: PublicSiteConfig | undefined): MetaDescriptor[] =>
  site?.isProduction ? [{ name: 'robots', content: 'noindex, follow' }] : [];

export function breadcrumbJsonLd(site: Site, crumbs: readonly Crumb[]): MetaDescriptor {
  return {
    'script:ld+json': {
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [{ name: 'Home', path: '/' }, ...crumbs].map((crumb, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        name: crumb.name,
        item: `${site.siteUrl}${crumb.path}`,
      })),
    },
  };
}

/** The link that tells browsers and feed readers where the RSS feed of the blog or a category is. */
const feedLink = (site: Site | undefined, category: PostCategory | null): MetaDescriptor => ({
  tagName: 'link',
  rel: 'alternate',
  type: 'application/rss+xml',
  title: feedTitle(site?.brandName ?? '', category),
  href: `${site?.siteUrl ?? ''}${blogPaths.feed(category)}`,
});

/**
 * A list page (the blog, a category, a search, the authors): title and description with the brand
 * (shell-and-browsing §2.3), its canonical URL (`canonicalPath`, with the page number past the first),
 * its breadcrumb trail, and the link to its RSS feed when it has one.
 */
export function listMeta(
  args: MetaArgs,
  page: {
    title: string;
    description: string;
    canonicalPath: string;
    crumbs: Crumb[];
    noindex?: boolean;
    /** The list's feed: the whole blog's (null) or a category's. */
    feed?: { category: PostCategory | null };
  },
): MetaDescriptor[] {
  const site = siteFromMatches(args.matches);
  const tags = withCanonical(pageMeta(args, page), `${site?.siteUrl ?? ''}${page.canonicalPath}`);
  return [
    ...tags,
    ...(page.feed ? [feedLink(site, page.feed.category)] : []),
    ...(page.noindex ? noindex(site) : []),
    ...(site ? [breadcrumbJsonLd(site, page.crumbs)] : []),
  ];
}

/** Our authors are the site's editorial teams, described as organizations rather than people. */
export const authorJsonLd = (site: Site, author: Pick<BylineAuthor, 'slug' | 'name'>) => ({
  '@type': 'Organization',
  name: author.name,
  url: `${site.siteUrl}${blogPaths.author(author.slug)}`,
});

/** The post as schema.org sees it: an Article, or a NewsArticle in a news category. */
export function articleJsonLd(site: Site, post: PostPageData): Record<string, unknown> {
  const url = `${site.siteUrl}${post.route}`;
  return {
    '@context': 'https://schema.org',
    '@type': post.categories.some(isNewsCategory) ? 'NewsArticle' : 'Article',
    headline: post.title,
    description: post.excerpt,
    url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    ...(post.publishedAt ? { datePublished: post.publishedAt } : {}),
    dateModified: post.modifiedAt,
    ...(post.image ? { image: `${site.siteUrl}${post.image.url}` } : {}),
    author: post.authors.map((author) => authorJsonLd(site, author)),
    publisher: { '@type': 'Organization', name: site.brandName, url: `${site.siteUrl}/` },
    articleSection: CATEGORY_STYLES[post.category].name,
    ...(post.tags.length > 0 ? { keywords: post.tags.join(', ') } : {}),
    inLanguage: 'en-CA',
    timeRequired: `PT${post.readingMinutes}M`,
    commentCount: post.comments.length,
  };
}

/** The crumbs above a post: the blog, then its category. */
export const postCrumbs = (post: PostPageData): Crumb[] => [
  { name: 'Blog', path: blogPaths.blog() },
  { name: CATEGORY_STYLES[post.category].name, path: blogPaths.category(post.category) },
  { name: post.title, path: post.route },
];

/**
 * A post's page: its title and standfirst, canonical at /blog/{slug} wherever it answers (the optional
 * /blog prefix), Open Graph's article fields, and its schema.org description. Archived posts are
 * dropped from search engines (`noindex`).
 */
export function postMeta(args: MetaArgs, post: PostPageData): MetaDescriptor[] {
  const site = siteFromMatches(args.matches);
  const url = `${site?.siteUrl ?? ''}${post.route}`;
  const tags = withCanonical(pageMeta(args, { title: post.title, description: post.excerpt }), url);
  return [
    ...tags,
    { property: 'og:type', content: 'article' },
    ...(post.publishedAt ? [{ property: 'article:published_time', content: post.publishedAt }] : []),
    { property: 'article:modified_time', content: post.modifiedAt },
    { property: 'article:section', content: CATEGORY_STYLES[post.category].name },
    ...post.tags.map((tag) => ({ property: 'article:tag', content: tag })),
    ...(post.image ? [{ property: 'og:image', content: `${site?.siteUrl ?? ''}${post.image.url}` }] : []),
    { name: 'twitter:card', content: post.image ? 'summary_large_image' : 'summary' },
    ...(post.status === 'archived' ? noindex(site) : []),
    ...(site ? [{ 'script:ld+json': articleJsonLd(site, post) }, breadcrumbJsonLd(site, postCrumbs(post))] : []),
  ];
}
