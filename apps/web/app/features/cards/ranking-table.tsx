import type { RankedCard } from '@cardgenius/core/contract';
import { RankedCardsTable, type RankedTableRow } from '../../components/ui/ranked-cards-table';
import { rankedRow } from '../../lib/ranked-row';

/** A row of a best-card page's ranking: a ranked row with the date and source of its card's facts. */
export type RankingRow = RankedTableRow & Required<Pick<RankedTableRow, 'source'>>;

export const rankingRow = (card: RankedCard): RankingRow => ({
  ...rankedRow(card),
  source: { asOf: card.dataAsOf, url: card.sourceUrl },
});

/** The ranked catalogue as a plain table: rank, card, rating and the figures behind it. */
export function RankingTable({ cards }: { cards: RankingRow[] }) {
  return (
    <RankedCardsTable label="Ranking" caption="Cards ranked by rating, highest first" cards={cards} className="mt-8" />
  );
}
