import { POST_CATEGORIES, type PostCategory, type PostSummary } from '@cardgenius/core/contract';
import { blogPaths } from './blog-paths';
import { BLOG_INTRO, CATEGORY_STYLES, categoryOfPath } from './categories';
import { type RssItem, rssFeed } from './rss-feed';

/** The newest posts a feed holds. */
export const FEED_POSTS = 20;

/** A feed's name, in its channel and in the link that announces it on the list page. */
export function feedTitle(brandName: string, category: PostCategory | null): string {
  return category === null ? `The ${brandName} blog` : `${CATEGORY_STYLES[category].name} from the ${brandName} blog`;
}

/**
 * The category whose feed a path is: null for the whole blog's (/blog/feed.xml), the category for
 * /blog/{category}/feed.xml and for a category page's own (/news/feed.xml), undefined for any other path.
 */
export function feedCategoryOfPath(pathname: string): PostCategory | null | undefined {
  const path = pathname.replace(/\/+$/, '');
  if (!path.endsWith('/feed.xml')) return undefined;
  const page = path.slice(0, -'/feed.xml'.length);
  if (page === blogPaths.blog()) return null;
  return categoryOfPath(page) ?? POST_CATEGORIES.find((category) => `/blog/${category}` === page);
}

/** A post as a feed item: its canonical address, excerpt, category names and authors. */
function feedItem(post: PostSummary, siteUrl: string): RssItem {
  return {
    title: post.title,
    link: `${siteUrl}${blogPaths.post(post.slug)}`,
    description: post.excerpt,
    published: post.publishedAt ?? post.sortDate,
    modified: post.modifiedAt,
    categories: post.categories.map((category) => CATEGORY_STYLES[category].name),
    creators: post.authors.map((author) => author.name),
  };
}

/**
 * The RSS feed of the blog or of one category, from the posts the API lists (newest first). Only
 * published posts are items, whatever the list holds: a draft, a post scheduled for later or an
 * archived one never reaches a feed reader.
 */
export function blogFeed(options: {
  site: { siteUrl: string; brandName: string };
  category: PostCategory | null;
  /** The feed's own path, as requested. */
  path: string;
  posts: readonly PostSummary[];
}): string {
  const { site, category } = options;
  const page = category === null ? blogPaths.blog() : blogPaths.category(category);
  return rssFeed(
    {
      title: feedTitle(site.brandName, category),
      link: `${site.siteUrl}${page}`,
      description: category === null ? BLOG_INTRO : CATEGORY_STYLES[category].intro,
      self: `${site.siteUrl}${options.path}`,
      language: 'en-ca',
    },
    options.posts.filter((post) => post.status === 'published').map((post) => feedItem(post, site.siteUrl)),
  );
}
