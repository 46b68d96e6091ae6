import { type EditorPost, POST_CATEGORIES, type PostCategory } from '@cardgenius/core/contract';
import { torontoDateTime } from '@cardgenius/core/rules';
import { type ReactNode, useRef, useState } from 'react';
import { Form, useNavigation } from 'react-router';
import { FieldShell } from '../../../components/ui/form-fields';
import {
  COMPACT_PRIMARY_BUTTON_CLASS,
  COMPACT_SECONDARY_BUTTON_CLASS,
  LIGHT_INPUT_CLASS,
} from '../../../components/ui/form-styles';
import { ImageUpload } from './image-upload';
import type { PostEditResult } from './post-editor-result';
import { EMPTY_POST, postFormValues, slugFromTitle } from './post-form';

/** A labelled control of the form with its hint and error: the site's field shell, ids by name. */
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
  return (
    <FieldShell id={id} label={label} hint={hint} error={error} look="compact">
      {(describedBy) =>
        children({
          id,
          ...(describedBy ? { 'aria-describedby': describedBy } : {}),
          ...(error ? { 'aria-invalid': true } : {}),
        })
      }
    </FieldShell>
  );
}

/**
 * The post editor's form: the post's fields, image uploads, the save and status buttons, and beside them the
 * live preview the page draws (`renderPreview`, given the title and body as typed).
 */
export function PostEditor({
  post,
  authors,
  actionData,
  categoryNames,
  renderPreview,
}: {
  post: EditorPost | null;
  authors: ReadonlyArray<{ slug: string; name: string }>;
  actionData: PostEditResult | undefined;
  categoryNames: Readonly<Record<PostCategory, string>>;
  renderPreview: (title: string, body: string) => ReactNode;
}) {
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

  /** Puts an uploaded image in the body where the cursor is, as Markdown. */
  const insertImage = (url: string) => {
    const area = bodyRef.current;
    const at = area?.selectionStart ?? body.length;
    const markdown = `\n\n![Describe the image](${url})\n\n`;
    setBody(`${body.slice(0, at)}${markdown}${body.slice(at)}`);
  };

  return (
    <>
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
                  {categoryNames[category]}
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
        {renderPreview(title, body)}
      </div>
    </>
  );
}
