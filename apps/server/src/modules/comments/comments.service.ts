import {
  COMMENT_MAX_DEPTH,
  COMMENTS_PER_PAGE,
  type CommentList,
  type CommentReceipt,
  type ModeratedComment,
  type ModerationStatus,
  type ModerationVerdict,
  type PostComment,
} from '@cardgenius/core/contract';
import { and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { queueEmail } from '../../db/mail-queue';
import { postComments, posts } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { commentReplyNotice } from './comment-emails';
import { forgetCommunityCommentCount } from './community-comment-count';

type CommentRow = typeof postComments.$inferSelect;

/** Replies and approved threads a post page shows at most: far beyond any real discussion here. */
const PAGE_COMMENTS_MAX = 1000;
/** Comments per page of the moderation queue. */
const QUEUE_PAGE_SIZE = 50;
const PARENT_EXCERPT_LENGTH = 140;

const NO_POST = 'No published post takes comments at this address.';
const NO_PARENT = 'The comment you are answering is not there any more. Post yours as a new comment.';

export function commentView(
  row: Pick<CommentRow, 'id' | 'postId' | 'parentId' | 'authorName' | 'body' | 'createdAt'>,
): PostComment {
  return {
    id: row.id,
    postId: row.postId,
    parentId: row.parentId,
    authorName: row.authorName,
    body: row.body,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Every approved comment of a post, oldest first: what its page shows, threaded by parent. */
export async function approvedComments(db: Database, postId: string): Promise<PostComment[]> {
  const rows = await db
    .select()
    .from(postComments)
    .where(and(eq(postComments.postId, postId), eq(postComments.status, 'approved')))
    .orderBy(asc(postComments.createdAt), asc(postComments.id))
    .limit(PAGE_COMMENTS_MAX);
  return rows.map(commentView);
}

/** A post readers can read and comment on: published, or scheduled and due. Archived posts are closed. */
async function openPost(db: Database, postId: string, now: Date) {
  const [post] = await db
    .select({ id: posts.id, slug: posts.slug, title: posts.title })
    .from(posts)
    .where(
      and(
        eq(posts.id, postId),
        sql`(${posts.status} = 'published' or (${posts.status} = 'scheduled' and ${posts.publishedAt} <= ${now}))`,
      ),
    )
    .limit(1);
  return post ?? null;
}

/** The approved comments of a readable post, a page at a time, newest first unless `order=asc` (§7). */
export async function listComments(options: {
  db: Database;
  postId: string;
  page?: number | undefined;
  perPage?: number | undefined;
  order?: 'asc' | 'desc' | undefined;
  now?: Date;
}): Promise<CommentList> {
  const { db, postId } = options;
  if (!(await openPost(db, postId, options.now ?? new Date()))) throw new AppError('NOT_FOUND', NO_POST);
  const page = options.page ?? 1;
  const perPage = options.perPage ?? COMMENTS_PER_PAGE;
  const direction = options.order === 'asc' ? asc : desc;
  const where = and(eq(postComments.postId, postId), eq(postComments.status, 'approved'));
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(postComments)
      .where(where)
      .orderBy(direction(postComments.createdAt), direction(postComments.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ total: count() }).from(postComments).where(where),
  ]);
  const total = totals[0]?.total ?? 0;
  return { comments: rows.map(commentView), total, page, perPage, totalPages: Math.ceil(total / perPage) };
}

/**
 * Where a reply goes: under its parent, or, when the parent already sits at the deepest level, beside
 * it (under the parent's own parent), so threads stay readable on a phone.
 */
async function replyParent(db: Database, postId: string, parentId: string): Promise<string> {
  const chain: CommentRow[] = [];
  let next: string | null = parentId;
  while (next !== null && chain.length < COMMENT_MAX_DEPTH) {
    const [row] = await db.select().from(postComments).where(eq(postComments.id, next)).limit(1);
    if (!row) break;
    chain.push(row);
    next = row.parentId;
  }
  const parent = chain[0];
  if (!parent || parent.postId !== postId || parent.status !== 'approved') throw new AppError('NOT_FOUND', NO_PARENT);
  // chain holds the parent and its ancestors up to the limit: a full chain means the parent is as deep as replies go.
  const depthOfParent = next === null ? chain.length : COMMENT_MAX_DEPTH + 1;
  return depthOfParent >= COMMENT_MAX_DEPTH ? (parent.parentId ?? parent.id) : parent.id;
}

/** Who is writing, when signed in: only a member with a confirmed address can be trusted at once. */
export interface CommentingMember {
  id: string;
  email: string;
  emailConfirmed: boolean;
}

/** A confirmed member writing under their own address, with an approved comment before. */
async function isTrustedWriter(db: Database, member: CommentingMember | null, email: string): Promise<boolean> {
  if (!member?.emailConfirmed || member.email !== email) return false;
  const [earlier] = await db
    .select({ id: postComments.id })
    .from(postComments)
    .where(
      and(
        eq(postComments.status, 'approved'),
        sql`(${postComments.memberId} = ${member.id} or ${postComments.authorEmail} = ${email})`,
      ),
    )
    .limit(1);
  return earlier !== undefined;
}

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * The email to the writer of the comment a reply answers, when they asked for one, queued with the
 * approval that publishes the reply. Nobody is told of their own reply.
 */
async function queueReplyNotice(
  tx: Tx,
  reply: CommentRow,
  site: { siteUrl: string; brandName: string },
): Promise<boolean> {
  if (!reply.parentId) return false;
  const [parent] = await tx.select().from(postComments).where(eq(postComments.id, reply.parentId)).limit(1);
  if (!parent?.notifyReplies || parent.status !== 'approved' || parent.authorEmail === reply.authorEmail) return false;
  const [post] = await tx
    .select({ slug: posts.slug, title: posts.title })
    .from(posts)
    .where(eq(posts.id, reply.postId));
  if (!post) return false;
  await queueEmail(tx, {
    label: 'comment reply',
    to: parent.authorEmail,
    ...commentReplyNotice({
      name: parent.authorName,
      replierName: reply.authorName,
      postTitle: post.title,
      link: new URL(`/blog/${post.slug}#comment-${reply.id}`, site.siteUrl).toString(),
      brandName: site.brandName,
    }),
  });
  return true;
}

/**
 * Stores a comment (the captcha and limits are the route's): pending for a moderator, or approved at
 * once for a trusted writer. Answers what the writer sees next.
 */
export async function submitComment(options: {
  db: Database;
  input: {
    postId: string;
    parentId: string | null;
    name: string;
    email: string;
    body: string;
    notifyReplies: boolean;
  };
  member: CommentingMember | null;
  requestId: string;
  site: { siteUrl: string; brandName: string };
  now?: Date;
}): Promise<{ receipt: CommentReceipt; emailQueued: boolean }> {
  const { db, input, member } = options;
  const now = options.now ?? new Date();
  if (!(await openPost(db, input.postId, now))) throw new AppError('NOT_FOUND', NO_POST);
  const parentId = input.parentId ? await replyParent(db, input.postId, input.parentId) : null;
  const trusted = await isTrustedWriter(db, member, input.email);
  const status: ModerationStatus = trusted ? 'approved' : 'pending';
  const { row, emailQueued } = await db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(postComments)
      .values({
        postId: input.postId,
        parentId,
        memberId: member?.id ?? null,
        authorName: input.name,
        authorEmail: input.email,
        body: input.body,
        status,
        notifyReplies: input.notifyReplies,
        createdAt: now,
        moderatedAt: trusted ? now : null,
        requestId: options.requestId,
      })
      .returning();
    if (!inserted) throw new Error('the comment was not stored');
    const queued = trusted ? await queueReplyNotice(tx, inserted, options.site) : false;
    return { row: inserted, emailQueued: queued };
  });
  if (trusted) forgetCommunityCommentCount(db);
  return { receipt: { status: trusted ? 'approved' : 'pending', comment: commentView(row) }, emailQueued };
}

