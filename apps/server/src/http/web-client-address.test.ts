import { endpoints, isApiError } from '@cardgenius/core/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import type { Env } from '../env';
import { devOutboxRoutes } from '../modules/dev-outbox/dev-outbox.routes';
import { createTestApp } from '../test/test-app';
import type { ModuleRoutes } from './api-router';
import { reply } from './mount-endpoint';
import { inProcessApiCall, type WebMount } from './web';

const t = await createTestApp();
afterAll(() => t.close());

/** Node's request as @hono/node-server puts it in the env, reduced to the peer's address. */
const connectionFrom = (remoteAddress: string) => ({ incoming: { socket: { remoteAddress } } });

describe('an in-process API call made while rendering a page', () => {
  it('carries the page request’s env, and credentials only with reads', async () => {
    const calls: { init: RequestInit | undefined; env: unknown }[] = [];
    const pageEnv = connectionFrom('203.0.113.7');
    const call = inProcessApiCall((_url, init, env) => {
      calls.push({ init, env });
      return new Response('{}');
    }, pageEnv);
    const headers = { cookie: 'authToken=abc', authorization: 'Bearer abc', requestingpath: '/contact' };
    await call('/api/v2/global', { method: 'GET', headers });
    await call('/api/v2/contact/message', { method: 'POST', headers, body: '{}' });
    expect(calls.map((made) => made.env)).toEqual([pageEnv, pageEnv]);
    expect(calls[0]?.init?.headers).toEqual(headers);
    expect(calls[1]?.init?.headers).toEqual({ requestingpath: '/contact' });
  });
});

describe('the API, called by a page', () => {
  /**
   * The site with one fake page that reads (`/read`, `/dev/outbox`) or posts (any other path) through its API
   * client, as a route loader or action does, and answers with the API's status.
   */
  async function siteWith(env: Partial<Env>, modules: readonly ModuleRoutes[]) {
    const web: WebMount = {
      handlePage: async (request, context) => {
        try {
          const path = new URL(request.url).pathname;
          if (path === '/dev/outbox') {
            await context.api.call(endpoints.listOutbox, { query: {} });
            // As the outbox route says of itself (privatePageHeaders): it is never kept or shared.
            return new Response('ok', { headers: { 'cache-control': 'private, no-store' } });
          } else if (path === '/read') {
            await context.api.call(endpoints.getAuthStatus);
          } else {
            await context.api.call(endpoints.logout);
          }
          return new Response('ok');
        } catch (error) {
          return new Response(null, { status: isApiError(error) ? error.status : 500 });
        }
      },
    };
    return createApp({ ...t.deps, env: { ...t.deps.env, ...env } }, { web, modules });
  }

  /** Stands in for the real handlers of a read and a post, and notes the client address each one sees. */
  function addressProbe(seen: string[]): ModuleRoutes {
    return (mount) => {
      mount(endpoints.getAuthStatus, async (_input, c) => {
        seen.push(`read from ${c.get('clientIp')}`);
        return reply(200, { isAuthenticated: false, username: '', isAdmin: false, isDev: false, session: null });
      });
      mount(endpoints.logout, async (_input, c) => {
        seen.push(`post from ${c.get('clientIp')}`);
        return reply(200, { success: true as const });
      });
    };
  }

  it('sees each visitor’s own address, not one shared by every page', async () => {
    const seen: string[] = [];
    const site = await siteWith({ TRUST_PROXY: false }, [addressProbe(seen)]);
    await site.request('/read', {}, connectionFrom('203.0.113.7'));
    await site.request('/contact', { method: 'POST' }, connectionFrom('198.51.100.20'));
    await site.request('/contact', { method: 'POST' });
    expect(seen).toEqual(['read from 203.0.113.7', 'post from 198.51.100.20', 'post from local']);
  });

  it('behind a trusted proxy, sees the address the proxy names', async () => {
    const seen: string[] = [];
    const site = await siteWith({ TRUST_PROXY: true }, [addressProbe(seen)]);
    const forwarded = { headers: { 'x-forwarded-for': '198.51.100.4' } };
    await site.request('/read', forwarded, connectionFrom('10.0.0.2'));
    await site.request('/contact', { method: 'POST', ...forwarded }, connectionFrom('10.0.0.2'));
    expect(seen).toEqual(['read from 198.51.100.4', 'post from 198.51.100.4']);
  });

  it('shows the outbox page to a visitor on this computer only', async () => {
    const site = await siteWith({ TRUST_PROXY: false, DEV_OUTBOX: 'loopback' }, [devOutboxRoutes]);
    expect((await site.request('/dev/outbox', {}, connectionFrom('127.0.0.1'))).status).toBe(200);
    expect((await site.request('/dev/outbox', {}, connectionFrom('203.0.113.7'))).status).toBe(404);
    expect((await site.request('/dev/outbox')).status).toBe(404);
  });
});
