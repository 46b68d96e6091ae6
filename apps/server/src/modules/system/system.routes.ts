import { buildOpenApiDocument, endpoints } from '@cardgenius/core/contract';
import type { Hono } from 'hono';
import type { AppDeps } from '../../app-deps';
import type { MountEndpoint } from '../../http/api-router';
import type { AppEnv } from '../../http/app-env';
import { reply } from '../../http/mount-endpoint';
import { renderApiDocsPage } from './api-docs-page';
import { checkHealth } from './system.service';

export function systemRoutes(mount: MountEndpoint, deps: AppDeps): void {
  mount(endpoints.health, async () => {
    const report = await checkHealth({ database: deps.database, rateLimiter: deps.rateLimiter, version: deps.version });
    return report.status === 'ok' ? reply(200, report) : reply(503, report);
  });
}

export function openApiDocument(deps: AppDeps): Record<string, unknown> {
  // Development endpoints do not exist in production: its document leaves them out.
  const published = Object.values(endpoints).filter(
    (endpoint) => endpoint.access !== 'development' || deps.env.NODE_ENV !== 'production',
  );
  return buildOpenApiDocument(published, {
    title: `${deps.env.BRAND_NAME} API`,
    version: deps.version,
    description:
      'The public API of the site, its admin and its mobile app. Every error answers `{"error":{"code","message","fields"?}}`.',
    serverUrl: `${deps.env.SITE_URL}/api/v2`,
  });
}

/**
 * `/api/v2/openapi.json` and the readable page at `/api/docs`. Built once, when first asked for: the
 * contract is static, and building its schemas is a good part of a start-up that never serves them.
 */
export function apiDocsRoutes(api: Hono<AppEnv>, site: Hono<AppEnv>, deps: AppDeps): void {
  let document: Record<string, unknown> | undefined;
  const built = () => {
    document ??= openApiDocument(deps);
    return document;
  };
  api.get('/openapi.json', (c) => c.json(built()));
  site.get('/api/docs', (c) => c.html(renderApiDocsPage(built(), c.get('secureHeadersNonce') ?? '')));
}
