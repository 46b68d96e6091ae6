import { type CatalogueCard, isListedCard } from '@cardgenius/core/catalogue';
import type { CatalogueSnapshot } from './catalogue-store';

/** How many listed cards each issuer, network or program has: the counts the catalogue lists and filters show. */
export function listedCardCounts(
  catalogue: Pick<CatalogueSnapshot, 'cards'>,
  key: (card: CatalogueCard) => string,
): Map<string, number> {
  const counts = new Map<string, number>();
  for (const card of catalogue.cards) {
    if (!isListedCard(card)) continue;
    counts.set(key(card), (counts.get(key(card)) ?? 0) + 1);
  }
  return counts;
}
