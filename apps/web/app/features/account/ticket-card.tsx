import { TICKET_MESSAGE_MAX_LENGTH, type Ticket } from '@cardgenius/core/contract';
import { PaymentStage, paymentStage } from '@cardgenius/core/rules';
import { useEffect, useId, useRef } from 'react';
import { Link, useFetcher } from 'react-router';
import { LIGHT_INPUT_CLASS, TEXT_LINK_CLASS } from '../../components/ui/form-styles';
import type { FormResult } from '../../lib/form-result';
import { formatFee } from '../../lib/format';
import { paths } from '../../lib/paths';
import { ACCOUNT_SECTION_IDS } from './account-section-ids';
import { formatEventDate, formatEventTime, formatFullDay } from './dates';
import { FormNotice, SubmitButton } from './form-controls';
import { PAYMENT_METHOD_LABELS } from './payout';
import { StatusBadge } from './status-badge';

/** The ticket page's `clientAction` answer for a note. */
export interface TicketActionData {
  intent: 'addMessage';
  ticketId: string;
  result: FormResult;
}

/** The element id of a ticket on the page, so a lookup can link to it. */
export const ticketAnchor = (reference: string) => `ticket-${reference}`;

/** Where the payout stands, in a sentence: scheduled, paid, or waiting for a payout preference. */
export function payoutText(ticket: Ticket, hasPreference: boolean): string | null {
  const method = ticket.payoutMethod ? ` by ${PAYMENT_METHOD_LABELS[ticket.payoutMethod]}` : '';
  if (ticket.paidAt) return `Sent${method} on ${formatEventDate(ticket.paidAt)}`;
  if (ticket.payoutDate) return `Scheduled for ${formatFullDay(ticket.payoutDate)}${method}`;
  if (ticket.status === 'confirmed_hold' || (paymentStage(ticket.status) === PaymentStage.Approved && !hasPreference)) {
    return 'Waiting for you to choose where we send it';
  }
  return null;
}

/** The facts of a ticket: reference, amount, when claimed, the payout. */
function TicketFacts({ ticket, hasPreference }: { ticket: Ticket; hasPreference: boolean }) {
  const payout = payoutText(ticket, hasPreference);
  return (
    <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
      <dt className="text-slate-600">Ticket</dt>
      <dd className="font-mono text-slate-900">{ticket.reference}</dd>
      <dt className="text-slate-600">GeniusCash</dt>
      <dd className="text-slate-900">{formatFee(ticket.amount)}</dd>
      <dt className="text-slate-600">Claimed</dt>
      <dd className="text-slate-900">
        <time dateTime={ticket.claimedAt}>{formatEventDate(ticket.claimedAt)}</time>
      </dd>
      <dt className="text-slate-600">Apply click</dt>
      <dd className="text-slate-900">
        {ticket.applyRecorded ? (
          'Recorded'
        ) : (
          <>
            Not recorded yet.{' '}
            <Link to={paths.offers(ticket.cardSlug)} className={TEXT_LINK_CLASS}>
              Continue to the card from its offer
            </Link>
          </>
        )}
      </dd>
      {payout ? (
        <>
          <dt className="text-slate-600">Payout</dt>
          <dd className="text-slate-900">
            {payout}
            {payout.startsWith('Waiting') ? (
              <>
                {' '}
                <Link to={`/account#${ACCOUNT_SECTION_IDS.payout}`} className={TEXT_LINK_CLASS}>
                  Choose now
                </Link>
              </>
            ) : null}
          </dd>
        </>
      ) : null}
    </dl>
  );
}

/** A ticket found by the lookup: its facts, and a link to the full ticket below. */
export function TicketSummary({ ticket, hasPreference }: { ticket: Ticket; hasPreference: boolean }) {
  return (
    <article className="rounded-lg border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="font-semibold text-slate-900">{ticket.cardName}</h3>
        <StatusBadge label={ticket.statusLabel} />
      </div>
      <TicketFacts ticket={ticket} hasPreference={hasPreference} />
      <p className="mt-2 text-sm">
        <a href={`#${ticketAnchor(ticket.reference)}`} className={TEXT_LINK_CLASS}>
          Messages and notes for this ticket
        </a>
      </p>
    </article>
  );
}

