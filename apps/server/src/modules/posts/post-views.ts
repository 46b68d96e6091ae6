import type { Author, PostAuthor, PostStatus, PostSummary } from '@cardgenius/core/contract';
import { sql } from 'drizzle-orm';
import { type authors, posts } from '../../db/schema';
import { readingMinutes } from './markdown/render-article';

/** What a post list reads: every column but the body and the search document. */
export const summaryColumns = {
  id: posts.id,
  slug: posts.slug,
  title: posts.title,
  excerpt: posts.excerpt,
  featuredImageUrl: posts.featuredImageUrl,
  featuredImageAlt: posts.featuredImageAlt,
  categories: posts.categories,
  tags: posts.tags,
  authorSlugs: posts.authorSlugs,
  cardSlugs: posts.cardSlugs,
  status: posts.status,
  publishedAt: posts.publishedAt,
  sortDate: posts.sortDate,
  modifiedAt: posts.modifiedAt,
  createdAt: posts.createdAt,
  version: posts.version,
  wordCount: posts.wordCount,
};
export const fullColumns = { ...summaryColumns, body: posts.body };

/** A post's approved comments, counted where lists read posts (and sort by most discussed). */
export const commentCount =
  sql<number>`(select count(*) from "post_comments" where "post_comments"."post_id" = "posts"."id" and "post_comments"."status" = 'approved')`.mapWith(
    Number,
  );
/** What a list reads of each post. */
export const listColumns = { ...summaryColumns, commentCount };

export type PostSummaryRow = { [K in keyof typeof summaryColumns]: (typeof posts.$inferSelect)[K] };
/** A post with its number of approved comments. */
export type CountedPostRow = PostSummaryRow & { commentCount: number };
export type PostRow = PostSummaryRow & { body: string };
export type AuthorRow = typeof authors.$inferSelect;

/** The blog's page of a post. */
export const postRoute = (slug: string) => `/blog/${slug}`;
/** An author's page. */
export const authorPage = (slug: string) => `/credit-card-authors/${slug}`;

/** What a reader sees of a status: a scheduled post whose time has come is simply published. */
export function readerStatus(row: Pick<PostSummaryRow, 'status' | 'publishedAt'>, now: Date): PostStatus {
  return row.status === 'scheduled' && row.publishedAt !== null && row.publishedAt <= now ? 'published' : row.status;
}

export function postAuthorView(slug: string, row: AuthorRow | undefined): PostAuthor {
  return {
    slug,
    // An author removed from the table after the post was written still gets a byline.
    name: row?.name ?? slug.replace(/-/g, ' '),
    title: row?.title ?? '',
    avatarUrl: row?.avatarUrl ?? null,
    authorPage: authorPage(slug),
  };
}

export function summaryView(
  row: CountedPostRow,
  authorRows: ReadonlyMap<string, AuthorRow>,
  status: PostStatus,
): PostSummary {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    route: postRoute(row.slug),
    featuredImage: row.featuredImageUrl ? { url: row.featuredImageUrl, alt: row.featuredImageAlt ?? '' } : null,
    categories: row.categories,
    tags: row.tags,
    authors: row.authorSlugs.map((slug) => postAuthorView(slug, authorRows.get(slug))),
    status,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    modifiedAt: row.modifiedAt.toISOString(),
    sortDate: (row.sortDate ?? row.publishedAt ?? row.createdAt).toISOString(),
    readingMinutes: readingMinutes(row.wordCount),
    commentCount: row.commentCount,
    cardSlugs: row.cardSlugs,
  };
}

/** The live figures an author's biography may name. */
export interface BioFigures {
  cardCount: number;
  dataPoints: number;
  subscribers: number;
}

const count = new Intl.NumberFormat('en-CA');

/** `{cardCount}`, `{dataPoints}` and `{subscribers}` replaced by today's figures; other text as written. */
export function fillAuthorBio(bio: string, figures: BioFigures): string {
  return bio.replace(/\{(cardCount|dataPoints|subscribers)\}/g, (_match, name: keyof BioFigures) =>
    count.format(figures[name]),
  );
}

export function authorView(row: AuthorRow, postCount: number, figures: BioFigures): Author {
  return {
    ...postAuthorView(row.slug, row),
    bio: fillAuthorBio(row.bio, figures),
    education: row.education,
    expertise: row.expertise,
    twitter: row.twitter,
    linkedIn: row.linkedIn,
    postCount,
  };
}
