import type { BestCardCategory, CatalogueCard, RewardProgram } from '../catalogue/schema';
import { type FilterState, type FilterStateInput, safeResolveFilterState } from '../filters/filter-state';
import { type RankCardsResult, type RankedCard, rankCards } from '../rating/rank-cards';
import type { UserReviewSummary } from '../rating/user-reviews';
import { searchCardsByName } from '../search/cards-by-name';
import type { SearchSynonym } from '../search/search-synonym';
import { cardGroupForSearch } from '../search/synonym-card-filter';
import { bestCardsState } from './best-cards-state';
import { EVERY_CARD } from './scopes';
import { pickSimilar, similarCardFilters } from './similar-cards';

/**
 * Which cards a named list ranks (the visitor's profile decides how):
 * - `every-card`: the whole catalogue, no rating floor and no income limit;
 * - `filters`: the visitor's own filters, as the compare page ranks;
 * - `category`, `issuer`, `network`: a best-card page's list (its preset, its rules);
 * - `similar`: cards like one card, closest first, never the card itself (nor its non-Quebec twin);
 * - `cards`: the chosen cards, in the ranking's order, whatever the filters;
 * - `name`: the cards whose name (or issuer) has every word of a search, best first;
 * - `synonym`: the cards a search word stands for (a bank, a program, a network, a kind of card), best
 *   first; none when the words stand for no set of cards.
 */
export type ListScope =
  | { kind: 'every-card' }
  | { kind: 'filters' }
  | { kind: 'category' | 'issuer' | 'network' | 'similar'; slug: string }
  | { kind: 'cards'; slugs: readonly string[] }
  | { kind: 'name' | 'synonym'; query: string };

export interface ListRequest {
  name: string;
  scope: ListScope;
  /** Cards to answer, from the first. */
  limit: number;
}

export interface RankedList {
  /** Cards in the list before the limit. */
  total: number;
  cards: RankedCard[];
}

export interface RankListsInput {
  cards: readonly CatalogueCard[];
  programs: ReadonlyMap<string, RewardProgram>;
  categories: readonly BestCardCategory[];
  /** The visitor's filter state (query or cookies): their spending, preferences and balance. */
  visitor: FilterStateInput;
  lists: readonly ListRequest[];
  today?: string | null;
  /** Members' approved reviews by card slug, for the review floors and each card's answer. */
  userReviews?: ReadonlyMap<string, UserReviewSummary>;
  /** Issuers' names by slug, which a `name` search also reads. */
  issuerNames?: ReadonlyMap<string, string>;
  /** The search synonyms a `synonym` scope reads. */
  synonyms?: readonly SearchSynonym[];
}

/** Why a list cannot be answered: the index of the list and what to fix. */
export class ListScopeError extends Error {
  constructor(
    readonly list: number,
    readonly field: string,
    message: string,
  ) {
    super(message);
    this.name = 'ListScopeError';
  }
}

/** Similar lists rank a few more than they show, since the card itself and repeats drop out. */
const SIMILAR_SLACK = 2;

/**
 * Several named lists for one visitor in one pass: each list's filter states come from its scope, and a
 * state asked for by several lists (or twice by one) is ranked once.
 */
export function rankLists(input: RankListsInput): Record<string, RankedList> {
  const ranked = new Map<string, RankCardsResult>();
  const rank = (state: FilterState) => {
    const key = JSON.stringify(state);
    let result = ranked.get(key);
    if (!result) {
      result = rankCards({
        cards: input.cards,
        programs: input.programs,
        state,
        today: input.today ?? null,
        userReviews: input.userReviews,
      });
      ranked.set(key, result);
    }
    return result;
  };
  const resolve = (list: number, state: FilterStateInput): FilterState => {
    const resolved = safeResolveFilterState(state);
    if (!resolved.success) throw new ListScopeError(list, 'state', 'The filters of this list are not valid.');
    return resolved.data;
  };

  const answer: Record<string, RankedList> = {};
  input.lists.forEach((list, index) => {
    const { scope, limit } = list;
    const page = { page: 1, resultsPerPage: limit };
    switch (scope.kind) {
      case 'every-card':
      case 'filters': {
        const base = scope.kind === 'every-card' ? { ...input.visitor, ...EVERY_CARD } : input.visitor;
        const { total, cards } = rank(resolve(index, { ...base, ...page }));
        answer[list.name] = { total, cards };
        return;
      }
      case 'cards': {
        const state = { ...input.visitor, ...EVERY_CARD, cardIds: [...scope.slugs], pinned: [...scope.slugs] };
        const { total, cards } = rank(resolve(index, { ...state, ...page }));
        answer[list.name] = { total, cards };
        return;
      }
      case 'category':
      case 'issuer':
      case 'network': {
        const category = input.categories.find((entry) => entry.slug === scope.slug);
        if (scope.kind === 'category' && !category)
          throw new ListScopeError(index, 'scope.slug', `No best-card category has the slug “${scope.slug}”.`);
        const known =
          scope.kind === 'category' ||
          input.cards.some((card) => (scope.kind === 'issuer' ? card.issuer : card.network) === scope.slug);
        if (!known) throw new ListScopeError(index, 'scope.slug', `No card has the ${scope.kind} “${scope.slug}”.`);
        const state = bestCardsState(
          scope.kind === 'category'
            ? { kind: 'category', slug: scope.slug, preset: category?.preset ?? null }
            : { kind: scope.kind, slug: scope.slug },
          input.visitor,
        );
        const { total, cards } = rank(resolve(index, { ...state, ...page }));
        answer[list.name] = { total, cards };
        return;
      }
      case 'name': {
        const slugs = searchCardsByName(
          input.cards,
          input.issuerNames ?? new Map(),
          scope.query,
          false,
          Number.POSITIVE_INFINITY,
        ).map((card) => card.slug);
        if (slugs.length === 0) {
          answer[list.name] = { total: 0, cards: [] };
          return;
        }
        const { total, cards } = rank(resolve(index, { ...input.visitor, ...EVERY_CARD, cardIds: slugs, ...page }));
        answer[list.name] = { total, cards };
        return;
      }
      case 'synonym': {
        const group = cardGroupForSearch(input.synonyms ?? [], scope.query);
        if (!group) {
          answer[list.name] = { total: 0, cards: [] };
          return;
        }
        const { total, cards } = rank(resolve(index, { ...input.visitor, ...EVERY_CARD, ...group.filter, ...page }));
        answer[list.name] = { total, cards };
        return;
      }
      case 'similar': {
        const card = input.cards.find((entry) => entry.slug === scope.slug);
        if (!card) throw new ListScopeError(index, 'scope.slug', `No card has the slug “${scope.slug}”.`);
        const filters = similarCardFilters({
          categories: card.categories,
          annualFee: card.fees.annual,
          rewardKind: input.programs.get(card.rewardProgram)?.kind ?? null,
        });
        const results = filters.map(
          (filter) =>
            rank(
              resolve(index, {
                ...input.visitor,
                ...EVERY_CARD,
                ...filter,
                page: 1,
                resultsPerPage: limit + SIMILAR_SLACK,
              }),
            ).cards,
        );
        // Never the card itself, nor the card it is the Quebec version of.
        const exclude = [card.slug, ...(card.quebecVersionOf ? [card.quebecVersionOf] : [])];
        const cards = pickSimilar(results, exclude, limit);
        answer[list.name] = { total: cards.length, cards };
        return;
      }
    }
  });
  return answer;
}
