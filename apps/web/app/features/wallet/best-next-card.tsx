import type { NextCard } from '@cardgenius/core/contract';
import { Link } from 'react-router';
import { formatDollars } from '../../lib/format';
import { paths } from '../../lib/paths';
import { SPEND_CATEGORY_LABELS } from '../../lib/spend-category-labels';

/** The one card that would add most to the wallet, in a sentence: what it adds and where. */
export function BestNextCard({ card }: { card: NextCard }) {
  const biggest = card.changes[0];
  return (
    <p className="mt-3 text-slate-800 text-sm">
      The card that would add most:{' '}
      <Link to={paths.creditCard(card.card.slug)} className="font-semibold text-brand-700 underline">
        {card.card.displayName}
      </Link>
      , {formatDollars(card.ongoingValue)} a year after its fee ({formatDollars(card.firstYearValue)} in the first year)
      {biggest ? `; its biggest gain is on “${SPEND_CATEGORY_LABELS[biggest.category]}”` : ''}.
    </p>
  );
}
