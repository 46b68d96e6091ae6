import type { OfferView } from '@cardgenius/core/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { BonusBadge } from './bonus-badge';
import { offerAmount, offerEndsText } from './offer-text';

/** Terms shown on a tile; the rest are on the card's offer page. */
const TERMS_IN_SUMMARY = 2;

/**
 * One offer on /offers: the card, the amount (flagged when it is a bonus), when it closes, the first
 * terms, and the way to apply and claim.
 */
export function OfferTile({
  offer,
  art,
  applyHref,
  detailsHref,
}: {
  offer: OfferView;
  art: ReactNode;
  applyHref: string;
  detailsHref: string;
}) {
  const headingId = `offer-${offer.id}`;
  const more = offer.terms.length - TERMS_IN_SUMMARY;
  return (
    <article
      aria-labelledby={headingId}
      className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div className="flex items-start gap-4">
        <div className="w-28 shrink-0 sm:w-32">{art}</div>
        <div className="min-w-0">
          <p className="text-slate-600 text-sm">{offer.issuer.name}</p>
          <h2 id={headingId} className="font-bold text-lg text-slate-900 leading-snug">
            <Link to={detailsHref} className="hover:underline">
              {offer.cardName}
            </Link>
          </h2>
        </div>
      </div>
      <div className="mt-4 flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <p className="font-extrabold text-3xl text-emerald-700">
          {offerAmount(offer)}
          <span className="ml-1.5 font-semibold text-base text-slate-700">GeniusCash</span>
        </p>
        {offer.isBonus ? <BonusBadge /> : null}
      </div>
      <p className="mt-1 text-slate-700 text-sm">{offerEndsText(offer)}</p>
      <ul className="mt-3 list-disc space-y-1 pl-5 text-slate-700 text-sm">
        {offer.terms.slice(0, TERMS_IN_SUMMARY).map((term) => (
          <li key={term}>{term}</li>
        ))}
      </ul>
      {more > 0 ? (
        <p className="mt-1 text-sm">
          <Link to={detailsHref} className="font-medium text-brand-700 underline hover:text-brand-900">
            {more === 1 ? 'One more condition' : `${more} more conditions`}
            <span className="sr-only"> for the {offer.cardName} offer</span>
          </Link>
        </p>
      ) : null}
      <div className="mt-auto flex flex-col items-stretch gap-3 pt-5 text-center">
        <a
          href={applyHref}
          rel="nofollow"
          className="inline-flex items-center justify-center rounded-md bg-brand-600 px-4 py-2.5 font-semibold text-white hover:bg-brand-700"
        >
          Apply and claim {offerAmount(offer)}
          <span className="sr-only"> with the {offer.cardName}</span>
        </a>
        <Link to={detailsHref} className="font-medium text-brand-700 text-sm underline hover:text-brand-900">
          Offer details<span className="sr-only"> for the {offer.cardName}</span>
        </Link>
      </div>
    </article>
  );
}
