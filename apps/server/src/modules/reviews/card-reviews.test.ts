import { randomUUID } from 'node:crypto';
import {
  CardDetail,
  CardReviewPage,
  CardReviewQueue,
  ErrorResponse,
  GlobalResponse,
  LatestCardReviews,
  ModeratedCardReview,
  MyCardReview,
  RankResponse,
} from '@cardgenius/core/contract';
import { EVERY_CARD } from '@cardgenius/core/queries';
import { CARD_REVIEW_MESSAGES } from '@cardgenius/core/rules';
import { MARKUP_INJECTION_CORPUS } from '@cardgenius/core/testing';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardReviews, users } from '../../db/schema';
import { asMember, type Member, signedInMember, signedInStaff } from '../../test/members';
import { createTestApp } from '../../test/test-app';
import { forgetApprovedReviewCount } from './approved-review-count';
import { CARD_REVIEW_LIMITS } from './card-review-limits';

const logLines: string[] = [];
const t = await createTestApp({
  env: { LOG_LEVEL: 'info' },
  logDestination: { write: (line: string) => void logLines.push(line) },
});
afterAll(() => t.close());

const COBALT = 'american-express-cobalt-card';

let staff: Member;
let adminWithoutTwoFactor: Member;
let cards: string[];
beforeAll(async () => {
  staff = await signedInStaff(t, 'moderator@example.ca');
  adminWithoutTwoFactor = await signedInStaff(t, 'admin.no2fa@example.ca', { twoFactor: false });
  // Cards every ranking lists (no floors, no income limit), so the ranking tests find the ones reviewed.
  const ranked = await t.postJson('/api/v2/card/rank', { ...EVERY_CARD, resultsPerPage: 500 });
  cards = RankResponse.parse(await ranked.json())
    .cards.map((card) => card.slug)
    .filter((slug) => slug !== COBALT);
});

/** A new member with a confirmed address, named Alex Tremblay (the test helpers' name). */
const newMember = () => signedInMember(t, `reviewer.${randomUUID().slice(0, 8)}@example.ca`);