/** One ticket in full: facts, the conversation, and a form to add a note. */
export function TicketCard({ ticket, hasPreference }: { ticket: Ticket; hasPreference: boolean }) {
  const fetcher = useFetcher<TicketActionData>({ key: `ticket-${ticket.id}` });
  const formRef = useRef<HTMLFormElement>(null);
  const fieldId = useId();
  const result = fetcher.data?.ticketId === ticket.id ? fetcher.data.result : null;
  const busy = fetcher.state !== 'idle';
  const error = result && !result.ok ? result.fields.body : undefined;

  // A note that went through clears the box for the next one.
  useEffect(() => {
    if (fetcher.state === 'idle' && result?.ok) formRef.current?.reset();
  }, [fetcher.state, result]);

  return (
    <article
      id={ticketAnchor(ticket.reference)}
      aria-labelledby={`${fieldId}-title`}
      className="rounded-lg border border-slate-200 bg-white p-4 sm:p-5"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={`${fieldId}-title`} className="font-semibold text-slate-900">
          {ticket.cardName}
        </h3>
        <StatusBadge label={ticket.statusLabel} />
      </div>
      <TicketFacts ticket={ticket} hasPreference={hasPreference} />
      {ticket.messages.length > 0 ? (
        <ol aria-label={`Messages on ticket ${ticket.reference}`} className="mt-4 space-y-2">
          {ticket.messages.map((message) => (
            <li
              key={message.id}
              className={`rounded-md px-3 py-2 text-sm ${message.author === 'staff' ? 'bg-brand-50' : 'bg-slate-50'}`}
            >
              <p className="font-semibold text-slate-700 text-xs">
                {message.author === 'staff' ? 'GeniusCash team' : 'You'} ·{' '}
                <time dateTime={message.createdAt}>{formatEventTime(message.createdAt)}</time>
              </p>
              <p className="mt-0.5 whitespace-pre-line text-slate-900">{message.body}</p>
            </li>
          ))}
        </ol>
      ) : null}
      <fetcher.Form ref={formRef} method="post" className="mt-4 space-y-2">
        <input type="hidden" name="intent" value="addMessage" />
        <input type="hidden" name="ticketId" value={ticket.id} />
        <label htmlFor={`${fieldId}-note`} className="font-semibold text-slate-900 text-sm">
          Add a note
        </label>
        <p id={`${fieldId}-hint`} className="text-slate-600 text-sm">
          Tell us when you were approved, or ask a question. The GeniusCash team reads every note.
        </p>
        <textarea
          id={`${fieldId}-note`}
          name="body"
          rows={3}
          required
          maxLength={TICKET_MESSAGE_MAX_LENGTH}
          aria-invalid={error ? true : undefined}
          aria-describedby={[`${fieldId}-hint`, error ? `${fieldId}-error` : null].filter(Boolean).join(' ')}
          className={LIGHT_INPUT_CLASS}
        />
        {error ? (
          <p id={`${fieldId}-error`} className="font-medium text-red-700 text-sm">
            {error}
          </p>
        ) : null}
        <div className="flex flex-wrap items-center gap-3">
          <SubmitButton busy={busy} busyLabel="Adding…" variant="secondary">
            Add note<span className="sr-only"> to ticket {ticket.reference}</span>
          </SubmitButton>
        </div>
        <FormNotice result={result} />
      </fetcher.Form>
    </article>
  );
}

/** Shown above the tickets while approved GeniusCash has nowhere to go. */
export function PayoutPreferencePrompt() {
  return (
    <div className="flex flex-col gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 sm:flex-row sm:items-center sm:justify-between">
      <p className="text-amber-950">
        <strong>Choose where we send your GeniusCash.</strong> Approved payouts wait until you pick Interac e-Transfer
        or PayPal and the address to use.
      </p>
      <Link
        to={`/account#${ACCOUNT_SECTION_IDS.payout}`}
        className="inline-flex shrink-0 items-center justify-center rounded-md bg-brand-600 px-4 py-2 font-semibold text-sm text-white hover:bg-brand-700"
      >
        Choose payout method
      </Link>
    </div>
  );
}
