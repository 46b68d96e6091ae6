import type { PublicCardReview } from '@cardgenius/core/contract';
import { monthLabel, starsLabel } from '@cardgenius/core/rules';
import { Link } from 'react-router';
import { paths } from '../../lib/paths';
import { formatReviewDate } from './review-dates';
import { StarRow } from './stars';

/**
 * Members' reviews, newest first. Everything a member wrote is rendered as React text (escaped), never
 * as HTML: a review holding markup shows the markup as characters.
 */
export function ReviewList({
  reviews,
  showCard = false,
  headingLevel = 3,
}: {
  reviews: PublicCardReview[];
  /** On a page of reviews of many cards: each review names and links its card. */
  showCard?: boolean;
  headingLevel?: 3 | 4;
}) {
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  return (
    <ol className="divide-y divide-slate-200">
      {reviews.map((review) => (
        <li key={review.id} className="py-5 first:pt-0 last:pb-0">
          <article aria-labelledby={`review-${review.id}`}>
            {showCard ? (
              <p className="font-semibold text-brand-700 text-sm">
                <Link to={paths.creditCard(review.cardSlug)} className="underline hover:text-brand-900">
                  {review.cardName}
                </Link>
              </p>
            ) : null}
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <StarRow rating={review.rating} size="h-4 w-4" />
              <span className="sr-only">{starsLabel(review.rating)}</span>
              {/* Focusable from script only: "Show more" moves focus to the first review it adds. */}
              <Heading
                id={`review-${review.id}`}
                tabIndex={-1}
                className="break-words font-semibold text-lg text-slate-900"
              >
                {review.title}
              </Heading>
            </div>
            <p className="mt-1 text-slate-600 text-sm">
              <span className="font-medium text-slate-800">{review.reviewerName}</span>
              {review.holdsCard ? (
                <>
                  {' · '}
                  {review.heldSince ? `Holds this card since ${monthLabel(review.heldSince)}` : 'Holds this card'}
                </>
              ) : null}
              {' · '}
              <time dateTime={review.reviewedAt}>{formatReviewDate(review.reviewedAt)}</time>
            </p>
            <p className="mt-2 whitespace-pre-line break-words text-slate-800">{review.body}</p>
          </article>
        </li>
      ))}
    </ol>
  );
}