function moderatedView(
  row: CommentRow,
  post: { id: string; slug: string; title: string },
  parentBody: string | null,
): ModeratedComment {
  return {
    ...commentView(row),
    status: row.status,
    authorEmail: row.authorEmail,
    byMember: row.memberId !== null,
    post,
    parentExcerpt:
      parentBody === null
        ? null
        : parentBody.length > PARENT_EXCERPT_LENGTH
          ? `${parentBody.slice(0, PARENT_EXCERPT_LENGTH - 1)}…`
          : parentBody,
    moderatedAt: row.moderatedAt?.toISOString() ?? null,
  };
}

const parents = sql`"parent_comments"`;
const parentBody = sql<
  string | null
>`(select ${parents}."body" from "post_comments" as ${parents} where ${parents}."id" = ${postComments.parentId})`;

/** The moderators' list for one status: the pending queue oldest first, the rest newest first. */
export async function commentsForModeration(options: {
  db: Database;
  status?: ModerationStatus | undefined;
  page?: number | undefined;
}): Promise<{ comments: ModeratedComment[]; total: number; page: number; totalPages: number }> {
  const { db } = options;
  const status = options.status ?? 'pending';
  const page = options.page ?? 1;
  const where: SQL = eq(postComments.status, status);
  const order = status === 'pending' ? asc : desc;
  const [rows, totals] = await Promise.all([
    db
      .select({ comment: postComments, post: { id: posts.id, slug: posts.slug, title: posts.title }, parentBody })
      .from(postComments)
      .innerJoin(posts, eq(posts.id, postComments.postId))
      .where(where)
      .orderBy(order(postComments.createdAt), order(postComments.id))
      .limit(QUEUE_PAGE_SIZE)
      .offset((page - 1) * QUEUE_PAGE_SIZE),
    db.select({ total: count() }).from(postComments).where(where),
  ]);
  const total = totals[0]?.total ?? 0;
  return {
    comments: rows.map((row) => moderatedView(row.comment, row.post, row.parentBody)),
    total,
    page,
    totalPages: Math.ceil(total / QUEUE_PAGE_SIZE),
  };
}

