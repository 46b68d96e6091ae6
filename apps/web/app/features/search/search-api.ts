import { API_PATHS, apiUrl } from '@cardgenius/core/contract/names';
import { ARTICLE_SUGGESTION_LIMIT, type ArticleHit, type CardHit, type SearchSynonym } from '@cardgenius/core/search';
import { cachedFetch } from '../../lib/page-cache';

/**
 * The two calls the search box makes from the browser (shell-and-browsing §7). Plain `fetch` rather
 * than the typed client: the client brings the whole zod contract, too heavy for a header widget.
 * Failures have no visible effect (§8): the box simply shows fewer suggestions. Both are public reads,
 * answered from the page cache when it has them.
 */
let synonymsRequest: Promise<readonly SearchSynonym[]> | null = null;

/** Every search synonym, fetched once per page lifetime; a failed fetch is tried again next time. */
export function loadSearchSynonyms(): Promise<readonly SearchSynonym[]> {
  synonymsRequest ??= cachedFetch(apiUrl(API_PATHS.searchSynonyms), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: '{}',
  })
    .then(async (response) => {
      const body: unknown = response.ok ? await response.json() : null;
      if (!Array.isArray(body)) throw new Error('No synonyms');
      return body as SearchSynonym[];
    })
    .catch(() => {
      synonymsRequest = null;
      return [];
    });
  return synonymsRequest;
}

/** Cards whose name matches the text, and articles about it; empty lists when the call fails or is cancelled. */
export async function searchCards(
  query: string,
  limit: number,
  signal: AbortSignal,
): Promise<{ cards: CardHit[]; articles: ArticleHit[] }> {
  try {
    const response = await cachedFetch(apiUrl(API_PATHS.cardSearch), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ query, includeHidden: false, limit, articles: ARTICLE_SUGGESTION_LIMIT }),
      signal,
    });
    const body = (response.ok ? await response.json() : {}) as { cards?: CardHit[]; articles?: ArticleHit[] };
    return { cards: body.cards ?? [], articles: body.articles ?? [] };
  } catch {
    return { cards: [], articles: [] };
  }
}
