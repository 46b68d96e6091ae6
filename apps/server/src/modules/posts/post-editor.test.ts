import { randomUUID } from 'node:crypto';
import { EditorPost, ErrorResponse, Post, PostList } from '@cardgenius/core/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { posts } from '../../db/schema';
import { asMember, type Member, signedInMember, signedInStaff } from '../../test/members';
import { createTestApp } from '../../test/test-app';
import { seedFixturePublication } from './post-fixtures';

const logLines: string[] = [];
const t = await createTestApp({
  env: { LOG_LEVEL: 'info' },
  logDestination: { write: (line: string) => void logLines.push(line) },
});
afterAll(() => t.close());

let staff: Member;
let member: Member;
let adminWithoutTwoFactor: Member;
beforeAll(async () => {
  await seedFixturePublication(t);
  staff = await signedInStaff(t, 'editor@example.ca');
  member = await signedInMember(t, 'reader@example.ca');
  adminWithoutTwoFactor = await signedInStaff(t, 'admin.no2fa@example.ca', { twoFactor: false });
});

const BODY = `The {{card:american-express-cobalt-card.name}} costs {{card:american-express-cobalt-card.annualFee}}.

{{card:american-express-cobalt-card}}

## Who it suits

People who <script>alert(1)</script> cook at home.`;

const draft = (overrides: Record<string, unknown> = {}) => ({
  slug: `draft-${randomUUID().slice(0, 8)}`,
  title: 'Is the Cobalt worth it this year?',
  excerpt: 'The fee, the earn rates and who comes out ahead, with this year’s figures.',
  body: BODY,
  featuredImage: { url: 'https://images.example/cobalt.jpg', alt: 'The Cobalt card' },
  categories: ['credit-card-reviews'],
  tags: ['amex'],
  authors: ['editorial-team'],
  cardSlugs: ['american-express-cobalt-card'],
  ...overrides,
});

type Who = Member | null;
async function call(who: Who, method: string, path: string, body?: unknown) {
  const headers: Record<string, string> = { 'content-type': 'application/json', ...(who ? asMember(who) : {}) };
  const response = await t.app.request(`/api/v2${path}`, {
    method,
    headers,
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json()) as unknown };
}
const create = (who: Who, body: unknown) => call(who, 'POST', '/blog/editor/posts', body);
const created = async (overrides: Record<string, unknown> = {}) => {
  const answer = await create(staff, draft(overrides));
  expect(answer.status).toBe(201);
  return EditorPost.parse(answer.body);
};
const fieldsOf = (body: unknown) => ErrorResponse.parse(body).error.fields ?? {};
const publicList = async () => PostList.parse((await call(null, 'GET', '/blog/posts?per_page=100')).body);

describe('who may edit', () => {
  it('answers 401 to visitors, 403 to members and to admins without two-factor, and serves staff', async () => {
    const id = (await created()).id;
    const requests: Array<[string, string, unknown]> = [
      ['POST', '/blog/editor/posts', draft()],
      ['PUT', `/blog/editor/posts/${id}`, { ...draft(), version: 1 }],
      ['GET', `/blog/editor/posts/${id}`, undefined],
      ['POST', `/blog/editor/posts/${id}/status`, { status: 'draft' }],
    ];
    for (const [method, path, body] of requests) {
      expect((await call(null, method, path, body)).status, `${method} ${path} anonymous`).toBe(401);
      expect((await call(member, method, path, body)).status, `${method} ${path} member`).toBe(403);
      const admin = await call(adminWithoutTwoFactor, method, path, body);
      expect(admin.status, `${method} ${path} admin without two-factor`).toBe(403);
      expect(ErrorResponse.parse(admin.body).error.message).toMatch(/two-factor/);
      expect((await call(staff, method, path, body)).status, `${method} ${path} staff`).toBeLessThan(300);
    }
  });
});

