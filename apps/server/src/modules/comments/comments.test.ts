import { randomUUID } from 'node:crypto';
import {
  CommentList,
  CommentReceipt,
  ErrorResponse,
  GlobalResponse,
  ModeratedComment,
  Post,
  PostList,
} from '@cardgenius/core/contract';
import { MARKUP_INJECTION_CORPUS } from '@cardgenius/core/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postComments } from '../../db/schema';
import {
  anotherVisitor,
  asMember,
  captchaCode,
  lastMessageTo,
  type Member,
  signedInMember,
  signedInStaff,
} from '../../test/members';
import { createTestApp } from '../../test/test-app';
import { unsubscribeUrl } from '../newsletter/signed-links';
import { insertPost, seedFixturePublication } from '../posts/post-fixtures';
import { COMMENT_LIMITS } from './comment-limits';

const logLines: string[] = [];
const t = await createTestApp({
  env: { LOG_LEVEL: 'info' },
  logDestination: { write: (line: string) => void logLines.push(line) },
});
afterAll(() => t.close());

let staff: Member;
let member: Member;
let post: { id: string; slug: string };
let draft: { id: string; slug: string };
let archived: { id: string; slug: string };
beforeAll(async () => {
  await seedFixturePublication(t);
  staff = await signedInStaff(t, 'moderator@example.ca');
  member = await signedInMember(t, 'regular@example.ca');
  post = await insertPost(t, { slug: 'comments-open', title: 'Is the annual fee worth it?' });
  draft = await insertPost(t, { slug: 'comments-draft', status: 'draft', publishedAt: null });
  archived = await insertPost(t, { slug: 'comments-archived', status: 'archived' });
});

