import '../zod-setup';
import { z } from 'zod';
import { hasControlCharacters } from '../rules/text-input';
import { EmailAddress } from './accounts';
import { defineEndpoint } from './endpoint';
import { MODERATION_STATUSES, MODERATION_VERDICTS } from './moderation';
import { CaptchaCode, PageNumber, PersonName } from './text-fields';

// Readers' comments on posts (shell-and-browsing §3 blog post comment, §7 the CMS comments read and
// POST wordpress/wordpress-comment): threaded, plain text, pending until a moderator approves them.

/** Longest comment accepted: a long, thoughtful answer; anything longer belongs in an email. */
export const COMMENT_MAX_LENGTH = 5000;
/** Replies nest this deep under a top-level comment; a reply to a deeper one joins its parent's thread. */
export const COMMENT_MAX_DEPTH = 3;
/** Comments a page of the comments call holds by default and at most (§7: per_page up to 100). */
export const COMMENTS_PER_PAGE = 100;

const Uuid = (what: string) => z.uuid({ error: `Not ${what}.` });

export const CommentText = z
  .string({ error: 'Write your comment.' })
  .trim()
  .min(1, 'Write your comment.')
  .max(COMMENT_MAX_LENGTH, `Keep your comment to ${COMMENT_MAX_LENGTH.toLocaleString('en-CA')} characters.`)
  .refine(
    (value) => !hasControlCharacters(value, { allowLineBreaks: true }),
    'Your comment contains characters we cannot store.',
  );

/** A comment as readers see it: the writer's name, never their address. */
export const PostComment = z
  .object({
    id: z.string(),
    postId: z.string(),
    parentId: z.string().nullable(),
    authorName: z.string(),
    body: z.string().describe('Plain text; the page shows it as text, with web addresses as safe links'),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'PostComment' });
export type PostComment = z.infer<typeof PostComment>;

export const CommentList = z
  .object({
    comments: z.array(PostComment),
    total: z.number().int().nonnegative(),
    page: z.number().int().min(1),
    perPage: z.number().int().min(1),
    totalPages: z.number().int().nonnegative(),
  })
  .meta({ id: 'CommentList' });
export type CommentList = z.infer<typeof CommentList>;

export const listComments = defineEndpoint({
  id: 'listComments',
  method: 'get',
  path: '/blog/comments',
  summary: 'Approved comments on a post, newest first',
  description: 'The CMS comments read of §7: `post` (the post id), `per_page` up to 100, `page`, `order`.',
  tag: 'Content',
  access: 'public',
  request: {
    query: z.strictObject({
      post: Uuid('a post id'),
      per_page: z.coerce
        .number({ error: `Ask for 1 to ${COMMENTS_PER_PAGE} comments a page.` })
        .int(`Ask for 1 to ${COMMENTS_PER_PAGE} comments a page.`)
        .min(1, `Ask for 1 to ${COMMENTS_PER_PAGE} comments a page.`)
        .max(COMMENTS_PER_PAGE, `Ask for 1 to ${COMMENTS_PER_PAGE} comments a page.`)
        .optional(),
      page: PageNumber.optional(),
      order: z.enum(['asc', 'desc'], { error: "Order is 'asc' or 'desc'." }).optional(),
    }),
  },
  responses: { 200: CommentList },
});

export const CommentRequest = z
  .strictObject({
    post_id: Uuid('a post id'),
    parent_id: Uuid('a comment id').nullable().optional().describe('The comment this one answers'),
    name: PersonName,
    email: EmailAddress.describe('Never shown; for reply emails and moderation'),
    comment: CommentText,
    notifyReplies: z
      .boolean({ error: 'Say yes or no to reply emails.' })
      .optional()
      .describe('Email me when someone replies'),
    captchaCode: CaptchaCode,
  })
  .meta({ id: 'CommentRequest' });
export type CommentRequest = z.input<typeof CommentRequest>;

export const CommentReceipt = z
  .object({
    status: z
      .enum(['approved', 'pending'])
      .describe('approved: shown at once; pending: shown once a moderator approves it'),
    comment: PostComment,
  })
  .meta({ id: 'CommentReceipt' });
export type CommentReceipt = z.infer<typeof CommentReceipt>;

export const postComment = defineEndpoint({
  id: 'postComment',
  method: 'post',
  path: '/wordpress/wordpress-comment',
  summary: 'Comment on a post',
  description:
    'Once the captcha is solved, the comment is stored as pending for a moderator; a signed-in member with a confirmed address and an approved comment before is published at once. Answers 400 naming each field to fix, 404 for a post or parent that takes no comments, 429 past the limits (per address, per writer and site-wide).',
  tag: 'Content',
  access: 'public',
  request: { body: CommentRequest },
  responses: { 201: CommentReceipt },
});

/** A comment as moderators see it: its status, the writer's address and where it was left. */
export const ModeratedComment = PostComment.extend({
  status: z.enum(MODERATION_STATUSES),
  authorEmail: z.string(),
  byMember: z.boolean().describe('Written by a signed-in member'),
  post: z.object({ id: z.string(), slug: z.string(), title: z.string() }),
  parentExcerpt: z.string().nullable().describe('The start of the comment it answers'),
  moderatedAt: z.iso.datetime().nullable(),
}).meta({ id: 'ModeratedComment' });
export type ModeratedComment = z.infer<typeof ModeratedComment>;

export const ModerationCommentList = z
  .object({
    comments: z.array(ModeratedComment),
    total: z.number().int().nonnegative(),
    page: z.number().int().min(1),
    totalPages: z.number().int().nonnegative(),
  })
  .meta({ id: 'ModerationCommentList' });

export const listCommentsForModeration = defineEndpoint({
  id: 'listCommentsForModeration',
  method: 'get',
  path: '/moderation/comments',
  summary: 'Comments by status (the queue: pending, oldest first)',
  tag: 'Content',
  access: 'staff:content',
  request: {
    query: z.strictObject({
      status: z.enum(MODERATION_STATUSES, { error: `Choose a status: ${MODERATION_STATUSES.join(', ')}.` }).optional(),
      page: PageNumber.optional(),
    }),
  },
  responses: { 200: ModerationCommentList },
});

export const moderateComment = defineEndpoint({
  id: 'moderateComment',
  method: 'post',
  path: '/moderation/comments/{id}/status',
  summary: 'Approve, reject or mark a comment as spam',
  description: 'Approving a reply emails the writer of the comment it answers, when they asked for it.',
  tag: 'Content',
  access: 'staff:content',
  request: {
    params: z.strictObject({ id: Uuid('a comment id') }),
    body: z.strictObject({
      status: z.enum(MODERATION_VERDICTS, { error: `Choose ${MODERATION_VERDICTS.join(', ')}.` }),
    }),
  },
  responses: { 200: ModeratedComment },
});
