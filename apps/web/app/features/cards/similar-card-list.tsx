import type { CatalogueCard } from '@cardgenius/core/catalogue';
import { Link } from 'react-router';
import { CardArt } from '../../components/ui/card-art';
import { EstimatedRatingMark, EstimatedRatingsNote } from '../../components/ui/estimated-rating';
import { formatDollars, formatFee, UNKNOWN } from '../../lib/format';
import { paths } from '../../lib/paths';

export interface SimilarCard {
  slug: string;
  displayName: string;
  network: CatalogueCard['network'];
  issuerName: string;
  colors: { primary: string; secondary: string };
  rating: number;
  netAnnualRewards: number;
  annualFee: number | null;
  /** The parts of the rating that rest on estimated facts (empty: none). */
  estimatedParts: string[];
}

/** "Similar cards": the same kind of card at a similar fee, ranked for the same profile as the page. */
export function SimilarCards({ cards, personal }: { cards: SimilarCard[]; personal: boolean }) {
  return (
    <section aria-labelledby="similar-heading" className="mt-10">
      <h2 id="similar-heading" className="font-bold text-2xl">
        Similar cards
      </h2>
      <p className="mt-1 text-slate-600 text-sm">
        Cards of the same kind with a similar annual fee, ranked for {personal ? 'your' : 'a typical'} profile.
      </p>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {cards.map((card) => (
          <li key={card.slug} className="flex flex-col rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
            <CardArt
              name={card.displayName}
              network={card.network}
              colors={card.colors}
              className="w-full max-w-[240px]"
            />
            <p className="mt-3 text-slate-500 text-xs">{card.issuerName}</p>
            <h3 className="font-semibold leading-snug">
              <Link className="text-brand-700 underline" to={paths.creditCard(card.slug)}>
                {card.displayName}
              </Link>
            </h3>
            <dl className="mt-auto grid grid-cols-3 gap-2 pt-3 text-sm">
              <div>
                <dt className="text-slate-600 text-xs">Rating</dt>
                <dd className="font-bold text-brand-700 text-lg">
                  {card.rating.toFixed(1)}
                  <EstimatedRatingMark parts={card.estimatedParts} below />
                </dd>
              </div>
              <div>
                <dt className="text-slate-600 text-xs">A year, net</dt>
                <dd className="font-semibold">{formatDollars(card.netAnnualRewards)}</dd>
              </div>
              <div>
                <dt className="text-slate-600 text-xs">Annual fee</dt>
                <dd className="font-semibold">{card.annualFee === null ? UNKNOWN : formatFee(card.annualFee)}</dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
      <EstimatedRatingsNote cards={cards} />
    </section>
  );
}
