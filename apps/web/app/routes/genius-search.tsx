import { endpoints } from '@cardgenius/core/contract';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { ProfileNote } from '../features/cards/profile-note';
import { visitorFromRequest } from '../features/cards/visitor-profile';
import { loadSearchSynonyms } from '../features/search/search-api';
import { SearchBox } from '../features/search/search-box';
import { ArticleLinks, RankedResults, SearchHelp, SuggestionLinks } from '../features/search/search-results';
import { track } from '../lib/analytics';
import { paths } from '../lib/paths';
import { rankedRow } from '../lib/ranked-row';
import { pageMeta, siteFromMatches } from '../lib/seo';
import type { Route } from './+types/genius-search';

/** Cards ranked by name (the search endpoint's maximum). */
const NAME_MATCH_LIMIT = 50;
/** Cards ranked for the program, bank or kind of card a search word stands for. */
const GROUP_LIMIT = 10;
const QUERY_MAX_LENGTH = 100;
/** Articles listed under the cards. */
const ARTICLE_LIMIT = 5;

export const meta: Route.MetaFunction = (args) => {
  const site = siteFromMatches(args.matches);
  return [
    ...pageMeta(args, {
      title: 'Genius Search',
      description:
        'Search Canadian credit cards and see the matches ranked for your own spending: rating, rewards a year and first-year value.',
    }),
    ...(args.loaderData?.query && site?.isProduction ? [{ name: 'robots', content: 'noindex' }] : []),
  ];
};

/**
 * The richer search (§2.1 genius-search): the same matches as /search, ranked with the visitor's
 * profile, with the search box on the page.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const visitor = visitorFromRequest(request);
  const query = (new URL(request.url).searchParams.get('q') ?? '').trim().slice(0, QUERY_MAX_LENGTH);
  const empty = {
    query,
    profile: visitor.summary,
    cards: [],
    group: null,
    suggestions: [],
    quickLinks: [],
    articles: [] as { title: string; route: string }[],
  };
  if (query === '') return empty;
  // Every match ranked for the visitor's profile (no rating floor, no income limit), in one call.
  const found = await context.api.call(endpoints.getSearchPage, {
    body: {
      query,
      state: visitor.input,
      nameLimit: 0,
      rankedLimit: NAME_MATCH_LIMIT,
      groupLimit: GROUP_LIMIT,
      articles: ARTICLE_LIMIT,
    },
  });
  const { ranked, group } = found;
  const namedSlugs = new Set(ranked?.cards.map((card) => card.slug));
  // A group that only repeats the cards found by name (all Aeroplan cards say "Aeroplan") adds nothing.
  const addsCards = group?.cards.some((card) => !namedSlugs.has(card.slug)) ?? false;
  return {
    ...empty,
    cards: ranked?.cards.map(rankedRow) ?? [],
    group:
      group && addsCards
        ? { title: group.title, href: group.href, total: group.total, cards: group.cards.map(rankedRow) }
        : null,
    suggestions: found.suggestions.map((label) => ({ label, href: paths.geniusSearch(label) })),
    quickLinks: found.quickLinks,
    articles: found.articles,
  };
}

export default function GeniusSearch({ loaderData }: Route.ComponentProps) {
  const { query, profile, cards, group, suggestions, quickLinks, articles } = loaderData;
  // Entering this page loads the synonyms if the search box has not yet (shell-and-browsing §2.10).
  useEffect(() => {
    void loadSearchSynonyms();
  }, []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: one results event per search.
  useEffect(() => {
    if (query)
      track('search', {
        feature: 'genius-search',
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
      <h1 className="font-bold text-3xl">Genius Search</h1>
      <p className="mt-2 max-w-3xl text-slate-700">
        Find cards by name, bank, rewards program or what you want from a card, ranked for your own spending.
      </p>
      <div className="mt-5 max-w-2xl">
        <SearchBox key={query} id="genius-search-box" action={paths.geniusSearch()} defaultValue={query} />
      </div>
      <ProfileNote profile={profile} className="mt-3" />
      {nothing ? <SearchHelp query={query} /> : null}
      {cards.length > 0 ? (
        <section aria-labelledby="genius-cards" className="mt-8">
          <h2 id="genius-cards" className="font-bold text-xl">
            Cards named “{query}”
          </h2>
          <RankedResults label={`Cards named “${query}”`} cards={cards} />
        </section>
      ) : null}
      {group ? (
        <section aria-labelledby="genius-group" className="mt-8">
          <h2 id="genius-group" className="font-bold text-xl">
            {group.title}
          </h2>
          <p className="mt-1 text-slate-600 text-sm">
            {group.total > group.cards.length
              ? `The top ${group.cards.length} of ${group.total} cards.`
              : `${group.total} card${group.total === 1 ? '' : 's'}.`}{' '}
            {group.href ? (
              <Link className="text-brand-700 underline" to={group.href}>
                See the full list
              </Link>
            ) : null}
          </p>
          <RankedResults label={group.title} cards={group.cards} />
        </section>
      ) : null}
      <SuggestionLinks id="genius-suggestions" title="Related searches" links={suggestions} />
      <ArticleLinks id="genius-articles" query={query} articles={articles} />
      <SuggestionLinks id="genius-pages" title="Related pages" links={quickLinks} />
    </article>
  );
}
