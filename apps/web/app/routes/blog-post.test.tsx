import type { Endpoint } from '@cardgenius/core/contract';
import { ApiError, getEditorPost, getPost } from '@cardgenius/core/contract';
import { prerenderToNodeStream } from 'react-dom/static';
import { type AppLoadContext, createRoutesStub, Outlet } from 'react-router';
import { describe, expect, it } from 'vitest';
import { postFixture } from '../features/blog/blog-fixtures';
import type { Route } from './+types/blog-post';
import BlogPost, { loader } from './blog-post';

const SITE = { brandName: 'CardGenius', siteUrl: 'https://cards.example', isProduction: false };

/** A ranked card as the API answers it, with only what the card box reads filled in. */
function rankedCard(slug: string, displayName: string) {
  return {
    slug,
    displayName,
    issuer: { slug: 'amex', name: 'American Express' },
    network: 'amex',
    rewardProgram: { slug: 'mr', name: 'Membership Rewards' },
    rating: 4.2,
    netAnnualRewards: 312,
    firstYearValue: 462,
    breakdown: {
      welcomeBonus: { dollars: 150 },
      components: [
        { key: 'rewards', weight: 6, estimated: false },
        { key: 'insurance', weight: 2, estimated: true },
      ],
    },
    annualFee: 191.88,
    firstYearFee: 191.88,
    purchaseRate: 0.2199,
    goUrl: `/go/${slug}-id`,
    hasAffiliateLink: true,
    temporarilyUnavailable: false,
    pinned: true,
    recommendedCreditScore: null,
    creditFit: 'unchecked',
  };
}

interface Call {
  endpoint: string;
  input: unknown;
}

/** The page's API as a loader reaches it: answers by endpoint id, each call recorded. */
function fakeContext(answers: Record<string, (input: unknown) => unknown>) {
  const calls: Call[] = [];
  const context = {
    site: SITE,
    api: {
      call: async (endpoint: Endpoint, input?: unknown) => {
        calls.push({ endpoint: endpoint.id, input });
        const answer = answers[endpoint.id];
        if (!answer) throw new Error(`unexpected call ${endpoint.id}`);
        return answer(input);
      },
    },
  } as unknown as AppLoadContext;
  return { context, calls };
}

const RANKED = {
  rankLists: () => ({
    lists: {
      boxes: { total: 1, cards: [rankedCard('american-express-cobalt-card', 'Amex Cobalt')] },
      covered: { total: 1, cards: [rankedCard('american-express-cobalt-card', 'Amex Cobalt')] },
    },
  }),
};

const run = (context: AppLoadContext, url: string, params: Record<string, string>) =>
  loader({ context, params, request: new Request(url) } as unknown as Route.LoaderArgs);

/** What a thrown `data()` or `redirect()` says. */
async function thrown(promise: Promise<unknown>): Promise<{ status: number; location?: string | null }> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof Response) return { status: error.status, location: error.headers.get('Location') };
    const init = (error as { init?: { status?: number } }).init;
    if (init?.status) return { status: init.status };
    throw error;
  }
  throw new Error('the loader did not throw');
}

describe('the catch-all route', () => {
  it('answers a post at the site’s root (the /blog prefix is optional), canonical at /blog/{slug}', async () => {
    const { context, calls } = fakeContext({ getPost: () => postFixture(), ...RANKED });
    const page = await run(context, 'https://cards.example/best-travel-cards-2026', { '*': 'best-travel-cards-2026' });
    expect(calls[0]).toEqual({ endpoint: getPost.id, input: { params: { slug: 'best-travel-cards-2026' } } });
    expect(page).toMatchObject({
      kind: 'post',
      preview: false,
      canonicalUrl: 'https://cards.example/blog/best-travel-cards-2026',
    });
  });

  it('stays the site’s 404 when no post has that slug', async () => {
    const { context } = fakeContext({
      getPost: () => {
        throw new ApiError(404, 'NOT_FOUND', 'No such post.');
      },
    });
    expect(await thrown(run(context, 'https://cards.example/no-such-page', { '*': 'no-such-page' }))).toEqual({
      status: 404,
    });
  });

  it('never looks up a path that cannot be a post', async () => {
    const { context, calls } = fakeContext({});
    for (const rest of ['a/b', 'Capitals', 'favicon.ico', 'wp-login.php', '', 'x'.repeat(121)]) {
      expect(await thrown(run(context, `https://cards.example/${rest}`, { '*': rest }))).toEqual({ status: 404 });
    }
    expect(calls).toEqual([]);
  });

  it('lets other API failures through (the site’s error page, not a false 404)', async () => {
    const { context } = fakeContext({
      getPost: () => {
        throw new ApiError(503, 'SERVICE_UNAVAILABLE', 'Try again.');
      },
    });
    await expect(run(context, 'https://cards.example/some-post', { '*': 'some-post' })).rejects.toMatchObject({
      status: 503,
    });
  });
});

