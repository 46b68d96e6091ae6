import { type Endpoint, ErrorResponse, endpoints } from '@cardgenius/core/contract';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { authors, users } from '../db/schema';
import { CARD_REVIEW_LIMITS } from '../modules/reviews/card-review-limits';
import { anonymousWriteExamples } from '../test/endpoint-examples';
import { anotherVisitor, asMember, signedInMember, signedInStaff } from '../test/members';
import { createTestApp } from '../test/test-app';

const t = await createTestApp();
afterAll(() => t.close());

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;
const CONTENT_TYPES = [
  'application/json',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  '',
];

/** A path for the endpoint with generated values in its placeholders. */
const pathFor = (endpoint: Endpoint) =>
  fc
    .array(fc.string({ maxLength: 40 }), { minLength: 4, maxLength: 4 })
    .map((values) => endpoint.path.replace(/\{[^}]+\}/g, () => encodeURIComponent(values.shift() || 'x')));

const generatedRequest = (endpoint: Endpoint) =>
  fc.record({
    path: pathFor(endpoint),
    method: fc.constantFrom(endpoint.method.toUpperCase(), ...METHODS),
    query: fc.dictionary(fc.string({ minLength: 1, maxLength: 12 }), fc.string({ maxLength: 30 }), { maxKeys: 4 }),
    contentType: fc.constantFrom(...CONTENT_TYPES),
    body: fc.oneof(
      fc.json().map((json) => json),
      fc.string({ maxLength: 200 }),
      // Control characters, NUL among them, in every place a string can be.
      fc
        .jsonValue({ maxDepth: 2 })
        .chain((value) => withControlCharacters(value))
        .map((value) => JSON.stringify(value)),
      fc.constant('{"unterminated": '),
      fc.constant(''),
    ),
  });

const CONTROL = fc.constantFrom('\u0000', '\u0001', '\u0007', '\u001b', '\u007f', '\u0000\u0000');

/** The value with a control character put into each string (and key), somewhere in it. */
function withControlCharacters(value: unknown): fc.Arbitrary<unknown> {
  if (typeof value === 'string') {
    return fc
      .tuple(CONTROL, fc.nat({ max: value.length }))
      .map(([control, at]) => value.slice(0, at) + control + value.slice(at));
  }
  if (Array.isArray(value)) return fc.tuple(...value.map(withControlCharacters));
  if (value && typeof value === 'object') {
    const entries = Object.entries(value);
    return fc
      .tuple(
        ...entries.map(([key, item]) =>
          fc.tuple(fc.oneof(fc.constant(key), withControlCharacters(key)), withControlCharacters(item)),
        ),
      )
      .map((pairs) => Object.fromEntries(pairs as [string, unknown][]));
  }
  return fc.constant(value);
}

/**
 * Whatever arrives at an endpoint — any method, query, content type or body — the answer is never a
 * 5xx, and every 4xx is the API's error shape.
 */
describe.each(Object.values(endpoints))('$method $path under generated input', (endpoint) => {
  it('never answers 5xx and always answers errors in the one shape', async () => {
    await fc.assert(
      fc.asyncProperty(generatedRequest(endpoint), async (input) => {
        const search = new URLSearchParams(input.query).toString();
        const withBody = !['GET', 'HEAD'].includes(input.method);
        const response = await t.app.request(`/api/v2${input.path}${search ? `?${search}` : ''}`, {
          method: input.method,
          headers: input.contentType ? { 'content-type': input.contentType } : {},
          ...(withBody ? { body: input.body } : {}),
        });
        expect(response.status).toBeLessThan(500);
        if (response.status >= 400) ErrorResponse.parse(await response.json());
      }),
      { numRuns: 60 },
    );
  });
});

