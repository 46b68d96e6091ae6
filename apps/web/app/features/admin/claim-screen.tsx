import type { StaffClaim } from '@cardgenius/core/contract';
import { PAYOUT_DECISION_STATUSES, type PaymentStatus } from '@cardgenius/core/rules';
import type { ReactNode } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import { FieldShell, TextField } from '../../components/ui/form-fields';
import { COMPACT_PRIMARY_BUTTON_CLASS, LIGHT_INPUT_CLASS, TEXT_LINK_CLASS } from '../../components/ui/form-styles';
import { useHydrated } from '../../lib/use-hydrated';
import { statusWithLabel } from './claims-screen';
import { dollars, torontoTime } from './geniuscash-format';
import { ResultMessage } from './moderation-queue';
import { PasswordAgain } from './password-again';
import { fieldsFor, needsPasswordIn, type StaffActionResult } from './staff-action';

const SECTION = 'rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-5';

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="font-medium text-slate-600 text-sm">{term}</dt>
      <dd className="break-words text-slate-900">{children}</dd>
    </div>
  );
}

/** The new status with its note (kept for staff) and an optional message to the member. */
function StatusForm({ claim, result }: { claim: StaffClaim; result: StaffActionResult | undefined }) {
  const hydrated = useHydrated();
  const busy = useNavigation().state === 'submitting';
  const fields = fieldsFor(result, 'status');
  const key = `${claim.status}-${claim.history.length}`;
  return (
    <section aria-labelledby="status-title" className={SECTION}>
      <h2 id="status-title" className="font-semibold text-lg text-slate-900">
        Change the status
      </h2>
      <p className="mt-1 text-slate-700 text-sm">
        Approving (confirmed) or declining (rejected) asks for your password. Scheduling and paying are done on the{' '}
        <Link to="/admin/payouts" className={TEXT_LINK_CLASS}>
          payouts
        </Link>{' '}
        screen.
      </p>
      <Form key={key} method="post" className="mt-4 space-y-4" noValidate>
        <input type="hidden" name="intent" value="status" />
        <FieldShell id="claim-status" label="New status" error={fields.status} look="compact">
          {(describedBy) => (
            <select
              id="claim-status"
              name="status"
              defaultValue=""
              aria-describedby={describedBy}
              aria-invalid={fields.status ? true : undefined}
              className={LIGHT_INPUT_CLASS}
            >
              <option value="">Choose a status</option>
              {claim.settableStatuses.map((status) => (
                <option key={status} value={status}>
                  {statusWithLabel(status)}
                  {PAYOUT_DECISION_STATUSES.includes(status as PaymentStatus) ? ' — password needed' : ''}
                </option>
              ))}
            </select>
          )}
        </FieldShell>
        <TextField
          look="compact"
          multiline
          rows={3}
          name="note"
          label="Note for staff (required)"
          hint="Why the status changes: kept in the claim’s history, never shown to the member."
          maxLength={1000}
          error={fields.note}
        />
        <TextField
          look="compact"
          multiline
          rows={3}
          name="message"
          label="Message to the member (optional)"
          hint="Added to their ticket, where they see it with the new status."
          maxLength={2000}
          error={fields.message}
        />
        <PasswordAgain shown={needsPasswordIn(result, 'status')} error={fields.password} />
        <button type="submit" disabled={!hydrated || busy} className={COMPACT_PRIMARY_BUTTON_CLASS}>
          Change the status
        </button>
      </Form>
    </section>
  );
}

function ReplyForm({ result, messageCount }: { result: StaffActionResult | undefined; messageCount: number }) {
  const hydrated = useHydrated();
  const busy = useNavigation().state === 'submitting';
  const fields = fieldsFor(result, 'reply');
  // A new, empty form once the reply is on the ticket.
  return (
    <Form key={messageCount} method="post" className="mt-4 space-y-3" noValidate>
      <input type="hidden" name="intent" value="reply" />
      <TextField
        look="compact"
        multiline
        rows={3}
        name="body"
        label="Reply to the member"
        maxLength={2000}
        error={fields.body}
      />
      <button type="submit" disabled={!hydrated || busy} className={COMPACT_PRIMARY_BUTTON_CLASS}>
        Send the reply
      </button>
    </Form>
  );
}

