import {
  COMMENT_MAX_LENGTH,
  type CommentReceipt,
  endpoints,
  isApiError,
  type PostComment,
} from '@cardgenius/core/contract';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Captcha, type CaptchaHandle } from '../../components/ui/captcha';
import { CheckboxField, TextField } from '../../components/ui/form-fields';
import { browserApi } from '../../lib/browser-api';
import { useEarlyInput } from '../../lib/early-input';
import { type FormResult, failureFrom, invalidBody } from '../../lib/form-result';
import { COMMENTS_ID, type CommentNode, commentParagraphs, commentThreads } from './comment-text';
import { formatPostDate, postDay } from './post-dates';

const PENDING_NOTE = 'Thanks! Your comment is waiting for a moderator and will appear here once approved.';
const PUBLISHED_NOTE = 'Thanks! Your comment is published.';

/** A comment's text: paragraphs of plain text, web addresses as links that pass no credit or referrer. */
function CommentBody({ body }: { body: string }) {
  return (
    <div className="mt-2 space-y-3 break-words text-slate-800">
      {commentParagraphs(body).map((pieces, index) => (
        // Paragraphs have no identity of their own but their place.
        // biome-ignore lint/suspicious/noArrayIndexKey: the text is fixed once rendered
        <p key={index} className="whitespace-pre-line">
          {pieces.map((piece, at) =>
            piece.kind === 'link' ? (
              // biome-ignore lint/suspicious/noArrayIndexKey: pieces of fixed text
              <a key={at} href={piece.href} rel="nofollow ugc noopener noreferrer" className="text-brand-700 underline">
                {piece.text}
              </a>
            ) : (
              piece.text
            ),
          )}
        </p>
      ))}
    </div>
  );
}

function Initial({ name }: { name: string }) {
  return (
    <span
      aria-hidden="true"
      className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-brand-100 font-semibold text-brand-800"
    >
      {name.trim().charAt(0).toUpperCase() || '?'}
    </span>
  );
}

/**
 * One comment and its replies. The reply form opens under the comment it answers; the page shows at
 * most one form at a time.
 */
function CommentThread({
  node,
  open,
  replyTo,
  onReply,
  renderForm,
}: {
  node: CommentNode;
  open: boolean;
  replyTo: string | null;
  onReply: (id: string | null) => void;
  renderForm: (parent: PostComment) => React.ReactNode;
}) {
  const { comment } = node;
  const headingId = `comment-${comment.id}-by`;
  return (
    <li>
      <article id={`comment-${comment.id}`} aria-labelledby={headingId} className="scroll-mt-28">
        <div className="flex gap-3">
          <Initial name={comment.authorName} />
          <div className="min-w-0 flex-1">
            <header className="flex flex-wrap items-baseline gap-x-3 gap-y-0.5">
              <h3 id={headingId} className="font-semibold text-slate-900">
                {comment.authorName}
              </h3>
              <time dateTime={postDay(comment.createdAt)} className="text-slate-600 text-sm">
                {formatPostDate(comment.createdAt)}
              </time>
            </header>
            <CommentBody body={comment.body} />
            {open && replyTo !== comment.id ? (
              <button
                type="button"
                onClick={() => onReply(comment.id)}
                className="mt-2 rounded font-semibold text-brand-700 text-sm hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
                aria-label={`Reply to ${comment.authorName}`}
              >
                Reply
              </button>
            ) : null}
            {replyTo === comment.id ? <div className="mt-4">{renderForm(comment)}</div> : null}
          </div>
        </div>
      </article>
      {node.replies.length > 0 ? (
        <ol className="mt-5 space-y-5 border-slate-200 border-l-2 pl-4 sm:ml-4 sm:pl-6">
          {node.replies.map((reply) => (
            <CommentThread
              key={reply.comment.id}
              node={reply}
              open={open}
              replyTo={replyTo}
              onReply={onReply}
              renderForm={renderForm}
            />
          ))}
        </ol>
      ) : null}
    </li>
  );
}

/** What the writer typed, kept between the two forms (a new comment and a reply) and after an error. */
interface Writer {
  name: string;
  email: string;
  notifyReplies: boolean;
}

/**
 * The comment form: name, address (never shown), the comment, reply emails, the captcha. A refused
 * submission keeps what was typed and says what to fix; each captcha solution counts once.
 */