describe('a post’s cards', () => {
  it('are ranked in one call, for the reader’s own cookies, whatever their filters', async () => {
    const { context, calls } = fakeContext({ getPost: () => postFixture(), ...RANKED });
    const request = new Request('https://cards.example/blog/best-travel-cards-2026', {
      headers: { cookie: 'monthlySpend=3000; province=QC' },
    });
    const page = await loader({
      context,
      params: { slug: 'best-travel-cards-2026' },
      request,
    } as unknown as Route.LoaderArgs);
    const ranking = calls.filter((call) => call.endpoint === 'rankLists');
    expect(ranking).toHaveLength(1);
    const [{ input }] = ranking as [Call];
    const { body } = input as { body: { state: Record<string, unknown>; lists: unknown[] } };
    expect(body.lists).toEqual([
      {
        name: 'boxes',
        scope: { kind: 'cards', slugs: ['american-express-cobalt-card', 'td-aeroplan-visa-infinite-card'] },
        limit: 2,
      },
      {
        name: 'covered',
        scope: { kind: 'cards', slugs: ['american-express-cobalt-card', 'td-aeroplan-visa-infinite-card'] },
        limit: 2,
      },
    ]);
    expect(body.state).toMatchObject({ monthlySpend: 3000, province: 'QC' });
    // The reader's filters (issuers, fees…) never leave a card of the article out.
    expect(body.state).not.toHaveProperty('issuers');
    expect(page).toMatchObject({ kind: 'post', covered: ['american-express-cobalt-card'] });
  });

  it('make no ranking call for a post without cards', async () => {
    const { context, calls } = fakeContext({
      getPost: () => postFixture({ blocks: [{ kind: 'html', html: '<p>Hi</p>' }], cardSlugs: [] }),
    });
    await run(context, 'https://cards.example/blog/x', { slug: 'x' });
    expect(calls.map((call) => call.endpoint)).toEqual(['getPost']);
  });
});

describe('the preview', () => {
  const id = '0b6f3c1e-2f9a-4c55-9a49-5a0d3f3f0c11';

  it('shows staff a post in any status, kept by no cache', async () => {
    const { context, calls } = fakeContext({
      getEditorPost: () => ({ ...postFixture({ status: 'draft', publishedAt: null }), body: '# x', version: 3 }),
      ...RANKED,
    });
    const page = (await run(context, `https://cards.example/preview/blog/${id}`, { id })) as unknown as {
      data: { preview: boolean; post: Record<string, unknown> };
      init: { headers: Record<string, string> };
    };
    expect(calls[0]).toEqual({ endpoint: getEditorPost.id, input: { params: { id } } });
    expect(page.data.preview).toBe(true);
    expect(page.data.post.status).toBe('draft');
    // The Markdown source stays on the server.
    expect(page.data.post).not.toHaveProperty('body');
    expect(page.init.headers['Cache-Control']).toBe('private, no-store');
  });

  it('sends a visitor who is not signed in to sign in first, and back', async () => {
    const { context } = fakeContext({
      getEditorPost: () => {
        throw new ApiError(401, 'UNAUTHENTICATED', 'Sign in to continue.');
      },
    });
    expect(await thrown(run(context, `https://cards.example/preview/blog/${id}`, { id }))).toEqual({
      status: 302,
      location: `/login?redirect=${encodeURIComponent(`/preview/blog/${id}`)}`,
    });
  });

  it('tells a member who is not staff that the page is not for them', async () => {
    const { context } = fakeContext({
      getEditorPost: () => {
        throw new ApiError(403, 'FORBIDDEN', 'This is for the site’s staff only.');
      },
    });
    const page = (await run(context, `https://cards.example/preview/blog/${id}`, { id })) as {
      data: unknown;
      init: { status: number };
    };
    expect(page.init.status).toBe(403);
    expect(page.data).toEqual({ kind: 'not-allowed', message: 'This is for the site’s staff only.' });
  });

  it('names what the preview shows, and where the post will be', async () => {
    const { context } = fakeContext({
      getEditorPost: () => ({ ...postFixture({ status: 'scheduled' }), body: '# x', version: 1 }),
      ...RANKED,
    });
    const page = (await run(context, `https://cards.example/preview/blog/${id}`, { id })) as unknown as {
      data: unknown;
    };
    const html = await renderPage(`/preview/blog/${id}`, page.data);
    expect(html).toContain(
      'Preview.</strong> This post is scheduled for November 3, 2026; only staff can see this page. Once published it will be at /blog/best-travel-cards-2026.',
    );
  });

  it('shows the API’s reason to a member who is not staff', async () => {
    const html = await renderPage(`/preview/blog/${id}`, {
      kind: 'not-allowed',
      message: 'Turn on two-factor sign-in first.',
    });
    expect(html).toContain('<h1 class="mt-2 font-bold text-3xl">This preview is for staff only</h1>');
    expect(html).toContain('Turn on two-factor sign-in first.');
  });

  it('is a 404 for an id that is no post id, without asking', async () => {
    const { context, calls } = fakeContext({});
    expect(await thrown(run(context, 'https://cards.example/preview/blog/42', { id: '42' }))).toEqual({ status: 404 });
    expect(calls).toEqual([]);
  });
});

