import type { RankedCard } from '@cardgenius/core/contract';
import { Link } from 'react-router';
import { EstimatedRatingMark, EstimatedRatingsNote } from '../../components/ui/estimated-rating';
import { HorizontalScroll } from '../../components/ui/horizontal-scroll';
import { formatDollars } from '../../lib/format';
import { paths } from '../../lib/paths';
import { type RankedRow, rankedRow } from '../../lib/ranked-row';

/** A row of the ranking table: a ranked row with the date and source of its card's facts. */
export interface RankingRow extends RankedRow {
  dataAsOf: string;
  sourceUrl: string;
}

export const rankingRow = (card: RankedCard): RankingRow => ({
  ...rankedRow(card),
  dataAsOf: card.dataAsOf,
  sourceUrl: card.sourceUrl,
});

/** The ranked catalogue as a plain table: rank, card, rating and the figures behind it. */
export function RankingTable({ cards }: { cards: RankingRow[] }) {
  return (
    <>
      <HorizontalScroll label="Ranking" className="mt-8 rounded-lg border border-slate-200 bg-white shadow-sm">
        <table className="w-full min-w-[720px] text-left text-sm">
          <caption className="sr-only">Cards ranked by rating, highest first</caption>
          <thead className="bg-slate-100 text-slate-700">
            <tr>
              <th scope="col" className="px-3 py-2 font-semibold">
                #
              </th>
              <th scope="col" className="px-3 py-2 font-semibold">
                Card
              </th>
              <th scope="col" className="px-3 py-2 text-right font-semibold">
                Rating
              </th>
              <th scope="col" className="px-3 py-2 text-right font-semibold">
                Rewards a year, net of fee
              </th>
              <th scope="col" className="px-3 py-2 text-right font-semibold">
                First-year value
              </th>
              <th scope="col" className="px-3 py-2 text-right font-semibold">
                Annual fee
              </th>
              <th scope="col" className="px-3 py-2 font-semibold">
                Data as of
              </th>
            </tr>
          </thead>
          <tbody>
            {cards.map((card, index) => (
              <tr key={card.slug} className="border-slate-100 border-t align-top">
                <td className="px-3 py-2 text-slate-500">{index + 1}</td>
                <th scope="row" className="px-3 py-2 font-medium">
                  <Link className="text-brand-700 underline" to={paths.creditCard(card.slug)}>
                    {card.displayName}
                  </Link>
                  <span className="block font-normal text-slate-500">{card.issuerName}</span>
                </th>
                <td className="px-3 py-2 text-right font-semibold text-brand-700">
                  {card.rating.toFixed(1)}
                  <EstimatedRatingMark parts={card.estimatedParts} below />
                </td>
                <td className="px-3 py-2 text-right">{formatDollars(card.netAnnualRewards)}</td>
                <td className="px-3 py-2 text-right">{formatDollars(card.firstYearValue)}</td>
                <td className="px-3 py-2 text-right">
                  {card.annualFee === null ? 'Unknown' : formatDollars(card.annualFee)}
                </td>
                <td className="px-3 py-2">
                  <a className="text-brand-700 underline" href={card.sourceUrl} rel="noopener noreferrer">
                    {card.dataAsOf}
                    <span className="sr-only"> (source: {card.issuerName})</span>
                  </a>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </HorizontalScroll>
      <EstimatedRatingsNote cards={cards} />
    </>
  );
}
