import { API_BASE_PATH, type PayoutLine } from '@cardgenius/core/contract';
import { PAYMENT_METHODS } from '@cardgenius/core/rules';
import { Form, Link, useNavigation } from 'react-router';
import { TextField } from '../../components/ui/form-fields';
import {
  COMPACT_DANGER_BUTTON_CLASS,
  COMPACT_PRIMARY_BUTTON_CLASS,
  COMPACT_SECONDARY_BUTTON_CLASS,
  LIGHT_INPUT_CLASS,
  TEXT_LINK_CLASS,
} from '../../components/ui/form-styles';
import { useHydrated } from '../../lib/use-hydrated';
import { statusWithLabel } from './claims-screen';
import { dollars } from './geniuscash-format';
import { ResultMessage } from './moderation-queue';
import { PasswordAgain } from './password-again';
import { fieldsFor, needsPasswordIn, type StaffActionResult } from './staff-action';

const SECTION = 'mt-6 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-5';
const METHOD_NAMES = { interac: 'Interac', paypal: 'PayPal' } as const;

interface PayoutOverview {
  date: string;
  nextPayoutDate: string;
  payoutDates: string[];
  pending: PayoutLine[];
  approved: PayoutLine[];
  batch: PayoutLine[];
}

const total = (lines: readonly PayoutLine[]) => dollars(lines.reduce((sum, line) => sum + line.amount, 0));

function LineFacts({ line }: { line: PayoutLine }) {
  return (
    <>
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h3 className="font-semibold text-slate-900">
          <Link to={`/admin/claims/${line.claimId}`} className="text-brand-700 underline hover:text-brand-900">
            Ticket #{line.reference}
          </Link>
        </h3>
        <p className="font-semibold text-slate-900">{dollars(line.amount)}</p>
      </div>
      <p className="mt-1 break-words text-slate-700 text-sm">
        {line.cardName} · {line.memberEmail ?? 'account deleted'}
      </p>
      <p className="mt-1 break-words text-slate-700 text-sm">
        {statusWithLabel(line.status)}
        {line.payoutMethod ? ` · ${METHOD_NAMES[line.payoutMethod]} to ${line.payoutEmail}` : ''}
      </p>
    </>
  );
}

/** A pending claim with the reason and the two decisions. */
function DecisionForm({ line, result }: { line: PayoutLine; result: StaffActionResult | undefined }) {
  const hydrated = useHydrated();
  const busy = useNavigation().state === 'submitting';
  const form = `decide-${line.claimId}`;
  const fields = fieldsFor(result, form);
  return (
    <article aria-labelledby={`line-${line.claimId}`} className="rounded-lg border border-slate-200 p-4">
      <span id={`line-${line.claimId}`} className="sr-only">
        Ticket #{line.reference}
      </span>
      <LineFacts line={line} />
      <Form method="post" className="mt-3 space-y-3" noValidate>
        <input type="hidden" name="id" value={line.claimId} />
        <TextField
          look="compact"
          name="reason"
          label={
            <>
              Reason<span className="sr-only"> for ticket #{line.reference}</span>
            </>
          }
          hint="The issuer’s report or the member’s evidence; kept in the claim’s history."
          maxLength={1000}
          error={fields.reason}
        />
        <PasswordAgain shown={needsPasswordIn(result, form)} error={fields.password} />
        <div className="flex flex-wrap gap-2">
          <button
            type="submit"
            name="intent"
            value="approve"
            disabled={!hydrated || busy}
            className={COMPACT_PRIMARY_BUTTON_CLASS}
          >
            Approve<span className="sr-only"> ticket #{line.reference}</span>
          </button>
          <button
            type="submit"
            name="intent"
            value="reject"
            disabled={!hydrated || busy}
            className={COMPACT_DANGER_BUTTON_CLASS}
          >
            Reject<span className="sr-only"> ticket #{line.reference}</span>
          </button>
        </div>
      </Form>
    </article>
  );
}

function Lines({ lines, empty }: { lines: PayoutLine[]; empty: string }) {
  if (lines.length === 0) return <p className="mt-3 text-slate-700 text-sm">{empty}</p>;
  return (
    <ul className="mt-3 space-y-3">
      {lines.map((line) => (
        <li key={line.claimId} className="rounded-lg border border-slate-200 p-4">
          <LineFacts line={line} />
        </li>
      ))}
    </ul>
  );
}

