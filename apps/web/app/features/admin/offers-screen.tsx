import type { OfferWindow, StaffOffer } from '@cardgenius/core/contract';
import { MAX_OFFER_DOLLARS, MAX_OFFER_TERMS } from '@cardgenius/core/rules';
import { Form, Link, useNavigation } from 'react-router';
import { FieldShell, TextField } from '../../components/ui/form-fields';
import {
  COMPACT_DANGER_BUTTON_CLASS,
  COMPACT_PRIMARY_BUTTON_CLASS,
  COMPACT_SECONDARY_BUTTON_CLASS,
  LIGHT_INPUT_CLASS,
  TEXT_LINK_CLASS,
} from '../../components/ui/form-styles';
import { useHydrated } from '../../lib/use-hydrated';
import { dollars } from './geniuscash-format';
import { ResultMessage } from './moderation-queue';
import { fieldsFor, type StaffActionResult } from './staff-action';

const WINDOW_LABELS: Record<OfferWindow, string> = {
  current: 'Current',
  upcoming: 'Upcoming',
  ended: 'Ended',
  all: 'All',
};

const PILL =
  'inline-block rounded-full border border-slate-300 bg-white px-3 py-1 font-medium text-slate-800 hover:bg-slate-100 aria-[current=page]:border-brand-700 aria-[current=page]:bg-brand-700 aria-[current=page]:text-white';

interface OffersQuery {
  window: OfferWindow;
  card: string | undefined;
  edit: string | undefined;
}

function hrefOf(basePath: string, query: Partial<OffersQuery>): string {
  const search = new URLSearchParams();
  if (query.window && query.window !== 'current') search.set('window', query.window);
  if (query.card) search.set('card', query.card);
  if (query.edit) search.set('edit', query.edit);
  const text = search.toString();
  return text ? `${basePath}?${text}` : basePath;
}

function days(offer: StaffOffer): string {
  return `${offer.start} to ${offer.end ?? 'no end set'}`;
}

function OfferEntry({ offer, basePath, query }: { offer: StaffOffer; basePath: string; query: OffersQuery }) {
  const hydrated = useHydrated();
  const busy = useNavigation().state === 'submitting';
  return (
    <article
      aria-label={`${offer.cardName}, ${dollars(offer.amount)}`}
      className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h3 className="font-semibold text-slate-900">{offer.cardName}</h3>
        <p className="font-bold text-lg text-slate-900">{dollars(offer.amount)}</p>
      </div>
      <dl className="mt-2 grid gap-x-6 gap-y-1 text-slate-700 text-sm sm:grid-cols-2">
        <div className="sm:col-span-2">
          <dt className="inline font-medium">Days: </dt>
          <dd className="inline">{days(offer)}</dd>
        </div>
        <div>
          <dt className="inline font-medium">Status: </dt>
          <dd className="inline">{WINDOW_LABELS[offer.window]}</dd>
        </div>
        <div>
          <dt className="inline font-medium">Claims: </dt>
          <dd className="inline">{offer.claimCount}</dd>
        </div>
        <div>
          <dt className="inline font-medium">Kept by: </dt>
          <dd className="inline">
            {offer.origin === 'staff' ? 'staff (the seed leaves it alone)' : 'data/offers.json'}
          </dd>
        </div>
      </dl>
      <details className="mt-2 text-sm">
        <summary className="cursor-pointer font-medium text-brand-700">Terms ({offer.terms.length})</summary>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-700">
          {offer.terms.map((term) => (
            <li key={term} className="break-words">
              {term}
            </li>
          ))}
        </ul>
      </details>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <Link to={hrefOf(basePath, { ...query, edit: offer.id })} className={COMPACT_SECONDARY_BUTTON_CLASS}>
          Edit<span className="sr-only"> the {offer.cardName} offer</span>
        </Link>
        {offer.window !== 'ended' ? (
          <Form method="post">
            <input type="hidden" name="intent" value="end" />
            <input type="hidden" name="id" value={offer.id} />
            <button type="submit" disabled={!hydrated || busy} className={COMPACT_DANGER_BUTTON_CLASS}>
              End now<span className="sr-only"> the {offer.cardName} offer</span>
            </button>
          </Form>
        ) : null}
      </div>
    </article>
  );
}

