import {
  type EditorPost,
  endpoints,
  POST_CATEGORIES,
  type PostBlock,
  type PostTransition,
} from '@cardgenius/core/contract';
import { instantOfTorontoDateTime, loginPathFor, torontoDateTime } from '@cardgenius/core/rules';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { data, Form, Link, redirect, useNavigation } from 'react-router';
import {
  COMPACT_PRIMARY_BUTTON_CLASS,
  COMPACT_SECONDARY_BUTTON_CLASS,
  LIGHT_INPUT_CLASS,
} from '../../components/ui/form-styles';
import { privatePageHeaders, privatePageMeta } from '../../features/account/private-page';
import { ResultMessage } from '../../features/admin/moderation-queue';
import { ImageUpload } from '../../features/admin/posts/image-upload';
import { LivePreview, usePostPreview } from '../../features/admin/posts/live-preview';
import { type PostEditResult, refusedPostEdit } from '../../features/admin/posts/post-editor-result';
import { EMPTY_POST, postFormValues, readPostForm, slugFromTitle } from '../../features/admin/posts/post-form';
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

function Field({
  label,
  name,
  error,
  hint,
  children,
}: {
  label: string;
  name: string;
  error: string | undefined;
  hint?: string;
  children: (props: { id: string; 'aria-describedby'?: string; 'aria-invalid'?: true }) => ReactNode;
}) {
  const id = `post-${name}`;
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className="text-sm">
      <label htmlFor={id} className="font-medium text-slate-800">
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="text-slate-600 text-xs">
          {hint}
        </p>
      ) : null}
      {children({
        id,
        ...(described ? { 'aria-describedby': described } : {}),
        ...(error ? { 'aria-invalid': true } : {}),
      })}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-red-700">
          {error}
        </p>
      ) : null}
    </div>
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

