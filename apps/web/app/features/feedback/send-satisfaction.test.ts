import { SatisfactionRequest } from '@cardgenius/core/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SATISFACTION_SENT_EVENT } from '../../lib/satisfaction-events';
import { satisfactionBody, sendSatisfaction } from './send-satisfaction';

const answer = {
  theme: 'site',
  rating: 1,
  comments: '  The side-by-side table.  ',
  category: 'site',
  page: '/about',
} as const;

afterEach(() => {
  vi.restoreAllMocks();
});

describe('satisfactionBody', () => {
  it('is what the API takes, for every theme and rating', () => {
    for (const theme of ['site', 'content'] as const) {
      for (const rating of [-1, 0, 1] as const) {
        const parsed = SatisfactionRequest.safeParse(satisfactionBody({ ...answer, theme, rating }));
        expect(parsed.success).toBe(true);
      }
    }
    expect(satisfactionBody(answer)).toEqual({
      site: 'site',
      rating: 1,
      comments: 'The side-by-side table.',
      category: 'site',
      page: '/about',
    });
  });
});

describe('sendSatisfaction', () => {
  it('posts to the satisfaction call and says whether it was stored', async () => {
    const fetchLike = vi.fn<typeof fetch>(async () => new Response('{"received":true}', { status: 201 }));
    const page = new EventTarget();
    vi.stubGlobal('window', page);
    const announced = vi.fn();
    page.addEventListener(SATISFACTION_SENT_EVENT, announced);
    await expect(sendSatisfaction(answer, fetchLike)).resolves.toBe(true);
    expect(fetchLike.mock.calls[0]?.[0]).toBe('/api/v2/analytics/satisfaction');
    // The footer's site rating reloads on it.
    expect(announced).toHaveBeenCalledTimes(1);
    vi.unstubAllGlobals();
  });

  it('only logs a warning when the API refuses or cannot be reached', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const refused = vi.fn<typeof fetch>(async () => new Response('{}', { status: 400 }));
    await expect(sendSatisfaction(answer, refused)).resolves.toBe(false);
    const offline = vi.fn<typeof fetch>(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(sendSatisfaction(answer, offline)).resolves.toBe(false);
    expect(warn).toHaveBeenCalledTimes(2);
  });
});

describe('the landing page', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('goes with the answer: the first page of the visit, as the tab noted it; never a member id', async () => {
    const stored = new Map([['landingPage', '/best-credit-cards/travel']]);
    vi.stubGlobal('sessionStorage', { getItem: (key: string) => stored.get(key) ?? null });
    const fetchLike = vi.fn<typeof fetch>(async () => new Response('{"received":true}', { status: 201 }));
    await sendSatisfaction(answer, fetchLike);
    const body = JSON.parse(String(fetchLike.mock.calls[0]?.[1]?.body)) as Record<string, unknown>;
    expect(body).toMatchObject({ page: '/about', landing: '/best-credit-cards/travel' });
    expect(Object.keys(body)).not.toContain('userId');
    expect(SatisfactionRequest.safeParse(body).success).toBe(true);
  });

  it('is left out when the tab does not know it', async () => {
    vi.stubGlobal('sessionStorage', { getItem: () => null });
    const fetchLike = vi.fn<typeof fetch>(async () => new Response('{"received":true}', { status: 201 }));
    await sendSatisfaction(answer, fetchLike);
    expect(JSON.parse(String(fetchLike.mock.calls[0]?.[1]?.body))).not.toHaveProperty('landing');
  });
});
