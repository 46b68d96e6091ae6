import type { CatalogueCard } from '../catalogue/schema';
import { CARD_SEARCH_MIN_LENGTH } from './suggestion-groups';

const normalize = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9+]+/g, ' ')
    .trim();

/**
 * Cards whose name (or issuer) contains every word of the query; names starting with the query come
 * first, then the rest alphabetically, at most `limit` of them. Fewer than 3 characters finds nothing.
 */
export function searchCardsByName(
  cards: readonly CatalogueCard[],
  issuerNames: ReadonlyMap<string, string>,
  query: string,
  includeHidden: boolean,
  limit: number,
): Array<{ displayName: string; slug: string }> {
  const text = normalize(query);
  // Articles-only searches ask for no cards: nothing to read.
  if (text.length < CARD_SEARCH_MIN_LENGTH || limit <= 0) return [];
  const words = text.split(' ');
  const scored: Array<{ card: CatalogueCard; starts: boolean }> = [];
  for (const card of cards) {
    if (card.hidden && !includeHidden) continue;
    const haystack = normalize(`${card.name} ${card.displayName} ${issuerNames.get(card.issuer) ?? ''}`);
    if (!words.every((word) => haystack.includes(word))) continue;
    scored.push({
      card,
      starts: normalize(card.displayName).startsWith(text) || normalize(card.name).startsWith(text),
    });
  }
  return scored
    .sort((a, b) => Number(b.starts) - Number(a.starts) || a.card.displayName.localeCompare(b.card.displayName))
    .slice(0, limit)
    .map(({ card }) => ({ displayName: card.displayName, slug: card.slug }));
}