type Who = Member | null;
async function call(who: Who, method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  const response = await t.app.request(`/api/v2${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...anotherVisitor(), ...(who ? asMember(who) : {}), ...headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json()) as unknown };
}

let written = 0;
/** A comment as the post page sends it, with a solved captcha, from another visitor's address. */
async function comment(overrides: Record<string, unknown> = {}, who: Who = null) {
  written++;
  return call(who, 'POST', '/wordpress/wordpress-comment', {
    post_id: post.id,
    name: 'Sam Leblanc',
    email: `reader${written}@example.ca`,
    comment: `A point about the fees, number ${written}.`,
    captchaCode: await captchaCode(t),
    ...overrides,
  });
}
const receipt = (answer: { body: unknown }) => CommentReceipt.parse(answer.body);
const moderate = (id: string, status: string, who: Who = staff) =>
  call(who, 'POST', `/moderation/comments/${id}/status`, { status });
const pagePost = async (slug = post.slug) => Post.parse((await call(null, 'GET', `/blog/posts/${slug}`)).body);

describe('comments on a post', () => {
  it('stores a comment as pending: not on the page, not in the count, first in the moderators’ queue', async () => {
    const answer = await comment({ comment: '  Does the fee waiver apply in the first year?  ' });
    expect(answer.status).toBe(201);
    const { status, comment: stored } = receipt(answer);
    expect(status).toBe('pending');
    expect(stored.body).toBe('Does the fee waiver apply in the first year?');
    expect((await pagePost()).comments).toEqual([]);
    const queue = await call(staff, 'GET', '/moderation/comments');
    expect(queue.status).toBe(200);
    const pending = ModeratedComment.array().parse((queue.body as { comments: unknown }).comments);
    expect(pending.find((row) => row.id === stored.id)).toMatchObject({
      status: 'pending',
      post: { id: post.id, slug: post.slug },
      byMember: false,
      parentExcerpt: null,
    });
  });

  it('shows it once approved: on the page, in the comments call, the post’s count and the site’s stats', async () => {
    const before = GlobalResponse.parse((await call(null, 'GET', '/global')).body).stats.communityComments;
    const { comment: stored } = receipt(await comment());
    const approved = await moderate(stored.id, 'approved');
    expect(approved.status).toBe(200);
    expect(ModeratedComment.parse(approved.body)).toMatchObject({ status: 'approved' });
    expect((await pagePost()).comments.map((row) => row.id)).toContain(stored.id);
    const list = CommentList.parse((await call(null, 'GET', `/blog/comments?post=${post.id}`)).body);
    expect(list.comments[0]?.id).toBe(stored.id);
    const summaries = PostList.parse((await call(null, 'GET', `/blog/posts?slug=${post.slug}`)).body);
    expect(summaries.posts[0]?.commentCount).toBe(list.total);
    expect(GlobalResponse.parse((await call(null, 'GET', '/global')).body).stats.communityComments).toBe(before + 1);
    // The address never leaves the moderators' calls.
    expect(JSON.stringify(await pagePost())).not.toContain('@example.ca');
  });

  it('sorts most discussed first by approved comments', async () => {
    const quiet = await insertPost(t, { slug: 'comments-quiet', publishedAt: new Date('2026-11-20T12:00:00Z') });
    const list = PostList.parse((await call(null, 'GET', '/blog/posts?orderby=comment_count&per_page=100')).body);
    const slugs = list.posts.map((row) => row.slug);
    expect(slugs.indexOf(post.slug)).toBeLessThan(slugs.indexOf(quiet.slug));
    expect(list.posts[0]?.commentCount).toBeGreaterThan(0);
  });

  it('publishes at once for a confirmed member, under their own address, with an approved comment before', async () => {
    const first = receipt(await comment({ email: member.email, name: 'Regular Reader' }, member));
    expect(first.status).toBe('pending');
    await moderate(first.comment.id, 'approved');
    const second = receipt(await comment({ email: member.email, name: 'Regular Reader' }, member));
    expect(second.status).toBe('approved');
    // Under another address, or signed out, the same person waits for a moderator.
    expect(receipt(await comment({ email: 'elsewhere@example.ca' }, member)).status).toBe('pending');
    expect(receipt(await comment({ email: member.email })).status).toBe('pending');
  });

  it('threads replies, three deep at most, and emails the parent’s writer once when asked', async () => {
    const parent = receipt(await comment({ email: 'asker@example.ca', name: 'Asker', notifyReplies: true }));
    await moderate(parent.comment.id, 'approved');
    const reply = receipt(await comment({ parent_id: parent.comment.id, name: 'Answerer' }));
    expect(reply.comment.parentId).toBe(parent.comment.id);
    expect(await lastMessageTo(t, 'asker@example.ca')).toBeUndefined();
    await moderate(reply.comment.id, 'approved');
    const email = await lastMessageTo(t, 'asker@example.ca');
    expect(email?.subject).toBe('Answerer replied to your comment on “Is the annual fee worth it?”');
    expect(email?.text).toContain(`/blog/${post.slug}#comment-${reply.comment.id}`);
    expect(email?.text).toContain('/unsubscribe?token=');
    // Approving again sends nothing more.
    await moderate(reply.comment.id, 'rejected');
    await moderate(reply.comment.id, 'approved');
    const deeper = receipt(await comment({ parent_id: reply.comment.id }));
    await moderate(deeper.comment.id, 'approved');
    const deepest = receipt(await comment({ parent_id: deeper.comment.id }));
    // A reply to the third level joins that level rather than opening a fourth.
    expect(deepest.comment.parentId).toBe(reply.comment.id);
    const rows = await t.database.db
      .select()
      .from(postComments)
      .where(eq(postComments.authorEmail, 'asker@example.ca'));
    expect(rows).toHaveLength(1);
  });

  it('stops reply emails when the address uses the unsubscribe link every email carries', async () => {
    const parent = receipt(await comment({ email: 'leaver@example.ca', name: 'Leaver', notifyReplies: true }));
    await moderate(parent.comment.id, 'approved');
    const link = new URL(
      unsubscribeUrl({ siteUrl: t.deps.env.SITE_URL, secret: t.deps.authSecret, email: 'leaver@example.ca' }),
    );
    const token = link.searchParams.get('token') ?? '';
    const answer = await call(null, 'POST', '/subscription/unsubscribe', { token });
    expect(answer.status).toBe(200);
    const reply = receipt(await comment({ parent_id: parent.comment.id }));
    await moderate(reply.comment.id, 'approved');
    expect(await lastMessageTo(t, 'leaver@example.ca')).toBeUndefined();
  });

  it('refuses comments on drafts and archived posts, and replies to what is not approved there', async () => {
    for (const closed of [draft, archived]) {
      const answer = await comment({ post_id: closed.id });
      expect(answer.status).toBe(404);
    }
    expect((await call(null, 'GET', `/blog/comments?post=${draft.id}`)).status).toBe(404);
    const pending = receipt(await comment());
    const answer = await comment({ parent_id: pending.comment.id });
    expect(answer.status).toBe(404);
    expect(ErrorResponse.parse(answer.body).error.message).toContain('not there any more');
    expect((await comment({ post_id: randomUUID() })).status).toBe(404);
    const archivedPage = await pagePost(archived.slug);
    expect(archivedPage.commentsOpen).toBe(false);
  });

  it('needs a solved captcha and names each field to fix', async () => {
    const noCaptcha = await call(null, 'POST', '/wordpress/wordpress-comment', {
      post_id: post.id,
      name: 'Sam',
      email: 'sam@example.ca',
      comment: 'Hello',
      captchaCode: 'bogus',
    });
    expect(noCaptcha.status).toBe(400);
    expect(ErrorResponse.parse(noCaptcha.body).error.fields).toHaveProperty('captchaCode');
    const bad = await comment({ name: '<script>', email: 'nope', comment: '   ' });
    expect(bad.status).toBe(400);
    expect(Object.keys(ErrorResponse.parse(bad.body).error.fields ?? {}).sort()).toEqual(['comment', 'email', 'name']);
  });

  it('stores hostile text as text: the page’s data carries it verbatim, for React to escape', async () => {
    for (const text of MARKUP_INJECTION_CORPUS) {
      const { comment: stored } = receipt(await comment({ comment: text }));
      await moderate(stored.id, 'approved');
      const shown = (await pagePost()).comments.find((row) => row.id === stored.id);
      expect(shown?.body).toBe(text.trim());
    }
  });

  it('limits comments per writer once the captcha is solved', async () => {
    const email = 'chatty@example.ca';
    for (let i = 0; i < COMMENT_LIMITS.perWriter.limit; i++) expect((await comment({ email })).status).toBe(201);
    const answer = await comment({ email });
    expect(answer.status).toBe(429);
  });

  it('keeps moderation to staff: 401 anonymous, 403 a member, ids alone in the log', async () => {
    const { comment: stored } = receipt(await comment());
    expect((await moderate(stored.id, 'spam', null)).status).toBe(401);
    expect((await moderate(stored.id, 'spam', member)).status).toBe(403);
    expect((await call(member, 'GET', '/moderation/comments')).status).toBe(403);
    expect((await moderate(stored.id, 'spam')).status).toBe(200);
    expect((await moderate(randomUUID(), 'approved')).status).toBe(404);
    const line = logLines.find((entry) => entry.includes('comment moderated') && entry.includes(stored.id));
    expect(line).toBeDefined();
    expect(line).not.toContain('@example.ca');
    const spam = await call(staff, 'GET', '/moderation/comments?status=spam');
    expect(
      ModeratedComment.array()
        .parse((spam.body as { comments: unknown }).comments)
        .map((row) => row.id),
    ).toContain(stored.id);
  });
});
