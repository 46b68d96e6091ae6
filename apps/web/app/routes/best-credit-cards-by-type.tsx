import { endpoints } from '@cardgenius/core/contract';
import { Link } from 'react-router';
import { EstimatedRatingsNote } from '../components/ui/estimated-rating';
import { ProfileNote } from '../features/cards/profile-note';
import { groupCard, TopCardsGroup } from '../features/cards/top-cards-group';
import { visitorFromRequest } from '../features/cards/visitor-profile';
import { paths } from '../lib/paths';
import { pageMeta } from '../lib/seo';
import type { Route } from './+types/best-credit-cards-by-type';

/** Cards each best-card list shows here. */
const TOP = 3;

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: 'Best credit cards by type',
    description:
      'The top three Canadian credit cards of every type, from cash back and travel to no-fee, low-interest and student cards, ranked by our open rating.',
  });

/** Every best-card category with its top three cards for the visitor (shell-and-browsing §2.2 by-type). */
export async function loader({ context, request }: Route.LoaderArgs) {
  const visitor = visitorFromRequest(request);
  // Every category's list in one call, each ranked with its own preset and rules.
  const page = await context.api.call(endpoints.getBestCardGroups, {
    body: { state: visitor.input, by: 'type', limit: TOP },
  });
  const groups = page.groups.map((group) => ({
    slug: group.slug,
    name: group.name,
    description: group.description,
    total: group.total,
    cards: group.cards.map(groupCard),
  }));
  return { profile: visitor.summary, groups };
}

export default function BestCreditCardsByType({ loaderData }: Route.ComponentProps) {
  const { groups, profile } = loaderData;
  return (
    <article className="mx-auto max-w-6xl px-4 py-10">
      <nav aria-label="Breadcrumb" className="text-slate-600 text-sm">
        <Link className="underline" to={paths.bestCards()}>
          Best credit cards
        </Link>
      </nav>
      <h1 className="mt-2 font-bold text-3xl">Best credit cards by type</h1>
      <p className="mt-3 max-w-3xl text-slate-700">
        {groups.length} lists, each with its top {TOP} cards. Every list ranks the cards it covers with our open rating,
        tuned to what the list is about: a travel list values points for travel, a cash back list values them as cash.
      </p>
      <ProfileNote profile={profile} className="mt-3" />
      <div className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {groups.map((group) => (
          <TopCardsGroup
            key={group.slug}
            id={`type-${group.slug}`}
            title={group.name}
            href={paths.bestCards(group.slug)}
            intro={group.description}
            cards={group.cards}
            moreLabel={`See all ${group.total} cards`}
          />
        ))}
      </div>
      <EstimatedRatingsNote cards={groups.flatMap((group) => group.cards)} />
    </article>
  );
}
