import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineEndpoint, ENDPOINT_ACCESS } from './endpoint';
import { endpoints } from './index';
import { buildOpenApiDocument } from './openapi';

const info = { title: 'Test API', version: '1.2.3', serverUrl: 'https://example.ca/api/v2' };

/** Every `$ref` in the document, so each can be checked to point at a component that exists. */
function collectRefs(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) for (const item of value) collectRefs(item, found);
  else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      if (key === '$ref' && typeof child === 'string') found.push(child);
      else collectRefs(child, found);
    }
  }
  return found;
}

describe('buildOpenApiDocument', () => {
  const document = buildOpenApiDocument(Object.values(endpoints), info) as {
    openapi: string;
    paths: Record<string, Record<string, { operationId: string; responses: Record<string, unknown> }>>;
    components: { schemas: Record<string, unknown> };
  };

  it('is OpenAPI 3.1 and lists every contract endpoint once', () => {
    expect(document.openapi).toBe('3.1.0');
    const operationIds = Object.values(document.paths).flatMap((operations) =>
      Object.values(operations).map((operation) => operation.operationId),
    );
    expect(operationIds.sort()).toEqual(
      Object.values(endpoints)
        .map((endpoint) => endpoint.id)
        .sort(),
    );
  });

  it('gives every operation the shared error response', () => {
    for (const operations of Object.values(document.paths)) {
      for (const operation of Object.values(operations)) {
        expect(operation.responses.default).toMatchObject({
          content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorResponse' } } },
        });
      }
    }
  });

  it('resolves every reference to a component', () => {
    const refs = collectRefs(document);
    expect(refs.length).toBeGreaterThan(0);
    for (const ref of refs) {
      expect(ref).toMatch(/^#\/components\/schemas\//);
      expect(document.components.schemas).toHaveProperty(ref.split('/').pop() as string);
    }
  });

  it('describes path and query parameters and the JSON body', () => {
    const example = defineEndpoint({
      id: 'example',
      method: 'post',
      path: '/things/{slug}',
      tag: 'Test',
      access: 'public',
      summary: 'Example',
      request: {
        params: z.object({ slug: z.string() }),
        query: z.object({ page: z.coerce.number().int().optional(), q: z.string() }),
        body: z.object({ name: z.string().min(1) }),
      },
      responses: { 201: z.object({ ok: z.literal(true) }) },
    });
    const built = buildOpenApiDocument([example], info) as {
      paths: Record<
        string,
        { post: { parameters: Array<{ name: string; in: string; required: boolean }>; requestBody: unknown } }
      >;
    };
    const operation = built.paths['/things/{slug}']?.post;
    expect(operation?.parameters).toEqual([
      expect.objectContaining({ name: 'slug', in: 'path', required: true }),
      expect.objectContaining({ name: 'page', in: 'query', required: false }),
      expect.objectContaining({ name: 'q', in: 'query', required: true }),
    ]);
    expect(operation?.requestBody).toMatchObject({
      required: true,
      content: { 'application/json': { schema: { type: 'object', required: ['name'] } } },
    });
  });

  it('names who may call each operation, and the credentials of those that need a sign-in', () => {
    const built = buildOpenApiDocument(Object.values(endpoints), info) as {
      paths: Record<string, Record<string, { 'x-access': string; security?: unknown }>>;
    };
    const operations = Object.values(built.paths).flatMap((methods) => Object.values(methods));
    expect(operations).toHaveLength(Object.keys(endpoints).length);
    for (const operation of operations) {
      expect(ENDPOINT_ACCESS).toContain(operation['x-access']);
      if (['session', 'member'].includes(operation['x-access']) || operation['x-access'].startsWith('staff:')) {
        expect(operation.security).toEqual([{ bearer: [] }, { cookie: [] }]);
      } else expect(operation.security).toBeUndefined();
    }
    expect(built.paths['/user/profile']?.get?.['x-access']).toBe('member');
  });

  it('names the staff roles each staff operation needs', () => {
    const built = buildOpenApiDocument(Object.values(endpoints), info) as {
      paths: Record<string, Record<string, { 'x-access': string; 'x-staff-roles'?: string[]; description?: string }>>;
    };
    const moderation = built.paths['/moderation/comments']?.get;
    expect(moderation?.['x-access']).toBe('staff:content');
    expect(moderation?.['x-staff-roles']).toEqual(['admin', 'editor']);
    expect(moderation?.description).toContain('admin or editor');
    const roleChange = built.paths['/admin/members/{id}/role']?.post;
    expect(roleChange?.['x-staff-roles']).toEqual(['admin']);
    for (const operation of Object.values(built.paths).flatMap((methods) => Object.values(methods))) {
      if (!operation['x-access'].startsWith('staff:')) expect(operation['x-staff-roles']).toBeUndefined();
      else expect(operation['x-staff-roles']?.length).toBeGreaterThan(0);
    }
  });
});
