import { endpoints } from '@cardgenius/core/contract';
import { useId, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { FieldShell, TextField } from '../components/ui/form-fields';
import { LIGHT_INPUT_CLASS, TEXT_LINK_CLASS } from '../components/ui/form-styles';
import { ReviewComposer } from '../features/reviews/review-composer';
import { ReviewList } from '../features/reviews/review-list';
import { paths } from '../lib/paths';
import { pageMeta } from '../lib/seo';
import type { Route } from './+types/review';

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: 'Review your credit card',
    description:
      'Tell other Canadians what your credit card is really like: rate it from 1 to 5 stars and say what you like and what you do not. Read the newest member reviews.',
  });

export async function loader({ context, request }: Route.LoaderArgs) {
  const [{ cards }, { reviews }] = await Promise.all([
    context.api.call(endpoints.listCards),
    context.api.call(endpoints.latestCardReviews),
  ]);
  const choices = cards
    .map((card) => ({ slug: card.slug, name: card.displayName, issuer: card.issuerName }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en-CA'));
  // `/review?card={slug}` opens with that card chosen (a card page's link, say); anything else chooses none.
  const asked = new URL(request.url).searchParams.get('card');
  const chosen = choices.some((card) => card.slug === asked) ? asked : null;
  return { cards: choices, chosen, latest: reviews };
}

type Choice = Route.ComponentProps['loaderData']['cards'][number];

/** Lower-case words without accents, so "desjardins" finds "Desjardins" and "eve" finds "Ève". */
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** The cards whose name or issuer holds every word typed, in the list's order. */
function matching(cards: Choice[], query: string): Choice[] {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return cards;
  return cards.filter((card) => {
    const text = fold(`${card.name} ${card.issuer}`);
    return words.every((word) => text.includes(word));
  });
}

export default function Review({ loaderData }: Route.ComponentProps) {
  const { cards, latest } = loaderData;
  const id = useId();
  const [query, setQuery] = useState('');
  const [chosen, setChosen] = useState(loaderData.chosen ?? '');
  const found = useMemo(() => matching(cards, query), [cards, query]);
  const card = cards.find((entry) => entry.slug === chosen);
  // The card chosen stays in the list whatever is typed, so a search never unselects it.
  const options = card && !found.includes(card) ? [card, ...found] : found;

  return (
    <article className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="font-bold text-3xl">Review your credit card</h1>
      <p className="mt-3 text-lg text-slate-700">
        Hold a Canadian credit card? Tell other readers what it is like to use: rate it from 1 to 5 stars and say what
        you like and what you do not. A moderator reads every review before it is published.
      </p>

      <section
        aria-labelledby={`${id}-choose`}
        className="mt-8 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
      >
        <h2 id={`${id}-choose`} className="font-bold text-xl">
          Choose your card
        </h2>
        <div className="mt-4 space-y-4">
          <TextField
            id={`${id}-search`}
            type="search"
            label="Find your card"
            hint="Type part of the card’s name or its bank, then choose it in the list below."
            look="light-border"
            value={query}
            onValue={setQuery}
            autoComplete="off"
            aria-controls={`${id}-card`}
          />
          <FieldShell id={`${id}-card`} label="Card" look="light-border" describedBy={`${id}-count`}>
            {(describedBy) => (
              <select
                id={`${id}-card`}
                value={chosen}
                onChange={(event) => setChosen(event.target.value)}
                aria-describedby={describedBy}
                className={LIGHT_INPUT_CLASS}
              >
                <option value="">Choose a card</option>
                {options.map((entry) => (
                  <option key={entry.slug} value={entry.slug}>
                    {entry.name} ({entry.issuer})
                  </option>
                ))}
              </select>
            )}
          </FieldShell>
          <p id={`${id}-count`} role="status" className="text-slate-600 text-sm">
            {query.trim() === ''
              ? `${cards.length} cards to choose from.`
              : found.length === 0
                ? 'No card matches. Try fewer words, or the bank’s name.'
                : `${found.length} ${found.length === 1 ? 'card matches' : 'cards match'}.`}
          </p>
        </div>
      </section>

      {card ? (
        <section
          aria-labelledby={`${id}-write`}
          className="mt-6 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
        >
          <h2 id={`${id}-write`} className="font-bold text-xl">
            Your review of the {card.name}
          </h2>
          <p className="mt-1 text-slate-600 text-sm">
            <Link to={`${paths.creditCard(card.slug)}#reviews`} className={TEXT_LINK_CLASS}>
              See the card and its reviews
            </Link>
          </p>
          <div className="mt-4">
            {/* Keyed by card: another card starts from that card's own review, or a blank form. */}
            <ReviewComposer key={card.slug} cardSlug={card.slug} cardName={card.name} />
          </div>
        </section>
      ) : null}

      <section aria-labelledby={`${id}-latest`} className="mt-10">
        <h2 id={`${id}-latest`} className="font-bold text-2xl">
          Newest member reviews
        </h2>
        {latest.length === 0 ? (
          <p className="mt-3 text-slate-700">No member has published a review yet. Yours could be the first.</p>
        ) : (
          <div className="mt-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
            <ReviewList reviews={latest} showCard />
          </div>
        )}
      </section>
    </article>
  );
}
