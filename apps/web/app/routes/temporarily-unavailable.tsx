import { endpoints } from '@cardgenius/core/contract';
import { Link } from 'react-router';
import { goPageMeta } from '../features/go/go-meta';
import { unavailableCardName } from '../features/go/unavailable-card-name';
import { paths } from '../lib/paths';
import type { Route } from './+types/temporarily-unavailable';

/** Lists a visitor looking for another card most often wants, in this order. */
const SUGGESTED_CATEGORIES = ['cash-back', 'travel', 'no-fee', 'low-interest', 'grocery', 'welcome-bonus'];

export const meta: Route.MetaFunction = (args) => goPageMeta(args, 'Card temporarily unavailable');

export async function loader({ context, request }: Route.LoaderArgs) {
  const { categories } = await context.api.call(endpoints.listCategories);
  return {
    cardName: unavailableCardName(new URL(request.url).searchParams.get('card')),
    categories: SUGGESTED_CATEGORIES.flatMap((slug) => {
      const category = categories.find((entry) => entry.slug === slug);
      return category ? [{ slug, name: category.name }] : [];
    }),
  };
}

/** `/temporarily-unavailable?card={displayName}` (shell-and-browsing §2.1), reached from a go-link. */
export default function TemporarilyUnavailable({ loaderData }: Route.ComponentProps) {
  const { cardName, categories } = loaderData;
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
      <p className="font-semibold text-brand-700 text-sm uppercase tracking-wide">Temporarily unavailable</p>
      <h1 className="mt-2 font-bold text-3xl">
        {cardName ? `The ${cardName} is temporarily unavailable` : 'This card is temporarily unavailable'}
      </h1>
      <p className="mt-4 text-slate-700">
        The bank isn’t taking applications for this card through our site right now. It may be back soon: issuers pause
        a card while they change its rewards, fees or application page. In the meantime, these cards are worth a look.
      </p>
      <div className="mt-8 flex flex-wrap gap-3">
        <Link
          to={paths.creditCards()}
          className="rounded-md bg-brand-600 px-5 py-3 font-semibold text-white hover:bg-brand-700"
        >
          Compare similar cards
        </Link>
        <Link
          to={paths.bestCards()}
          className="rounded-md border border-brand-600 px-5 py-3 font-semibold text-brand-700 hover:bg-brand-50"
        >
          See the best credit cards
        </Link>
      </div>
      {categories.length > 0 ? (
        <section aria-labelledby="best-by-type" className="mt-10">
          <h2 id="best-by-type" className="font-bold text-xl">
            Best cards by type
          </h2>
          <ul className="mt-4 grid gap-3 sm:grid-cols-2">
            {categories.map((category) => (
              <li key={category.slug}>
                <Link
                  to={paths.bestCards(category.slug)}
                  className="block rounded-lg border border-slate-200 bg-white p-4 font-semibold text-brand-700 shadow-sm hover:border-brand-600"
                >
                  {category.name}
                </Link>
              </li>
            ))}
          </ul>
          <p className="mt-4 text-sm">
            Or browse them{' '}
            <Link to={paths.bestCardsByType()} className="underline">
              by type
            </Link>{' '}
            and{' '}
            <Link to={paths.bestCardsByBank()} className="underline">
              by bank
            </Link>
            .
          </p>
        </section>
      ) : null}
    </article>
  );
}
