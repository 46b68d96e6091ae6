import type { StaffClaimSummary } from '@cardgenius/core/contract';
import { PAYMENT_STATUSES, type PaymentStatus, paymentStatusLabel } from '@cardgenius/core/rules';
import { Form, Link } from 'react-router';
import { COMPACT_SECONDARY_BUTTON_CLASS, LIGHT_INPUT_CLASS } from '../../components/ui/form-styles';
import { dollars, torontoTime } from './geniuscash-format';

export interface ClaimsQuery {
  status: PaymentStatus | undefined;
  q: string;
  page: number;
}

/** The queue's own address, in its shortest form. */
export function claimsHref(basePath: string, query: ClaimsQuery): string {
  const search = new URLSearchParams();
  if (query.status) search.set('status', query.status);
  if (query.q) search.set('q', query.q);
  if (query.page > 1) search.set('page', String(query.page));
  const text = search.toString();
  return text ? `${basePath}?${text}` : basePath;
}

/** A status as staff read it: the recorded status and, beside it, what the member sees. */
export function statusWithLabel(status: string): string {
  const label = paymentStatusLabel(status);
  return label.toLowerCase() === status.replaceAll('_', ' ') ? label : `${status} (member sees ${label})`;
}

const PAGE_LINK =
  'inline-flex items-center rounded-md border border-slate-300 bg-white px-3 py-1.5 font-medium text-slate-800 hover:bg-slate-100';

/** The claims queue: filter by status, search by ticket reference or email, one page of claims. */
export function ClaimsScreen({
  basePath,
  query,
  list,
}: {
  basePath: string;
  query: ClaimsQuery;
  list: { claims: StaffClaimSummary[]; total: number; page: number; totalPages: number };
}) {
  return (
    <div className="mx-auto max-w-4xl">
      <h1 className="font-bold text-2xl text-slate-900 sm:text-3xl">Claims</h1>
      <p className="mt-1 text-slate-700">
        Members’ GeniusCash claims: each is a ticket. Open one to see its history, change its status or reply.
      </p>
      <Form
        method="get"
        role="search"
        aria-label="Claims"
        className="mt-5 grid gap-3 sm:grid-cols-[12rem_1fr_auto] sm:items-end"
      >
        <div>
          <label htmlFor="claims-status" className="font-semibold text-slate-900 text-sm">
            Status
          </label>
          <select id="claims-status" name="status" defaultValue={query.status ?? ''} className={LIGHT_INPUT_CLASS}>
            <option value="">Every status</option>
            {PAYMENT_STATUSES.map((status) => (
              <option key={status} value={status}>
                {statusWithLabel(status)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="claims-search" className="font-semibold text-slate-900 text-sm">
            Ticket reference or member email
          </label>
          <input
            id="claims-search"
            type="search"
            name="q"
            defaultValue={query.q}
            maxLength={254}
            className={LIGHT_INPUT_CLASS}
          />
        </div>
        <button type="submit" className={COMPACT_SECONDARY_BUTTON_CLASS}>
          Search
        </button>
      </Form>
      <h2 className="mt-6 font-semibold text-lg text-slate-900">
        {list.total} {list.total === 1 ? 'claim' : 'claims'}
      </h2>
      {list.claims.length === 0 ? (
        <p className="mt-3 rounded-lg border border-slate-200 bg-white p-5 text-slate-700">No claims match.</p>
      ) : (
        <ul className="mt-3 space-y-3">
          {list.claims.map((claim) => (
            <li key={claim.id}>
              <article
                aria-labelledby={`claim-${claim.id}`}
                className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
              >
                <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
                  <h3 id={`claim-${claim.id}`} className="font-semibold text-slate-900">
                    <Link to={`${basePath}/${claim.id}`} className="text-brand-700 underline hover:text-brand-900">
                      Ticket #{claim.reference}
                    </Link>
                  </h3>
                  <p className="font-semibold text-slate-900">{dollars(claim.amount)}</p>
                </div>
                <p className="mt-1 break-words text-slate-700 text-sm">
                  {claim.cardName} · {claim.memberEmail ?? 'account deleted'}
                </p>
                <p className="mt-1 text-slate-700 text-sm">
                  <span className="font-medium">{statusWithLabel(claim.status)}</span> · claimed{' '}
                  {torontoTime(claim.claimedAt)}
                </p>
              </article>
            </li>
          ))}
        </ul>
      )}
      {list.totalPages > 1 ? (
        <nav aria-label="Pages" className="mt-6 flex flex-wrap items-center justify-between gap-3 text-sm">
          {query.page > 1 ? (
            <Link to={claimsHref(basePath, { ...query, page: query.page - 1 })} className={PAGE_LINK} rel="prev">
              Previous page
            </Link>
          ) : (
            <span />
          )}
          <p className="text-slate-700">
            Page {query.page} of {list.totalPages}
          </p>
          {query.page < list.totalPages ? (
            <Link to={claimsHref(basePath, { ...query, page: query.page + 1 })} className={PAGE_LINK} rel="next">
              Next page
            </Link>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
    </div>
  );
}
