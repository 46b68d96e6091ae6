import { endpoints } from '@cardgenius/core/contract';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { EstimatedRatingsNote } from '../components/ui/estimated-rating';
import { groupCard, TopCardsGroup } from '../features/cards/top-cards-group';
import { ArticleLinks, CardNameList, SearchForm, SearchHelp, SuggestionLinks } from '../features/search/search-results';
import { track } from '../lib/analytics';
import { paths } from '../lib/paths';
import { pageMeta, siteFromMatches } from '../lib/seo';
import type { Route } from './+types/search';

/** Cards a results page lists by name (the search endpoint's maximum). */
const NAME_MATCH_LIMIT = 50;
/** Cards shown for the program, bank or kind of card a search word stands for. */
const GROUP_LIMIT = 6;
/** The catalogue's own cap on a query (the search endpoint's). */
const QUERY_MAX_LENGTH = 100;
/** Articles listed under the cards. */
const ARTICLE_LIMIT = 5;

export const meta: Route.MetaFunction = (args) => {
  const site = siteFromMatches(args.matches);
  return [
    ...pageMeta(args, {
      title: 'Search',
      description: 'Search Canadian credit cards by name, bank, rewards program or what you want from a card.',
    }),
    // Results pages are not worth indexing; outside production the whole site is already noindex.
    ...(args.loaderData?.query && site?.isProduction ? [{ name: 'robots', content: 'noindex' }] : []),
  ];
};

/** Cards by name, then the cards a search word stands for, related searches and pages (§2.1 search). */
export async function loader({ context, request }: Route.LoaderArgs) {
  const query = (new URL(request.url).searchParams.get('q') ?? '').trim().slice(0, QUERY_MAX_LENGTH);
  if (query === '') return { query, cards: [], group: null, suggestions: [], quickLinks: [], articles: [] };
  // The names found, and the cards a search word stands for ranked for a typical profile, in one call.
  const found = await context.api.call(endpoints.getSearchPage, {
    body: { query, nameLimit: NAME_MATCH_LIMIT, groupLimit: GROUP_LIMIT, articles: ARTICLE_LIMIT },
  });
  const { group } = found;
  return {
    query,
    cards: found.cards,
    group: group
      ? {
          title: group.title,
          sameIssuer: group.sameIssuer,
          href: group.href ?? paths.geniusSearch(group.label),
          total: group.total,
          cards: group.cards.map(groupCard),
        }
      : null,
    suggestions: found.suggestions.map((label) => ({ label, href: paths.search(label) })),
    quickLinks: found.quickLinks,
    articles: found.articles,
  };
}

export default function Search({ loaderData }: Route.ComponentProps) {
  const { query, cards, group, suggestions, quickLinks, articles } = loaderData;
  // biome-ignore lint/correctness/useExhaustiveDependencies: one results event per search.
  useEffect(() => {
    if (query)
      track('search', {
        feature: 'search-page',
        action: 'results',
        term: query,
        results: cards.length + (group?.cards.length ?? 0),
      });
  }, [query]);
  const nothing =
    cards.length === 0 &&
    group === null &&
    suggestions.length === 0 &&
    quickLinks.length === 0 &&
    articles.length === 0;
  return (
    <article className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="font-bold text-3xl">{query ? `Search results for “${query}”` : 'Search'}</h1>
      <div className="mt-5">
        <SearchForm action={paths.search()} query={query} />
      </div>
      {query && !nothing ? (
        <p className="mt-3 text-slate-600 text-sm">
          <Link className="text-brand-700 underline" to={paths.geniusSearch(query)}>
            Rank these results for your own spending
          </Link>
        </p>
      ) : null}
      {nothing ? <SearchHelp query={query} /> : null}
      {cards.length > 0 ? (
        <section aria-labelledby="search-cards" className="mt-8">
          <h2 id="search-cards" className="font-bold text-xl">
            Cards named “{query}”{' '}
            <span className="font-normal text-base text-slate-600">
              ({cards.length === NAME_MATCH_LIMIT ? `first ${cards.length}` : cards.length})
            </span>
          </h2>
          <CardNameList cards={cards} />
        </section>
      ) : null}
      <ArticleLinks id="search-articles" query={query} articles={articles} />
      <div className="mt-8 grid gap-8 lg:grid-cols-2 lg:items-start">
        {group ? (
          <div>
            <TopCardsGroup
              id="search-group"
              title={group.title}
              href={group.href}
              intro={`${group.total} card${group.total === 1 ? '' : 's'}, ranked for a typical profile ($2,000 of monthly spending).`}
              cards={group.cards}
              moreLabel="See the full ranking"
              showIssuer={!group.sameIssuer}
            />
            <EstimatedRatingsNote cards={group.cards} />
          </div>
        ) : null}
        {suggestions.length > 0 || quickLinks.length > 0 ? (
          <div>
            <SuggestionLinks id="search-suggestions" title="Related searches" links={suggestions} />
            <SuggestionLinks id="search-pages" title="Related pages" links={quickLinks} />
          </div>
        ) : null}
      </div>
    </article>
  );
}