describe('drafts', () => {
  it('creates a draft nobody else sees, which the editor previews rendered', async () => {
    const post = await created();
    expect(post).toMatchObject({ status: 'draft', version: 1, publishedAt: null, body: BODY });
    expect(post.blocks[0]).toEqual({
      kind: 'html',
      html: '<p>The American Express Cobalt Card costs $191.88.</p>',
    });
    expect(post.blocks[1]).toEqual({ kind: 'card', slug: 'american-express-cobalt-card' });
    expect(JSON.stringify(post.blocks)).not.toContain('<script');
    expect(post.headings).toEqual([{ id: 'who-it-suits', text: 'Who it suits', level: 2 }]);
    expect((await call(null, 'GET', `/blog/posts/${post.slug}`)).status).toBe(404);
    expect((await publicList()).posts.map((each) => each.slug)).not.toContain(post.slug);
    const preview = EditorPost.parse((await call(staff, 'GET', `/blog/editor/posts/${post.id}`)).body);
    expect(preview).toMatchObject({ id: post.id, status: 'draft', body: BODY });
  });

  it('refuses an unknown card or fact with a 400 naming the body and the placeholder', async () => {
    const answer = await create(
      staff,
      draft({ body: 'Fee: {{card:no-such-card.annualFee}}; colour: {{card:american-express-cobalt-card.colour}}.' }),
    );
    expect(answer.status).toBe(400);
    const { body } = fieldsOf(answer.body);
    expect(body).toContain('{{card:no-such-card.annualFee}}: no card “no-such-card” in the catalogue.');
    expect(body).toContain('{{card:american-express-cobalt-card.colour}}: “colour” is not a fact');
  });

  it('refuses unknown linked cards and authors, a doubled author and an image that is not https', async () => {
    const answer = await create(
      staff,
      draft({
        cardSlugs: ['american-express-cobalt-card', 'no-such-card'],
        authors: ['editorial-team', 'nobody'],
        featuredImage: { url: 'javascript:alert(1)', alt: 'An image' },
      }),
    );
    expect(answer.status).toBe(400);
    expect(fieldsOf(answer.body)).toEqual({
      'cardSlugs.1': 'No card “no-such-card” in the catalogue.',
      'authors.1': 'No author “nobody” on the team.',
      'featuredImage.url': 'Use an https address or a path on this site starting with /.',
    });
    const twice = await create(staff, draft({ authors: ['data-desk', 'data-desk'] }));
    expect(fieldsOf(twice.body)).toEqual({ 'authors.1': 'Name each author once.' });
  });

  it('refuses a body too complex to render in time with a 400 naming the body', async () => {
    // Lists nested inside each other on every line: the Markdown parser's time grows with their square.
    const answer = await create(staff, draft({ body: '- - - - - - - - x\n'.repeat(5_000) }));
    expect(answer.status).toBe(400);
    expect(fieldsOf(answer.body).body).toMatch(/^The article takes too long to render: nest lists/);
  });

  it('refuses a slug another post has with a 409 naming it', async () => {
    const answer = await create(staff, draft({ slug: 'amex-cobalt-review' }));
    expect(answer.status).toBe(409);
    expect(Object.keys(fieldsOf(answer.body))).toEqual(['slug']);
  });
});

describe('editing', () => {
  it('saves over the version the editor opened, and refuses a stale version with a 409', async () => {
    const post = await created();
    const first = await call(staff, 'PUT', `/blog/editor/posts/${post.id}`, {
      ...draft({ slug: post.slug, title: 'The Cobalt, reconsidered for this year' }),
      version: 1,
    });
    expect(first.status).toBe(200);
    expect(EditorPost.parse(first.body)).toMatchObject({ version: 2, title: 'The Cobalt, reconsidered for this year' });

    const stale = await call(staff, 'PUT', `/blog/editor/posts/${post.id}`, {
      ...draft({ slug: post.slug, title: 'A late edit from another tab' }),
      version: 1,
    });
    expect(stale.status).toBe(409);
    expect(ErrorResponse.parse(stale.body).error.message).toMatch(/Someone saved this post after you opened it/);
    const [row] = await t.database.db.select().from(posts).where(eq(posts.id, post.id));
    expect(row).toMatchObject({ title: 'The Cobalt, reconsidered for this year', version: 2, origin: 'staff' });
  });

  it('answers 404 for an unknown post and 400 for an id that is not one', async () => {
    expect((await call(staff, 'GET', `/blog/editor/posts/${randomUUID()}`)).status).toBe(404);
    expect((await call(staff, 'GET', '/blog/editor/posts/not-an-id')).status).toBe(400);
  });
});

