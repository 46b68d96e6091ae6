import { SubscribeRequest } from '@cardgenius/core/contract';
import { describe, expect, it, vi } from 'vitest';
import { SubscribeFailed, subscribe, subscribeRedirect } from './subscribe';

const request = { name: 'Sam Roy', email: 'sam@example.ca', source: 'Exit Intent Modal' } as const;

function answering(status: number, body: unknown) {
  return vi.fn<typeof fetch>(async () => new Response(JSON.stringify(body), { status }));
}

describe('subscribe', () => {
  it('posts the name, email and source as the contract takes them, and answers the redirect', async () => {
    const fetchLike = answering(200, { redirect: '/newsletter?subscribed=pending' });
    await expect(subscribe(request, fetchLike)).resolves.toBe('/newsletter?subscribed=pending');
    const [url, init] = fetchLike.mock.calls[0] ?? [];
    expect(url).toBe('/api/v2/subscription/subscribe');
    expect(init?.method).toBe('POST');
    expect(SubscribeRequest.safeParse(JSON.parse(String(init?.body))).success).toBe(true);
  });

  it('does not follow a redirect to another site', async () => {
    await expect(subscribe(request, answering(200, { redirect: 'https://evil.example' }))).resolves.toBeNull();
  });

  it('fails with the status when the API refuses', async () => {
    const failed = await subscribe(request, answering(429, { error: { code: 'RATE_LIMITED' } })).catch((e) => e);
    expect(failed).toBeInstanceOf(SubscribeFailed);
    expect(failed.status).toBe(429);
  });

  it('fails with status 0 when the network does', async () => {
    const offline = vi.fn<typeof fetch>(async () => {
      throw new TypeError('Failed to fetch');
    });
    const failed = await subscribe(request, offline).catch((e) => e);
    expect(failed).toBeInstanceOf(SubscribeFailed);
    expect(failed.status).toBe(0);
  });
});

describe('subscribeRedirect', () => {
  it('follows a path on this site, with its query', () => {
    expect(subscribeRedirect({ redirect: '/newsletter?subscribed=pending' })).toBe('/newsletter?subscribed=pending');
  });

  it.each([
    ['another site', { redirect: 'https://evil.example/x' }],
    ['a protocol-relative URL', { redirect: '//evil.example' }],
    ['a backslash trick', { redirect: '/\\evil.example' }],
    ['an encoded slash', { redirect: '/%2F%2Fevil.example' }],
    ['script', { redirect: 'javascript:alert(1)' }],
    ['no redirect', {}],
    ['a number', { redirect: 42 }],
    ['no answer', null],
    ['a string answer', '/thank-you'],
  ])('ignores %s', (_name, answer) => {
    expect(subscribeRedirect(answer)).toBeNull();
  });
});