/** Markdown made of the pieces an article is written with, raw HTML and hostile links among them. */
const SAFE_MARKDOWN_PIECES = [
  '{{card:american-express-cobalt-card}}',
  '{{card:american-express-cobalt-card.annualFee}}',
  '{{card:american-express-cobalt-card.earn.grocery}}',
  '\n',
  '\n\n',
  '## ',
  '- ',
  '> ',
  '| a | b |\n|---|---|\n',
  '```\n',
  '`',
  '[link](',
  ')',
  '![image](',
  'https://example.com/',
  'javascript:alert(1)',
  '<script>',
  '<img src=x onerror=alert(1)>',
  '[^1]',
  '&#106;',
  ' words ',
];
/** Placeholders an editor must fix: unknown cards and facts, half-written ones. */
const BROKEN_MARKDOWN_PIECES = [
  '{{card:no-such-card.rating}}',
  '{{card:american-express-cobalt-card.colour}}',
  '{{card:',
  '}}',
];
const markdownFrom = (pieces: string[]) =>
  fc
    .array(fc.oneof(fc.constantFrom(...pieces), fc.string({ maxLength: 20 })), { maxLength: 40 })
    .map((parts) => `Words ${parts.join('')}`);

/** A post as an editor sends it: often valid, with generated text where a person types. */
const generatedDraft = fc.oneof(
  fc.record({
    slug: fc.stringMatching(/^[a-z0-9]{1,12}(-[a-z0-9]{1,8}){0,3}$/),
    title: fc.string({ minLength: 1, maxLength: 80 }).map((text) => `Title ${text}`),
    excerpt: fc.string({ minLength: 1, maxLength: 200 }).map((text) => `Excerpt ${text}`),
    body: markdownFrom(SAFE_MARKDOWN_PIECES),
    featuredImage: fc.oneof(
      fc.constant(null),
      fc.record({ url: fc.webUrl({ validSchemes: ['https'] }), alt: fc.constant('An image') }),
    ),
    categories: fc.subarray(['credit-cards-101', 'reviews', 'study'], { minLength: 1 }),
    tags: fc.array(fc.stringMatching(/^[a-z]{1,8}$/), { maxLength: 3 }),
    authors: fc.subarray(['editorial-team', 'data-desk'], { minLength: 1 }),
    cardSlugs: fc.subarray(['american-express-cobalt-card']),
  }),
  fc.record({
    slug: fc.string({ maxLength: 20 }),
    title: fc.string({ maxLength: 170 }),
    excerpt: fc.string({ maxLength: 420 }),
    body: markdownFrom([...SAFE_MARKDOWN_PIECES, ...BROKEN_MARKDOWN_PIECES]),
    featuredImage: fc.oneof(
      fc.constant(null),
      fc.record({ url: fc.string({ maxLength: 30 }), alt: fc.string({ maxLength: 30 }) }),
    ),
    categories: fc.subarray(['credit-cards-101', 'reviews', 'recipes']),
    tags: fc.array(fc.string({ maxLength: 8 }), { maxLength: 3 }),
    authors: fc.subarray(['editorial-team', 'nobody', 'editorial-team']),
    cardSlugs: fc.subarray(['american-express-cobalt-card', 'no-such-card']),
  }),
);

const generatedTransition = fc.oneof(
  fc.constantFrom({ status: 'published' }, { status: 'archived' }, { status: 'draft' }),
  fc.record({
    status: fc.constant('scheduled'),
    publishAt: fc.oneof(
      fc
        .date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
        .map((date) => date.toISOString()),
      fc.string({ maxLength: 30 }),
    ),
  }),
  fc.record({ status: fc.string({ maxLength: 10 }), publishAt: fc.anything() }),
);

