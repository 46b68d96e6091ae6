import { and, eq, lte, or, type SQL, sql } from 'drizzle-orm';
import { posts } from '../../db/schema';

/** What readers may see in lists: published posts, and scheduled ones whose time has come. */
export function listedPosts(now: Date): SQL {
  return or(eq(posts.status, 'published'), and(eq(posts.status, 'scheduled'), lte(posts.publishedAt, now))) as SQL;
}

/** A post's own page also answers once it is archived, if it was ever published. */
export function readablePost(now: Date): SQL {
  return or(listedPosts(now), and(eq(posts.status, 'archived'), lte(posts.publishedAt, now))) as SQL;
}

/** What the blog sorts by; every published post has a publish date. */
export const postSortDate = sql`coalesce(${posts.sortDate}, ${posts.publishedAt}, ${posts.createdAt})`;
