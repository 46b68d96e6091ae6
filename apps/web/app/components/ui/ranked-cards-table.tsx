import { Link } from 'react-router';
import { formatDollars, UNKNOWN } from '../../lib/format';
import { paths } from '../../lib/paths';
import type { RankedRow } from '../../lib/ranked-row';
import { EstimatedRatingMark, EstimatedRatingsNote } from './estimated-rating';
import { HorizontalScroll } from './horizontal-scroll';

/** A ranked row with, where the table shows it, the date and source of its card's facts. */
export interface RankedTableRow extends RankedRow {
  source?: { asOf: string; url: string };
}

const HEAD_CELL = 'px-3 py-2 font-semibold';
const NUMBER_HEAD_CELL = `${HEAD_CELL} text-right`;

/**
 * Ranked cards as a plain table: place, card, rating (marked where it rests on estimates) and the figures
 * behind it, with a "Data as of" column when the rows carry their source.
 */
export function RankedCardsTable({
  label,
  caption,
  cards,
  className = '',
}: {
  /** Names the scrolling region. */
  label: string;
  caption: string;
  cards: RankedTableRow[];
  className?: string;
}) {
  const sourced = cards.some((card) => card.source !== undefined);
  return (
    <>
      <HorizontalScroll label={label} className={`rounded-lg border border-slate-200 bg-white shadow-sm ${className}`}>
        <table className={`w-full text-left text-sm ${sourced ? 'min-w-[720px]' : 'min-w-[640px]'}`}>
          <caption className="sr-only">{caption}</caption>
          <thead className="bg-slate-100 text-slate-700">
            <tr>
              <th scope="col" className={HEAD_CELL}>
                #
              </th>
              <th scope="col" className={HEAD_CELL}>
                Card
              </th>
              <th scope="col" className={NUMBER_HEAD_CELL}>
                Rating
              </th>
              <th scope="col" className={NUMBER_HEAD_CELL}>
                Rewards a year, net of fee
              </th>
              <th scope="col" className={NUMBER_HEAD_CELL}>
                First-year value
              </th>
              <th scope="col" className={NUMBER_HEAD_CELL}>
                Annual fee
              </th>
              {sourced ? (
                <th scope="col" className={HEAD_CELL}>
                  Data as of
                </th>
              ) : null}
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
                  {card.annualFee === null ? UNKNOWN : formatDollars(card.annualFee)}
                </td>
                {sourced ? (
                  <td className="px-3 py-2">
                    {card.source ? (
                      <a className="text-brand-700 underline" href={card.source.url} rel="noopener noreferrer">
                        {card.source.asOf}
                        <span className="sr-only"> (source: {card.issuerName})</span>
                      </a>
                    ) : null}
                  </td>
                ) : null}
              </tr>
            ))}
          </tbody>
        </table>
      </HorizontalScroll>
      <EstimatedRatingsNote cards={cards} />
    </>
  );
}