/** The form to make an offer, or to change the one being edited. */
function OfferForm({
  cards,
  editing,
  result,
  basePath,
  query,
}: {
  cards: { slug: string; name: string }[];
  editing: StaffOffer | undefined;
  result: StaffActionResult | undefined;
  basePath: string;
  query: OffersQuery;
}) {
  const hydrated = useHydrated();
  const busy = useNavigation().state === 'submitting';
  const fields = fieldsFor(result, 'offer');
  // A new form once an offer is made, so its fields start empty again.
  const key = `${editing?.id ?? 'new'}-${result?.ok && result.form === 'offer' ? result.message : ''}`;
  return (
    <section
      aria-labelledby="offer-form-title"
      className="self-start rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <h2 id="offer-form-title" className="font-semibold text-lg text-slate-900">
        {editing ? `Change the ${editing.cardName} offer` : 'New offer'}
      </h2>
      <p className="mt-1 text-slate-700 text-sm">
        Days are Toronto calendar days: the offer opens at midnight on its first day and closes at the end of its last.
        Windows of one card may not overlap.
      </p>
      <Form key={key} method="post" className="mt-4 space-y-4" noValidate>
        <input type="hidden" name="intent" value={editing ? 'update' : 'create'} />
        {editing ? <input type="hidden" name="id" value={editing.id} /> : null}
        <FieldShell id="offer-card" label="Card" error={fields.card} look="compact">
          {(describedBy) => (
            <select
              id="offer-card"
              name="card"
              defaultValue={editing?.cardSlug ?? query.card ?? ''}
              aria-describedby={describedBy}
              aria-invalid={fields.card ? true : undefined}
              className={LIGHT_INPUT_CLASS}
            >
              <option value="">Choose a card</option>
              {cards.map((card) => (
                <option key={card.slug} value={card.slug}>
                  {card.name}
                </option>
              ))}
            </select>
          )}
        </FieldShell>
        <TextField
          look="compact"
          name="amount"
          type="number"
          inputMode="decimal"
          min="1"
          max={String(MAX_OFFER_DOLLARS)}
          step="0.01"
          label="Amount in dollars"
          hint={`Paid by the site on approval; at most $${MAX_OFFER_DOLLARS}.`}
          defaultValue={editing ? String(editing.amount) : undefined}
          error={fields.amount}
        />
        <div className="space-y-4">
          <TextField
            look="compact"
            name="start"
            type="date"
            label="First day"
            defaultValue={editing?.start}
            error={fields.start}
          />
          <TextField
            look="compact"
            name="end"
            type="date"
            label="Last day (optional)"
            hint="Empty: open until ended."
            defaultValue={editing?.end ?? undefined}
            error={fields.end}
          />
        </div>
        <TextField
          look="compact"
          multiline
          rows={5}
          name="terms"
          label="Terms"
          hint={`One full sentence per line, at most ${MAX_OFFER_TERMS}.`}
          defaultValue={editing?.terms.join('\n')}
          error={fields.terms}
        />
        <div className="flex flex-wrap items-center gap-3">
          <button type="submit" disabled={!hydrated || busy} className={COMPACT_PRIMARY_BUTTON_CLASS}>
            {editing ? 'Save the offer' : 'Make the offer'}
          </button>
          {editing ? (
            <Link to={hrefOf(basePath, { ...query, edit: undefined })} className={TEXT_LINK_CLASS}>
              Cancel
            </Link>
          ) : null}
        </div>
      </Form>
    </section>
  );
}

/** The offers screen: windows and a card filter, the offers found, and the form to make or change one. */
export function OffersScreen({
  query,
  offers,
  cards,
  basePath,
  result,
}: {
  query: OffersQuery;
  offers: StaffOffer[];
  cards: { slug: string; name: string }[];
  basePath: string;
  result: StaffActionResult | undefined;
}) {
  const editing = offers.find((offer) => offer.id === query.edit);
  return (
    <div className="mx-auto max-w-4xl">
      <h1 className="font-bold text-2xl text-slate-900 sm:text-3xl">Offers</h1>
      <p className="mt-1 text-slate-700">
        GeniusCash offers: what the site pays a member when the issuer approves an application made through it. A change
        shows on the offers and card pages within seconds.
      </p>
      <div className="mt-5 flex flex-wrap items-end justify-between gap-4">
        <nav aria-label="Offers by window">
          <ul className="flex flex-wrap gap-2 text-sm">
            {(Object.keys(WINDOW_LABELS) as OfferWindow[]).map((window) => (
              <li key={window}>
                <Link
                  to={hrefOf(basePath, { window, card: query.card })}
                  aria-current={window === query.window ? 'page' : undefined}
                  className={PILL}
                >
                  {WINDOW_LABELS[window]}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <Form method="get" className="flex w-full flex-wrap items-end gap-2 sm:w-auto">
          {query.window !== 'current' ? <input type="hidden" name="window" value={query.window} /> : null}
          <div className="min-w-0 flex-1 sm:w-64 sm:flex-none">
            <label htmlFor="offers-card-filter" className="font-semibold text-slate-900 text-sm">
              Card
            </label>
            <select id="offers-card-filter" name="card" defaultValue={query.card ?? ''} className={LIGHT_INPUT_CLASS}>
              <option value="">Every card</option>
              {cards.map((card) => (
                <option key={card.slug} value={card.slug}>
                  {card.name}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className={COMPACT_SECONDARY_BUTTON_CLASS}>
            Show
          </button>
        </Form>
      </div>
      <ResultMessage result={result} />
      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,22rem)]">
        <section aria-labelledby="offers-list-title">
          <h2 id="offers-list-title" className="font-semibold text-lg text-slate-900">
            {WINDOW_LABELS[query.window]}: {offers.length} {offers.length === 1 ? 'offer' : 'offers'}
          </h2>
          {offers.length === 0 ? (
            <p className="mt-3 rounded-lg border border-slate-200 bg-white p-5 text-slate-700">No offers here.</p>
          ) : (
            <ul className="mt-3 space-y-3">
              {offers.map((offer) => (
                <li key={offer.id}>
                  <OfferEntry offer={offer} basePath={basePath} query={query} />
                </li>
              ))}
            </ul>
          )}
        </section>
        <OfferForm cards={cards} editing={editing} result={result} basePath={basePath} query={query} />
      </div>
    </div>
  );
}
