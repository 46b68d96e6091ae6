import {
  EDITOR_POSTS_PER_PAGE,
  type EditorPost,
  type EditorPostSummary,
  type PostDraft,
  type PostPreview,
  type PostStatus,
  type PostTransition,
} from '@cardgenius/core/contract';
import { and, count, desc, eq, gt, ilike, lte, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { containsPattern } from '../../db/like-pattern';
import { posts } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { CatalogueSnapshot } from '../cards/catalogue-store';
import { catalogueFactSource } from './card-fact-source';
import { ArticleTooComplexError, articleWorker } from './markdown/article-worker-client';
import { readingMinutes } from './markdown/render-article';
import { fullColumns, type PostRow, readerStatus } from './post-views';
import { authorsBySlug, postView, type RenderPostBody } from './posts.service';
import { imageUrlProblem } from './safe-addresses';

type Draft = z.output<typeof PostDraft>;

/** Problems shown at once per field; the rest follow once these are fixed. */
const MAX_PROBLEMS_SHOWN = 5;

/**
 * Checks what the contract cannot: every placeholder of the body and every linked card in the
 * catalogue, the authors on the team, the image an https address or a site path. A 400 names each
 * field to fix (the body's message names its placeholders).
 */
async function checkDraft(db: Database, catalogue: CatalogueSnapshot, draft: Draft): Promise<{ wordCount: number }> {
  const fields: Record<string, string> = {};
  const hasCard = (slug: string) => catalogue.cardsBySlug.has(slug);
  let wordCount = 0;
  try {
    const inspection = await articleWorker.inspect(draft.body, hasCard);
    wordCount = inspection.wordCount;
    if (inspection.problems.length > 0) fields.body = inspection.problems.slice(0, MAX_PROBLEMS_SHOWN).join(' ');
  } catch (error) {
    if (!(error instanceof ArticleTooComplexError)) throw error;
    fields.body = error.message;
  }
  draft.cardSlugs.forEach((slug, index) => {
    if (!hasCard(slug)) fields[`cardSlugs.${index}`] = `No card “${slug}” in the catalogue.`;
  });
  const known = await authorsBySlug(db, draft.authors);
  draft.authors.forEach((slug, index) => {
    if (!known.has(slug)) fields[`authors.${index}`] = `No author “${slug}” on the team.`;
    else if (draft.authors.indexOf(slug) !== index) fields[`authors.${index}`] = 'Name each author once.';
  });
  const imageProblem = draft.featuredImage ? imageUrlProblem(draft.featuredImage.url) : null;
  if (imageProblem) fields['featuredImage.url'] = imageProblem;
  if (Object.keys(fields).length > 0) throw new AppError('VALIDATION_FAILED', 'Some fields are not valid.', fields);
  return { wordCount };
}

function contentColumns(draft: Draft, wordCount: number) {
  return {
    slug: draft.slug,
    title: draft.title,
    excerpt: draft.excerpt,
    body: draft.body,
    featuredImageUrl: draft.featuredImage?.url ?? null,
    featuredImageAlt: draft.featuredImage?.alt ?? null,
    categories: [...new Set(draft.categories)],
    tags: [...new Set(draft.tags)],
    authorSlugs: draft.authors,
    cardSlugs: [...new Set(draft.cardSlugs)],
    wordCount,
  };
}

const slugTaken = () =>
  new AppError('CONFLICT', 'Another post already has this address.', {
    slug: 'Another post already has this address: choose another.',
  });

async function rowById(db: Database, id: string): Promise<PostRow> {
  const [row] = await db.select(fullColumns).from(posts).where(eq(posts.id, id)).limit(1);
  if (!row) throw new AppError('NOT_FOUND', 'No post has this id.');
  return row;
}

/** A post as editors see it: any status as stored, the Markdown beside its rendering. */
async function editorView(options: { db: Database; row: PostRow; render: RenderPostBody; now: Date }) {
  const view = await postView({ ...options, status: options.row.status });
  return { ...view, body: options.row.body, version: options.row.version } satisfies EditorPost;
}

interface EditorContext {
  db: Database;
  catalogue: CatalogueSnapshot;
  render: RenderPostBody;
  now?: Date;
}

/** A new draft, staff's from the start; a taken slug is a 409 naming it. */
export async function createPost(options: EditorContext & { draft: Draft }): Promise<EditorPost> {
  const { db, draft } = options;
  const now = options.now ?? new Date();
  const { wordCount } = await checkDraft(db, options.catalogue, draft);
  try {
    const [row] = await db
      .insert(posts)
      .values({
        ...contentColumns(draft, wordCount),
        status: 'draft',
        origin: 'staff',
        modifiedAt: now,
        createdAt: now,
      })
      .returning(fullColumns);
    if (!row) throw new Error('insert returned no row');
    return editorView({ db, row, render: options.render, now });
  } catch (error) {
    if (isUniqueViolation(error)) throw slugTaken();
    throw error;
  }
}

/**
 * Replaces a post's content, in any status, if nobody saved it since the version the editor opened:
 * otherwise a 409 says so and nothing is written. The post is staff's from then on (a seed never
 * overwrites it).
 */
export async function updatePost(
  options: EditorContext & { id: string; draft: Draft & { version: number } },
): Promise<EditorPost> {
  const { db, id, draft } = options;
  const now = options.now ?? new Date();
  const { wordCount } = await checkDraft(db, options.catalogue, draft);
  let row: PostRow | undefined;
  try {
    [row] = await db
      .update(posts)
      .set({
        ...contentColumns(draft, wordCount),
        origin: 'staff',
        modifiedAt: now,
        version: sql`${posts.version} + 1`,
      })
      .where(sql`${posts.id} = ${id} and ${posts.version} = ${draft.version}`)
      .returning(fullColumns);
  } catch (error) {
    if (isUniqueViolation(error)) throw slugTaken();
    throw error;
  }
  if (!row) {
    const current = await rowById(db, id);
    throw new AppError(
      'CONFLICT',
      `Someone saved this post after you opened it (you edited version ${draft.version}; it is now version ${current.version}). Reload it, make your changes again and save.`,
      { version: `The post is now at version ${current.version}.` },
    );
  }
  return editorView({ db, row, render: options.render, now });
}

export async function getEditorPost(options: Omit<EditorContext, 'catalogue'> & { id: string }): Promise<EditorPost> {
  const now = options.now ?? new Date();
  return editorView({ db: options.db, row: await rowById(options.db, options.id), render: options.render, now });
}

/**
 * Publishes now (keeping an earlier publish date; one in the future becomes now), schedules for a time
 * to come, archives, or returns a post to draft. A status change makes the post staff's.
 */
export async function setPostStatus(
  options: Omit<EditorContext, 'catalogue'> & { id: string; transition: z.output<typeof PostTransition> },
): Promise<EditorPost> {
  const { db, id, transition } = options;
  const now = options.now ?? new Date();
  const current = await rowById(db, id);
  const change: Partial<typeof posts.$inferInsert> = { status: transition.status };
  if (transition.status === 'published') {
    const alreadyOut = current.publishedAt !== null && current.publishedAt <= now;
    if (!alreadyOut) {
      change.publishedAt = now;
      change.sortDate = now;
    } else if (current.sortDate === null) {
      change.sortDate = current.publishedAt;
    }
  } else if (transition.status === 'scheduled') {
    const publishAt = new Date(transition.publishAt);
    if (!(publishAt > now)) {
      throw new AppError('VALIDATION_FAILED', 'Schedule for a time to come, or publish now.', {
        publishAt: 'Choose a time in the future; to publish at once, publish.',
      });
    }
    change.publishedAt = publishAt;
    change.sortDate = publishAt;
  }
  const [row] = await db
    .update(posts)
    .set({ ...change, origin: 'staff', version: sql`${posts.version} + 1` })
    .where(eq(posts.id, id))
    .returning(fullColumns);
  if (!row) throw new AppError('NOT_FOUND', 'No post has this id.');
  return editorView({ db, row, render: options.render, now });
}

/** What editors filter by: the status readers see (a scheduled post whose time came is published). */
function statusCondition(status: PostStatus, now: Date): SQL | undefined {
  const cameDue = and(eq(posts.status, 'scheduled'), lte(posts.publishedAt, now));
  if (status === 'published') return or(eq(posts.status, 'published'), cameDue);
  if (status === 'scheduled') return and(eq(posts.status, 'scheduled'), gt(posts.publishedAt, now));
  return eq(posts.status, status);
}

/** Every post in any status for the editors' list, last changed first, with its authors' names. */
export async function listEditorPosts(options: {
  db: Database;
  status?: PostStatus | undefined;
  q?: string | undefined;
  page?: number | undefined;
  now?: Date;
}): Promise<{ posts: EditorPostSummary[]; total: number; page: number; totalPages: number }> {
  const { db } = options;
  const now = options.now ?? new Date();
  const page = options.page ?? 1;
  const search = options.q ? containsPattern(options.q) : null;
  const where = and(
    options.status ? statusCondition(options.status, now) : undefined,
    search ? or(ilike(posts.title, search), ilike(posts.slug, search)) : undefined,
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: posts.id,
        slug: posts.slug,
        title: posts.title,
        status: posts.status,
        categories: posts.categories,
        authorSlugs: posts.authorSlugs,
        publishedAt: posts.publishedAt,
        modifiedAt: posts.modifiedAt,
      })
      .from(posts)
      .where(where)
      .orderBy(desc(posts.modifiedAt), posts.id)
      .limit(EDITOR_POSTS_PER_PAGE)
      .offset((page - 1) * EDITOR_POSTS_PER_PAGE),
    db.select({ n: count() }).from(posts).where(where),
  ]);
  const names = await authorsBySlug(
    db,
    rows.flatMap((row) => row.authorSlugs),
  );
  const total = counted?.n ?? 0;
  return {
    posts: rows.map((row) => ({
      id: row.id,
      slug: row.slug,
      title: row.title,
      status: readerStatus(row, now),
      categories: row.categories,
      authorNames: row.authorSlugs.map((slug) => names.get(slug)?.name ?? slug),
      publishedAt: row.publishedAt?.toISOString() ?? null,
      modifiedAt: row.modifiedAt.toISOString(),
    })),
    total,
    page,
    totalPages: Math.ceil(total / EDITOR_POSTS_PER_PAGE),
  };
}

/**
 * A body rendered as its page will show it (the same renderer, the same catalogue figures), with what
 * saving would refuse in it; nothing is stored.
 */
export async function previewPostBody(options: {
  catalogue: CatalogueSnapshot;
  body: string;
  siteOrigin: string;
  now?: Date;
}): Promise<PostPreview> {
  const { catalogue, body } = options;
  const now = options.now ?? new Date();
  const hasCard = (slug: string) => catalogue.cardsBySlug.has(slug);
  try {
    const [inspection, rendered] = await Promise.all([
      articleWorker.inspect(body, hasCard),
      articleWorker.render(body, catalogueFactSource(catalogue, now), options.siteOrigin),
    ]);
    return {
      blocks: rendered.blocks,
      headings: rendered.headings,
      readingMinutes: readingMinutes(inspection.wordCount),
      problems: inspection.problems,
    };
  } catch (error) {
    if (error instanceof ArticleTooComplexError)
      throw new AppError('VALIDATION_FAILED', error.message, { body: error.message });
    throw error;
  }
}
