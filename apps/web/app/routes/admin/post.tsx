import {
  type EditorPost,
  endpoints,
  POST_CATEGORIES,
  type PostBlock,
  type PostCategory,
  type PostTransition,
} from '@cardgenius/core/contract';
import { instantOfTorontoDateTime, loginPathFor } from '@cardgenius/core/rules';
import { useEffect, useState } from 'react';
import { data, Link, redirect, useLocation } from 'react-router';
import { privatePageHeaders, privatePageMeta } from '../../features/account/private-page';
import { ResultMessage } from '../../features/admin/moderation-queue';
import { LivePreview, usePostPreview } from '../../features/admin/posts/live-preview';
import { PostEditor } from '../../features/admin/posts/post-editor';
import { type PostEditResult, refusedPostEdit } from '../../features/admin/posts/post-editor-result';
import { readPostForm } from '../../features/admin/posts/post-form';
import { PostStatusBadge } from '../../features/admin/posts/post-status';
import { staffCall } from '../../features/admin/staff-access';
import { ApplyButton, ApplyOnPhoneLink } from '../../features/apply/apply-button';
import { CATEGORY_STYLES } from '../../features/blog/categories';
import { isPostId } from '../../features/blog/post-address';
import { boxSlugs } from '../../features/blog/post-article';
import { type CardRenderer, PostBody } from '../../features/blog/post-body';
import { formatPostDate } from '../../features/blog/post-dates';
import type { ApplyControls } from '../../features/compare/apply-controls';
import { CardResult } from '../../features/compare/card-result';
import { type CompareRow, toCompareRow } from '../../features/compare/compare-row';
import { browserApi } from '../../lib/browser-api';
import { isSignedOut } from '../../lib/form-result';
import type { Route } from './+types/post';

// One module for a new post (/admin/posts/new) and a saved one (/admin/posts/{id}).

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const id = (params as { id?: string }).id;
  if (id !== undefined && !isPostId(id)) throw data(null, { status: 404 });
  // The post, and the team for its byline: two calls at once, as the editor needs both.
  const [post, team] = await staffCall(request, () =>
    Promise.all([
      id ? context.api.call(endpoints.getEditorPost, { params: { id } }) : null,
      context.api.call(endpoints.listAuthors),
    ]),
  );
  return { post, authors: team.authors.map((author) => ({ slug: author.slug, name: author.name })) };
}

export const headers = privatePageHeaders;

export const meta: Route.MetaFunction = (args) =>
  privatePageMeta(args, `${args.loaderData?.post ? `Edit: ${args.loaderData.post.title}` : 'New post'} | Admin`);

const DONE: Record<PostTransition['status'], string> = {
  published: 'Saved and published: it is on the blog now.',
  scheduled: 'Saved and scheduled.',
  archived: 'Archived: it stays at its address, off the blog’s lists.',
  draft: 'Saved and returned to draft: readers no longer see it.',
};

/** The status change a button asks for, or null for a plain save (or a schedule without a valid time). */
function transitionOf(form: FormData): PostTransition | null | { problem: string } {
  const intent = form.get('intent');
  if (intent === 'publish') return { status: 'published' };
  if (intent === 'archive') return { status: 'archived' };
  if (intent === 'draft') return { status: 'draft' };
  if (intent === 'schedule') {
    const at = instantOfTorontoDateTime(String(form.get('publishAt') ?? ''));
    return at
      ? { status: 'scheduled', publishAt: at.toISOString() }
      : { problem: 'Choose the day and time to publish.' };
  }
  return null;
}

/** Saves the post (creating it when new), then changes its status when a button asks: from the browser. */
export async function clientAction({ request, params }: Route.ClientActionArgs): Promise<PostEditResult> {
  const form = await request.formData();
  const id = (params as { id?: string }).id;
  const here = id ? `/admin/posts/${id}` : '/admin/posts/new';
  const { draft, errors } = readPostForm(form);
  const transition = transitionOf(form);
  if (transition && 'problem' in transition) errors.publishAt = transition.problem;
  if (Object.keys(errors).length > 0) {
    return { ok: false, message: 'Some fields need a change: see the messages beside them.', fieldErrors: errors };
  }
  try {
    const saved = id
      ? await browserApi.call(endpoints.updatePost, {
          params: { id },
          body: { ...draft, version: Number(form.get('version')) },
        })
      : await browserApi.call(endpoints.createPost, { body: draft });
    const status = transition as PostTransition | null;
    if (status) await browserApi.call(endpoints.setPostStatus, { params: { id: saved.id }, body: status });
    if (!id) throw redirect(`/admin/posts/${saved.id}?created=${status?.status ?? 'draft'}`);
    return { ok: true, message: status ? DONE[status.status] : 'Saved.', fieldErrors: {} };
  } catch (error) {
    if (error instanceof Response) throw error;
    if (isSignedOut(error)) throw redirect(loginPathFor(here));
    const refused = refusedPostEdit(error);
    if (refused) return refused;
    throw error;
  }
}