function CommentForm({
  postId,
  parent,
  writer,
  onWriter,
  onPosted,
  onCancel,
}: {
  postId: string;
  parent: PostComment | null;
  writer: Writer;
  onWriter: (writer: Writer) => void;
  onPosted: (receipt: CommentReceipt) => void;
  onCancel?: () => void;
}) {
  const id = useId();
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  // The server's copy of the form cannot be sent (the captcha and the call need this code): the button
  // waits for it.
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  const [result, setResult] = useState<FormResult | null>(null);
  const captcha = useRef<CaptchaHandle>(null);
  const formRef = useRef<HTMLFormElement>(null);
  useEarlyInput(formRef);

  const showFailure = (failure: FormResult & { ok: false }) => {
    setResult(failure);
    // Focus what to fix: the first marked field, or the notice.
    requestAnimationFrame(() =>
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"], [role="alert"]')?.focus(),
    );
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body = {
      post_id: postId,
      parent_id: parent?.id ?? null,
      name: writer.name,
      email: writer.email,
      comment: text,
      notifyReplies: writer.notifyReplies,
    };
    // The contract's own rules first, with the captcha not yet solved.
    const invalid = invalidBody(endpoints.postComment, { ...body, captchaCode: '-' });
    if (invalid) return showFailure(invalid);
    setBusy(true);
    const captchaCode = await captcha.current?.payload();
    if (!captchaCode) return setBusy(false);
    try {
      const receipt = await browserApi.call(endpoints.postComment, { body: { ...body, captchaCode } });
      setText('');
      setResult(null);
      onPosted(receipt);
    } catch (error) {
      captcha.current?.reload();
      const failure = failureFrom(error);
      showFailure(
        isApiError(error) && error.status === 404 ? { ok: false, message: error.message, fields: {} } : failure,
      );
    } finally {
      setBusy(false);
    }
  };

  const fields = result && !result.ok ? result.fields : {};
  const captchaError = fields.captchaCode;
  return (
    <form
      ref={formRef}
      onSubmit={submit}
      noValidate
      aria-label={parent ? `Reply to ${parent.authorName}` : 'Leave a comment'}
      className="space-y-4 rounded-lg border border-slate-200 bg-slate-50 p-4 sm:p-5"
    >
      {result && !result.ok ? (
        <p role="alert" tabIndex={-1} className="rounded-md border border-red-200 bg-red-50 p-3 text-red-800">
          {result.message}
        </p>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id={`${id}-name`}
          look="light-border"
          label="Name"
          type="text"
          autoComplete="name"
          maxLength={100}
          required
          value={writer.name}
          onValue={(name) => onWriter({ ...writer, name })}
          hint="Shown with your comment."
          error={fields.name}
        />
        <TextField
          id={`${id}-email`}
          look="light-border"
          label="Email"
          type="email"
          autoComplete="email"
          maxLength={254}
          required
          value={writer.email}
          onValue={(email) => onWriter({ ...writer, email })}
          hint="Never shown or shared."
          error={fields.email}
        />
      </div>
      <TextField
        id={`${id}-comment`}
        look="light-border"
        label={parent ? 'Your reply' : 'Your comment'}
        multiline
        rows={parent ? 4 : 5}
        maxLength={COMMENT_MAX_LENGTH}
        required
        value={text}
        onValue={setText}
        hint="Plain text; web addresses become links. Please never share a card number or personal details."
        error={fields.comment}
      />
      <CheckboxField
        id={`${id}-notify`}
        look="light-border"
        checked={writer.notifyReplies}
        onChecked={(notifyReplies) => onWriter({ ...writer, notifyReplies })}
      >
        Email me when someone replies
      </CheckboxField>
      <Captcha ref={captcha} id={`${id}-captcha`} error={captchaError} />
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="submit"
          disabled={busy || !ready}
          className="rounded-md bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
        >
          {busy ? 'Posting…' : parent ? 'Post reply' : 'Post comment'}
        </button>
        {onCancel ? (
          <button
            type="button"
            onClick={onCancel}
            className="rounded-md px-3 py-2.5 font-semibold text-slate-700 hover:bg-slate-200"
          >
            Cancel
          </button>
        ) : null}
        <p className="text-slate-600 text-sm">Comments are read by a moderator before they appear.</p>
      </div>
    </form>
  );
}

/**
 * A post's discussion (§3 blog post comment): approved comments in threads, a form for a new comment and
 * one under any comment to reply. What the reader posts shows at once when it is published, or as a
 * note while it waits for a moderator.
 */
export function PostComments({
  postId,
  comments,
  open,
}: {
  postId: string;
  comments: readonly PostComment[];
  /** False once the post is archived: its discussion stays readable. */
  open: boolean;
}) {
  const [posted, setPosted] = useState<PostComment[]>([]);
  const [note, setNote] = useState<string | null>(null);
  const [replyTo, setReplyTo] = useState<string | null>(null);
  const [writer, setWriter] = useState<Writer>({ name: '', email: '', notifyReplies: false });
  const shown = [...comments, ...posted.filter((mine) => !comments.some((comment) => comment.id === mine.id))];
  const threads = commentThreads(shown);

  const onPosted = (receipt: CommentReceipt) => {
    if (receipt.status === 'approved') setPosted((earlier) => [...earlier, receipt.comment]);
    setNote(receipt.status === 'approved' ? PUBLISHED_NOTE : PENDING_NOTE);
    setReplyTo(null);
  };
  const renderForm = (parent: PostComment) => (
    <CommentForm
      postId={postId}
      parent={parent}
      writer={writer}
      onWriter={setWriter}
      onPosted={onPosted}
      onCancel={() => setReplyTo(null)}
    />
  );

  return (
    <section
      id={COMMENTS_ID}
      aria-labelledby="comments-heading"
      className="mt-12 scroll-mt-24 border-slate-200 border-t pt-10"
    >
      <h2 id="comments-heading" className="font-bold text-2xl text-slate-900">
        {shown.length === 0 ? 'Comments' : `Comments (${shown.length})`}
      </h2>
      <p
        role="status"
        className={note ? 'mt-4 rounded-md border border-emerald-200 bg-emerald-50 p-3 text-emerald-900' : 'sr-only'}
      >
        {note ?? ''}
      </p>
      {threads.length > 0 ? (
        <ol className="mt-6 space-y-6">
          {threads.map((node) => (
            <CommentThread
              key={node.comment.id}
              node={node}
              open={open}
              replyTo={replyTo}
              onReply={setReplyTo}
              renderForm={renderForm}
            />
          ))}
        </ol>
      ) : (
        <p className="mt-4 text-slate-600">{open ? 'No comments yet. Start the discussion.' : 'No comments.'}</p>
      )}
      {open ? (
        <div className="mt-8">
          <h3 className="mb-3 font-semibold text-lg text-slate-900">Leave a comment</h3>
          <CommentForm postId={postId} parent={null} writer={writer} onWriter={setWriter} onPosted={onPosted} />
        </div>
      ) : (
        <p className="mt-6 text-slate-600">This article is archived and no longer takes comments.</p>
      )}
    </section>
  );
}