/** A card review as a member sends it: often valid, with generated text, markup and months. */
const generatedReview = fc.oneof(
  fc.record({
    rating: fc.integer({ min: 1, max: 5 }),
    title: fc.oneof(
      fc.string({ minLength: 1, maxLength: 120 }),
      fc.constantFrom('<script>alert(1)</script>', '<img src=x onerror=alert(1)>'),
    ),
    body: fc.string({ minLength: 20, maxLength: 400 }).map((text) => `A review of the card: ${text}`),
    holdsCard: fc.boolean(),
    heldSince: fc.oneof(
      fc.constant(null),
      fc.constant(undefined),
      fc
        .date({ min: new Date('1940-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
        .map((date) => date.toISOString().slice(0, 7)),
      fc.string({ maxLength: 12 }),
    ),
  }),
  fc.record({
    rating: fc.oneof(fc.integer({ min: -10, max: 10 }), fc.double(), fc.string({ maxLength: 3 })),
    title: fc.oneof(fc.string({ maxLength: 200 }), fc.integer()),
    body: fc.oneof(fc.string({ maxLength: 6000 }), fc.constant(null)),
    holdsCard: fc.oneof(fc.boolean(), fc.string({ maxLength: 5 })),
    heldSince: fc.anything(),
  }),
  fc.anything(),
);

const generatedVerdict = fc.oneof(
  fc.record({ status: fc.constantFrom('approved', 'rejected', 'spam') }),
  fc.record({
    status: fc.constantFrom('approved', 'rejected', 'spam', 'pending', 'deleted'),
    updatedAt: fc.oneof(
      fc
        .date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
        .map((date) => date.toISOString()),
      fc.string({ maxLength: 30 }),
    ),
  }),
  fc.anything(),
);

/** A hello bar as an editor sends it: often valid, with generated text, links, colours and offsets. */
const generatedHelloBar = fc.record({
  name: fc.string({ maxLength: 90 }),
  copy: fc.oneof(fc.string({ maxLength: 260 }), fc.constantFrom('<strong>Bold</strong> words', '<script>x</script>')),
  copyImage: fc.oneof(fc.constant(null), fc.constantFrom('/images/a.svg', 'https://cdn.example/a.png', '//evil', 'x')),
  imageLeft: fc.oneof(fc.constant(null), fc.string({ maxLength: 20 }), fc.constant('/images/hello-bar/card-stack.svg')),
  imageLeftAltText: fc.string({ maxLength: 30 }),
  imageRight: fc.oneof(fc.constant(null), fc.anything()),
  ctaCopy: fc.string({ maxLength: 50 }),
  ctaLink: fc.oneof(fc.constantFrom('/credit-cards', 'https://example.com/', 'javascript:alert(1)'), fc.anything()),
  ctaLinkType: fc.constantFrom('Internal', 'External', 'Other'),
  ctaNewTab: fc.oneof(fc.boolean(), fc.anything()),
  backgroundColor: fc.constantFrom('#172554', '#fff', 'red', ''),
  copyColor: fc.constantFrom('#ffffff', '#172554', '#12345'),
  ctaBackgroundColor: fc.constantFrom('#facc15', '#000'),
  ctaFontColor: fc.constantFrom('#172554', '#facc15'),
  imageLeftTop: fc.oneof(fc.integer({ min: -100, max: 100 }), fc.double(), fc.anything()),
  imageLeftWidth: fc.integer({ min: -10, max: 500 }),
  imageRightTop: fc.integer({ min: -60, max: 60 }),
  imageRightWidth: fc.oneof(fc.integer({ min: 0, max: 400 }), fc.string({ maxLength: 4 })),
  optionB: fc.oneof(
    fc.constant(null),
    fc.record({ copy: fc.string({ maxLength: 30 }), ctaCopy: fc.string({ maxLength: 30 }) }),
    fc.anything(),
  ),
});

/** What each staff call is sent: its own kind of body. */
const generatedBody: Record<string, fc.Arbitrary<unknown>> = {
  createPost: generatedDraft,
  updatePost: fc
    .tuple(generatedDraft, fc.integer({ min: 0, max: 4 }))
    .map(([draft, version]) => ({ ...draft, version })),
  getEditorPost: fc.constant(undefined),
  setPostStatus: generatedTransition,
  moderateComment: fc.oneof(
    fc.constantFrom({ status: 'approved' }, { status: 'rejected' }, { status: 'spam' }, { status: 'pending' }),
    fc.record({ status: fc.string({ maxLength: 10 }) }),
  ),
  listCardReviewQueue: fc.constant(undefined),
  setCardReviewStatus: generatedVerdict,
  confirmStaffPassword: fc.oneof(fc.record({ password: fc.string({ maxLength: 80 }) }), fc.anything()),
  listStaff: fc.constant(undefined),
  saveHelloBar: fc.record({ helloBar: fc.oneof(generatedHelloBar, fc.constant(null), fc.anything()) }),
  saveFeatureFlags: fc.record({
    flags: fc.oneof(
      fc.dictionary(fc.constantFrom('blog', 'newsletter', 'partnerMode', 'teleport', '__proto__'), fc.anything()),
      fc.anything(),
    ),
  }),
  saveMenuPlacements: fc.record({
    pinned: fc.array(fc.oneof(fc.constantFrom('american-express-cobalt-card', 'no-such-card'), fc.string()), {
      maxLength: 8,
    }),
  }),
  saveSiteStats: fc.record({
    stats: fc.dictionary(
      fc.constantFrom('dataPoints', 'categories', 'monthlyPageviews', 'uniqueVisitors', 'newsletterSubscribers'),
      fc.oneof(fc.integer(), fc.double(), fc.anything()),
    ),
  }),
  setMemberRole: fc.oneof(
    fc.record({ role: fc.constantFrom('admin', 'editor', 'support', null) }),
    fc.record({ role: fc.string({ maxLength: 12 }) }),
    fc.anything(),
  ),
};

/**
 * The editors' calls made by staff, so their input is read and stored: whatever arrives — generated
 * ids, bodies, Markdown — the answer is never a 5xx, and every 4xx is the API's error shape.
 */
describe('staff calls under generated input', async () => {
  const staff = await signedInStaff(t, 'robust.staff@example.ca');
  const bio = 'An author for generated edits, with a biography long enough to pass.';
  await t.database.db
    .insert(authors)
    .values([
      { slug: 'editorial-team', name: 'Editorial Team', title: 'Editors', bio },
      { slug: 'data-desk', name: 'Data Desk', title: 'Data', bio },
    ])
    .onConflictDoNothing();
  const created = await t.app.request('/api/v2/blog/editor/posts', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...asMember(staff) },
    body: JSON.stringify({
      slug: 'robustness-post',
      title: 'A post for generated edits',
      excerpt: 'A post that generated requests edit, publish and archive.',
      body: 'Some words.',
      featuredImage: null,
      categories: ['study'],
      tags: [],
      authors: ['editorial-team'],
      cardSlugs: [],
    }),
  });
  expect(created.status).toBe(201);
  const existingPost = ((await created.json()) as { id: string }).id;
  const reviewer = await signedInMember(t, 'robust.reviewer@example.ca');
  const reviewed = await t.app.request('/api/v2/card/american-express-cobalt-card/reviews/mine', {
    method: 'PUT',
    headers: { 'content-type': 'application/json', ...asMember(reviewer) },
    body: JSON.stringify({ rating: 4, title: 'Reviewed', body: 'A review for generated verdicts.', holdsCard: false }),
  });
  expect(reviewed.status).toBe(200);
  const [reviewerRow] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, reviewer.email));
  /** The id each call's `{id}` names when it is not generated: a post, a card review, or a member. */
  const existing: Record<string, string> = {
    setCardReviewStatus: ((await reviewed.json()) as { review: { id: string } }).review.id,
    setMemberRole: reviewerRow?.id ?? '',
  };
  const staffEndpoints = Object.values(endpoints).filter((endpoint) => endpoint.access.startsWith('staff:'));

  it.each(staffEndpoints.map((endpoint) => [endpoint.id, endpoint] as const))('%s', async (id, endpoint) => {
    const ids = fc.oneof(
      { arbitrary: fc.constant(existing[id] ?? existingPost), weight: 3 },
      fc.uuid(),
      fc.string({ maxLength: 40 }),
    );
    const contentType = fc.oneof({ arbitrary: fc.constant('application/json'), weight: 4 }, fc.constant('text/plain'));
    await fc.assert(
      fc.asyncProperty(ids, generatedBody[id] ?? fc.anything(), contentType, async (postId, body, type) => {
        const path = endpoint.path.replace('{id}', encodeURIComponent(postId || 'x'));
        const method = endpoint.method.toUpperCase();
        const response = await t.app.request(`/api/v2${path}`, {
          method,
          headers: { 'content-type': type, ...asMember(staff) },
          ...(method === 'GET' ? {} : { body: JSON.stringify(body) }),
        });
        expect(response.status).toBeLessThan(500);
        if (response.status >= 400) ErrorResponse.parse(await response.json());
      }),
      { numRuns: 60 },
    );
  });
});

