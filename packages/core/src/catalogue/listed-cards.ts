import type { CatalogueCard } from './schema';

/**
 * The cards the site compares: offered and not hidden. Every card count the site shows ("cards
 * compared", a page title, an issuer's number of cards) counts these, so the figures always agree.
 */
export function isListedCard(card: Pick<CatalogueCard, 'hidden' | 'status'>): boolean {
  return !card.hidden && card.status === 'offered';
}

/** How many listed cards each issuer, network or program has: the counts the catalogue lists and filters show. */
export function listedCardCounts<Card extends Pick<CatalogueCard, 'hidden' | 'status'>>(
  cards: readonly Card[],
  key: (card: Card) => string,
): Map<string, number> {
  const counts = new Map<string, number>();
  for (const card of cards) {
    if (isListedCard(card)) counts.set(key(card), (counts.get(key(card)) ?? 0) + 1);
  }
  return counts;
}
