import { endpoints } from '@cardgenius/core/contract';
import { Form, Link } from 'react-router';
import { LIGHT_INPUT_CLASS } from '../../components/ui/form-styles';
import { privatePageHeaders, privatePageMeta } from '../../features/account/private-page';
import { cardListHref, cardListQuery } from '../../features/admin/cards/card-list-query';
import { CardStateBadge, NotExportedBadge } from '../../features/admin/cards/card-state-badge';
import { Pager } from '../../features/admin/pager';
import { staffCall } from '../../features/admin/staff-access';
import type { Route } from './+types/cards';

export async function loader({ context, request }: Route.LoaderArgs) {
  const query = cardListQuery(new URL(request.url));
  const list = await staffCall(request, () =>
    context.api.call(endpoints.listStaffCards, {
      query: {
        ...(query.search ? { search: query.search } : {}),
        ...(query.issuer ? { issuer: query.issuer } : {}),
        filter: query.filter,
        page: query.page,
      },
    }),
  );
  return { query, list };
}

export const headers = privatePageHeaders;

export const meta: Route.MetaFunction = (args) => privatePageMeta(args, 'Cards | Admin');

const FILTER_LABELS = {
  all: 'Every card',
  published: 'Published',
  hidden: 'Hidden',
  unavailable: 'Temporarily unavailable',
  'staff-edited': 'Not exported yet',
} as const;

const money = (dollars: number | null) =>
  dollars === null ? 'Not published' : dollars.toLocaleString('en-CA', { style: 'currency', currency: 'CAD' });

export default function AdminCards({ loaderData }: Route.ComponentProps) {
  const { query, list } = loaderData;
  return (
    <div className="mx-auto max-w-5xl">
      <h1 className="font-bold text-2xl text-slate-900 sm:text-3xl">Cards</h1>
      <p className="mt-1 max-w-3xl text-slate-700">
        Every card in the catalogue, hidden ones too. A change is checked like the catalogue files, needs the source of
        any figure it changes, and reaches the rankings within seconds. Run <code>npm run catalogue:export</code> to
        write changed cards back to <code>data/cards</code> for review.
      </p>
      <Form method="get" className="mt-6 grid gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-4">
        <label className="block text-sm sm:col-span-2">
          <span className="font-medium text-slate-800">Name or address</span>
          <input type="search" name="search" defaultValue={query.search} className={LIGHT_INPUT_CLASS} />
        </label>
        <label className="block text-sm">
          <span className="font-medium text-slate-800">Issuer</span>
          <select name="issuer" defaultValue={query.issuer} className={LIGHT_INPUT_CLASS}>
            <option value="">Every issuer</option>
            {list.issuers.map((issuer) => (
              <option key={issuer.slug} value={issuer.slug}>
                {issuer.name}
              </option>
            ))}
          </select>
        </label>
        <label className="block text-sm">
          <span className="font-medium text-slate-800">Show</span>
          <select name="filter" defaultValue={query.filter} className={LIGHT_INPUT_CLASS}>
            {Object.entries(FILTER_LABELS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </label>
        <div className="sm:col-span-4">
          <button
            type="submit"
            className="inline-flex items-center rounded-md bg-brand-600 px-4 py-2 font-semibold text-sm text-white hover:bg-brand-700"
          >
            Show cards
          </button>
        </div>
      </Form>
      <p className="mt-4 text-slate-700 text-sm" role="status">
        {list.total === 1 ? '1 card' : `${list.total.toLocaleString('en-CA')} cards`}
      </p>
      {list.cards.length > 0 ? (
        <div className="mt-2 overflow-x-auto rounded-xl border border-slate-200 bg-white">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Cards, page {list.page}</caption>
            <thead className="border-slate-200 border-b bg-slate-50 text-slate-700">
              <tr>
                <th scope="col" className="px-4 py-2 font-semibold">
                  Card
                </th>
                <th scope="col" className="hidden px-4 py-2 font-semibold sm:table-cell">
                  Issuer
                </th>
                <th scope="col" className="hidden px-4 py-2 text-right font-semibold md:table-cell">
                  Annual fee
                </th>
                <th scope="col" className="px-4 py-2 font-semibold">
                  State
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {list.cards.map((card) => (
                <tr key={card.slug}>
                  <td className="px-4 py-2">
                    <Link
                      to={`/admin/cards/${card.slug}`}
                      className="font-semibold text-brand-700 underline hover:text-brand-900"
                    >
                      {card.name}
                    </Link>
                    <p className="text-slate-600 text-xs">
                      {card.slug} · revision {card.revision}
                    </p>
                  </td>
                  <td className="hidden px-4 py-2 text-slate-800 sm:table-cell">{card.issuer.name}</td>
                  <td className="hidden px-4 py-2 text-right text-slate-800 tabular-nums md:table-cell">
                    {money(card.annualFee)}
                  </td>
                  <td className="space-x-1 space-y-1 px-4 py-2">
                    <CardStateBadge state={card.state} />
                    {card.staffEdited ? <NotExportedBadge /> : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p className="mt-4 rounded-xl border border-slate-200 bg-white p-6 text-slate-700">No card matches.</p>
      )}
      <Pager page={query.page} totalPages={list.totalPages} hrefFor={(page) => cardListHref({ ...query, page })} />
    </div>
  );
}
