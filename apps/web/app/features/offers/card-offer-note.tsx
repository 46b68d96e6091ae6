import type { OfferView } from '@cardgenius/core/contract';
import { Link } from 'react-router';
import { paths } from '../../lib/paths';
import { BonusBadge } from './bonus-badge';
import { offerAmount, offerEndsText } from './offer-text';

/** What a card page keeps of its offer (loader data is inlined in the HTML). */
export type CardOffer = Pick<OfferView, 'amount' | 'lastDay' | 'isBonus'>;

/**
 * A card page's note of its current GeniusCash offer: the amount, when it closes and the way to the
 * offer page, where the member claims it before applying (the claim is what makes it payable).
 */
export function CardOfferNote({
  offer,
  cardSlug,
  issuerName,
}: {
  offer: CardOffer;
  cardSlug: string;
  issuerName: string;
}) {
  return (
    <aside
      aria-label="GeniusCash offer"
      className="mt-5 flex flex-wrap items-center gap-x-4 gap-y-2 rounded-lg border border-emerald-200 bg-emerald-50 px-4 py-3"
    >
      <p className="text-emerald-950">
        <span className="font-bold text-emerald-800 text-lg">{offerAmount(offer)} GeniusCash</span> from us when{' '}
        {issuerName} approves you. <span className="text-sm">{offerEndsText(offer)}.</span>
      </p>
      {offer.isBonus ? <BonusBadge /> : null}
      <Link
        to={paths.offers(cardSlug)}
        className="font-semibold text-emerald-900 text-sm underline hover:text-emerald-950"
      >
        Claim it before you apply
      </Link>
    </aside>
  );
}
