import type { CatalogueCard } from './schema';

/**
 * The cards the site compares: offered and not hidden. Every card count the site shows ("cards
 * compared", a page title, an issuer's number of cards) counts these, so the figures always agree.
 */
export function isListedCard(card: Pick<CatalogueCard, 'hidden' | 'status'>): boolean {
  return !card.hidden && card.status === 'offered';
}
