import { ErrorResponse, endpoints, HealthResponse } from '@cardgenius/core/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app';

const t = await createTestApp();
afterAll(() => t.close());

describe('GET /api/v2/health', () => {
  it('answers ok with the version when the database answers', async () => {
    const response = await t.app.request('/api/v2/health');
    expect(response.status).toBe(200);
    expect(HealthResponse.parse(await response.json())).toEqual({ status: 'ok', db: 'ok', version: '0.0.0-test' });
  });

  it('answers HEAD like GET, without a body', async () => {
    const response = await t.app.request('/api/v2/health', { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('');
  });

  it('answers 503 with db "down" when the database cannot answer', async () => {
    const broken = await createTestApp();
    await broken.database.close();
    try {
      const response = await broken.app.request('/api/v2/health');
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({ status: 'degraded', db: 'down', version: '0.0.0-test' });
    } finally {
      await broken.close();
    }
  });
});

describe('API documents', () => {
  it('serves the OpenAPI 3.1 document with every endpoint', async () => {
    const response = await t.app.request('/api/v2/openapi.json');
    expect(response.status).toBe(200);
    const document = (await response.json()) as { openapi: string; paths: Record<string, unknown> };
    expect(document.openapi).toBe('3.1.0');
    for (const endpoint of Object.values(endpoints)) expect(document.paths).toHaveProperty(endpoint.path);
  });

  it('serves a readable reference page without scripts', async () => {
    const response = await t.app.request('/api/docs');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
    const html = await response.text();
    expect(html).toContain('/api/v2/health');
    expect(html).toContain('ErrorResponse');
    expect(html).not.toContain('<script');
  });

  it('answers 405 naming the allowed methods for a wrong method', async () => {
    const response = await t.app.request('/api/v2/openapi.json', { method: 'DELETE' });
    expect(response.status).toBe(405);
    expect(ErrorResponse.parse(await response.json()).error.code).toBe('METHOD_NOT_ALLOWED');
  });
});