type Who = Member | null;
async function call(who: Who, method: string, path: string, body?: unknown) {
  const response = await t.app.request(`/api/v2${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(who ? asMember(who) : {}) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return { status: response.status, body: JSON.parse(text) as unknown, text };
}

const review = (overrides: Record<string, unknown> = {}) => ({
  rating: 4,
  title: 'Great for groceries',
  body: 'Five points a dollar on groceries adds up quickly for a family of four.',
  holdsCard: true,
  heldSince: '2024-03',
  ...overrides,
});

const save = (who: Who, slug: string, body: unknown) => call(who, 'PUT', `/card/${slug}/reviews/mine`, body);
const saved = async (who: Member, slug: string, overrides: Record<string, unknown> = {}) => {
  const answer = await save(who, slug, review(overrides));
  expect(answer.status, answer.text).toBe(200);
  const mine = MyCardReview.parse(answer.body);
  if (!mine.review) throw new Error('no review answered');
  return mine.review;
};
const moderate = async (id: string, status: string, extra: Record<string, unknown> = {}) => {
  const answer = await call(staff, 'POST', `/moderation/card-reviews/${id}/status`, { status, ...extra });
  expect(answer.status, answer.text).toBe(200);
  return ModeratedCardReview.parse(answer.body);
};
const publicPage = async (slug: string, page = 1) => {
  const answer = await call(null, 'GET', `/card/${slug}/reviews?page=${page}`);
  expect(answer.status, answer.text).toBe(200);
  return { ...CardReviewPage.parse(answer.body), text: answer.text };
};
const cardDetail = async (slug: string) => CardDetail.parse((await call(null, 'GET', `/card/${slug}`)).body);
const fieldsOf = (body: unknown) => ErrorResponse.parse(body).error.fields ?? {};
const rowsOf = (memberEmail: string, slug: string) =>
  t.database.db
    .select({ id: cardReviews.id })
    .from(cardReviews)
    .innerJoin(users, eq(users.id, cardReviews.memberId))
    .where(and(eq(users.email, memberEmail), eq(cardReviews.cardSlug, slug)));

describe('who may call', () => {
  it('lists approved reviews for anyone; a member’s own review needs a sign-in; moderation needs staff', async () => {
    expect((await call(null, 'GET', `/card/${COBALT}/reviews`)).status).toBe(200);
    expect((await call(null, 'GET', '/card-reviews/latest')).status).toBe(200);
    const member = await newMember();
    const id = randomUUID();
    const memberCalls: Array<[string, string, unknown]> = [
      ['GET', `/card/${COBALT}/reviews/mine`, undefined],
      ['PUT', `/card/${COBALT}/reviews/mine`, review()],
    ];
    const staffCalls: Array<[string, string, unknown]> = [
      ['GET', '/moderation/card-reviews', undefined],
      ['POST', `/moderation/card-reviews/${id}/status`, { status: 'approved' }],
    ];
    for (const [method, path, body] of [...memberCalls, ...staffCalls]) {
      expect((await call(null, method, path, body)).status, `${method} ${path} anonymous`).toBe(401);
    }
    for (const [method, path, body] of staffCalls) {
      expect((await call(member, method, path, body)).status, `${method} ${path} member`).toBe(403);
      expect((await call(adminWithoutTwoFactor, method, path, body)).status, `${method} ${path} no 2FA`).toBe(403);
    }
    // Nothing was stored by the refused calls.
    expect(await t.database.db.select().from(cardReviews).where(eq(cardReviews.cardSlug, COBALT))).toEqual([]);
  });

  it('refuses a member whose address is not confirmed, saying so, and stores nothing', async () => {
    const member = await newMember();
    await t.database.db.update(users).set({ emailConfirmedAt: null }).where(eq(users.email, member.email));
    const mine = MyCardReview.parse((await call(member, 'GET', `/card/${COBALT}/reviews/mine`)).body);
    expect(mine).toEqual({ emailConfirmed: false, review: null });
    const refused = await save(member, COBALT, review());
    expect(refused.status).toBe(403);
    expect(ErrorResponse.parse(refused.body).error.message).toBe(CARD_REVIEW_MESSAGES.emailUnconfirmed);
    expect(await rowsOf(member.email, COBALT)).toEqual([]);
  });
});

describe('a member’s review', () => {
  it('is one per member per card: saving again replaces it, and every save waits for a moderator again', async () => {
    const member = await newMember();
    const slug = cards[0] ?? '';
    const mineBefore = MyCardReview.parse((await call(member, 'GET', `/card/${slug}/reviews/mine`)).body);
    expect(mineBefore).toEqual({ emailConfirmed: true, review: null });

    const first = await saved(member, slug);
    expect(first).toMatchObject({
      cardSlug: slug,
      rating: 4,
      status: 'pending',
      holdsCard: true,
      heldSince: '2024-03',
    });
    const approved = await moderate(first.id, 'approved');
    expect(approved.status).toBe('approved');
    expect((await publicPage(slug)).reviews.map((entry) => entry.id)).toEqual([first.id]);
    expect((await cardDetail(slug)).userReviews.summary.count).toBe(1);

    const second = await saved(member, slug, {
      rating: 2,
      title: 'Changed my mind',
      holdsCard: false,
      heldSince: null,
    });
    expect(second).toMatchObject({
      id: first.id,
      rating: 2,
      title: 'Changed my mind',
      status: 'pending',
      heldSince: null,
    });
    expect(second.createdAt).toBe(first.createdAt);
    expect(await rowsOf(member.email, slug)).toHaveLength(1);
    // Re-moderated: the approved text is no longer shown or counted, on the list, the card or the ranking.
    expect((await publicPage(slug)).summary.count).toBe(0);
    expect((await cardDetail(slug)).userReviews.reviews).toEqual([]);
    const mine = MyCardReview.parse((await call(member, 'GET', `/card/${slug}/reviews/mine`)).body);
    expect(mine.review).toEqual(second);
  });

  it('names each field to fix, in words for a reader', async () => {
    const member = await newMember();
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ rating: 0 }, 'rating', CARD_REVIEW_MESSAGES.rating],
      [{ rating: 4.5 }, 'rating', CARD_REVIEW_MESSAGES.rating],
      [{ title: '   ' }, 'title', CARD_REVIEW_MESSAGES.titleRequired],
      [{ title: 'x'.repeat(121) }, 'title', CARD_REVIEW_MESSAGES.titleTooLong],
      [{ body: 'Too short to help.' }, 'body', CARD_REVIEW_MESSAGES.bodyTooShort],
      [{ body: 'y'.repeat(5001) }, 'body', CARD_REVIEW_MESSAGES.bodyTooLong],
      [{ heldSince: '2024-3' }, 'heldSince', CARD_REVIEW_MESSAGES.heldSinceFormat],
      [{ heldSince: '1949-12' }, 'heldSince', CARD_REVIEW_MESSAGES.heldSinceTooEarly],
      [{ heldSince: '2999-01' }, 'heldSince', CARD_REVIEW_MESSAGES.heldSinceFuture],
      [{ holdsCard: false, heldSince: '2024-03' }, 'heldSince', CARD_REVIEW_MESSAGES.heldSinceWithoutCard],
    ];
    for (const [change, field, message] of cases) {
      const answer = await save(member, COBALT, review(change));
      expect(answer.status, JSON.stringify(change)).toBe(400);
      expect(fieldsOf(answer.body)[field], JSON.stringify(change)).toBe(message);
    }
    // A value of the wrong type is named too (in the API's generic words: the form never sends one).
    expect(Object.keys(fieldsOf((await save(member, COBALT, review({ holdsCard: 'yes' }))).body))).toEqual([
      'holdsCard',
    ]);
    const unknownField = await save(member, COBALT, { ...review(), html: '<b>bold</b>' });
    expect(unknownField.status).toBe(400);
    expect((await save(member, 'no-such-card', review())).status).toBe(404);
    expect((await call(null, 'GET', '/card/no-such-card/reviews')).status).toBe(404);
    // A title and text are trimmed; without the month, holding the card is enough.
    const trimmed = await saved(member, COBALT, { title: '  Spaced out  ', heldSince: undefined });
    expect(trimmed).toMatchObject({ title: 'Spaced out', heldSince: null, holdsCard: true });
  });

  it('allows 10 saves an hour per member, then answers 429 and changes nothing', async () => {
    const member = await newMember();
    const slug = cards[1] ?? '';
    for (let n = 1; n <= CARD_REVIEW_LIMITS.perMember.limit; n++) await saved(member, slug, { title: `Take ${n}` });
    const refused = await save(member, slug, review({ title: 'One too many' }));
    expect(refused.status).toBe(429);
    const mine = MyCardReview.parse((await call(member, 'GET', `/card/${slug}/reviews/mine`)).body);
    expect(mine.review?.title).toBe(`Take ${CARD_REVIEW_LIMITS.perMember.limit}`);
  });
});

describe('moderation', () => {
  it('queues pending reviews oldest first with the card, the member’s name and address; verdicts move them', async () => {
    const [a, b] = [await newMember(), await newMember()];
    const slug = cards[2] ?? '';
    const older = await saved(a, slug, { title: 'Written first' });
    const newer = await saved(b, slug, { title: 'Written second' });
    const queue = CardReviewQueue.parse((await call(staff, 'GET', '/moderation/card-reviews')).body);
    const ours = queue.reviews.filter((entry) => entry.card.slug === slug);
    expect(ours.map((entry) => entry.id)).toEqual([older.id, newer.id]);
    expect(ours[0]).toMatchObject({
      card: { slug, name: (await t.deps.catalogue.get()).cardsBySlug.get(slug)?.displayName },
      member: { name: 'Alex Tremblay', email: a.email },
      title: 'Written first',
      status: 'pending',
      moderatedAt: null,
    });

    await moderate(older.id, 'rejected');
    await moderate(newer.id, 'spam');
    const rejected = CardReviewQueue.parse((await call(staff, 'GET', '/moderation/card-reviews?status=rejected')).body);
    expect(rejected.reviews.map((entry) => entry.id)).toContain(older.id);
    const spam = CardReviewQueue.parse((await call(staff, 'GET', '/moderation/card-reviews?status=spam')).body);
    expect(spam.reviews.map((entry) => entry.id)).toContain(newer.id);
    expect((await publicPage(slug)).summary.count).toBe(0);
    // The member sees their own review's state, whatever it is.
    const mine = MyCardReview.parse((await call(a, 'GET', `/card/${slug}/reviews/mine`)).body);
    expect(mine.review?.status).toBe('rejected');
    expect((await call(staff, 'GET', '/moderation/card-reviews?status=unknown')).status).toBe(400);
  });

  it('refuses a verdict on a review the member changed since it was read (409), and on no review (404)', async () => {
    const member = await newMember();
    const slug = cards[3] ?? '';
    const read = await saved(member, slug, { title: 'First words' });
    const rewritten = await saved(member, slug, { title: 'Second words' });
    const stale = await call(staff, 'POST', `/moderation/card-reviews/${read.id}/status`, {
      status: 'approved',
      updatedAt: read.updatedAt,
    });
    expect(stale.status).toBe(409);
    expect((await publicPage(slug)).summary.count).toBe(0);
    const current = await moderate(read.id, 'approved', { updatedAt: rewritten.updatedAt });
    expect(current).toMatchObject({ status: 'approved', title: 'Second words' });
    const missing = await call(staff, 'POST', `/moderation/card-reviews/${randomUUID()}/status`, { status: 'spam' });
    expect(missing.status).toBe(404);
  });

  it('logs each verdict with ids only, never the text or the address', async () => {
    const member = await newMember();
    const slug = cards[4] ?? '';
    const written = await saved(member, slug, { title: 'A title to keep out of logs' });
    logLines.length = 0;
    await moderate(written.id, 'approved');
    const line = logLines.map((entry) => JSON.parse(entry) as Record<string, unknown>).find((entry) => entry.reviewId);
    expect(line).toMatchObject({ reviewId: written.id, action: 'approved', msg: 'card review approved' });
    const log = logLines.join('\n');
    expect(log).not.toContain('A title to keep out of logs');
    expect(log).not.toContain('Five points a dollar');
    expect(log).not.toContain(member.email);
  });
});

describe('approved reviews', () => {
  it('show on the card and in its list by first name only, count in the ranking, the filters and the stats', async () => {
    const slug = cards[5] ?? '';
    const [five, three] = [await newMember(), await newMember()];
    const a = await saved(five, slug, { rating: 5, title: 'Five stars' });
    const b = await saved(three, slug, { rating: 3, title: 'Three stars', holdsCard: false, heldSince: null });
    forgetApprovedReviewCount(t.database.db);
    const statsBefore = GlobalResponse.parse((await call(null, 'GET', '/global')).body);
    await moderate(a.id, 'approved');
    await moderate(b.id, 'approved');

    const list = await publicPage(slug);
    expect(list.summary).toEqual({
      count: 2,
      average: 4,
      distribution: [
        { stars: 5, count: 1 },
        { stars: 4, count: 0 },
        { stars: 3, count: 1 },
        { stars: 2, count: 0 },
        { stars: 1, count: 0 },
      ],
    });
    // Newest first; the reviewer by first name, never the surname or the address.
    expect(list.reviews.map((entry) => entry.title)).toEqual(['Three stars', 'Five stars']);
    expect(list.reviews[1]).toMatchObject({ reviewerName: 'Alex', holdsCard: true, heldSince: '2024-03', rating: 5 });
    expect(list.text).not.toContain('Tremblay');
    expect(list.text).not.toContain(five.email);

    const detail = await cardDetail(slug);
    expect(detail.userReviews.summary).toEqual(list.summary);
    expect(detail.userReviews.reviews).toEqual(list.reviews);

    const rank = async (body: Record<string, unknown>) => {
      const answer = await t.postJson('/api/v2/card/rank', { ratingFilter: 0, resultsPerPage: 500, ...body });
      return RankResponse.parse(await answer.json());
    };
    const everything = await rank({});
    expect(everything.cards.find((card) => card.slug === slug)?.userReviews).toEqual({ count: 2, average: 4 });
    expect(everything.cards.find((card) => card.slug === COBALT)?.userReviews).toEqual({ count: 0, average: null });
    const reviewed = await rank({ minimumUserReviewCount: 2 });
    expect(reviewed.cards.map((card) => card.slug)).toContain(slug);
    expect(reviewed.cards.every((card) => card.userReviews.count >= 2)).toBe(true);
    expect((await rank({ minimumAverageUserReview: 4.1 })).cards.map((card) => card.slug)).not.toContain(slug);
    expect((await rank({ minimumAverageUserReview: 4 })).cards.map((card) => card.slug)).toContain(slug);

    const latest = LatestCardReviews.parse((await call(null, 'GET', '/card-reviews/latest')).body);
    expect(latest.reviews.slice(0, 2).map((entry) => entry.id)).toEqual([b.id, a.id]);

    forgetApprovedReviewCount(t.database.db);
    const stats = GlobalResponse.parse((await call(null, 'GET', '/global')).body);
    expect(stats.stats.consumerReviews).toBe(statsBefore.stats.consumerReviews + 2);
    expect(stats.reviewCount).toBe(stats.stats.consumerReviews);
  });

  it('come back exactly as written, as text, whatever markup they hold', async () => {
    const member = await newMember();
    const corpus = [...MARKUP_INJECTION_CORPUS];
    // One review per card, a payload in the title and another in the text, approved.
    const written: Array<{ slug: string; title: string; body: string }> = [];
    for (let at = 0; at < corpus.length; at += 2) {
      const slug = cards[10 + at / 2] ?? '';
      const title = (corpus[at] ?? '').slice(0, 120);
      const body = `Padding so it is long enough. ${corpus[at + 1] ?? corpus[0]}`;
      written.push({ slug, title, body });
    }
    expect(written.length).toBeLessThanOrEqual(CARD_REVIEW_LIMITS.perMember.limit * 2);
    const first = written.slice(0, CARD_REVIEW_LIMITS.perMember.limit);
    const rest = written.slice(CARD_REVIEW_LIMITS.perMember.limit);
    const other = rest.length > 0 ? await newMember() : member;
    for (const [who, group] of [
      [member, first],
      [other, rest],
    ] as const) {
      for (const entry of group) {
        const mine = await saved(who, entry.slug, { title: entry.title, body: entry.body });
        expect(mine).toMatchObject({ title: entry.title, body: entry.body });
        await moderate(mine.id, 'approved');
      }
    }
    for (const entry of written) {
      const [shown] = (await publicPage(entry.slug)).reviews;
      expect(shown).toMatchObject({ title: entry.title, body: entry.body });
      const [onCard] = (await cardDetail(entry.slug)).userReviews.reviews;
      expect(onCard).toMatchObject({ title: entry.title, body: entry.body });
    }
  });

  it('are listed ten a page, newest first', async () => {
    const slug = cards[30] ?? '';
    // Twelve members' approved reviews written straight to the database, a minute apart.
    const start = Date.parse('2026-01-01T12:00:00Z');
    for (let n = 0; n < 12; n++) {
      const [member] = await t.database.db
        .insert(users)
        .values({
          email: `paged.${n}.${randomUUID().slice(0, 6)}@example.ca`,
          name: `Reader${String.fromCharCode(65 + n)} Surname`,
          passwordHash: 'not-a-hash',
          referralCode: randomUUID(),
          emailConfirmedAt: new Date(),
        })
        .returning();
      await t.database.db.insert(cardReviews).values({
        cardSlug: slug,
        memberId: member?.id ?? '',
        rating: (n % 5) + 1,
        title: `Review ${n}`,
        body: 'Written for the pagination test, long enough.',
        holdsCard: false,
        status: 'approved',
        updatedAt: new Date(start + n * 60_000),
      });
    }
    const first = await publicPage(slug, 1);
    const second = await publicPage(slug, 2);
    expect(first).toMatchObject({ page: 1, perPage: 10, totalPages: 2, summary: { count: 12, average: 2.8 } });
    expect(first.reviews.map((entry) => entry.title)).toEqual(
      Array.from({ length: 10 }, (_, index) => `Review ${11 - index}`),
    );
    expect(second.reviews.map((entry) => entry.title)).toEqual(['Review 1', 'Review 0']);
    expect(second.reviews[0]?.reviewerName).toBe('ReaderB');
    expect((await publicPage(slug, 3)).reviews).toEqual([]);
    expect((await call(null, 'GET', `/card/${slug}/reviews?page=0`)).status).toBe(400);
  });
});
