import type { SearchPageResponse } from '@cardgenius/core/contract';
import type { FilterStateInput } from '@cardgenius/core/filters';
import { SEARCH_PAGE_LISTS, searchPagePlan } from '@cardgenius/core/queries';
import type { Database } from '../../db/client';
import { articlesMatching } from '../posts/posts.service';
import { rankCatalogueLists, resolveStateField, searchCatalogue } from './cards.service';
import type { CatalogueSnapshot } from './catalogue-store';

/**
 * Everything a search results page shows for one visitor (`POST /card/search-page`): the cards found by
 * name, listed by name and, when asked, ranked for the visitor; the group the words stand for; related
 * searches and pages; matching articles. The rules are core's (`searchPagePlan`, `rankLists`); a filter
 * state that is not valid is a 400 naming its `state.` fields.
 */
export async function searchPage(options: {
  catalogue: CatalogueSnapshot;
  db: Database;
  query: string;
  state: FilterStateInput;
  nameLimit: number;
  rankedLimit: number;
  groupLimit: number;
  articles: number;
}): Promise<SearchPageResponse> {
  const { catalogue, state } = options;
  resolveStateField(state);
  const query = options.query.trim();
  const plan = searchPagePlan(catalogue.synonyms, query, options);
  const { lists } =
    plan.lists.length === 0 ? { lists: {} } : rankCatalogueLists({ catalogue, request: { state, lists: plan.lists } });
  const named = lists[SEARCH_PAGE_LISTS.named];
  const group = lists[SEARCH_PAGE_LISTS.group];
  return {
    cards: searchCatalogue({ catalogue, query, includeHidden: false, limit: options.nameLimit }).cards,
    ranked: named ? { total: named.total, cards: named.cards } : null,
    // A group with no card listed (all hidden, say) is left out rather than shown empty.
    group: plan.group && group && group.total > 0 ? { ...plan.group, total: group.total, cards: group.cards } : null,
    suggestions: plan.suggestions,
    quickLinks: plan.quickLinks,
    articles: await articlesMatching({ db: options.db, text: query, limit: options.articles }),
  };
}
