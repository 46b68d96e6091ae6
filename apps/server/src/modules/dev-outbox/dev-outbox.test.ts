import { afterAll, describe, expect, it } from 'vitest';
import { API_MODULES, type App, createApp } from '../../app';
import { outbox } from '../../db/schema';
import type { Env } from '../../env';
import { createTestApp } from '../../test/test-app';
import { devOutboxRoutes } from './dev-outbox.routes';

// The default setting (`loopback`) on a server reached directly, as `npm start` runs.
const t = await createTestApp({ env: { TRUST_PROXY: 'false' } });
afterAll(() => t.close());

const EMAIL = 'outbox@example.ca';
await t.database.db.insert(outbox).values([
  { channel: 'email', to: EMAIL, subject: 'Reset your password', text: 'https://example.ca/reset/abc', html: null },
  { channel: 'email', to: 'other@example.ca', subject: 'Confirm', text: 'https://example.ca/c/def', html: null },
  { channel: 'sms', to: '+14165550123', subject: null, text: 'Your code is 123456', html: null },
]);

/** The same deps and database under other settings. */
const appWith = (env: Partial<Env>): Promise<App> => createApp({ ...t.deps, env: { ...t.deps.env, ...env } });

/** A request as @hono/node-server hands it over: the socket's peer in the env; null for no socket at all. */
const outboxFrom = (app: App, peer: string | null, query = '') =>
  app.request(
    `/api/v2/dev/outbox${query}`,
    {},
    peer === null ? undefined : { incoming: { socket: { remoteAddress: peer } } },
  );

// What the API answers when no such endpoint exists at all.
const withoutOutbox = await createApp(t.deps, { modules: API_MODULES.filter((module) => module !== devOutboxRoutes) });

async function expectUnknownPath(response: Response, query = '') {
  const unknown = await outboxFrom(withoutOutbox, '203.0.113.9', query);
  expect(unknown.status).toBe(404);
  expect(response.status).toBe(404);
  expect(response.headers.get('content-type')).toBe(unknown.headers.get('content-type'));
  expect(response.headers.get('cache-control')).toBe(unknown.headers.get('cache-control'));
  expect(await response.json()).toEqual(await unknown.json());
}

async function expectMessages(response: Response) {
  expect(response.status).toBe(200);
  const { messages } = (await response.json()) as { messages: { to: string; subject: string | null }[] };
  expect(messages.length).toBeGreaterThan(0);
  return messages;
}

describe('the development outbox, by default', () => {
  it('is refused to a caller from another computer, exactly as an unknown path', async () => {
    await expectUnknownPath(await outboxFrom(t.app, '203.0.113.9'));
    await expectUnknownPath(await outboxFrom(t.app, '203.0.113.9', `?to=${EMAIL}`), `?to=${EMAIL}`);
    await expectUnknownPath(await outboxFrom(t.app, '::ffff:203.0.113.9'));
  });

  it('says nothing of its input to a refused caller: a bad query is refused as an unknown path too', async () => {
    await expectUnknownPath(await outboxFrom(t.app, '203.0.113.9', `?to=${'x'.repeat(300)}`), `?to=${'x'.repeat(300)}`);
  });

  it('is left out of the API document in production', async () => {
    const paths = async (app: App) =>
      Object.keys(((await (await app.request('/api/v2/openapi.json')).json()) as { paths: object }).paths);
    expect(await paths(t.app)).toContain('/dev/outbox');
    expect(await paths(await appWith({ NODE_ENV: 'production' }))).not.toContain('/dev/outbox');
  });

  it('is not fooled by X-Forwarded-For when no proxy is trusted', async () => {
    const response = await t.app.request(
      '/api/v2/dev/outbox',
      { headers: { 'x-forwarded-for': '127.0.0.1' } },
      { incoming: { socket: { remoteAddress: '203.0.113.9' } } },
    );
    await expectUnknownPath(response);
  });

  it('is refused to a call with no socket at all', async () => {
    await expectUnknownPath(await outboxFrom(t.app, null));
  });

  it.each(['127.0.0.1', '::1', '::ffff:127.0.0.1'])(
    'lists kept messages to a caller on this computer (%s)',
    async (peer) => {
      const messages = await expectMessages(await outboxFrom(t.app, peer, `?to=${EMAIL}`));
      expect(messages.every((message) => message.to === EMAIL)).toBe(true);
      expect(messages[0]?.subject).toBeTruthy();
    },
  );
});

describe('the development outbox, by setting', () => {
  it('is refused behind a trusted proxy, where every caller arrives from the proxy', async () => {
    const app = await appWith({ TRUST_PROXY: true });
    await expectUnknownPath(await outboxFrom(app, '127.0.0.1'));
  });

  it('is served to anyone with DEV_OUTBOX=any, even behind a proxy', async () => {
    const app = await appWith({ DEV_OUTBOX: 'any', TRUST_PROXY: true });
    await expectMessages(await outboxFrom(app, '203.0.113.9'));
    await expectMessages(await outboxFrom(app, null));
  });

  it('is served to no one with DEV_OUTBOX=off', async () => {
    const app = await appWith({ DEV_OUTBOX: 'off' });
    await expectUnknownPath(await outboxFrom(app, '127.0.0.1'));
  });

  it('is never served in production, whatever the setting', async () => {
    for (const DEV_OUTBOX of ['loopback', 'any'] as const) {
      const app = await appWith({ NODE_ENV: 'production', DEV_OUTBOX });
      await expectUnknownPath(await outboxFrom(app, '127.0.0.1'));
      await expectUnknownPath(await outboxFrom(app, '203.0.113.9'));
    }
  });
});
