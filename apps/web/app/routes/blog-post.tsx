import { type EditorPost, endpoints, getEditorPost, getPost, isApiError, type Post } from '@cardgenius/core/contract';
import { loginPathFor } from '@cardgenius/core/rules';
import { memo, Suspense } from 'react';
import { type AppLoadContext, data, Link, redirect } from 'react-router';
import { PRIVATE_PAGE_HEADERS, privatePageMeta } from '../features/account/private-page';
import { ApplyButton, ApplyOnPhoneLink } from '../features/apply/apply-button';
import { postMeta } from '../features/blog/blog-meta';
import { blogPaths } from '../features/blog/blog-paths';
import { isPostId, isPostSlug, rootPostSlug } from '../features/blog/post-address';
import { boxSlugs, PostArticle, postPageData } from '../features/blog/post-article';
import type { CardRenderer } from '../features/blog/post-body';
import { formatPostDate } from '../features/blog/post-dates';
import { ProfileNote } from '../features/cards/profile-note';
import { visitorFromRequest } from '../features/cards/visitor-profile';
import type { ApplyControls } from '../features/compare/apply-controls';
import { CardResult } from '../features/compare/card-result';
import { type CompareRow, toCompareRow } from '../features/compare/compare-row';
import { lazyWhenNear } from '../lib/lazy-when-near';
import type { Route } from './+types/blog-post';

/**
 * A post's page, wherever it is asked for (one module, three routes):
 * - /blog/{slug}: a published (or archived) post;
 * - /{slug}, the catch-all: the same post without the optional /blog prefix (accounts spec §2),
 *   canonical at /blog/{slug}; any other path stays the site's 404, as before;
 * - /preview/blog/{id}: staff see a post in any status before it is published (shell-and-browsing §2.1).
 */

const APPLY_CONTROLS: ApplyControls = { Button: ApplyButton, PhoneLink: ApplyOnPhoneLink };
/** Ranked cards carry no issuer colours; the card art falls back to the site's own. */
const NO_COLORS = new Map<string, { primary: string; secondary: string }>();
/** The API ranks at most 20 chosen cards in one list. */
const MAX_LIST_CARDS = 20;

const notFound = () => data(null, { status: 404 });

// At the end of the article: rendered with the page, its code loads as the reader nears it (decision 0004).
const ArticleFeedbackPart = lazyWhenNear<{ category: string }>('article-feedback', () =>
  import('../features/feedback/article-feedback').then((module) => ({ default: module.ArticleFeedback })),
);
/** Memoized: new props before its code arrives would make React draw the server's HTML again. */
const ArticleFeedback = memo(function ArticleFeedback({ category }: { category: string }) {
  return (
    <Suspense>
      <ArticleFeedbackPart category={category} />
    </Suspense>
  );
});

/**
 * The post's cards rated for the reader's own profile (their filter cookies, or `state=`), in one call:
 * the live boxes of its body and the cards it covers, whatever the reader's filters would leave out.
 */
async function rankPostCards(context: AppLoadContext, request: Request, post: Pick<Post, 'blocks' | 'cardSlugs'>) {
  const visitor = visitorFromRequest(request);
  const boxes = boxSlugs(post.blocks).slice(0, MAX_LIST_CARDS);
  const covered = [...new Set(post.cardSlugs)].slice(0, MAX_LIST_CARDS);
  const lists = [
    ...(boxes.length > 0
      ? [{ name: 'boxes', scope: { kind: 'cards' as const, slugs: boxes }, limit: boxes.length }]
      : []),
    ...(covered.length > 0
      ? [{ name: 'covered', scope: { kind: 'cards' as const, slugs: covered }, limit: covered.length }]
      : []),
  ];
  const cards: Record<string, CompareRow> = {};
  if (lists.length === 0) return { cards, covered: [], profile: visitor.summary };
  const { lists: ranked } = await context.api.call(endpoints.rankLists, { body: { state: visitor.input, lists } });
  for (const list of Object.values(ranked)) {
    for (const card of list.cards) cards[card.slug] ??= toCompareRow(card, NO_COLORS);
  }
  return { cards, covered: (ranked.covered?.cards ?? []).map((card) => card.slug), profile: visitor.summary };
}