export default function AdminPost({ loaderData, actionData }: Route.ComponentProps) {
  const { post, authors } = loaderData;
  const initial = post ? postFormValues(post) : EMPTY_POST;
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting';
  const errors = actionData?.ok === false ? actionData.fieldErrors : {};
  const [title, setTitle] = useState(initial.title);
  const [slug, setSlug] = useState(initial.slug);
  const [slugTouched, setSlugTouched] = useState(Boolean(post));
  const [body, setBody] = useState(initial.body);
  const [image, setImage] = useState({ url: initial.imageUrl, alt: initial.imageAlt });
  const bodyRef = useRef<HTMLTextAreaElement>(null);
  const preview = usePostPreview(body);
  const boxCards = useBoxCards(preview.preview?.blocks);
  const renderCard: CardRenderer = (slug, headingLevel, boxId) => {
    const card = boxCards[slug];
    return card ? (
      <CardResult card={card} apply={APPLY_CONTROLS} context="blog" headingLevel={headingLevel} headingId={boxId} />
    ) : null;
  };
  const created =
    post && typeof window !== 'undefined' ? new URL(window.location.href).searchParams.get('created') : null;
  const result = actionData ?? (created && CREATED[created] ? { ok: true, message: CREATED[created] } : undefined);

  /** Puts an uploaded image in the body where the cursor is, as Markdown. */
  const insertImage = (url: string) => {
    const area = bodyRef.current;
    const at = area?.selectionStart ?? body.length;
    const markdown = `\n\n![Describe the image](${url})\n\n`;
    setBody(`${body.slice(0, at)}${markdown}${body.slice(at)}`);
  };

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
      {/* The preview is as wide as a post's column (48rem), beside the form only where both fit. */}
      <div className="mt-6 grid gap-8 2xl:grid-cols-[minmax(0,1fr)_48rem]">
        <Form method="post" className="min-w-0 space-y-4 rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
          {post ? <input type="hidden" name="version" value={post.version} /> : null}
          <Field label="Title" name="title" error={errors.title}>
            {(props) => (
              <input
                {...props}
                name="title"
                required
                maxLength={160}
                value={title}
                onChange={(event) => {
                  setTitle(event.target.value);
                  if (!slugTouched) setSlug(slugFromTitle(event.target.value));
                }}
                className={LIGHT_INPUT_CLASS}
              />
            )}
          </Field>
          <Field label="Address" name="slug" error={errors.slug} hint="The post’s page is /blog/ followed by this.">
            {(props) => (
              <input
                {...props}
                name="slug"
                required
                maxLength={120}
                value={slug}
                onChange={(event) => {
                  setSlugTouched(true);
                  setSlug(event.target.value);
                }}
                className={LIGHT_INPUT_CLASS}
              />
            )}
          </Field>
          <Field
            label="Standfirst"
            name="excerpt"
            error={errors.excerpt}
            hint="One or two sentences under the title and in lists."
          >
            {(props) => (
              <textarea
                {...props}
                name="excerpt"
                required
                rows={2}
                maxLength={400}
                defaultValue={initial.excerpt}
                className={LIGHT_INPUT_CLASS}
              />
            )}
          </Field>
          <Field
            label="Body"
            name="body"
            error={errors.body}
            hint="Markdown. {{card:slug}} on a line of its own shows a card’s box; {{card:slug.annualFee}} a figure."
          >
            {(props) => (
              <textarea
                {...props}
                ref={bodyRef}
                name="body"
                required
                rows={18}
                value={body}
                onChange={(event) => setBody(event.target.value)}
                className={`${LIGHT_INPUT_CLASS} font-mono`}
              />
            )}
          </Field>
          <ImageUpload label="Upload an image into the body" onUploaded={(uploaded) => insertImage(uploaded.url)} />
          <fieldset className="space-y-3 rounded-lg border border-slate-200 p-3">
            <legend className="px-1 font-medium text-slate-800 text-sm">Featured image</legend>
            {image.url ? <img src={image.url} alt="" className="max-h-40 rounded-md border border-slate-200" /> : null}
            <ImageUpload
              label={image.url ? 'Replace the image' : 'Upload the image'}
              onUploaded={(uploaded) => setImage((was) => ({ ...was, url: uploaded.url }))}
            />
            <Field
              label="Image address"
              name="imageUrl"
              error={errors.imageUrl}
              hint="Filled in by the upload; or an https address."
            >
              {(props) => (
                <input
                  {...props}
                  name="imageUrl"
                  value={image.url}
                  onChange={(event) => setImage((was) => ({ ...was, url: event.target.value }))}
                  className={LIGHT_INPUT_CLASS}
                />
              )}
            </Field>
            <Field label="What the image shows" name="imageAlt" error={errors.imageAlt}>
              {(props) => (
                <input
                  {...props}
                  name="imageAlt"
                  maxLength={200}
                  value={image.alt}
                  onChange={(event) => setImage((was) => ({ ...was, alt: event.target.value }))}
                  className={LIGHT_INPUT_CLASS}
                />
              )}
            </Field>
          </fieldset>
          <fieldset
            className="rounded-lg border border-slate-200 p-3"
            aria-describedby={errors.categories ? 'post-categories-error' : undefined}
          >
            <legend className="px-1 font-medium text-slate-800 text-sm">Categories (one to three)</legend>
            <div className="grid gap-1 sm:grid-cols-2">
              {POST_CATEGORIES.map((category) => (
                <label key={category} className="flex items-center gap-2 text-sm text-slate-800">
                  <input
                    type="checkbox"
                    name="categories"
                    value={category}
                    defaultChecked={initial.categories.includes(category)}
                  />
                  {CATEGORY_STYLES[category].name}
                </label>
              ))}
            </div>
            {errors.categories ? (
              <p id="post-categories-error" className="mt-1 text-red-700 text-sm">
                {errors.categories}
              </p>
            ) : null}
          </fieldset>
          <div className="grid gap-4 sm:grid-cols-2">
            {[0, 1].map((index) => (
              <Field
                key={index}
                label={index === 0 ? 'Author' : 'Second author (optional)'}
                name={index === 0 ? 'authors' : 'authors-second'}
                error={index === 0 ? errors.authors : undefined}
              >
                {(props) => (
                  <select
                    {...props}
                    name="authors"
                    defaultValue={initial.authors[index]}
                    required={index === 0}
                    className={LIGHT_INPUT_CLASS}
                  >
                    <option value="">{index === 0 ? 'Choose the author' : 'None'}</option>
                    {authors.map((author) => (
                      <option key={author.slug} value={author.slug}>
                        {author.name}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
            ))}
          </div>
          <Field label="Tags" name="tags" error={errors.tags} hint="Lower-case words, separated by commas.">
            {(props) => <input {...props} name="tags" defaultValue={initial.tags} className={LIGHT_INPUT_CLASS} />}
          </Field>
          <Field
            label="Cards the post covers"
            name="cardSlugs"
            error={errors.cardSlugs}
            hint="Card addresses (as in /credit-cards/…), separated by commas."
          >
            {(props) => (
              <input {...props} name="cardSlugs" defaultValue={initial.cardSlugs} className={LIGHT_INPUT_CLASS} />
            )}
          </Field>
          <div className="space-y-3 border-slate-200 border-t pt-4">
            <div className="flex flex-wrap gap-2">
              <button type="submit" name="intent" value="save" disabled={busy} className={COMPACT_PRIMARY_BUTTON_CLASS}>
                {post ? 'Save' : 'Save draft'}
              </button>
              {post?.status !== 'published' ? (
                <button
                  type="submit"
                  name="intent"
                  value="publish"
                  disabled={busy}
                  className={COMPACT_SECONDARY_BUTTON_CLASS}
                >
                  Save and publish now
                </button>
              ) : null}
              {post && post.status !== 'draft' ? (
                <button
                  type="submit"
                  name="intent"
                  value="draft"
                  disabled={busy}
                  className={COMPACT_SECONDARY_BUTTON_CLASS}
                >
                  Return to draft
                </button>
              ) : null}
              {post?.status === 'published' ? (
                <button
                  type="submit"
                  name="intent"
                  value="archive"
                  disabled={busy}
                  className={COMPACT_SECONDARY_BUTTON_CLASS}
                >
                  Archive
                </button>
              ) : null}
            </div>
            <div className="flex flex-wrap items-end gap-2">
              <Field label="Publish on (Toronto time)" name="publishAt" error={errors.publishAt}>
                {(props) => (
                  <input
                    {...props}
                    type="datetime-local"
                    name="publishAt"
                    defaultValue={
                      post?.status === 'scheduled' && post.publishedAt
                        ? torontoDateTime(new Date(post.publishedAt))
                        : ''
                    }
                    className={LIGHT_INPUT_CLASS}
                  />
                )}
              </Field>
              <button
                type="submit"
                name="intent"
                value="schedule"
                disabled={busy}
                className={COMPACT_SECONDARY_BUTTON_CLASS}
              >
                Save and schedule
              </button>
            </div>
          </div>
        </Form>
        <LivePreview title={title} state={preview}>
          <PostBody blocks={preview.preview?.blocks ?? []} renderCard={renderCard} />
        </LivePreview>
      </div>
    </div>
  );
}
