import { isListedCard, listedCardCounts } from '../catalogue/listed-cards';
import type { BestCardCategory, CatalogueCard, Issuer, Network } from '../catalogue/schema';
import type { FilterState } from '../filters/filter-state';
import { bestCardsState } from './best-cards-state';

/** What a best-card page (/best-credit-cards/{slug}) ranks, under which title and introduction. */
export interface BestCardsPage {
  kind: 'category' | 'issuer' | 'network';
  slug: string;
  title: string;
  intro: string;
  state: FilterState;
}

/**
 * The best-card page a slug names (shell-and-browsing §2.2): a category first, then a bank with at least
 * one listed card, then a network; null when it names none of them (the page is not found).
 */
export function bestCardsPageFor(
  slug: string,
  catalogue: {
    categories: readonly BestCardCategory[];
    issuers: readonly Issuer[];
    networks: readonly Network[];
    cards: readonly Pick<CatalogueCard, 'issuer' | 'hidden' | 'status'>[];
  },
): BestCardsPage | null {
  const category = catalogue.categories.find((entry) => entry.slug === slug);
  if (category) {
    return {
      kind: 'category',
      slug,
      title: category.name,
      intro: category.body,
      state: bestCardsState({ kind: 'category', slug, preset: category.preset }),
    };
  }
  const issuer = catalogue.issuers.find((entry) => entry.slug === slug);
  if (issuer && catalogue.cards.some((card) => card.issuer === slug && isListedCard(card))) {
    return {
      kind: 'issuer',
      slug,
      title: `Best ${issuer.name} credit cards`,
      intro: issuer.description,
      state: bestCardsState({ kind: 'issuer', slug }),
    };
  }
  const network = catalogue.networks.find((entry) => entry.slug === slug);
  if (network) {
    return {
      kind: 'network',
      slug,
      title: `Best ${network.name} credit cards`,
      intro: network.description,
      state: bestCardsState({ kind: 'network', slug }),
    };
  }
  return null;
}

/** A best-card page as the index of them lists it; a bank's or network's with its listed-card count. */
export interface BestCardsPageLink {
  slug: string;
  name: string;
}

/**
 * Every best-card page there is (/best-credit-cards): each category with its description, each bank with
 * at least one listed card and each network, with their listed-card counts, in catalogue order. Each slug
 * names its page as `bestCardsPageFor` reads it.
 */
export function bestCardsIndex(catalogue: {
  categories: readonly BestCardCategory[];
  issuers: readonly Issuer[];
  networks: readonly Network[];
  cards: readonly Pick<CatalogueCard, 'issuer' | 'network' | 'hidden' | 'status'>[];
}): {
  categories: Array<BestCardsPageLink & { description: string }>;
  issuers: Array<BestCardsPageLink & { cardCount: number }>;
  networks: Array<{ slug: Network['slug']; name: string; cardCount: number }>;
} {
  const byIssuer = listedCardCounts(catalogue.cards, (card) => card.issuer);
  const byNetwork = listedCardCounts(catalogue.cards, (card) => card.network);
  return {
    categories: catalogue.categories.map(({ slug, name, description }) => ({ slug, name, description })),
    issuers: catalogue.issuers.flatMap(({ slug, name }) => {
      const cardCount = byIssuer.get(slug) ?? 0;
      return cardCount > 0 ? [{ slug, name, cardCount }] : [];
    }),
    networks: catalogue.networks.map(({ slug, name }) => ({ slug, name, cardCount: byNetwork.get(slug) ?? 0 })),
  };
}
