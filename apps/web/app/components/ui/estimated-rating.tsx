import { Link } from 'react-router';
import { paths } from '../../lib/paths';

/**
 * Beside (or `below`) a rating that counts facts estimated from the card's peers: the word, not a colour
 * alone, and for screen readers which parts rest on them. `parts` comes from `estimatedRatingParts`;
 * empty draws nothing.
 */
export function EstimatedRatingMark({ parts, below = false }: { parts: readonly string[]; below?: boolean }) {
  if (parts.length === 0) return null;
  return (
    <span className={`${below ? 'block' : 'ml-1'} font-normal text-amber-800 text-xs print:text-black`}>
      estimated<span className="sr-only"> in part: {parts.join(', ')}</span>
    </span>
  );
}

/** A line under a ranked card's figures naming the parts of its rating that rest on estimates. */
export function EstimatedRatingLine({ parts }: { parts: readonly string[] }) {
  if (parts.length === 0) return null;
  return <p className="mt-2 text-amber-800 text-xs">Rating partly estimated: {parts.join(', ')}.</p>;
}

/** Once under a list of ranked cards, when any rating in it carries the mark. */
export function EstimatedRatingsNote({ cards }: { cards: readonly { estimatedParts: readonly string[] }[] }) {
  if (!cards.some((card) => card.estimatedParts.length > 0)) return null;
  return (
    <p className="mt-3 text-slate-600 text-xs">
      Estimated: the rating counts a fact the issuer does not publish that we know of (a fee, an earn rate, a coverage,
      an interest rate, a credit score), taken from similar cards and never counted as zero. Each card’s page says
      which.{' '}
      <Link to={paths.methodology('unknown-facts')} className="text-brand-700 underline">
        How we estimate
      </Link>
    </p>
  );
}
