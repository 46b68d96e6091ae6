import { MAX_REQUEST_BODY_BYTES } from '@cardgenius/core';
import { defineEndpoint, ErrorResponse } from '@cardgenius/core/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { API_MODULES } from '../app';
import { createTestApp } from '../test/test-app';
import type { ModuleRoutes } from './api-router';
import { reply } from './mount-endpoint';

// An endpoint that exists only here, to exercise the mechanism every real endpoint goes through.
const echo = defineEndpoint({
  id: 'echo',
  method: 'post',
  path: '/test/echo/{id}',
  tag: 'Test',
  access: 'public',
  summary: 'Echo',
  request: {
    params: z.object({ id: z.coerce.number().int().positive('Must be a positive whole number') }),
    query: z.object({ mode: z.enum(['plain', 'drift', 'crash']).default('plain') }),
    body: z.strictObject({ name: z.string().min(1, 'Enter a name'), email: z.email('Enter a valid email address') }),
  },
  responses: { 201: z.object({ id: z.number(), name: z.string() }) },
});

/** The same for members only: its handler never checks, so any refusal is the mount's. */
const memberEcho = { ...echo, id: 'memberEcho', path: '/test/member-echo/{id}', access: 'member' } as const;
let memberEchoCalls = 0;

const echoModule: ModuleRoutes = (mount) => {
  mount(echo, async ({ params, query, body }) => {
    if (query.mode === 'crash') throw new Error('secret internal detail at /srv/app.ts:12');
    if (query.mode === 'drift') return reply(201, { id: 'not-a-number', name: body.name } as never);
    return reply(201, { id: params.id, name: body.name });
  });
  mount(memberEcho, async ({ params, body }) => {
    memberEchoCalls += 1;
    return reply(201, { id: params.id, name: body.name });
  });
};

const t = await createTestApp({ modules: [...API_MODULES, echoModule] });
afterAll(() => t.close());

const errorOf = async (response: Response) => ErrorResponse.parse(await response.json()).error;

describe('mountEndpoint', () => {
  it('passes parsed input to the handler and answers its status', async () => {
    const response = await t.postJson('/api/v2/test/echo/5', { name: 'Ada', email: 'ada@example.ca' });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ id: 5, name: 'Ada' });
  });

  it('refuses a members-only endpoint to an anonymous caller before reading its input', async () => {
    const valid = await t.postJson('/api/v2/test/member-echo/5', { name: 'Ada', email: 'ada@example.ca' });
    expect(valid.status).toBe(401);
    const invalid = await t.postJson('/api/v2/test/member-echo/-1', { name: '', admin: true });
    expect(invalid.status).toBe(401);
    expect((await errorOf(invalid)).fields).toBeUndefined();
    expect(memberEchoCalls).toBe(0);
  });

  it('answers 400 naming every bad field', async () => {
    const response = await t.postJson('/api/v2/test/echo/5', { name: '', email: 'nope', admin: true });
    expect(response.status).toBe(400);
    const error = await errorOf(response);
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.fields).toEqual({
      name: 'Enter a name',
      email: 'Enter a valid email address',
      body: 'Unknown field: admin',
    });
  });

  it('validates path and query parameters too', async () => {
    const badParam = await t.postJson('/api/v2/test/echo/-3', { name: 'A', email: 'a@b.ca' });
    expect((await errorOf(badParam)).fields).toEqual({ 'params.id': 'Must be a positive whole number' });
    const badQuery = await t.postJson('/api/v2/test/echo/3?mode=loud', { name: 'A', email: 'a@b.ca' });
    expect(badQuery.status).toBe(400);
    expect(Object.keys((await errorOf(badQuery)).fields ?? {})).toEqual(['query.mode']);
  });

  it('refuses control characters anywhere in the input, naming where', async () => {
    const inBody = await t.postJson('/api/v2/test/echo/5', { name: 'Ada\u0000', email: 'ada@example.ca' });
    expect(inBody.status).toBe(400);
    expect((await errorOf(inBody)).fields).toEqual({
      name: 'This contains characters we cannot store. Remove them and try again.',
    });
    const inQuery = await t.postJson('/api/v2/test/echo/5?mode=%1Bplain', { name: 'A', email: 'a@b.ca' });
    expect(Object.keys((await errorOf(inQuery)).fields ?? {})).toEqual(['query.mode']);
    const inPath = await t.postJson('/api/v2/test/echo/5%00', { name: 'A', email: 'a@b.ca' });
    expect(Object.keys((await errorOf(inPath)).fields ?? {})).toEqual(['params.id']);
    const inKey = await t.postJson('/api/v2/test/echo/5', { name: 'A', email: 'a@b.ca', 'x\u0007': 1 });
    // The strict schema names the key first; a loose one (which stores any key) is caught after it.
    expect((await errorOf(inKey)).fields?.body).toMatch(/^Unknown field/);
    const lines = await t.postJson('/api/v2/test/echo/5', { name: 'Two\nlines\tand a tab', email: 'a@b.ca' });
    expect(lines.status).toBe(201);
  });

  it('answers 400 for malformed JSON', async () => {
    const response = await t.app.request('/api/v2/test/echo/1', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"name": "Ada",',
    });
    expect(response.status).toBe(400);
    expect((await errorOf(response)).code).toBe('MALFORMED_JSON');
  });

  it('answers 415 for a body that is not JSON', async () => {
    const response = await t.app.request('/api/v2/test/echo/1', {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: 'name=Ada',
    });
    expect(response.status).toBe(415);
    expect((await errorOf(response)).code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('answers 413 for a body over the limit, declared or streamed', async () => {
    const big = JSON.stringify({ name: 'x'.repeat(MAX_REQUEST_BODY_BYTES), email: 'a@b.ca' });
    const declared = await t.postJson('/api/v2/test/echo/1', JSON.parse(big));
    expect(declared.status).toBe(413);
    expect((await errorOf(declared)).code).toBe('PAYLOAD_TOO_LARGE');
    const streamed = await t.app.request('/api/v2/test/echo/1', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: new Blob([big]).stream(),
      duplex: 'half',
    } as RequestInit);
    expect(streamed.status).toBe(413);
  });

  it('answers 500 without internals when a handler fails', async () => {
    const response = await t.postJson('/api/v2/test/echo/1?mode=crash', { name: 'A', email: 'a@b.ca' });
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(text).not.toContain('secret internal detail');
    expect(text).not.toContain('.ts');
    expect(ErrorResponse.parse(JSON.parse(text)).error.code).toBe('INTERNAL');
  });

  it('refuses (outside production) an answer that breaks the contract', async () => {
    const response = await t.postJson('/api/v2/test/echo/1?mode=drift', { name: 'A', email: 'a@b.ca' });
    expect(response.status).toBe(500);
  });
});
