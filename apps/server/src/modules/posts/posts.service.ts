import {
  type Author,
  type AuthorPage,
  LATEST_POSTS,
  POSTS_PER_PAGE,
  type Post,
  type PostList,
  type PostListQuery,
  type PostSummary,
} from '@cardgenius/core/contract';
import { and, arrayContains, arrayOverlaps, asc, count, desc, eq, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { authors, posts } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { approvedComments } from '../comments/comments.service';
import {
  type AuthorRow,
  authorView,
  type BioFigures,
  type CountedPostRow,
  commentCount,
  fullColumns,
  listColumns,
  type PostRow,
  type PostSummaryRow,
  postRoute,
  readerStatus,
  summaryView,
} from './post-views';
import { listedPosts, readablePost, postSortDate as sortDate } from './post-visibility';
import type { RenderedPost } from './rendered-posts';

/** Renders a post's body (kept per version): the routes pass the catalogue and data version in. */
export type RenderPostBody = (post: Pick<PostRow, 'id' | 'version' | 'body'>) => Promise<RenderedPost>;

/** A text[] value made of bound parameters (an empty one too). */
const textArray = (values: readonly string[]) =>
  sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;

export async function authorsBySlug(db: Database, slugs: Iterable<string>): Promise<Map<string, AuthorRow>> {
  const wanted = [...new Set(slugs)];
  if (wanted.length === 0) return new Map();
  const rows = await db.select().from(authors).where(inArray(authors.slug, wanted));
  return new Map(rows.map((row) => [row.slug, row]));
}

async function summaries(db: Database, rows: CountedPostRow[], now: Date): Promise<PostSummary[]> {
  const authorRows = await authorsBySlug(
    db,
    rows.flatMap((row) => row.authorSlugs),
  );
  return rows.map((row) => summaryView(row, authorRows, readerStatus(row, now)));
}

/**
 * Published posts a page at a time (shell-and-browsing §7, §9): filtered by category, tag, author,
 * slug or a full-text search (web-search syntax: words, "phrases", -excluded, or); sorted by date,
 * last modification or number of approved comments, newest first unless `order=asc`. A search
 * without a sort ranks the best matches first (title counts most, then excerpt, then body).
 */
export async function listPosts(options: {
  db: Database;
  query: z.output<typeof PostListQuery>;
  now?: Date;
}): Promise<PostList> {
  const { db, query } = options;
  const now = options.now ?? new Date();
  const page = query.page ?? 1;
  const perPage = query.per_page ?? POSTS_PER_PAGE;
  const conditions: SQL[] = [listedPosts(now)];
  if (query.category_name) conditions.push(arrayContains(posts.categories, [query.category_name]));
  if (query.tag) conditions.push(arrayContains(posts.tags, [query.tag]));
  if (query.author_name) conditions.push(arrayContains(posts.authorSlugs, [query.author_name]));
  if (query.slug) conditions.push(eq(posts.slug, query.slug));
  const search = query.search?.trim();
  const matching = search ? sql`websearch_to_tsquery('english', ${search})` : null;
  if (matching) conditions.push(sql`${posts.search} @@ ${matching}`);
  const where = and(...conditions);

  const direction = query.order === 'asc' ? asc : desc;
  const order: SQL[] = [];
  if (matching && !query.orderby) order.push(desc(sql`ts_rank(${posts.search}, ${matching})`));
  if (query.orderby === 'comment_count') order.push(direction(commentCount));
  // Ties in the number of comments go by date, like the blog's default.
  order.push(query.orderby === 'modified' ? direction(posts.modifiedAt) : direction(sortDate), direction(posts.id));

  const [rows, totals] = await Promise.all([
    db
      .select(listColumns)
      .from(posts)
      .where(where)
      .orderBy(...order)
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ total: count() }).from(posts).where(where),
  ]);
  const total = totals[0]?.total ?? 0;
  return {
    posts: await summaries(db, rows, now),
    total,
    page,
    perPage,
    totalPages: Math.ceil(total / perPage),
  };
}

/** The newest published posts, for the home page and the bell (§9: three). */
export async function latestPosts(options: { db: Database; now?: Date }): Promise<{ posts: PostSummary[] }> {
  const { posts: latest } = await listPosts({ ...options, query: { page: 1, per_page: LATEST_POSTS } });
  return { posts: latest };
}

/** How close another post is: each shared card counts twice, each shared category once. */
function closeness(row: Pick<PostSummaryRow, 'categories' | 'cardSlugs'>): SQL {
  return sql`(
    2 * (select count(*) from unnest(${posts.cardSlugs}) as shared where shared = any(${textArray(row.cardSlugs)}))
    + (select count(*) from unnest(${posts.categories}) as shared where shared = any(${textArray(row.categories)}))
  )`;
}

/** Up to three other published posts sharing cards or categories with this one, closest first. */
export async function relatedPosts(options: {
  db: Database;
  post: Pick<PostSummaryRow, 'id' | 'categories' | 'cardSlugs'>;
  now: Date;
}): Promise<PostSummary[]> {
  const { db, post, now } = options;
  const shares: SQL[] = [];
  if (post.categories.length > 0) shares.push(arrayOverlaps(posts.categories, post.categories));
  if (post.cardSlugs.length > 0) shares.push(arrayOverlaps(posts.cardSlugs, post.cardSlugs));
  if (shares.length === 0) return [];
  const rows = await db
    .select(listColumns)
    .from(posts)
    .where(and(listedPosts(now), ne(posts.id, post.id), or(...shares)))
    .orderBy(desc(closeness(post)), desc(sortDate), desc(posts.id))
    .limit(3);
  return summaries(db, rows, now);
}

