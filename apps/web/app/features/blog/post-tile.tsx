import type { PostCategory, PostSummary } from '@cardgenius/core/contract';
import { Link } from 'react-router';
import { blogPaths } from './blog-paths';
import { CATEGORY_STYLES, mainCategory } from './categories';
import { isSitePath } from './post-address';
import { formatPostDate, postDay, readingTime } from './post-dates';

/** What a post's tile shows: loader data is inlined in the page, so only these fields travel. */
export interface PostTileData {
  slug: string;
  title: string;
  excerpt: string;
  route: string;
  category: PostCategory;
  authors: { slug: string; name: string }[];
  /** The date the blog sorts and dates a post by. */
  date: string;
  modifiedAt: string;
  readingMinutes: number;
  /** Approved comments. */
  comments: number;
  image: { url: string; alt: string } | null;
}

/** A post's picture, when it is on our own origin. */
export const ownImage = (image: PostSummary['featuredImage']): PostTileData['image'] =>
  image && isSitePath(image.url) ? { url: image.url, alt: image.alt } : null;

export function postTile(post: PostSummary): PostTileData {
  return {
    slug: post.slug,
    title: post.title,
    excerpt: post.excerpt,
    route: post.route,
    category: mainCategory(post.categories),
    authors: post.authors.map(({ slug, name }) => ({ slug, name })),
    date: post.sortDate,
    modifiedAt: post.modifiedAt,
    readingMinutes: post.readingMinutes,
    comments: post.commentCount,
    image: ownImage(post.featuredImage),
  };
}

/** "1 comment", "12 comments". */
export const commentCountText = (count: number): string => `${count} comment${count === 1 ? '' : 's'}`;

/** "A and B". */
export const authorNames = (authors: readonly { name: string }[]): string => authors.map((a) => a.name).join(' and ');

/**
 * A post in a list. Without a picture (every launch post) its header is typographic: the category's
 * colour and name, and the reading time.
 */
export function PostTile({
  post,
  headingLevel = 2,
  showUpdated = false,
}: {
  post: PostTileData;
  headingLevel?: 2 | 3;
  /** Date the post by its last change (a list sorted by it) rather than its publication. */
  showUpdated?: boolean;
}) {
  const date = showUpdated ? post.modifiedAt : post.date;
  const style = CATEGORY_STYLES[post.category];
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const headingId = `post-tile-${post.slug}`;
  return (
    <article
      aria-labelledby={headingId}
      className="flex h-full flex-col overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm"
    >
      {post.image ? (
        <img src={post.image.url} alt={post.image.alt} className="aspect-[2/1] w-full object-cover" loading="lazy" />
      ) : (
        <div className={`border-t-4 px-5 pt-5 pb-4 ${style.tint} ${style.edge}`}>
          <p className="flex items-center justify-between gap-3 text-sm">
            <Link
              to={blogPaths.category(post.category)}
              className={`rounded-full bg-white px-2.5 py-0.5 font-semibold ${style.text} hover:underline`}
            >
              {style.name}
            </Link>
            <span className="text-slate-700">{readingTime(post.readingMinutes)}</span>
          </p>
        </div>
      )}
      <div className="flex flex-1 flex-col p-5">
        {post.image ? (
          <p className="text-sm">
            <Link
              to={blogPaths.category(post.category)}
              className={`rounded-full px-2.5 py-0.5 font-semibold ${style.tint} ${style.text} hover:underline`}
            >
              {style.name}
            </Link>
          </p>
        ) : null}
        <Heading id={headingId} className="font-bold text-slate-900 text-xl leading-snug">
          <Link to={post.route} className="hover:text-brand-700 hover:underline">
            {post.title}
          </Link>
        </Heading>
        <p className="mt-2 text-slate-700">{post.excerpt}</p>
        <p className="mt-auto pt-4 text-slate-600 text-sm">
          By {authorNames(post.authors)} · {showUpdated ? 'Updated ' : null}
          <time dateTime={postDay(date)}>{formatPostDate(date)}</time>
          {post.image ? ` · ${readingTime(post.readingMinutes)}` : null}
          {post.comments > 0 ? (
            <>
              {' · '}
              <Link to={`${post.route}#comments`} className="hover:text-brand-700 hover:underline">
                {commentCountText(post.comments)}
              </Link>
            </>
          ) : null}
        </p>
      </div>
    </article>
  );
}

/** Tiles in a grid. */
export function PostTiles({
  posts,
  headingLevel = 2,
  columns = 2,
  showUpdated = false,
}: {
  posts: readonly PostTileData[];
  headingLevel?: 2 | 3;
  /** Three across on wide screens (related posts, under the whole page's width). */
  columns?: 2 | 3;
  showUpdated?: boolean;
}) {
  return (
    <ul className={`grid gap-6 md:grid-cols-2 ${columns === 3 ? 'lg:grid-cols-3' : ''}`}>
      {posts.map((post) => (
        <li key={post.slug}>
          <PostTile post={post} headingLevel={headingLevel} showUpdated={showUpdated} />
        </li>
      ))}
    </ul>
  );
}
