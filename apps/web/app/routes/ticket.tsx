import { endpoints } from '@cardgenius/core/contract';
import { loginPathFor, needsPayoutMethod } from '@cardgenius/core/rules';
import { Form, Link, redirect } from 'react-router';
import { COMPACT_PRIMARY_BUTTON_CLASS, LIGHT_INPUT_CLASS, TEXT_LINK_CLASS } from '../components/ui/form-styles';
import { PageSection } from '../features/account/form-controls';
import { privatePageHeaders, privatePageMeta } from '../features/account/private-page';
import { requireMember } from '../features/account/require-member';
import {
  PayoutPreferencePrompt,
  type TicketActionData,
  TicketCard,
  TicketSummary,
} from '../features/account/ticket-card';
import { findTicket } from '../features/account/tickets';
import { browserApi } from '../lib/browser-api';
import { failureFrom, invalidBody, isSignedOut } from '../lib/form-result';
import { paths } from '../lib/paths';
import type { Route } from './+types/ticket';

/** The query parameter of the lookup form. */
const TICKET_PARAM = 'id';

export async function loader({ context, request }: Route.LoaderArgs) {
  await requireMember({ context, request });
  const { tickets, payoutPreference } = await context.api.call(endpoints.listTickets);
  const typed = (new URL(request.url).searchParams.get(TICKET_PARAM) ?? '').slice(0, 64);
  // Only the member's own tickets are searched.
  const found = typed.trim() ? findTicket(tickets, typed) : null;
  return { tickets, hasPreference: payoutPreference !== null, lookup: typed.trim() ? { typed, found } : null };
}

/** A note on a ticket, from the browser (POST user/tickets/{id}/messages, with the CSRF header). */
export async function clientAction({ request }: Route.ClientActionArgs): Promise<TicketActionData> {
  const form = await request.formData();
  const ticketId = String(form.get('ticketId') ?? '');
  const body = { body: String(form.get('body') ?? '') };
  const invalid = invalidBody(endpoints.addTicketMessage, body);
  if (invalid) return { intent: 'addMessage', ticketId, result: invalid };
  try {
    await browserApi.call(endpoints.addTicketMessage, { params: { id: ticketId }, body });
    return { intent: 'addMessage', ticketId, result: { ok: true, message: 'Your note is on the ticket.' } };
  } catch (error) {
    if (isSignedOut(error)) throw redirect(loginPathFor(paths.ticket()));
    return { intent: 'addMessage', ticketId, result: failureFrom(error) };
  }
}

export const headers = privatePageHeaders;

export const meta: Route.MetaFunction = (args) => privatePageMeta(args, 'Your GeniusCash tickets');

export default function Ticket({ loaderData }: Route.ComponentProps) {
  const { tickets, hasPreference, lookup } = loaderData;
  const waiting = needsPayoutMethod(
    hasPreference,
    tickets.map((ticket) => ticket.status),
  );
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:py-12">
      <p className="text-sm">
        <Link to="/dashboard" className={TEXT_LINK_CLASS}>
          Dashboard
        </Link>
      </p>
      <h1 className="mt-2 font-bold text-2xl sm:text-3xl">Your GeniusCash tickets</h1>
      <p className="mt-2 text-slate-700">
        Every GeniusCash offer you claim gets a ticket, and its status shows where the payout stands: Pending, Approved,
        Processed or Delivered.
      </p>
      <div className="mt-6 space-y-6">
        {waiting ? <PayoutPreferencePrompt /> : null}
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
                className={`${LIGHT_INPUT_CLASS} font-mono`}
              />
            </div>
            <button type="submit" className={COMPACT_PRIMARY_BUTTON_CLASS}>
              Find ticket
            </button>
          </Form>
          {lookup ? (
            <div className="mt-4" role="status">
              {lookup.found ? (
                <TicketSummary ticket={lookup.found} hasPreference={hasPreference} />
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
              <Link to={paths.offers()} className={`${COMPACT_PRIMARY_BUTTON_CLASS} mt-3`}>
                See GeniusCash offers
              </Link>
            </div>
          ) : (
            <ul className="mt-3 space-y-4">
              {tickets.map((ticket) => (
                <li key={ticket.id}>
                  <TicketCard ticket={ticket} hasPreference={hasPreference} />
                </li>
              ))}
            </ul>
          )}
        </section>

        <p className="text-slate-700">
          Something the notes cannot settle?{' '}
          <Link to={paths.contact('geniuscash')} className={TEXT_LINK_CLASS}>
            Ask us about a GeniusCash offer
          </Link>{' '}
          and include the ticket number.
        </p>
      </div>
    </div>
  );
}
