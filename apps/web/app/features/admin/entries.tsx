import type { ModeratedCardReview, ModeratedComment } from '@cardgenius/core/contract';
import { SITE_TIME_ZONE } from '@cardgenius/core/rules';

const moment = new Intl.DateTimeFormat('en-CA', { dateStyle: 'medium', timeStyle: 'short', timeZone: SITE_TIME_ZONE });
const month = new Intl.DateTimeFormat('en-CA', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** A moment in Toronto time, the same on the server and in the browser: 'Nov 21, 2026, 10:04 a.m.'. */
export function formatMoment(isoDateTime: string): string {
  return moment.format(new Date(isoDateTime));
}

/** A 'YYYY-MM' month as words: 'March 2024'. */
export function formatMonth(yearMonth: string): string {
  return month.format(new Date(`${yearMonth}-15T12:00:00Z`));
}

const LINK = 'font-medium text-brand-700 underline hover:text-brand-900';

/** Who wrote it: name, then the address (staff see it; readers never do). */
function Writer({ name, email, badge }: { name: string; email: string; badge?: string | undefined }) {
  return (
    <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
      <span className="font-semibold text-slate-900">{name}</span>
      <span className="break-all text-slate-600">{email}</span>
      {badge ? (
        <span className="rounded-full bg-slate-100 px-2 py-0.5 font-medium text-slate-700 text-xs">{badge}</span>
      ) : null}
    </p>
  );
}

/** When it was written, and when a moderator last decided on it. */
function Dates({ label, at, moderatedAt }: { label: string; at: string; moderatedAt: string | null }) {
  return (
    <p className="mt-1 text-slate-600 text-xs">
      {label} <time dateTime={at}>{formatMoment(at)}</time>
      {moderatedAt ? (
        <>
          {' · '}moderated <time dateTime={moderatedAt}>{formatMoment(moderatedAt)}</time>
        </>
      ) : null}
    </p>
  );
}

/**
 * A comment as a moderator reads it. Everything the writer typed is rendered as React text, never as
 * HTML; the post's link leaves the admin site (a full page load).
 */
export function CommentEntry({ comment }: { comment: ModeratedComment }) {
  return (
    <div>
      <Writer name={comment.authorName} email={comment.authorEmail} badge={comment.byMember ? 'Member' : undefined} />
      <Dates label="Written" at={comment.createdAt} moderatedAt={comment.moderatedAt} />
      <p className="mt-2 text-slate-700 text-sm">
        On{' '}
        <a href={`/blog/${encodeURIComponent(comment.post.slug)}`} className={LINK}>
          {comment.post.title}
        </a>
      </p>
      {comment.parentExcerpt !== null ? (
        <blockquote className="mt-2 border-slate-300 border-l-4 pl-3 text-slate-600 text-sm">
          <span className="font-medium">In reply to:</span> “{comment.parentExcerpt}”
        </blockquote>
      ) : null}
      <p className="mt-3 whitespace-pre-wrap break-words text-slate-900">{comment.body}</p>
    </div>
  );
}

/** A member's card review as a moderator reads it; as text, like a comment. */
export function CardReviewEntry({ review }: { review: ModeratedCardReview }) {
  return (
    <div>
      <p className="text-sm">
        <a href={`/credit-cards/${encodeURIComponent(review.card.slug)}`} className={LINK}>
          {review.card.name}
        </a>
      </p>
      <div className="mt-1">
        <Writer name={review.member.name} email={review.member.email} />
      </div>
      <Dates label="Written" at={review.updatedAt} moderatedAt={review.moderatedAt} />
      <p className="mt-3 flex items-center gap-2">
        <span aria-hidden="true" className="text-amber-600 tracking-wider">
          {'★'.repeat(review.rating)}
          <span className="text-slate-300">{'★'.repeat(5 - review.rating)}</span>
        </span>
        <span className="font-medium text-slate-800 text-sm">{review.rating} of 5 stars</span>
      </p>
      <p className="mt-2 break-words font-semibold text-slate-900">{review.title}</p>
      <p className="mt-1 whitespace-pre-wrap break-words text-slate-900">{review.body}</p>
      <p className="mt-2 text-slate-600 text-sm">
        {review.holdsCard
          ? review.heldSince
            ? `Holds the card since ${formatMonth(review.heldSince)}.`
            : 'Holds the card.'
          : 'Does not hold the card.'}
      </p>
    </div>
  );
}
