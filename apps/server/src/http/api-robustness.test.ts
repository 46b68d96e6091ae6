import { type Endpoint, ErrorResponse, endpoints } from '@cardgenius/core/contract';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
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
      fc.constant('{"unterminated": '),
      fc.constant(''),
    ),
  });

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
