import { listedCardCounts } from '../catalogue/listed-cards';
import type { BestCardCategory, CatalogueCard, Issuer } from '../catalogue/schema';

/** How a "best by" page groups its lists: by type (every best-card category) or by bank. */
export const BEST_CARD_GROUPINGS = ['type', 'bank'] as const;
export type BestCardGrouping = (typeof BEST_CARD_GROUPINGS)[number];

/** One group of a "best by" page and the ranked list it shows (a `rank-lists` scope). */
export interface BestCardGroup {
  slug: string;
  name: string;
  description: string;
  /** A bank's colours, for its heading; null for a category. */
  colors: Issuer['colors'] | null;
  /** A bank's listed cards; null for a category, whose list says how many it ranks. */
  cardCount: number | null;
  scope: { kind: 'category' | 'issuer'; slug: string };
}

/**
 * The groups of /best-credit-cards/by-type (every best-card category, in catalogue order) or
 * /best-credit-cards/by-bank (every bank with at least one listed card, in catalogue order).
 */
export function bestCardGroups(
  by: BestCardGrouping,
  catalogue: {
    categories: readonly BestCardCategory[];
    issuers: readonly Issuer[];
    cards: readonly Pick<CatalogueCard, 'issuer' | 'hidden' | 'status'>[];
  },
): BestCardGroup[] {
  if (by === 'type') {
    return catalogue.categories.map((category) => ({
      slug: category.slug,
      name: category.name,
      description: category.description,
      colors: null,
      cardCount: null,
      scope: { kind: 'category', slug: category.slug },
    }));
  }
  const counts = listedCardCounts(catalogue.cards, (card) => card.issuer);
  return catalogue.issuers.flatMap((issuer) => {
    const cardCount = counts.get(issuer.slug) ?? 0;
    if (cardCount === 0) return [];
    return [
      {
        slug: issuer.slug,
        name: issuer.name,
        description: issuer.description,
        colors: issuer.colors,
        cardCount,
        scope: { kind: 'issuer', slug: issuer.slug },
      },
    ];
  });
}
