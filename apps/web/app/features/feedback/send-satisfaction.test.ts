import { SatisfactionRequest } from '@cardgenius/core/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
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
    await expect(sendSatisfaction(answer, fetchLike)).resolves.toBe(true);
    expect(fetchLike.mock.calls[0]?.[0]).toBe('/api/v2/analytics/satisfaction');
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