/** The post to show, or a thrown 404, login redirect or not-allowed answer. */
async function findPost(
  context: AppLoadContext,
  request: Request,
  params: { slug?: string; id?: string; '*'?: string },
): Promise<{ post: Post | EditorPost; preview: boolean } | { notAllowed: string }> {
  if (params.id !== undefined) {
    if (!isPostId(params.id)) throw notFound();
    try {
      return { post: await context.api.call(getEditorPost, { params: { id: params.id } }), preview: true };
    } catch (error) {
      if (!isApiError(error)) throw error;
      const url = new URL(request.url);
      // As on member pages: sign in first, then come back here.
      if (error.status === 401) throw redirect(loginPathFor(`${url.pathname}${url.search}`));
      if (error.status === 403) return { notAllowed: error.message };
      if (error.status === 404) throw notFound();
      throw error;
    }
  }
  const slug = params.slug ?? rootPostSlug(params['*']);
  if (slug === null || !isPostSlug(slug)) throw notFound();
  const post = await context.api.call(getPost, { params: { slug } }).catch((error: unknown) => {
    if (isApiError(error) && error.status === 404) throw notFound();
    throw error;
  });
  return { post, preview: false };
}

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const found = await findPost(context, request, params as { slug?: string; id?: string; '*'?: string });
  if ('notAllowed' in found) {
    return data(
      { kind: 'not-allowed' as const, message: found.notAllowed },
      { status: 403, headers: PRIVATE_PAGE_HEADERS },
    );
  }
  const { post, preview } = found;
  const ranked = await rankPostCards(context, request, post);
  const page = {
    kind: 'post' as const,
    post: postPageData(post),
    canonicalUrl: `${context.site.siteUrl}${post.route}`,
    preview,
    ...ranked,
  };
  // A preview is for the signed-in editor alone: never kept by a cache.
  return preview ? data(page, { headers: PRIVATE_PAGE_HEADERS }) : page;
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = (args) => {
  const loaded = args.loaderData;
  if (!loaded) return [];
  if (loaded.kind === 'not-allowed') return privatePageMeta(args, 'Staff only');
  // A preview is never indexed (privatePageMeta adds noindex), nor described as the published page.
  if (loaded.preview) return privatePageMeta(args, `Preview: ${loaded.post.title}`);
  return postMeta(args, loaded.post);
};

const STATUS_TEXT = {
  draft: 'a draft',
  scheduled: 'scheduled',
  published: 'published',
  archived: 'archived',
} as const;

/** What an editor is looking at, and where the post is (or will be) public. */
function PreviewBanner({
  status,
  publishedAt,
  route,
}: {
  status: keyof typeof STATUS_TEXT;
  publishedAt: string | null;
  route: string;
}) {
  return (
    <p className="mb-6 rounded-md border border-violet-300 bg-violet-50 px-4 py-3 text-violet-950">
      <strong className="font-semibold">Preview.</strong> This post is {STATUS_TEXT[status]}
      {status === 'scheduled' && publishedAt ? ` for ${formatPostDate(publishedAt)}` : ''}; only staff can see this
      page.{' '}
      {status === 'published' || status === 'archived' ? (
        <Link to={route} className="font-semibold underline">
          See the public page
        </Link>
      ) : (
        <>Once published it will be at {route}.</>
      )}
    </p>
  );
}

export default function BlogPost({ loaderData }: Route.ComponentProps) {
  if (loaderData.kind === 'not-allowed') {
    return (
      <section className="mx-auto max-w-2xl px-4 py-16 text-center">
        <p className="font-semibold text-brand-700 text-sm uppercase tracking-wide">403</p>
        <h1 className="mt-2 font-bold text-3xl">This preview is for staff only</h1>
        <p className="mt-4 text-slate-600">{loaderData.message}</p>
        <Link
          to={blogPaths.blog()}
          className="mt-8 inline-block rounded-md bg-brand-600 px-5 py-3 font-semibold text-white hover:bg-brand-700"
        >
          Go to the blog
        </Link>
      </section>
    );
  }
  const { post, cards, covered, profile, canonicalUrl, preview } = loaderData;
  // A card missing from the ranking (no longer offered) has no box.
  const renderCard: CardRenderer = (slug, headingLevel, boxId) => {
    const card = cards[slug];
    return card ? (
      <CardResult card={card} apply={APPLY_CONTROLS} context="blog" headingLevel={headingLevel} headingId={boxId} />
    ) : null;
  };
  return (
    <PostArticle
      post={post}
      canonicalUrl={canonicalUrl}
      renderCard={renderCard}
      coveredCards={covered.filter((slug) => cards[slug] !== undefined)}
      profileNote={<ProfileNote profile={profile} className="mt-1" />}
      feedback={<ArticleFeedback category={post.category} />}
      banner={preview ? <PreviewBanner status={post.status} publishedAt={post.publishedAt} route={post.route} /> : null}
    />
  );
}
