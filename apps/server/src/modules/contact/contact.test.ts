import { CONTACT_TOPICS, ContactMessageResponse, ErrorResponse } from '@cardgenius/core/contract';
import { count, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { contactMessages } from '../../db/schema';
import { EVERYONE } from '../../lib/rate-limit';
import { anotherVisitor, captchaCode } from '../../test/members';
import { createTestApp } from '../../test/test-app';
import { CONTACT_LIMITS } from './contact-limits';

const t = await createTestApp();
afterAll(() => t.close());

/** Sent as the contact page sends it: with a solved captcha, each time from another visitor's address. */
const send = async (body: unknown, headers?: Record<string, string>) => {
  const withCaptcha =
    body && typeof body === 'object' && !Array.isArray(body) && !('captchaCode' in body)
      ? { ...body, captchaCode: await captchaCode(t) }
      : body;
  const response = await t.postJson('/api/v2/contact/message', withCaptcha, { ...anotherVisitor(), ...headers });
  return { status: response.status, body: (await response.json()) as unknown };
};

const storedCount = async () => {
  const [row] = await t.database.db.select({ value: count() }).from(contactMessages);
  return row?.value ?? 0;
};

const valid = {
  name: 'Alex Tremblay',
  email: 'alex@example.ca',
  topic: 'geniuscash',
  message: 'My cash back offer for the card I applied for in September has not arrived yet.',
  details: { cardAppliedFor: 'Example Cash Back Visa', applicationDate: '2026-09-14' },
};

describe('POST /api/v2/contact/message', () => {
  it('stores a valid message with its details and the request id, and answers 201', async () => {
    const requestId = 'contact-test-0001';
    const { status, body } = await send({ ...valid, name: '  Alex Tremblay  ' }, { 'x-request-id': requestId });
    expect(status).toBe(201);
    expect(ContactMessageResponse.parse(body)).toEqual({ received: true });
    const [row] = await t.database.db.select().from(contactMessages).where(eq(contactMessages.requestId, requestId));
    expect(row).toMatchObject({
      name: 'Alex Tremblay',
      email: 'alex@example.ca',
      topic: 'geniuscash',
      message: valid.message,
      details: valid.details,
    });
    expect(row?.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(row?.createdAt).toBeInstanceOf(Date);
  });

  it('stores a message without details as an empty details object', async () => {
    const requestId = 'contact-test-0002';
    const { details: _details, ...withoutDetails } = valid;
    expect((await send({ ...withoutDetails, topic: 'general' }, { 'x-request-id': requestId })).status).toBe(201);
    const [row] = await t.database.db.select().from(contactMessages).where(eq(contactMessages.requestId, requestId));
    expect(row?.details).toEqual({});
  });

  it('answers 400 naming each field to fix, and stores nothing', async () => {
    const before = await storedCount();
    const { status, body } = await send({
      name: '   ',
      email: 'not-an-email',
      topic: 'sales',
      message: '',
      details: { applicationDate: 'last week' },
    });
    expect(status).toBe(400);
    const error = ErrorResponse.parse(body).error;
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.fields).toEqual({
      name: 'Enter your name.',
      email: 'Enter an email address like name@example.ca.',
      topic: 'Choose a topic from the list.',
      message: 'Write your message.',
      'details.applicationDate': 'Enter the date as YYYY-MM-DD.',
    });
    expect(await storedCount()).toBe(before);
  });

  it('refuses unknown fields, over-long text and control characters', async () => {
    const cases: Array<[unknown, string]> = [
      [{ ...valid, phone: '416-555-0100' }, 'body'],
      [{ ...valid, details: { colour: 'blue' } }, 'details'],
      [{ ...valid, message: 'x'.repeat(10_001) }, 'message'],
      [{ ...valid, name: 'Alex\u0000' }, 'name'],
      [{ ...valid, details: { pageUrl: '/credit-cards\u0000' } }, 'details.pageUrl'],
    ];
    for (const [body, field] of cases) {
      const answer = await send(body);
      expect(answer.status).toBe(400);
      expect(Object.keys(ErrorResponse.parse(answer.body).error.fields ?? {})).toContain(field);
    }
  });

  it('never answers 5xx to generated bodies, and stores a row exactly when it answers 201', async () => {
    const anyText = fc.oneof(
      fc.string({ maxLength: 120 }),
      fc.string({ unit: 'binary', maxLength: 60 }),
      fc.constant(''),
      fc.constant('   '),
    );
    // Mostly well-formed fields, so that both answers are exercised.
    const field = <T>(value: fc.Arbitrary<T>) =>
      fc.oneof(
        { arbitrary: value, weight: 6 },
        { arbitrary: anyText, weight: 1 },
        { arbitrary: fc.anything(), weight: 1 },
      );
    const text = (maxLength: number) => fc.string({ minLength: 1, maxLength }).filter((value) => value.trim() !== '');
    const email = fc.stringMatching(/^[a-z0-9][a-z0-9._+-]{0,12}@[a-z0-9]{1,12}\.(ca|com|org)$/);
    const isoDate = fc
      .date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true })
      .map((date) => date.toISOString().slice(0, 10));
    const details = fc.record(
      {
        cardAppliedFor: field(text(200)),
        applicationDate: field(isoDate),
        pageUrl: field(fc.webUrl()),
        expected: field(text(400)),
      },
      { requiredKeys: [] },
    );
    const fields = {
      name: field(text(100)),
      email: field(email),
      topic: field(fc.constantFrom(...CONTACT_TOPICS)),
      message: field(text(400)),
      details: field(details),
    };
    const body = fc.oneof(
      fc.record(fields, { requiredKeys: ['name', 'email', 'topic', 'message'] }),
      fc.record(fields, { requiredKeys: [] }),
      fc.json().map((json) => JSON.parse(json) as unknown),
    );
    let accepted = 0;
    await fc.assert(
      fc.asyncProperty(body, async (input) => {
        const before = await storedCount();
        const answer = await send(input);
        expect(answer.status).toBeLessThan(500);
        if (answer.status === 201) {
          accepted++;
          expect(await storedCount()).toBe(before + 1);
        } else {
          // 429: the same generated address three times within the hour.
          expect([400, 429]).toContain(answer.status);
          ErrorResponse.parse(answer.body);
          expect(await storedCount()).toBe(before);
        }
      }),
      // A valid message among the generated ones, so both answers are always exercised.
      { numRuns: 150, examples: [[{ ...valid, email: 'example.first@example.ca' }]] },
    );
    expect(accepted).toBeGreaterThan(0);
  });

  it('needs a solved captcha, once: a flood without one stores nothing', async () => {
    const before = await storedCount();
    for (const captcha of ['', 'bogus', Buffer.from('{}').toString('base64')]) {
      const answer = await send({ ...valid, captchaCode: captcha });
      expect(answer.status).toBe(400);
      expect(ErrorResponse.parse(answer.body).error.fields).toHaveProperty('captchaCode');
    }
    const code = await captchaCode(t);
    expect((await send({ ...valid, email: 'once@example.ca', captchaCode: code })).status).toBe(201);
    expect((await send({ ...valid, email: 'twice@example.ca', captchaCode: code })).status).toBe(400);
    expect(await storedCount()).toBe(before + 1);
  });

  it('limits one address to 5 messages an hour and one sender to 3, storing nothing past them', async () => {
    const visitor = anotherVisitor();
    const before = await storedCount();
    const statuses: number[] = [];
    for (let index = 0; index < 8; index++) {
      statuses.push(
        (await send({ ...valid, email: `flood${String.fromCharCode(97 + index)}@example.ca` }, visitor)).status,
      );
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429, 429]);
    const sender = [];
    for (let index = 0; index < 5; index++)
      sender.push((await send({ ...valid, email: 'same.sender@example.ca' })).status);
    expect(sender).toEqual([201, 201, 201, 429, 429]);
    expect(await storedCount()).toBe(before + 5 + 3);
  });

  it('stops everyone once the site-wide ceiling is reached', async () => {
    for (let index = 0; index < CONTACT_LIMITS.everyone.limit; index++) {
      await t.deps.rateLimiter.count(CONTACT_LIMITS.everyone, EVERYONE);
    }
    const before = await storedCount();
    const answer = await send({ ...valid, email: 'late@example.ca' });
    expect(answer.status).toBe(429);
    expect(await storedCount()).toBe(before);
    await t.deps.rateLimiter.reset(CONTACT_LIMITS.everyone, EVERYONE);
  });
});