/** Queries a list is read with: often a valid page and state, else generated keys and values. */
const generatedListQuery = fc.oneof(
  fc.record(
    {
      page: fc.oneof(fc.integer({ min: -2, max: 20_000 }).map(String), fc.string({ maxLength: 6 })),
      status: fc.constantFrom('pending', 'approved', 'rejected', 'spam', 'gone', ''),
    },
    { requiredKeys: [] },
  ),
  fc.dictionary(fc.string({ minLength: 1, maxLength: 8 }), fc.string({ maxLength: 20 }), { maxKeys: 3 }),
);

/**
 * Members' and staff's review calls, signed in, so their input is read and stored: generated card
 * slugs, pages, states and reviews never get a 5xx, and every 4xx is the API's error shape.
 */
describe('card review calls under generated input', async () => {
  const member = await signedInMember(t, 'robust.member@example.ca');
  const staff = await signedInStaff(t, 'robust.moderator@example.ca');
  const [row] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, member.email));
  const slugs = fc.oneof(
    { arbitrary: fc.constantFrom('american-express-cobalt-card', 'td-cash-back-visa-card'), weight: 4 },
    fc.string({ maxLength: 40 }),
  );
  const calls = [
    { endpoint: endpoints.getMyCardReview, who: member },
    { endpoint: endpoints.saveMyCardReview, who: member },
    { endpoint: endpoints.listCardReviews, who: null },
    { endpoint: endpoints.listCardReviewQueue, who: staff },
  ];

  it.each(calls.map((entry) => [entry.endpoint.id, entry] as const))('%s', async (_id, { endpoint, who }) => {
    await fc.assert(
      fc.asyncProperty(slugs, generatedListQuery, generatedReview, async (slug, query, body) => {
        // Each run may save: the member's hourly allowance would otherwise answer 429 before the review is read.
        await t.deps.rateLimiter.reset(CARD_REVIEW_LIMITS.perMember, row?.id ?? '');
        const path = endpoint.path.replace('{slug}', encodeURIComponent(slug || 'x'));
        const search = new URLSearchParams(query as Record<string, string>).toString();
        const method = endpoint.method.toUpperCase();
        const response = await t.app.request(`/api/v2${path}${search ? `?${search}` : ''}`, {
          method,
          headers: { 'content-type': 'application/json', ...(who ? asMember(who) : {}) },
          ...(method === 'GET' ? {} : { body: JSON.stringify(body) }),
        });
        expect(response.status).toBeLessThan(500);
        if (response.status >= 400) ErrorResponse.parse(await response.json());
      }),
      { numRuns: 60 },
    );
  });
});