/**
 * A moderator's verdict. Approving a reply for the first time emails the writer it answers (when they
 * asked); a verdict given again changes nothing and sends nothing.
 */
export async function moderateComment(options: {
  db: Database;
  id: string;
  verdict: ModerationVerdict;
  moderatorId: string;
  site: { siteUrl: string; brandName: string };
  now?: Date;
}): Promise<{ comment: ModeratedComment; emailQueued: boolean }> {
  const { db, id, verdict } = options;
  const now = options.now ?? new Date();
  const result = await db.transaction(async (tx) => {
    const [before] = await tx.select().from(postComments).where(eq(postComments.id, id)).for('update').limit(1);
    if (!before) throw new AppError('NOT_FOUND', 'No comment has this id.');
    if (before.status === verdict) return { row: before, emailQueued: false };
    const [after] = await tx
      .update(postComments)
      .set({ status: verdict, moderatedAt: now, moderatedBy: options.moderatorId })
      .where(eq(postComments.id, id))
      .returning();
    if (!after) throw new AppError('NOT_FOUND', 'No comment has this id.');
    // A reply approved once already told its parent's writer; approving it again after a rejection does not.
    const firstApproval = verdict === 'approved' && before.moderatedAt === null;
    const queued = firstApproval ? await queueReplyNotice(tx, after, options.site) : false;
    return { row: after, emailQueued: queued };
  });
  const [context] = await db
    .select({ post: { id: posts.id, slug: posts.slug, title: posts.title }, parentBody })
    .from(postComments)
    .innerJoin(posts, eq(posts.id, postComments.postId))
    .where(eq(postComments.id, id));
  if (!context) throw new AppError('NOT_FOUND', 'No comment has this id.');
  forgetCommunityCommentCount(db);
  return { comment: moderatedView(result.row, context.post, context.parentBody), emailQueued: result.emailQueued };
}

/** An address that ends our email also ends reply emails for every comment it wrote. */
export async function stopReplyEmails(db: Database | Tx, email: string): Promise<void> {
  await db
    .update(postComments)
    .set({ notifyReplies: false })
    .where(and(eq(postComments.authorEmail, email), eq(postComments.notifyReplies, true)));
}

/** Whether an address still asked to hear of replies to any comment it wrote. */
export async function wantsReplyEmails(db: Database, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: postComments.id })
    .from(postComments)
    .where(and(eq(postComments.authorEmail, email), eq(postComments.notifyReplies, true)))
    .limit(1);
  return row !== undefined;
}