describe('publishing', () => {
  const setStatus = (id: string, body: unknown) => call(staff, 'POST', `/blog/editor/posts/${id}/status`, body);

  it('publishes now, archives, and returns to draft', async () => {
    const post = await created();
    const published = EditorPost.parse((await setStatus(post.id, { status: 'published' })).body);
    expect(published.status).toBe('published');
    expect(published.publishedAt).not.toBeNull();
    expect(published.sortDate).toBe(published.publishedAt);
    const page = Post.parse((await call(null, 'GET', `/blog/posts/${post.slug}`)).body);
    expect(page.status).toBe('published');
    expect((await publicList()).posts[0]?.slug).toBe(post.slug);

    // Publishing again keeps the first publish date.
    const again = EditorPost.parse((await setStatus(post.id, { status: 'published' })).body);
    expect(again.publishedAt).toBe(published.publishedAt);

    expect(EditorPost.parse((await setStatus(post.id, { status: 'archived' })).body).status).toBe('archived');
    expect(Post.parse((await call(null, 'GET', `/blog/posts/${post.slug}`)).body).status).toBe('archived');
    expect((await publicList()).posts.map((each) => each.slug)).not.toContain(post.slug);

    expect(EditorPost.parse((await setStatus(post.id, { status: 'draft' })).body).status).toBe('draft');
    expect((await call(null, 'GET', `/blog/posts/${post.slug}`)).status).toBe(404);
  });

  it('schedules for a time to come only, and keeps the post hidden until then', async () => {
    const post = await created();
    const past = await setStatus(post.id, { status: 'scheduled', publishAt: '2020-01-01T09:00:00-05:00' });
    expect(past.status).toBe(400);
    expect(Object.keys(fieldsOf(past.body))).toEqual(['publishAt']);

    const scheduled = EditorPost.parse(
      (await setStatus(post.id, { status: 'scheduled', publishAt: '2031-05-01T09:00:00-04:00' })).body,
    );
    expect(scheduled).toMatchObject({ status: 'scheduled', publishedAt: '2031-05-01T13:00:00.000Z' });
    expect((await call(null, 'GET', `/blog/posts/${post.slug}`)).status).toBe(404);

    // Publishing a scheduled post now brings its date to now.
    const now = EditorPost.parse((await setStatus(post.id, { status: 'published' })).body);
    expect(new Date(now.publishedAt ?? 0).getTime()).toBeLessThanOrEqual(Date.now());
  });
});

describe('the log of editors’ actions', () => {
  it('names the member and the post, never what they wrote', async () => {
    logLines.length = 0;
    const post = await created({ title: 'A title that must stay out of the log' });
    const line = logLines.map((text) => JSON.parse(text) as Record<string, unknown>).find((entry) => entry.action);
    expect(line).toMatchObject({ action: 'created', postId: post.id, memberId: expect.any(String) });
    expect(logLines.join('\n')).not.toContain('A title that must stay out of the log');
    expect(logLines.join('\n')).not.toContain('cook at home');
  });
});

describe('the editors’ list and the live preview', () => {
  it('lists posts in every status, last changed first, by status and by words of the title', async () => {
    const title = `Listed ${randomUUID().slice(0, 6)}`;
    const post = await created({ title });
    const list = (query: string) =>
      call(staff, 'GET', `/blog/editor/posts${query}`).then(
        (answer) =>
          answer.body as {
            posts: { id: string; status: string; authorNames: string[]; modifiedAt: string }[];
            total: number;
          },
      );
    const changed = (await list('')).posts.map((entry) => entry.modifiedAt);
    expect(changed).toEqual([...changed].sort().reverse());
    const found = await list(`?q=${encodeURIComponent(title)}`);
    expect(found.posts.map((entry) => entry.id)).toEqual([post.id]);
    expect(found.posts[0]?.authorNames).toEqual(['Editorial Team']);
    const drafts = await list('?status=draft');
    expect(drafts.posts.every((entry) => entry.status === 'draft')).toBe(true);
    expect(drafts.posts.map((entry) => entry.id)).toContain(post.id);
    expect((await list('?status=published')).posts.map((entry) => entry.id)).not.toContain(post.id);
    expect((await call(member, 'GET', '/blog/editor/posts')).status).toBe(403);
    expect((await call(staff, 'GET', '/blog/editor/posts?status=gone')).status).toBe(400);
  });

  it('renders a body as the page will, with what saving would refuse, and stores nothing', async () => {
    const before = await call(staff, 'GET', '/blog/editor/posts');
    const preview = await call(staff, 'POST', '/blog/editor/preview', {
      body: `${BODY}\n\nAnd {{card:no-such-card.annualFee}}.`,
    });
    expect(preview.status).toBe(200);
    const rendered = preview.body as { blocks: { kind: string; html?: string; slug?: string }[]; problems: string[] };
    const html = rendered.blocks.flatMap((block) => block.html ?? '').join('');
    expect(html).toContain('<h2');
    expect(html).not.toContain('<script');
    expect(rendered.blocks).toContainEqual({ kind: 'card', slug: 'american-express-cobalt-card' });
    expect(rendered.problems.join(' ')).toContain('no-such-card');
    const after = await call(staff, 'GET', '/blog/editor/posts');
    expect((after.body as { total: number }).total).toBe((before.body as { total: number }).total);
  });
});
