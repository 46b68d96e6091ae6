import { endpoints } from '@cardgenius/core/contract';
import { Link } from 'react-router';
import { paths } from '../lib/paths';
import { pageMeta } from '../lib/seo';
import type { Route } from './+types/issuers';

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: 'Canadian credit card issuers',
    description: 'The banks and companies that issue the credit cards we rate, with how many cards each offers.',
  });

export async function loader({ context }: Route.LoaderArgs) {
  const { issuers } = await context.api.call(endpoints.listIssuers);
  return { issuers: issuers.filter((issuer) => issuer.cardCount > 0) };
}

export default function Issuers({ loaderData }: Route.ComponentProps) {
  return (
    <article className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="font-bold text-3xl">Credit card issuers</h1>
      <p className="mt-3 max-w-3xl text-slate-700">
        The {loaderData.issuers.length} banks and companies whose cards we rate. Each links to its cards, ranked.
      </p>
      <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {loaderData.issuers.map((issuer) => (
          <li key={issuer.slug} className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
            <h2 className="font-semibold text-lg">
              <Link className="text-brand-700 underline" to={paths.bestCards(issuer.slug)}>
                {issuer.name}
              </Link>
            </h2>
            <p className="text-slate-500 text-sm">
              {issuer.cardCount} {issuer.cardCount === 1 ? 'card' : 'cards'}
            </p>
            <p className="mt-2 text-slate-700 text-sm">{issuer.description}</p>
          </li>
        ))}
      </ul>
    </article>
  );
}