/**
 * The payouts screen: claims waiting for the issuer's answer (approve or reject), approved claims
 * waiting for the next payout day (schedule them), and one payout day's batch (download it for the
 * transfer, then mark it paid).
 */
export function PayoutsScreen({
  overview,
  result,
}: {
  overview: PayoutOverview;
  result: StaffActionResult | undefined;
}) {
  const hydrated = useHydrated();
  const busy = useNavigation().state === 'submitting';
  const { date, nextPayoutDate, batch } = overview;
  const isNext = date === nextPayoutDate;
  const scheduled = batch.filter((line) => line.status === 'processing');
  return (
    <div className="mx-auto max-w-4xl">
      <h1 className="font-bold text-2xl text-slate-900 sm:text-3xl">Payouts</h1>
      <p className="mt-1 text-slate-700">
        GeniusCash is paid every other Tuesday. Record the issuer’s answer for each claim, schedule the approved ones
        for the next payout day, send the transfers, then mark the batch paid.
      </p>
      <ResultMessage result={result} />

      <section aria-labelledby="pending-title" className={SECTION}>
        <h2 id="pending-title" className="font-semibold text-lg text-slate-900">
          Waiting for the issuer’s answer: {overview.pending.length}
        </h2>
        {overview.pending.length === 0 ? (
          <p className="mt-3 text-slate-700 text-sm">No claim is waiting.</p>
        ) : (
          <ul className="mt-3 space-y-3">
            {overview.pending.map((line) => (
              <li key={line.claimId}>
                <DecisionForm line={line} result={result} />
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="approved-title" className={SECTION}>
        <h2 id="approved-title" className="font-semibold text-lg text-slate-900">
          Approved, waiting for a payout day: {overview.approved.length} ({total(overview.approved)})
        </h2>
        <Lines lines={overview.approved} empty="No approved claim is waiting." />
        {overview.approved.length > 0 ? (
          <Form method="post" className="mt-4">
            <input type="hidden" name="intent" value="schedule" />
            <input type="hidden" name="date" value={nextPayoutDate} />
            <button type="submit" disabled={!hydrated || busy} className={COMPACT_PRIMARY_BUTTON_CLASS}>
              Schedule them for {nextPayoutDate}
            </button>
          </Form>
        ) : null}
      </section>

      <section aria-labelledby="batch-title" className={SECTION}>
        <div className="flex flex-wrap items-end justify-between gap-3">
          <h2 id="batch-title" className="font-semibold text-lg text-slate-900">
            Batch of {date}
            {isNext ? ' (next payout day)' : ''}: {batch.length} ({total(batch)})
          </h2>
          <Form method="get" className="flex flex-wrap items-end gap-2">
            <div>
              <label htmlFor="payout-date" className="font-semibold text-slate-900 text-sm">
                Payout day
              </label>
              <select id="payout-date" name="date" defaultValue={date} className={LIGHT_INPUT_CLASS}>
                {(overview.payoutDates.includes(date) ? overview.payoutDates : [date, ...overview.payoutDates]).map(
                  (day) => (
                    <option key={day} value={day}>
                      {day}
                      {day === nextPayoutDate ? ' (next)' : ''}
                    </option>
                  ),
                )}
              </select>
            </div>
            <button type="submit" className={COMPACT_SECONDARY_BUTTON_CLASS}>
              Show
            </button>
          </Form>
        </div>
        <Lines lines={batch} empty="No claim is scheduled for this day." />
        {batch.length > 0 ? (
          <ul className="mt-4 flex flex-wrap gap-x-6 gap-y-2 text-sm">
            {PAYMENT_METHODS.map((method) => (
              <li key={method}>
                <a
                  href={`${API_BASE_PATH}/admin/payouts/${date}/export?method=${method}`}
                  download
                  className={TEXT_LINK_CLASS}
                >
                  Download the {METHOD_NAMES[method]} CSV
                </a>
              </li>
            ))}
          </ul>
        ) : null}
        {scheduled.length > 0 ? (
          <Form method="post" className="mt-4 space-y-3" noValidate>
            <input type="hidden" name="intent" value="paid" />
            <input type="hidden" name="date" value={date} />
            <PasswordAgain shown={needsPasswordIn(result, 'paid')} error={fieldsFor(result, 'paid').password} />
            <button type="submit" disabled={!hydrated || busy} className={COMPACT_PRIMARY_BUTTON_CLASS}>
              Mark the {date} batch paid
            </button>
          </Form>
        ) : null}
      </section>
    </div>
  );
}