/**
 * A valid request of every anonymous write with a control character put into one of its strings:
 * refused with a 400 naming a field to fix (never a 5xx), wherever the character goes.
 */
describe('control characters in valid requests', () => {
  const examples = anonymousWriteExamples(t);
  const anonymousWrites = Object.values(endpoints).filter(
    (endpoint) => endpoint.access === 'public' && endpoint.method !== 'get' && examples[endpoint.id],
  );
  it.each(anonymousWrites.map((endpoint) => [endpoint.id, endpoint] as const))('%s', async (id, endpoint) => {
    const example = await examples[id]?.request(1);
    if (!example) throw new Error(`no example for ${id}`);
    const strings = stringPaths(example.body);
    for (const path of strings) {
      for (const control of ['\u0000', '\u001b', '\u007f']) {
        const body = setAt(example.body, path, (text) => `${text}${control}`);
        const response = await t.app.request(`/api/v2${example.path ?? endpoint.path}`, {
          method: endpoint.method.toUpperCase(),
          headers: { 'content-type': 'application/json', ...anotherVisitor(), ...example.headers },
          body: JSON.stringify(body),
        });
        expect(response.status, `${id} ${path.join('.')}`).toBe(400);
        // It names what to fix: the field itself, or one its schema checks first (a password's repeat).
        const { error } = ErrorResponse.parse(await response.json());
        expect(Object.keys(error.fields ?? {}), `${id} ${path.join('.')}`).not.toHaveLength(0);
      }
    }
  });
});

/** The path of every string in a JSON value. */
function stringPaths(value: unknown, path: string[] = []): string[][] {
  if (typeof value === 'string') return [path];
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => stringPaths(item, [...path, key]));
  }
  return [];
}

function setAt(value: unknown, path: string[], change: (text: string) => string): unknown {
  if (path.length === 0) return typeof value === 'string' ? change(value) : value;
  const [head, ...rest] = path;
  const container = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<string, unknown>;
  container[head as string] = setAt(container[head as string], rest, change);
  return container;
}
