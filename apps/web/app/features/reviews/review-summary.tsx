import type { CardReviewSummary } from '@cardgenius/core/contract';
import { reviewSummaryLabel } from '@cardgenius/core/rules';
import { formatNumber } from '../../lib/format';
import { StarRow } from './stars';

/** The average in stars and words ("4.2 out of 5 from 12 reviews") and how the reviews spread by stars. */
export function ReviewSummary({ summary }: { summary: CardReviewSummary }) {
  if (summary.count === 0 || summary.average === null) {
    return <p className="text-slate-700">{reviewSummaryLabel(summary)}. Be the first member to review this card.</p>;
  }
  return (
    <div className="grid gap-6 sm:grid-cols-[auto_1fr] sm:items-center">
      <div>
        <p className="flex items-center gap-3">
          <span aria-hidden="true" className="font-extrabold text-4xl text-slate-900">
            {summary.average.toFixed(1)}
          </span>
          <StarRow rating={summary.average} size="h-6 w-6" />
        </p>
        <p className="mt-1 text-slate-700 text-sm">{reviewSummaryLabel(summary)}</p>
      </div>
      <ul aria-label="Reviews by stars" className="max-w-md space-y-1.5">
        {summary.distribution.map(({ stars, count }) => (
          <li key={stars} className="grid grid-cols-[4.5rem_1fr_3rem] items-center gap-2 text-sm">
            <span className="text-slate-700">
              {stars} {stars === 1 ? 'star' : 'stars'}
            </span>
            <span aria-hidden="true" className="h-2.5 overflow-hidden rounded-full bg-slate-200">
              <span
                className="block h-full rounded-full bg-amber-500"
                style={{ width: `${(count / summary.count) * 100}%` }}
              />
            </span>
            <span className="text-right text-slate-700">
              {formatNumber(count)}
              <span className="sr-only"> {count === 1 ? 'review' : 'reviews'}</span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
