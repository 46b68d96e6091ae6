import type { RankedCard } from '@cardgenius/core/contract';
import { estimatedRatingParts } from '@cardgenius/core/rating';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { EstimatedRatingMark } from '../../components/ui/estimated-rating';
import { formatDollars } from '../../lib/format';
import { paths } from '../../lib/paths';

/** The figures a short list shows for each card (loader data stays small: 29 lists of 3 on a page). */
export interface GroupCard {
  slug: string;
  displayName: string;
  issuerName: string;
  rating: number;
  netAnnualRewards: number;
  /** The parts of the rating that rest on estimated facts (empty: none). */
  estimatedParts: string[];
}

export const groupCard = (card: RankedCard): GroupCard => ({
  slug: card.slug,
  displayName: card.displayName,
  issuerName: card.issuer.name,
  rating: card.rating,
  netAnnualRewards: card.netAnnualRewards,
  estimatedParts: estimatedRatingParts(card.breakdown.components),
});

/** One list of a "by type" or "by bank" page: its name, a line about it, its top cards and a way in. */
export function TopCardsGroup({
  id,
  title,
  href,
  intro,
  cards,
  moreLabel,
  accent,
  showIssuer = true,
}: {
  id: string;
  title: string;
  href: string;
  intro: ReactNode;
  cards: GroupCard[];
  moreLabel: string;
  /** A colour for the top edge (an issuer's brand colour). */
  accent?: string;
  /** Off when every card is from the same issuer (a bank's list). */
  showIssuer?: boolean;
}) {
  return (
    <section
      aria-labelledby={id}
      className="flex flex-col rounded-lg border border-slate-200 border-t-4 bg-white p-5 shadow-sm"
      style={accent ? { borderTopColor: accent } : undefined}
    >
      <h2 id={id} className="font-semibold text-lg leading-snug">
        <Link className="text-brand-700 hover:underline" to={href}>
          {title}
        </Link>
      </h2>
      <p className="mt-1 text-slate-600 text-sm">{intro}</p>
      {cards.length === 0 ? (
        <p className="mt-4 text-slate-600 text-sm">No card in our catalogue fits this list for your profile.</p>
      ) : (
        <ol className="mt-4 space-y-3">
          {cards.map((card, index) => (
            <li key={card.slug} className="flex items-start gap-3 text-sm">
              <span
                aria-hidden="true"
                className="flex h-6 w-6 shrink-0 items-center justify-center rounded-full bg-brand-50 font-bold text-brand-700 text-xs"
              >
                {index + 1}
              </span>
              <span className="min-w-0 flex-1">
                <Link className="font-medium text-slate-900 underline" to={paths.creditCard(card.slug)}>
                  {card.displayName}
                </Link>
                {showIssuer ? <span className="block text-slate-500 text-xs">{card.issuerName}</span> : null}
              </span>
              <span className="shrink-0 text-right">
                <span className="block font-bold text-base text-brand-700">
                  <span className="sr-only">Rated </span>
                  {card.rating.toFixed(1)}
                  <span className="sr-only"> out of 5</span>
                </span>
                <EstimatedRatingMark parts={card.estimatedParts} below />
                <span className="block text-slate-600 text-xs">{formatDollars(card.netAnnualRewards)} a year</span>
              </span>
            </li>
          ))}
        </ol>
      )}
      <p className="mt-auto pt-4">
        <Link className="font-semibold text-brand-700 text-sm underline" to={href}>
          {moreLabel}
        </Link>
      </p>
    </section>
  );
}
