import { listPosts } from '@cardgenius/core/contract';
import { data } from 'react-router';
import { blogFeed, FEED_POSTS, feedCategoryOfPath } from '../features/blog/blog-feed';
import { RSS_CONTENT_TYPE } from '../features/blog/rss-feed';
import type { Route } from './+types/blog-feed';

/**
 * The RSS 2.0 feeds of the blog (/blog/feed.xml) and of each category (/blog/{category}/feed.xml, and
 * /news/feed.xml beside the news page): the newest 20 published posts, from one call. No Cache-Control
 * here: the server keeps the feed as a shared page (public, revalidated by its ETag, dropped when a post
 * changes), as it does the lists it follows.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const path = new URL(request.url).pathname.replace(/\/+$/, '');
  const category = feedCategoryOfPath(path);
  if (category === undefined) throw data(null, { status: 404 });
  const list = await context.api.call(listPosts, {
    query: { page: 1, per_page: FEED_POSTS, orderby: 'date', ...(category ? { category_name: category } : {}) },
  });
  const xml = blogFeed({ site: context.site, category, path, posts: list.posts });
  return new Response(xml, { headers: { 'Content-Type': RSS_CONTENT_TYPE } });
}
