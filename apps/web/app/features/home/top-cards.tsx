import { Link } from 'react-router';
import { CardArt } from '../../components/ui/card-art';
import { EstimatedRatingMark, EstimatedRatingsNote } from '../../components/ui/estimated-rating';
import { formatDollars } from '../../lib/format';
import { paths } from '../../lib/paths';

export interface TopCard {
  slug: string;
  displayName: string;
  network: 'visa' | 'mastercard' | 'amex';
  issuerName: string;
  colors: { primary: string; secondary: string };
  rating: number;
  netAnnualRewards: number;
  /** The parts of the rating that rest on estimated facts (empty: none). */
  estimatedParts: string[];
}

/** The three best cards for the default profile, each with its rating and what it returns a year. */
export function TopCards({ cards }: { cards: TopCard[] }) {
  return (
    <section aria-labelledby="top-heading" className="mx-auto max-w-6xl px-4 py-12">
      <h2 id="top-heading" className="font-bold text-2xl">
        Top cards for a typical Canadian
      </h2>
      <p className="mt-1 text-slate-600">$2,000 of monthly spending, points valued for flexible redemptions.</p>
      <ol className="mt-6 grid gap-6 md:grid-cols-3">
        {cards.map((card, index) => (
          <li key={card.slug} className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
            <CardArt name={card.displayName} network={card.network} colors={card.colors} className="w-full" />
            <p className="mt-4 font-semibold text-brand-700 text-sm">
              #{index + 1} · {card.issuerName}
            </p>
            <h3 className="mt-1 font-semibold text-lg">
              <Link className="underline" to={paths.creditCard(card.slug)}>
                {card.displayName}
              </Link>
            </h3>
            <dl className="mt-3 grid grid-cols-2 gap-2 text-sm">
              <div>
                <dt className="text-slate-600">Rating</dt>
                <dd className="font-bold text-2xl text-brand-700">
                  {card.rating.toFixed(1)}
                  <EstimatedRatingMark parts={card.estimatedParts} below />
                </dd>
              </div>
              <div>
                <dt className="text-slate-600">A year, net of fee</dt>
                <dd className="font-bold text-2xl">{formatDollars(card.netAnnualRewards)}</dd>
              </div>
            </dl>
          </li>
        ))}
      </ol>
      <EstimatedRatingsNote cards={cards} />
    </section>
  );
}