const APPLY_CONTROLS: ApplyControls = { Button: ApplyButton, PhoneLink: ApplyOnPhoneLink };
const NO_COLORS = new Map<string, { primary: string; secondary: string }>();
/** The API ranks at most this many chosen cards in one list. */
const MAX_BOX_CARDS = 20;

/**
 * The cards of the previewed body's live boxes, rated for the default profile (as a new reader sees
 * them), asked again only when the set of boxes changes.
 */
function useBoxCards(blocks: readonly PostBlock[] | undefined): Record<string, CompareRow> {
  const key = boxSlugs(blocks ?? [])
    .slice(0, MAX_BOX_CARDS)
    .join(',');
  const [cards, setCards] = useState<Record<string, CompareRow>>({});
  useEffect(() => {
    if (key === '') return;
    const slugs = key.split(',');
    let current = true;
    browserApi
      .call(endpoints.rankLists, {
        body: { state: {}, lists: [{ name: 'boxes', scope: { kind: 'cards', slugs }, limit: slugs.length }] },
      })
      .then(({ lists }) => {
        if (!current) return;
        setCards(
          Object.fromEntries((lists.boxes?.cards ?? []).map((card) => [card.slug, toCompareRow(card, NO_COLORS)])),
        );
      })
      // A box whose card cannot be rated now is left out, as on the page.
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [key]);
  return cards;
}

/** The live preview: the server's rendering of the body, drawn by the blog's own components. */
function PreviewPane({ title, body }: { title: string; body: string }) {
  const preview = usePostPreview(body);
  const boxCards = useBoxCards(preview.preview?.blocks);
  const renderCard: CardRenderer = (slug, headingLevel, boxId) => {
    const card = boxCards[slug];
    return card ? (
      <CardResult card={card} apply={APPLY_CONTROLS} context="blog" headingLevel={headingLevel} headingId={boxId} />
    ) : null;
  };
  return (
    <LivePreview title={title} state={preview}>
      <PostBody blocks={preview.preview?.blocks ?? []} renderCard={renderCard} />
    </LivePreview>
  );
}

const CREATED: Record<string, string> = {
  draft: 'The draft is saved.',
  published: 'Saved and published: it is on the blog now.',
  scheduled: 'Saved and scheduled.',
};

function StatusLine({ post }: { post: EditorPost }) {
  return (
    <p className="mt-2 flex flex-wrap items-center gap-2 text-slate-700 text-sm">
      <PostStatusBadge status={post.status} />
      {post.status === 'scheduled' && post.publishedAt ? <span>for {formatPostDate(post.publishedAt)}</span> : null}
      {post.status === 'published' && post.publishedAt ? <span>since {formatPostDate(post.publishedAt)}</span> : null}
      <span>version {post.version}</span>
      <a href={`/preview/blog/${post.id}`} target="_blank" rel="noopener" className="text-brand-700 underline">
        Open the preview page
      </a>
      {post.status === 'published' ? (
        <a href={post.route} className="text-brand-700 underline">
          See it on the blog
        </a>
      ) : null}
    </p>
  );
}

const CATEGORY_NAMES = Object.fromEntries(
  POST_CATEGORIES.map((category) => [category, CATEGORY_STYLES[category].name]),
) as Record<PostCategory, string>;

export default function AdminPost({ loaderData, actionData }: Route.ComponentProps) {
  const { post } = loaderData;
  // A new post's first save brings the editor to the post's own address, saying what was done. (Read
  // from the location: useSearchParams would add to the framework file every page loads.)
  const { search } = useLocation();
  const created = post ? new URLSearchParams(search).get('created') : null;
  const result = actionData ?? (created && CREATED[created] ? { ok: true, message: CREATED[created] } : undefined);
  return (
    <div className="mx-auto max-w-4xl 2xl:max-w-none">
      <p className="text-sm">
        <Link to="/admin/posts" className="text-brand-700 underline">
          All posts
        </Link>
      </p>
      <h1 className="mt-2 font-bold text-2xl text-slate-900 sm:text-3xl">{post ? 'Edit post' : 'New post'}</h1>
      {post ? <StatusLine post={post} /> : null}
      <ResultMessage result={result} />
      <PostEditor
        post={post}
        authors={loaderData.authors}
        actionData={actionData}
        categoryNames={CATEGORY_NAMES}
        renderPreview={(title, body) => <PreviewPane title={title} body={body} />}
      />
    </div>
  );
}