/** One claim: who, which card, how much, its history and ticket messages, and what staff may do. */
export function ClaimScreen({ claim, result }: { claim: StaffClaim; result: StaffActionResult | undefined }) {
  return (
    <div className="mx-auto max-w-4xl">
      <p className="text-sm">
        <Link to="/admin/claims" className={TEXT_LINK_CLASS}>
          All claims
        </Link>
      </p>
      <h1 className="mt-2 font-bold text-2xl text-slate-900 sm:text-3xl">Ticket #{claim.reference}</h1>
      <p className="mt-1 text-slate-700">{statusWithLabel(claim.status)}</p>
      <ResultMessage result={result} />
      <section aria-labelledby="claim-facts" className={`mt-6 ${SECTION}`}>
        <h2 id="claim-facts" className="sr-only">
          The claim
        </h2>
        <dl className="grid gap-4 sm:grid-cols-2">
          <Fact term="Member">
            {claim.member ? (
              <>
                {claim.member.name}
                <br />
                {claim.member.email}
              </>
            ) : (
              'The member deleted their account.'
            )}
          </Fact>
          <Fact term="Card">{claim.card.name}</Fact>
          <Fact term="Amount">{dollars(claim.amount)}</Fact>
          <Fact term="Claimed">{torontoTime(claim.claimedAt)}</Fact>
          <Fact term="Apply click">{claim.applyClickedAt ? torontoTime(claim.applyClickedAt) : 'None recorded'}</Fact>
          <Fact term="Payout">
            {claim.payoutDate
              ? `${claim.payoutMethod === 'paypal' ? 'PayPal' : 'Interac'} on ${claim.payoutDate}${claim.paidAt ? `, paid ${torontoTime(claim.paidAt)}` : ''}`
              : 'Not scheduled'}
          </Fact>
        </dl>
      </section>
      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        <section aria-labelledby="history-title" className={SECTION}>
          <h2 id="history-title" className="font-semibold text-lg text-slate-900">
            Status history
          </h2>
          {claim.history.length === 0 ? (
            <p className="mt-2 text-slate-700 text-sm">No change yet: pending since the claim.</p>
          ) : (
            <ol className="mt-3 space-y-3">
              {claim.history.map((change) => (
                <li key={`${change.at}-${change.to}`} className="border-slate-200 border-l-4 pl-3 text-sm">
                  <p className="font-medium text-slate-900">
                    {change.from} → {statusWithLabel(change.to)}
                  </p>
                  <p className="break-words text-slate-800">{change.note}</p>
                  <p className="text-slate-600">
                    {change.by ?? 'Command line'}, {torontoTime(change.at)}
                  </p>
                </li>
              ))}
            </ol>
          )}
        </section>
        <section aria-labelledby="messages-title" className={SECTION}>
          <h2 id="messages-title" className="font-semibold text-lg text-slate-900">
            Ticket messages
          </h2>
          {claim.messages.length === 0 ? (
            <p className="mt-2 text-slate-700 text-sm">No messages yet.</p>
          ) : (
            <ol className="mt-3 space-y-3">
              {claim.messages.map((message) => (
                <li
                  key={message.id}
                  className={`rounded-md p-3 text-sm ${message.author === 'staff' ? 'bg-brand-50' : 'bg-slate-100'}`}
                >
                  <p className="font-medium text-slate-900">
                    {message.author === 'staff' ? 'Staff' : 'Member'}, {torontoTime(message.createdAt)}
                  </p>
                  <p className="mt-1 whitespace-pre-line break-words text-slate-800">{message.body}</p>
                </li>
              ))}
            </ol>
          )}
          <ReplyForm result={result} messageCount={claim.messages.length} />
        </section>
      </div>
      <div className="mt-6">
        <StatusForm claim={claim} result={result} />
      </div>
    </div>
  );
}
