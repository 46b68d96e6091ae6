import { endpoints } from '@cardgenius/core/contract';
import { Form, Link } from 'react-router';
import { formatEventDate } from '../features/account/dates';
import { INPUT_CLASS, PageSection, PRIMARY_BUTTON, TEXT_LINK } from '../features/account/form-controls';
import { privatePageHeaders, privatePageMeta } from '../features/account/private-page';
import { requireMember } from '../features/account/require-member';
import { StatusBadge } from '../features/account/status-badge';
import { findTicket, ticketReference } from '../features/account/tickets';
import { formatFee } from '../lib/format';
import { paths } from '../lib/paths';
import type { Route } from './+types/ticket';

/** The query parameter of the lookup form. */
const TICKET_PARAM = 'id';

export async function loader({ context, request }: Route.LoaderArgs) {
  await requireMember({ context, request });
  const { offers } = await context.api.call(endpoints.getDashboard);
  const typed = (new URL(request.url).searchParams.get(TICKET_PARAM) ?? '').slice(0, 64);
  const tickets = offers.map((offer) => ({ ...offer, reference: ticketReference(offer.id) }));
  // Only the member's own claims are searched.
  const found = typed.trim() ? findTicket(tickets, typed) : null;
  return { tickets, lookup: typed.trim() ? { typed, found } : null };
}

export const headers = privatePageHeaders;

export const meta: Route.MetaFunction = (args) => privatePageMeta(args, 'Your GeniusCash tickets');

type TicketView = Route.ComponentProps['loaderData']['tickets'][number];

function TicketCard({ ticket }: { ticket: TicketView }) {
  return (
    <article className="rounded-lg border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="font-semibold text-slate-900">{ticket.cardName}</h3>
        <StatusBadge label={ticket.statusLabel} />
      </div>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-slate-600">Ticket</dt>
        <dd className="font-mono text-slate-900">{ticket.reference}</dd>
        <dt className="text-slate-600">GeniusCash</dt>
        <dd className="text-slate-900">{formatFee(ticket.amount)}</dd>
        <dt className="text-slate-600">Claimed</dt>
        <dd className="text-slate-900">
          <time dateTime={ticket.claimedAt}>{formatEventDate(ticket.claimedAt)}</time>
        </dd>
      </dl>
    </article>
  );
}

export default function Ticket({ loaderData }: Route.ComponentProps) {
  const { tickets, lookup } = loaderData;
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:py-12">
      <p className="text-sm">
        <Link to="/dashboard" className={TEXT_LINK}>
          Dashboard
        </Link>
      </p>
      <h1 className="mt-2 font-bold text-2xl sm:text-3xl">Your GeniusCash tickets</h1>
      <p className="mt-2 text-slate-700">
        Every GeniusCash offer you claim gets a ticket, and its status shows where the payout stands: Pending, Approved,
        Processed or Delivered.
      </p>
      <div className="mt-6 space-y-6">
        <PageSection
          title="Find a ticket"
          description="Enter a ticket number (shown with each ticket below) to see where it stands."
        >
          <Form method="get" className="flex flex-col gap-3 sm:flex-row sm:items-end">
            <div className="flex-1">
              <label htmlFor="ticket-id" className="font-semibold text-slate-900 text-sm">
                Ticket number
              </label>
              <input
                id="ticket-id"
                name={TICKET_PARAM}
                defaultValue={lookup?.typed ?? ''}
                autoComplete="off"
                spellCheck={false}
                maxLength={64}
                className={`${INPUT_CLASS} font-mono`}
              />
            </div>
            <button type="submit" className={PRIMARY_BUTTON}>
              Find ticket
            </button>
          </Form>
          {lookup ? (
            <div className="mt-4" role="status">
              {lookup.found ? (
                <TicketCard ticket={lookup.found} />
              ) : (
                <p className="rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-amber-900 text-sm">
                  None of your tickets has the number “{lookup.typed.trim()}”. A ticket number has 8 letters and digits,
                  like the ones listed below.
                </p>
              )}
            </div>
          ) : null}
        </PageSection>

        <section aria-labelledby="all-tickets">
          <h2 id="all-tickets" className="font-bold text-lg text-slate-900">
            All your tickets
          </h2>
          {tickets.length === 0 ? (
            <div className="mt-3 rounded-lg border border-slate-300 border-dashed bg-white p-5 text-slate-700">
              <p>
                You have no GeniusCash tickets yet. Claim a GeniusCash offer when you apply for a card through our link,
                and its ticket appears here.
              </p>
              <Link to={paths.creditCards()} className={`${PRIMARY_BUTTON} mt-3`}>
                Find a card with GeniusCash
              </Link>
            </div>
          ) : (
            <ul className="mt-3 space-y-3">
              {tickets.map((ticket) => (
                <li key={ticket.id}>
                  <TicketCard ticket={ticket} />
                </li>
              ))}
            </ul>
          )}
        </section>

        <p className="text-slate-700">
          A question about a ticket or a payout?{' '}
          <Link to={paths.contact('geniuscash')} className={TEXT_LINK}>
            Ask us about a GeniusCash offer
          </Link>{' '}
          and include the ticket number.
        </p>
      </div>
    </div>
  );
}
