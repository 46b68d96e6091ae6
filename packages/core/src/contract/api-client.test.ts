import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiError, buildEndpointUrl, createApiClient, type FetchLike, isApiError } from './api-client';
import { defineEndpoint } from './endpoint';

const getThing = defineEndpoint({
  id: 'getThing',
  method: 'get',
  path: '/things/{slug}',
  tag: 'Test',
  access: 'public',
  summary: 'One thing',
  request: { params: z.object({ slug: z.string() }), query: z.object({ tags: z.array(z.string()).optional() }) },
  responses: { 200: z.object({ slug: z.string() }) },
});

const createThing = defineEndpoint({
  id: 'createThing',
  method: 'post',
  path: '/things',
  tag: 'Test',
  access: 'public',
  summary: 'New thing',
  request: { body: z.object({ name: z.string() }) },
  responses: { 201: z.object({ id: z.number() }) },
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('buildEndpointUrl', () => {
  it('encodes path parameters and repeats array query values', () => {
    expect(buildEndpointUrl(getThing, { params: { slug: 'a b/c' }, query: { tags: ['x', 'y'] } }, '/api/v2')).toBe(
      '/api/v2/things/a%20b%2Fc?tags=x&tags=y',
    );
  });

  it('leaves out undefined query values', () => {
    expect(buildEndpointUrl(getThing, { params: { slug: 's' }, query: { tags: undefined } }, '')).toBe('/things/s');
  });
});

describe('createApiClient', () => {
  it('sends JSON bodies with the configured headers and returns the answer', async () => {
    const calls: Array<{ url: string; init: RequestInit }> = [];
    const fetchLike: FetchLike = async (url, init) => {
      calls.push({ url, init });
      return json(201, { id: 7 });
    };
    const client = createApiClient(fetchLike, { headers: { requestingpath: '/here' } });
    await expect(client.call(createThing, { body: { name: 'n' } })).resolves.toEqual({ id: 7 });
    expect(calls[0]?.url).toBe('/api/v2/things');
    expect(calls[0]?.init.method).toBe('POST');
    expect(calls[0]?.init.body).toBe('{"name":"n"}');
    expect(calls[0]?.init.headers).toMatchObject({ 'content-type': 'application/json', requestingpath: '/here' });
  });

  it('throws ApiError with the code, message and fields of an error answer', async () => {
    const client = createApiClient(async () =>
      json(400, { error: { code: 'VALIDATION_FAILED', message: 'Fix it', fields: { name: 'Required' } } }),
    );
    const failure = await client.call(createThing, { body: { name: '' } }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({
      status: 400,
      code: 'VALIDATION_FAILED',
      message: 'Fix it',
      fields: { name: 'Required' },
    });
  });

  it('recognises an ApiError by shape, not by class identity', async () => {
    const failure = await createApiClient(async () => json(404, { error: { code: 'NOT_FOUND', message: 'No card' } }))
      .call(getThing, { params: { slug: 's' } })
      .catch((error: unknown) => error);
    expect(isApiError(failure)).toBe(true);
    const lookalike = Object.assign(new Error('x'), { name: 'ApiError', status: 404, code: 'NOT_FOUND' });
    expect(isApiError(lookalike)).toBe(true);
    expect(isApiError(new Error('plain'))).toBe(false);
    expect(isApiError({ name: 'ApiError', status: 404, code: 'NOT_FOUND' })).toBe(false);
  });

  it('reports an answer that is not the error shape', async () => {
    const client = createApiClient(async () => new Response('<html>bad gateway</html>', { status: 502 }));
    await expect(client.call(getThing, { params: { slug: 's' } })).rejects.toMatchObject({
      status: 502,
      code: 'UNKNOWN',
    });
  });
});

describe('ApiClient types', () => {
  it('asks for exactly the input an endpoint declares (checked by the typecheck step)', () => {
    const client = createApiClient(async () => json(200, {}));
    const checks = () => {
      // @ts-expect-error the body is required
      void client.call(createThing);
      // @ts-expect-error the body has the wrong type
      void client.call(createThing, { body: { name: 1 } });
      // @ts-expect-error the path parameter is required
      void client.call(getThing, { query: {} });
      const created: Promise<{ id: number }> = client.call(createThing, { body: { name: 'n' } });
      // Query parameters that are all optional may be left out.
      const found: Promise<{ slug: string }> = client.call(getThing, { params: { slug: 's' } });
      return [created, found];
    };
    expect(typeof checks).toBe('function');
  });
});
