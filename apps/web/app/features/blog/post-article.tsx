import type { Post, PostBlock, PostCategory, PostComment, PostHeading, PostStatus } from '@cardgenius/core/contract';
import { memo, type ReactNode, Suspense } from 'react';
import { Link } from 'react-router';
import { Breadcrumbs } from '../../components/ui/breadcrumbs';
import { lazyWhenNear } from '../../lib/lazy-when-near';
import { AuthorBox, Byline, type BylineAuthor, bylineAuthor } from './authors';
import { blogPaths } from './blog-paths';
import { CATEGORY_STYLES, mainCategory } from './categories';
import { COMMENTS_ID } from './comment-text';
import { type CardRenderer, PostBody } from './post-body';
import { formatPlainDate, formatPostDate, postDay, readingTime, updatedAfterPublishing } from './post-dates';
import { ownImage, type PostTileData, PostTiles, postTile } from './post-tile';
import { ShareLinks } from './share-links';
import { TocDisclosure, TocSidebar, tocEntries } from './table-of-contents';

/** What a post's page shows: loader data is inlined in the page, so only these fields travel. */
export interface PostPageData {
  id: string;
  slug: string;
  title: string;
  excerpt: string;
  route: string;
  category: PostCategory;
  categories: PostCategory[];
  tags: string[];
  authors: BylineAuthor[];
  status: PostStatus;
  publishedAt: string | null;
  modifiedAt: string;
  readingMinutes: number;
  blocks: PostBlock[];
  headings: PostHeading[];
  related: PostTileData[];
  dataAsOf: string | null;
  image: PostTileData['image'];
  comments: PostComment[];
  commentsOpen: boolean;
}

export function postPageData(post: Post): PostPageData {
  return {
    id: post.id,
    slug: post.slug,
    title: post.title,
    excerpt: post.excerpt,
    route: post.route,
    category: mainCategory(post.categories),
    categories: post.categories,
    tags: post.tags,
    authors: post.authors.map(bylineAuthor),
    status: post.status,
    publishedAt: post.publishedAt,
    modifiedAt: post.modifiedAt,
    readingMinutes: post.readingMinutes,
    blocks: post.blocks,
    headings: post.headings,
    related: post.related.map(postTile),
    dataAsOf: post.dataAsOf,
    image: ownImage(post.featuredImage),
    comments: post.comments,
    commentsOpen: post.commentsOpen,
  };
}

// The discussion is rendered with the page; its code (the forms, the captcha, the API client) loads as
// the reader nears it (decision 0004).
interface DiscussionProps {
  postId: string;
  comments: readonly PostComment[];
  open: boolean;
}
const PostCommentsPart = lazyWhenNear<DiscussionProps>(COMMENTS_ID, () =>
  import('./post-comments').then((module) => ({ default: module.PostComments })),
);
/** Memoized: new props before its code arrives would make React draw the server's HTML again. */
const Discussion = memo(function Discussion(props: DiscussionProps) {
  return (
    <Suspense>
      <PostCommentsPart {...props} />
    </Suspense>
  );
});

/** The slugs of a post's live card boxes, each once, in the order they appear. */
export function boxSlugs(blocks: readonly PostBlock[]): string[] {
  return [...new Set(blocks.flatMap((block) => (block.kind === 'card' ? [block.slug] : [])))];
}

function PostDates({ post }: { post: PostPageData }) {
  const published = post.publishedAt;
  return (
    <>
      {published ? (
        <span>
          Published <time dateTime={postDay(published)}>{formatPostDate(published)}</time>
        </span>
      ) : (
        <span>Not published yet</span>
      )}
      {updatedAfterPublishing(published, post.modifiedAt) ? (
        <span>
          Updated <time dateTime={postDay(post.modifiedAt)}>{formatPostDate(post.modifiedAt)}</time>
        </span>
      ) : null}
      <span>{readingTime(post.readingMinutes)}</span>
    </>
  );
}

/**
 * A post's page: its header (category, title, standfirst, byline, dates), the table of contents, the
 * body with its live card boxes, the cards it covers, sharing, its authors, the satisfaction widget and
 * the comments, then related posts. The page supplies what belongs to other parts of the site: the card boxes
 * (`renderCard`), the profile they are rated for, the widget and any banner above it all.
 */
