import type { SuggestionLink } from '@cardgenius/core/search';
import { Link } from 'react-router';
import { RankedCardsTable } from '../../components/ui/ranked-cards-table';
import { paths } from '../../lib/paths';
import type { RankedRow } from '../../lib/ranked-row';

/** The results page's own form: a plain GET form, so it works before (and without) JavaScript. */
export function SearchForm({ action, query }: { action: string; query: string }) {
  return (
    <form action={action} method="get" className="flex max-w-2xl">
      <label htmlFor="search-page-query" className="sr-only">
        Search
      </label>
      <input
        // A new query remounts the field, so it shows the text the results are for.
        key={query}
        id="search-page-query"
        name="q"
        type="search"
        defaultValue={query}
        maxLength={100}
        placeholder="Search for anything..."
        className="min-w-0 flex-1 rounded-l-md border border-slate-300 bg-white px-3 py-2 text-base placeholder:text-slate-500"
      />
      <button
        type="submit"
        className="shrink-0 rounded-r-md bg-brand-600 px-5 font-semibold text-white hover:bg-brand-700"
      >
        Search
      </button>
    </form>
  );
}

/** Related searches or related pages, as a row of links. */
export function SuggestionLinks({ id, title, links }: { id: string; title: string; links: SuggestionLink[] }) {
  if (links.length === 0) return null;
  return (
    <section aria-labelledby={id} className="mt-8 first:mt-0">
      <h2 id={id} className="font-bold text-xl">
        {title}
      </h2>
      <ul className="mt-3 flex flex-wrap gap-2">
        {links.map((link) => (
          <li key={link.href}>
            <Link
              className="inline-block rounded-full border border-slate-300 bg-white px-3 py-1 text-sm hover:border-brand-600"
              to={link.href}
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Articles the search found, best first, with the blog's own search for more. */
export function ArticleLinks({
  id,
  query,
  articles,
}: {
  id: string;
  query: string;
  articles: ReadonlyArray<{ title: string; route: string }>;
}) {
  if (articles.length === 0) return null;
  return (
    <section aria-labelledby={id} className="mt-8">
      <h2 id={id} className="font-bold text-xl">
        Articles about “{query}”
      </h2>
      <ul className="mt-3 space-y-2">
        {articles.map((article) => (
          <li key={article.route}>
            <Link className="font-medium text-brand-700 hover:underline" to={article.route}>
              {article.title}
            </Link>
          </li>
        ))}
      </ul>
      <p className="mt-3 text-sm">
        <Link className="text-brand-700 underline" to={`/blog-search?q=${encodeURIComponent(query)}`}>
          Search every article
        </Link>
      </p>
    </section>
  );
}

/** Cards whose name matched, in the order the search found them (names that start with the text first). */
export function CardNameList({ cards }: { cards: Array<{ slug: string; displayName: string }> }) {
  return (
    <ul className="mt-3 grid gap-2 sm:grid-cols-2">
      {cards.map((card) => (
        <li key={card.slug}>
          <Link
            className="block rounded-md border border-slate-200 bg-white px-4 py-3 font-medium text-brand-700 shadow-sm hover:border-brand-600 hover:underline"
            to={paths.creditCard(card.slug)}
          >
            {card.displayName}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** Cards ranked for a profile, with the figures behind the rank. */
export function RankedResults({ label, cards }: { label: string; cards: RankedRow[] }) {
  return (
    <RankedCardsTable
      label={`${label}, ranked`}
      caption={`${label}, highest rating first`}
      cards={cards}
      className="mt-3"
    />
  );
}

/** What to do when a search finds nothing (or before anything is searched). */
export function SearchHelp({ query }: { query: string }) {
  return (
    <section aria-labelledby="search-help" className="mt-8 rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="search-help" className="font-bold text-xl">
        {query ? `Nothing matched “${query}”` : 'What are you looking for?'}
      </h2>
      <p className="mt-2 text-slate-700">
        Search by part of a card’s name (“cobalt”, “infinite”), a bank (“td”, “scotiabank”), a rewards program
        (“aeroplan”, “scene+”) or what you want from a card (“cash back”, “no fee”, “groceries”).
      </p>
      <ul className="mt-4 flex flex-wrap gap-3">
        <li>
          <Link
            className="inline-block rounded-md bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700"
            to={paths.creditCards()}
          >
            Compare every card
          </Link>
        </li>
        <li>
          <Link
            className="inline-block rounded-md border border-brand-600 px-4 py-2 font-semibold text-brand-700 hover:bg-brand-50"
            to={paths.bestCards()}
          >
            Browse the best cards
          </Link>
        </li>
      </ul>
    </section>
  );
}
