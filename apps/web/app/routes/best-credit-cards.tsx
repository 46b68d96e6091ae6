import { endpoints } from '@cardgenius/core/contract';
import { Link } from 'react-router';
import { paths } from '../lib/paths';
import { pageMeta } from '../lib/seo';
import type { Route } from './+types/best-credit-cards';

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: 'Best credit cards in Canada',
    description: 'The best Canadian credit cards by category, by bank and by network, ranked by our open rating.',
  });

export async function loader({ context }: Route.LoaderArgs) {
  return context.api.call(endpoints.getBestCardsIndex);
}

export default function BestCreditCards({ loaderData }: Route.ComponentProps) {
  return (
    <article className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="font-bold text-3xl">Best credit cards in Canada</h1>
      <p className="mt-3 max-w-3xl text-slate-700">
        Each list ranks the cards it covers with our open rating, tuned to what the list is about.
      </p>
      <section aria-labelledby="by-type" className="mt-8">
        <h2 id="by-type" className="font-bold text-2xl">
          By type
        </h2>
        <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {loaderData.categories.map((category) => (
            <li key={category.slug} className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
              <Link className="font-semibold text-brand-700 underline" to={paths.bestCards(category.slug)}>
                {category.name}
              </Link>
              <p className="mt-1 text-slate-600 text-sm">{category.description}</p>
            </li>
          ))}
        </ul>
      </section>
      <EntryList id="by-bank" title="By bank" entries={loaderData.issuers} />
      <p className="mt-3 text-sm">
        <Link className="underline" to={paths.issuers()}>
          About each issuer
        </Link>
      </p>
      <EntryList id="by-network" title="By network" entries={loaderData.networks} />
    </article>
  );
}

function EntryList({
  id,
  title,
  entries,
}: {
  id: string;
  title: string;
  entries: Array<{ slug: string; name: string; cardCount: number }>;
}) {
  return (
    <section aria-labelledby={id} className="mt-10">
      <h2 id={id} className="font-bold text-2xl">
        {title}
      </h2>
      <ul className="mt-4 flex flex-wrap gap-2">
        {entries.map((entry) => (
          <li key={entry.slug}>
            <Link
              className="inline-block rounded-full border border-slate-300 bg-white px-3 py-1 text-sm hover:border-brand-600"
              to={paths.bestCards(entry.slug)}
            >
              {entry.name} <span className="text-slate-500">({entry.cardCount} cards)</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
