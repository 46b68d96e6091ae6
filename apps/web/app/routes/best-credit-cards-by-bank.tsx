import { endpoints } from '@cardgenius/core/contract';
import { Link } from 'react-router';
import { EstimatedRatingsNote } from '../components/ui/estimated-rating';
import { ProfileNote } from '../features/cards/profile-note';
import { groupCard, TopCardsGroup } from '../features/cards/top-cards-group';
import { visitorFromRequest } from '../features/cards/visitor-profile';
import { paths } from '../lib/paths';
import { pageMeta } from '../lib/seo';
import type { Route } from './+types/best-credit-cards-by-bank';

/** Cards each bank's list shows here. */
const TOP = 3;

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: 'Best credit cards by bank',
    description:
      'The top three credit cards of every Canadian bank and card issuer in our catalogue, ranked by our open rating.',
  });

/** Every issuer with cards, with its top three for the visitor (shell-and-browsing §2.2 by-bank). */
export async function loader({ context, request }: Route.LoaderArgs) {
  const visitor = visitorFromRequest(request);
  // Every bank's list in one call, each ranked with the `best` preset.
  const page = await context.api.call(endpoints.getBestCardGroups, {
    body: { state: visitor.input, by: 'bank', limit: TOP },
  });
  const groups = page.groups.map((group) => ({
    slug: group.slug,
    name: group.name,
    color: group.colors?.primary,
    cardCount: group.cardCount ?? 0,
    cards: group.cards.map(groupCard),
  }));
  return { profile: visitor.summary, groups };
}

const cardsCount = (count: number) => `${count} card${count === 1 ? '' : 's'}`;

export default function BestCreditCardsByBank({ loaderData }: Route.ComponentProps) {
  const { groups, profile } = loaderData;
  return (
    <article className="mx-auto max-w-6xl px-4 py-10">
      <nav aria-label="Breadcrumb" className="text-slate-600 text-sm">
        <Link className="underline" to={paths.bestCards()}>
          Best credit cards
        </Link>
      </nav>
      <h1 className="mt-2 font-bold text-3xl">Best credit cards by bank</h1>
      <p className="mt-3 max-w-3xl text-slate-700">
        {groups.length} banks and card issuers, each with its top {TOP} cards by our open rating.{' '}
        <Link className="text-brand-700 underline" to={paths.issuers()}>
          About each issuer
        </Link>
      </p>
      <ProfileNote profile={profile} className="mt-3" />
      <div className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {groups.map((group) => (
          <TopCardsGroup
            key={group.slug}
            id={`bank-${group.slug}`}
            title={group.name}
            href={paths.bestCards(group.slug)}
            intro={`${cardsCount(group.cardCount)} in our catalogue`}
            cards={group.cards}
            moreLabel={`All ${group.name} cards, ranked`}
            accent={group.color}
            showIssuer={false}
          />
        ))}
      </div>
      <EstimatedRatingsNote cards={groups.flatMap((group) => group.cards)} />
    </article>
  );
}