/** A post with its body rendered, its authors and related posts. */
export async function postView(options: {
  db: Database;
  row: PostRow;
  now: Date;
  render: RenderPostBody;
  status: PostSummary['status'];
}): Promise<Post> {
  const { db, row, now } = options;
  const [authorRows, related, rendered, comments] = await Promise.all([
    authorsBySlug(db, row.authorSlugs),
    relatedPosts({ db, post: row, now }),
    options.render(row),
    approvedComments(db, row.id),
  ]);
  return {
    ...summaryView({ ...row, commentCount: comments.length }, authorRows, options.status),
    blocks: rendered.blocks,
    headings: rendered.headings,
    related,
    dataAsOf: rendered.dataAsOf,
    comments,
    commentsOpen: options.status === 'published',
  };
}

/**
 * One post as its page shows it. Drafts and posts scheduled for later do not exist for readers (404);
 * an archived post still answers, saying it is archived, though no list shows it.
 */
export async function getPost(options: {
  db: Database;
  slug: string;
  render: RenderPostBody;
  now?: Date;
}): Promise<Post> {
  const { db } = options;
  const now = options.now ?? new Date();
  const [row] = await db
    .select(fullColumns)
    .from(posts)
    .where(and(eq(posts.slug, options.slug), readablePost(now)))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', 'No published post has this address.');
  return postView({ db, row, now, render: options.render, status: readerStatus(row, now) });
}

/** Each author's number of published posts. */
async function postCounts(db: Database, now: Date): Promise<Map<string, number>> {
  const author = sql<string>`unnest(${posts.authorSlugs})`;
  const rows = await db.select({ slug: author, posts: count() }).from(posts).where(listedPosts(now)).groupBy(author);
  return new Map(rows.map((row) => [row.slug, row.posts]));
}

/** An author's English full-text document: name and role weigh most, then expertise, then the biography. */
const authorDocument = sql`(
  setweight(to_tsvector('english', ${authors.name} || ' ' || ${authors.title}), 'A')
  || setweight(to_tsvector('english', array_to_string(${authors.expertise}, ' ')), 'B')
  || setweight(to_tsvector('english', ${authors.bio}), 'C')
)`;

/**
 * The editorial team, by name, each with their published post count and live biography; with a
 * `search` (web-search syntax, as posts'), only the authors it matches, best matches first.
 */
export async function listAuthors(options: {
  db: Database;
  figures: BioFigures;
  search?: string;
  now?: Date;
}): Promise<{ authors: Author[] }> {
  const { db, figures } = options;
  const search = options.search?.trim();
  const matching = search ? sql`websearch_to_tsquery('english', ${search})` : null;
  const byName = [asc(authors.name), asc(authors.slug)];
  const [rows, counts] = await Promise.all([
    matching
      ? db
          .select()
          .from(authors)
          .where(sql`${authorDocument} @@ ${matching}`)
          .orderBy(desc(sql`ts_rank(${authorDocument}, ${matching})`), ...byName)
      : db
          .select()
          .from(authors)
          .orderBy(...byName),
    postCounts(db, options.now ?? new Date()),
  ]);
  return { authors: rows.map((row) => authorView(row, counts.get(row.slug) ?? 0, figures)) };
}

/** One author and a page of their published posts, newest first; an unknown author is a 404. */
export async function getAuthor(options: {
  db: Database;
  slug: string;
  page: number;
  figures: BioFigures;
  now?: Date;
}): Promise<AuthorPage> {
  const { db, slug, figures } = options;
  const now = options.now ?? new Date();
  const [row] = await db.select().from(authors).where(eq(authors.slug, slug)).limit(1);
  if (!row) throw new AppError('NOT_FOUND', 'No author has this address.');
  const list = await listPosts({ db, now, query: { author_name: slug, page: options.page } });
  return { author: authorView(row, list.total, figures), posts: list };
}

/**
 * The search box's articles for text being typed: every word must match, the last one as a prefix
 * ("aerop" finds Aeroplan), best matches first. Words are reduced to letters and digits, so the text
 * can never be read as tsquery syntax.
 */
export async function articlesMatching(options: {
  db: Database;
  text: string;
  limit: number;
  now?: Date;
}): Promise<{ title: string; route: string }[]> {
  const words = options.text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0)
    .slice(0, 8);
  if (words.length === 0 || options.limit === 0) return [];
  const query = words.map((word, index) => (index === words.length - 1 ? `${word}:*` : word)).join(' & ');
  const matching = sql`to_tsquery('english', ${query})`;
  const rows = await options.db
    .select({ slug: posts.slug, title: posts.title })
    .from(posts)
    .where(and(listedPosts(options.now ?? new Date()), sql`${posts.search} @@ ${matching}`))
    .orderBy(desc(sql`ts_rank(${posts.search}, ${matching})`), desc(sortDate), desc(posts.id))
    .limit(options.limit);
  return rows.map((row) => ({ title: row.title, route: postRoute(row.slug) }));
}