export function PostArticle({
  post,
  canonicalUrl,
  renderCard,
  coveredCards,
  profileNote,
  feedback,
  banner,
}: {
  post: PostPageData;
  canonicalUrl: string;
  renderCard: CardRenderer;
  /** The cards the post covers that can be shown, in the reader's ranking order. */
  coveredCards: readonly string[];
  profileNote?: ReactNode;
  feedback?: ReactNode;
  banner?: ReactNode;
}) {
  const style = CATEGORY_STYLES[post.category];
  const entries = tocEntries(post.headings);
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      {banner}
      <Breadcrumbs
        steps={[
          { to: blogPaths.blog(), label: 'Blog' },
          { to: blogPaths.category(post.category), label: style.name },
        ]}
      />
      <div className="mt-4 lg:grid lg:grid-cols-[minmax(0,1fr)_15rem] lg:gap-12">
        <article aria-labelledby="post-title" className="min-w-0 max-w-3xl">
          <header className={`rounded-lg border-t-4 px-5 py-6 sm:px-8 sm:py-8 ${style.tint} ${style.edge}`}>
            <p className="text-sm">
              <Link
                to={blogPaths.category(post.category)}
                className={`rounded-full bg-white px-2.5 py-0.5 font-semibold ${style.text} hover:underline`}
              >
                {style.name}
              </Link>
            </p>
            <h1 id="post-title" className="mt-4 font-bold text-3xl text-slate-900 leading-tight sm:text-4xl">
              {post.title}
            </h1>
            <p className="mt-4 text-lg text-slate-700">{post.excerpt}</p>
            <div className="mt-6 flex flex-col gap-3 text-slate-700 text-sm sm:flex-row sm:flex-wrap sm:items-center sm:gap-x-6">
              <Byline authors={post.authors} />
              <p className="flex flex-wrap gap-x-4 gap-y-1">
                <PostDates post={post} />
              </p>
            </div>
          </header>
          {post.image ? (
            <img src={post.image.url} alt={post.image.alt} className="mt-6 w-full rounded-lg object-cover" />
          ) : null}
          {post.status === 'archived' ? (
            <p className="mt-6 rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-amber-900">
              <strong className="font-semibold">This article is archived and no longer updated.</strong> What it says
              may be out of date; the card boxes in it still show today’s figures.
            </p>
          ) : null}
          <TocDisclosure entries={entries} />
          <div className="mt-8">
            <PostBody blocks={post.blocks} renderCard={renderCard} />
          </div>
          {post.dataAsOf ? (
            <p className="mt-10 text-slate-600 text-sm">
              Figures as of {formatPlainDate(post.dataAsOf)}.{' '}
              <Link to={blogPaths.methodology()} className="text-brand-700 underline">
                How we rate cards and where the figures come from
              </Link>
            </p>
          ) : null}
          {coveredCards.length > 0 ? (
            <section aria-labelledby="post-cards-heading" className="mt-12">
              <h2 id="post-cards-heading" className="font-bold text-2xl text-slate-900">
                Cards in this article
              </h2>
              {profileNote}
              <ul className="mt-4 space-y-4">
                {coveredCards.map((slug) => (
                  <li key={slug}>{renderCard(slug, 3, `card-covered-${slug}`)}</li>
                ))}
              </ul>
            </section>
          ) : null}
          <ShareLinks url={canonicalUrl} title={post.title} />
          <AuthorBox authors={post.authors} />
          {feedback}
          <Discussion postId={post.id} comments={post.comments} open={post.commentsOpen} />
        </article>
        <div className="hidden lg:block">
          <TocSidebar entries={entries} />
        </div>
      </div>
      {post.related.length > 0 ? (
        <section aria-labelledby="related-heading" className="mt-16 border-slate-200 border-t pt-10">
          <h2 id="related-heading" className="font-bold text-2xl text-slate-900">
            Related articles
          </h2>
          <div className="mt-6">
            <PostTiles posts={post.related} headingLevel={3} columns={3} />
          </div>
        </section>
      ) : null}
    </div>
  );
}
