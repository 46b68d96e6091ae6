import { endpoints } from '@cardgenius/core/contract';

/** The highest income the filter accepts: no card asks for more, so nothing is left out. */
const NO_INCOME_LIMIT = 10_000_000;

import { RankingTable } from '../features/cards/ranking-table';
import { pageMeta } from '../lib/seo';
import type { Route } from './+types/credit-cards';

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: args.loaderData ? `Compare ${args.loaderData.total} Canadian credit cards` : 'Compare Canadian credit cards',
    description:
      'Every Canadian credit card in our catalogue, ranked by one open rating for a typical spending profile: rewards, fees, interest, perks and insurance.',
  });

export async function loader({ context }: Route.LoaderArgs) {
  // Every card: no rating floor (the compare tool's default is 3) and no income limit.
  const ranking = await context.api.call(endpoints.rankCards, {
    body: { ratingFilter: 0, minIncome: NO_INCOME_LIMIT, resultsPerPage: 500 },
  });
  return { total: ranking.total, cards: ranking.cards };
}

export default function CreditCards({ loaderData }: Route.ComponentProps) {
  return (
    <section className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="font-bold text-3xl">Canadian credit cards, ranked</h1>
      <p className="mt-3 max-w-3xl text-slate-700">
        {loaderData.total} cards, ranked for a typical profile: $2,000 of monthly spending across 8 categories, points
        valued for flexible redemptions, and an $8,000 balance compared at 19.99 % interest. Quebec versions of cards
        appear when you choose Quebec.
      </p>
      <RankingTable cards={loaderData.cards} />
    </section>
  );
}
