import type { RankedCard } from '@cardgenius/core/contract';
import { estimatedRatingParts } from '@cardgenius/core/rating';
import { Link } from 'react-router';
import { EstimatedRatingMark, EstimatedRatingsNote } from '../../components/ui/estimated-rating';
import { formatDollars, formatFee, UNKNOWN } from '../../lib/format';
import { paths } from '../../lib/paths';

/** What a short ranked list shows of a card (loaders send only this to the browser). */
export interface CardSummary {
  slug: string;
  displayName: string;
  issuerName: string;
  rating: number;
  netAnnualRewards: number;
  annualFee: number | null;
  /** The parts of the rating that rest on estimated facts (empty: none). */
  estimatedParts: string[];
}

export function cardSummary(card: RankedCard): CardSummary {
  return {
    slug: card.slug,
    displayName: card.displayName,
    issuerName: card.issuer.name,
    rating: card.rating,
    netAnnualRewards: card.netAnnualRewards,
    annualFee: card.annualFee,
    estimatedParts: estimatedRatingParts(card.breakdown.components),
  };
}

/** A short ranking: place, card (linking to its page), rating, rewards net of the fee, and the fee. */
export function TopCardList({
  cards,
  label,
  dimmed = false,
}: {
  cards: CardSummary[];
  label: string;
  dimmed?: boolean;
}) {
  return (
    <>
      <ol aria-label={label} className={`@container space-y-3 transition-opacity ${dimmed ? 'opacity-60' : ''}`}>
        {cards.map((card, index) => (
          <li
            key={card.slug}
            className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm @2xl:grid-cols-[auto_1fr_auto] @2xl:items-center"
          >
            <span
              aria-hidden="true"
              className="flex h-8 w-8 items-center justify-center rounded-full bg-brand-50 font-bold text-brand-700 text-sm"
            >
              {index + 1}
            </span>
            <div className="min-w-0">
              <Link className="font-semibold text-brand-700 underline" to={paths.creditCard(card.slug)}>
                {card.displayName}
              </Link>
              <span className="block text-slate-600 text-sm">{card.issuerName}</span>
            </div>
            <dl className="col-span-2 grid grid-cols-3 gap-3 text-sm @2xl:col-span-1 @2xl:w-80 @2xl:text-right">
              <div>
                <dt className="text-slate-600">Rating</dt>
                <dd className="font-bold text-brand-700 text-lg">
                  {card.rating.toFixed(1)}
                  <span className="font-normal text-slate-600 text-sm"> / 5</span>
                  <EstimatedRatingMark parts={card.estimatedParts} below />
                </dd>
              </div>
              <div>
                <dt className="text-slate-600">
                  Net rewards<span className="sr-only"> a year, after the annual fee</span>
                </dt>
                <dd className="font-semibold text-lg">{formatDollars(card.netAnnualRewards)}</dd>
              </div>
              <div>
                <dt className="text-slate-600">Annual fee</dt>
                <dd className="font-semibold text-lg">
                  {card.annualFee === null ? UNKNOWN : formatFee(card.annualFee)}
                </dd>
              </div>
            </dl>
          </li>
        ))}
      </ol>
      <EstimatedRatingsNote cards={cards} />
    </>
  );
}
