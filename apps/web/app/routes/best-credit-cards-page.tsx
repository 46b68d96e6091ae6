import { endpoints, isApiError } from '@cardgenius/core/contract';
import { data, Link } from 'react-router';
import { RankingTable, rankingRow } from '../features/cards/ranking-table';
import { ArticleFeedback } from '../features/feedback/article-feedback';
import { paths } from '../lib/paths';
import { pageMeta } from '../lib/seo';
import type { Route } from './+types/best-credit-cards-page';

/** A category, bank or network page (shell-and-browsing §2.2: /best-credit-cards/{category-or-bank-or-network}). */
export async function loader({ context, params }: Route.LoaderArgs) {
  const page = await context.api.call(endpoints.getBestCardsPage, { params: { slug: params.slug } }).catch((error) => {
    if (isApiError(error) && error.status === 404) throw data(null, { status: 404 });
    throw error;
  });
  return { title: page.title, intro: page.intro, total: page.total, cards: page.cards.map(rankingRow) };
}

export const meta: Route.MetaFunction = (args) =>
  args.loaderData
    ? pageMeta(args, { title: args.loaderData.title, description: args.loaderData.intro.slice(0, 160) })
    : [];

export default function BestCreditCardsPage({ loaderData }: Route.ComponentProps) {
  return (
    <article className="mx-auto max-w-6xl px-4 py-10">
      <nav aria-label="Breadcrumb" className="text-slate-600 text-sm">
        <Link className="underline" to={paths.bestCards()}>
          Best credit cards
        </Link>
      </nav>
      <h1 className="mt-2 font-bold text-3xl">{loaderData.title}</h1>
      <p className="mt-3 max-w-3xl text-slate-700">{loaderData.intro}</p>
      {loaderData.total === 0 ? (
        <p className="mt-8 rounded-md bg-white p-4 text-slate-700">No card in our catalogue fits this list yet.</p>
      ) : (
        <>
          <p className="mt-3 text-slate-600 text-sm">
            {loaderData.total > loaderData.cards.length
              ? `The top ${loaderData.cards.length} of ${loaderData.total} cards`
              : `${loaderData.total} cards`}
            , ranked for a typical profile ($2,000 of monthly spending).{' '}
            <Link className="underline" to={paths.methodology()}>
              How we rate
            </Link>
          </p>
          <RankingTable cards={loaderData.cards} />
        </>
      )}
      <ArticleFeedback category="best-cards" />
    </article>
  );
}
