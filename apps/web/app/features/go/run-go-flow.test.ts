import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { runGoFlow } from './run-go-flow';

const SITE = 'https://site.example';
const ISSUER = 'https://www.bank.example/apply?product=7';

const card = {
  cardId: 'bank-cash-back',
  affiliateId: 'bank-cash',
  name: 'Bank Cash Back Mastercard',
  displayName: 'Cash Back Mastercard',
  slug: 'bank-cash-back',
  issuer: 'Bank',
  colors: { primary: '#0b3d2e', secondary: '#ffffff' },
  network: 'mastercard',
  hasAffiliateLink: true,
  temporarilyUnavailable: false,
};

interface Call {
  method: string;
  url: string;
  body?: Record<string, unknown>;
}

let calls: Call[];
let replace: ReturnType<typeof vi.fn>;
let navigate: ReturnType<typeof vi.fn>;
let entry = 0;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A fake API: the go answer given, and a click endpoint that tracks like the server does. */
function serve(options: {
  go: () => Response | Promise<Response>;
  click?: (body: Record<string, unknown>) => Response;
}) {
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const body = init.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : undefined;
    calls.push({ method: init.method ?? 'GET', url, ...(body ? { body } : {}) });
    if (url.endsWith('/click')) {
      if (options.click) return options.click(body ?? {});
      const target = new URL(ISSUER);
      target.searchParams.set('applyId', String(body?.clickId));
      target.searchParams.set('context', String(body?.context));
      return json(200, { applyId: body?.clickId, redirectUrl: target.href });
    }
    return options.go();
  });
}

const run = (search = '', affiliateId = 'bank-cash') =>
  runGoFlow({ affiliateId, search, entryKey: `entry-${++entry}`, navigate: navigate as never });

beforeEach(() => {
  calls = [];
  replace = vi.fn();
  navigate = vi.fn();
  vi.stubGlobal('window', { location: { origin: SITE, replace } });
});
afterEach(() => vi.unstubAllGlobals());

describe('runGoFlow', () => {
  it('records the click and replaces the location with the tracked issuer URL', async () => {
    serve({
      go: () => json(200, { card, eventCategory: 'Affiliate Apply', eventLabel: card.name, redirectUrl: ISSUER }),
    });
    await run('?context=Compare%20Page&aid=a1&pid=p1');
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual([
      'GET /api/v2/misc/go/bank-cash',
      'POST /api/v2/misc/go/bank-cash/click',
    ]);
    const clickId = calls[1]?.body?.clickId;
    expect(clickId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(calls[1]?.body).toEqual({ clickId, context: 'Compare Page', aid: 'a1', pid: 'p1' });
    expect(replace).toHaveBeenCalledOnce();
    expect(new URL(replace.mock.calls[0]?.[0]).searchParams.get('applyId')).toBe(clickId);
  });

  it('runs once per history entry, however often the effect fires', async () => {
    serve({ go: () => json(200, { card, eventCategory: 'x', eventLabel: 'y', redirectUrl: ISSUER }) });
    const options = { affiliateId: 'bank-cash', search: '', entryKey: 'same-entry', navigate: navigate as never };
    await Promise.all([runGoFlow(options), runGoFlow(options)]);
    await runGoFlow(options);
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
    expect(replace).toHaveBeenCalledOnce();
  });

  it('follows the error’s redirect, or goes home, when the API says no', async () => {
    serve({ go: () => json(404, { error: { code: 'NOT_FOUND', message: 'x', redirect: '/credit-cards/old-card' } }) });
    await run();
    expect(replace).toHaveBeenCalledWith('/credit-cards/old-card');
    serve({ go: () => json(404, { error: { code: 'NOT_FOUND', message: 'x', redirect: 'https://evil.com' } }) });
    await run();
    expect(replace).toHaveBeenLastCalledWith('/');
    serve({ go: () => json(200, {}) });
    await run();
    expect(replace).toHaveBeenLastCalledWith('/');
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('goes straight to the URL with notracking or for a product without a card', async () => {
    serve({ go: () => json(200, { card, eventCategory: 'x', eventLabel: 'y', redirectUrl: ISSUER }) });
    await run('?notracking=true');
    serve({ go: () => json(200, { card: null, eventCategory: 'x', eventLabel: 'y', redirectUrl: ISSUER }) });
    await run();
    expect(replace.mock.calls).toEqual([[ISSUER], [ISSUER]]);
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('navigates in the app, untracked and with pid, to an internal URL', async () => {
    serve({ go: () => json(200, { card, eventCategory: 'x', eventLabel: 'y', redirectUrl: `${SITE}/newsletter` }) });
    await run('?pid=p9');
    expect(navigate).toHaveBeenCalledWith('/newsletter?pid=p9', { replace: true });
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('sends an unavailable card to its page and an offer card to its offers page with the state', async () => {
    serve({
      go: () =>
        json(200, {
          card: { ...card, temporarilyUnavailable: true },
          eventCategory: 'x',
          eventLabel: 'y',
          redirectUrl: ISSUER,
        }),
    });
    await run();
    expect(navigate).toHaveBeenLastCalledWith('/temporarily-unavailable?card=Cash%20Back%20Mastercard', {
      replace: true,
    });
    serve({
      go: () =>
        json(200, {
          card: { ...card, productOffer: { slug: 'bank-cash-back', amount: 100 } },
          eventCategory: 'x',
          eventLabel: 'y',
          redirectUrl: ISSUER,
        }),
    });
    await run();
    const [path, options] = navigate.mock.calls.at(-1) ?? [];
    expect(path).toBe('/offers/bank-cash-back');
    const clickId = calls.at(-1)?.body?.clickId;
    expect(options).toEqual({
      replace: true,
      state: {
        cardName: card.name,
        cardSlug: card.slug,
        isAffiliate: true,
        applyId: clickId,
        destination: expect.stringContaining(`applyId=${clickId}`),
      },
    });
    expect(replace).not.toHaveBeenCalled();
  });

  it('falls back to /go2 with the same query on any failure', async () => {
    const failures: Array<Parameters<typeof serve>[0]> = [
      { go: () => Promise.reject(new TypeError('Failed to fetch')) },
      { go: () => json(503, { error: { code: 'SERVICE_UNAVAILABLE', message: 'x' } }) },
      {
        go: () => json(200, { card, eventCategory: 'x', eventLabel: 'y', redirectUrl: ISSUER }),
        click: () => json(500, { error: { code: 'INTERNAL', message: 'x' } }),
      },
      {
        go: () => json(200, { card, eventCategory: 'x', eventLabel: 'y', redirectUrl: ISSUER }),
        click: () => json(429, { error: { code: 'RATE_LIMITED', message: 'x' } }),
      },
      {
        go: () => json(200, { card, eventCategory: 'x', eventLabel: 'y', redirectUrl: ISSUER }),
        click: () => json(200, { applyId: 'x', redirectUrl: 'javascript:alert(1)' }),
      },
    ];
    for (const failure of failures) {
      replace.mockClear();
      serve(failure);
      await run('?context=QR&pid=p1');
      expect(replace.mock.calls).toEqual([['/go2/bank-cash?context=QR&pid=p1']]);
    }
  });
});