/**
 * The page as the server renders it, from its loader's data: waiting, as the server does, for the parts
 * whose code loads apart (the discussion, the satisfaction widget).
 */
async function renderPage(pathname: string, loaderData: unknown): Promise<string> {
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      Component: () => <Outlet />,
      children: [{ id: 'post', path: '*', Component: BlogPost as never }],
    },
  ]);
  const { prelude } = await prerenderToNodeStream(
    <Stub
      initialEntries={[pathname]}
      hydrationData={{ loaderData: { root: { shell: { auth: { isAuthenticated: false } } }, post: loaderData } }}
    />,
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk));
  // A streamed page marks Suspense boundaries and text boundaries with comments; the markup is what counts here.
  return Buffer.concat(chunks)
    .toString('utf8')
    .replace(/<!--.*?-->/g, '');
}

describe('the post page', () => {
  async function render(url: string) {
    const { context } = fakeContext({ getPost: () => postFixture(), ...RANKED });
    const pathname = new URL(url).pathname;
    return renderPage(pathname, await run(context, url, { slug: pathname.split('/').at(-1) ?? '' }));
  }

  it('draws each card block as a live card box with an Apply link tagged as the blog’s', async () => {
    const html = await render('https://cards.example/blog/best-travel-cards-2026');
    expect(html).toContain('<h1 id="post-title"');
    // The Cobalt box twice in the body, once among the post's cards; the Aeroplan card is not ranked.
    expect(html.match(/<h3 id="card-[^"]*"[^>]*><a[^>]*>Amex Cobalt</g)).toHaveLength(3);
    expect(html).not.toContain('td-aeroplan-visa-infinite-card');
    expect(html).toContain('href="/go/american-express-cobalt-card-id?context=blog"');
    expect(html).toContain('<h3 id="card-box-1"');
    expect(html).toContain('<h3 id="card-box-4"');
    expect(html).toContain('<h3 id="card-covered-american-express-cobalt-card"');
    // No compare checkbox and no rank outside the compare page (the comment form below has its own checkbox).
    expect(html.split('id="comments-heading"')[0]).not.toContain('type="checkbox"');
    expect(html).not.toContain('#1 ·');
    // The rating rests partly on an estimated coverage, and each box says so.
    expect(html.match(/Rating partly estimated: insurance\./g)).toHaveLength(3);
  });

  it('shows the byline, dates, figures date, share links and author box', async () => {
    const html = await render('https://cards.example/blog/best-travel-cards-2026');
    expect(html).toContain('href="/credit-card-authors/editorial-team"');
    expect(html).toContain('Published <time dateTime="2026-11-03">November 3, 2026</time>');
    expect(html).toContain('Updated <time dateTime="2026-11-20">November 20, 2026</time>');
    expect(html).toContain('7 min read');
    expect(html).toMatch(/Figures as of November 1, 2026\.[^<]*<a[^>]*href="\/methodology"/);
    expect(html).toContain(
      'href="https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fcards.example%2Fblog%2Fbest-travel-cards-2026"',
    );
    expect(html).toContain('About the author');
    // Rendered with the page, though their code loads as the reader nears them.
    expect(html).toContain('How helpful did you find this article?');
    expect(html).toContain('id="comments-heading"');
    expect(html).not.toContain('archived');
  });
});
