import type { AccountProfile } from '@cardgenius/core/contract';
import {
  isPasswordAcceptable,
  PAYMENT_METHODS,
  type PaymentMethod,
  PERSON_NAME_MAX_LENGTH,
} from '@cardgenius/core/rules';
import { useEffect, useId, useState } from 'react';
import { Link, useFetcher } from 'react-router';
import { TextField } from '../../components/ui/form-fields';
import { COMPACT_SECONDARY_BUTTON_CLASS } from '../../components/ui/form-styles';
import { useHydrated } from '../../lib/use-hydrated';
import type { accountClientAction } from './account-actions';
import { ACCOUNT_SECTION_IDS } from './account-section-ids';
import { FormNotice, PageSection, SubmitButton } from './form-controls';
import { PasswordChecklist } from './password-checklist';
import { PAYMENT_METHOD_LABELS, type PayoutDraft, payoutDraftFor, payoutFieldNames } from './payout';

/** One form of the account page: its fetcher, its answer and whether it is on its way. */
function useAccountForm(intent: string) {
  const fetcher = useFetcher<typeof accountClientAction>({ key: `account-${intent}` });
  const data = fetcher.data?.intent === intent ? fetcher.data : undefined;
  const result = data?.result;
  const fields = result && !result.ok ? result.fields : {};
  return { fetcher, result, fields, busy: fetcher.state !== 'idle' };
}

export function NameSection({ name }: { name: string }) {
  const { fetcher, result, fields, busy } = useAccountForm('name');
  return (
    <PageSection id={ACCOUNT_SECTION_IDS.name} title="Name" description="How we greet you on the site and in emails.">
      <fetcher.Form method="post" noValidate className="space-y-4">
        <input type="hidden" name="intent" value="name" />
        <FormNotice result={result} />
        <div className="sm:max-w-md">
          <TextField
            look="compact"
            type="text"
            label="Your name"
            name="name"
            defaultValue={name}
            autoComplete="name"
            maxLength={PERSON_NAME_MAX_LENGTH}
            required
            error={fields.name}
          />
        </div>
        <SubmitButton busy={busy} busyLabel="Saving…">
          Save name
        </SubmitButton>
      </fetcher.Form>
    </PageSection>
  );
}

export function EmailSection({ profile }: { profile: Pick<AccountProfile, 'email' | 'pendingEmail'> }) {
  const { fetcher, result, fields, busy } = useAccountForm('email');
  const [formKey, setFormKey] = useState(0);
  // A sent link clears the form; the pending address then shows from the page's fresh data.
  useEffect(() => {
    if (result?.ok) setFormKey((key) => key + 1);
  }, [result]);
  return (
    <PageSection
      id={ACCOUNT_SECTION_IDS.email}
      title="Email"
      description={
        <>
          You sign in with <strong className="break-all text-slate-900">{profile.email}</strong>.
        </>
      }
    >
      {profile.pendingEmail ? (
        <p className="mb-4 rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-amber-900 text-sm">
          Waiting for confirmation: we sent a link to <strong className="break-all">{profile.pendingEmail}</strong>. The
          change happens when you open it. Asking again sends a new link.
        </p>
      ) : null}
      <fetcher.Form key={formKey} method="post" noValidate className="space-y-4">
        <input type="hidden" name="intent" value="email" />
        <FormNotice result={result} />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            look="compact"
            label="New email address"
            name="newEmail"
            type="email"
            autoComplete="email"
            maxLength={254}
            required
            error={fields.newEmail}
          />
          <TextField
            look="compact"
            label="Current password"
            name="password"
            type="password"
            autoComplete="current-password"
            required
            error={fields.password}
          />
        </div>
        <SubmitButton busy={busy} busyLabel="Sending the link…">
          Change email
        </SubmitButton>
      </fetcher.Form>
    </PageSection>
  );
}

export function PasswordSection() {
  const { fetcher, result, fields, busy } = useAccountForm('password');
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const checklistId = useId();
  useEffect(() => {
    if (result?.ok) {
      setCurrent('');
      setNext('');
      setConfirm('');
    }
  }, [result]);
  const mismatch = confirm !== '' && confirm !== next;
  const ready = current !== '' && isPasswordAcceptable(next, confirm);
  return (
    <PageSection
      id={ACCOUNT_SECTION_IDS.password}
      title="Password"
      description="Changing it signs you out everywhere else you are signed in."
    >
      <fetcher.Form method="post" noValidate className="space-y-4">
        <input type="hidden" name="intent" value="password" />
        <FormNotice result={result} />
        <TextField
          look="compact"
          label="Current password"
          name="currentPassword"
          type="password"
          autoComplete="current-password"
          value={current}
          onValue={setCurrent}
          required
          error={fields.currentPassword}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <div>
            <TextField
              look="compact"
              label="New password"
              name="newPassword1"
              type="password"
              autoComplete="new-password"
              minLength={8}
              maxLength={128}
              value={next}
              onValue={setNext}
              required
              describedBy={checklistId}
              error={fields.newPassword1}
            />
            <PasswordChecklist id={checklistId} password={next} />
          </div>
          <TextField
            look="compact"
            label="Confirm new password"
            name="newPassword2"
            type="password"
            autoComplete="new-password"
            minLength={8}
            maxLength={128}
            value={confirm}
            onValue={setConfirm}
            required
            error={fields.newPassword2 ?? (mismatch ? 'The two passwords do not match.' : undefined)}
          />
        </div>
        <SubmitButton busy={busy} busyLabel="Changing…" disabled={!ready}>
          Change password
        </SubmitButton>
      </fetcher.Form>
    </PageSection>
  );
}

export function PayoutSection({
  profile,
}: {
  profile: Pick<AccountProfile, 'email' | 'paymentMethod' | 'interacEmail' | 'paypalEmail'>;
}) {
  const { fetcher, result, fields, busy } = useAccountForm('payout');
  const [draft, setDraft] = useState<PayoutDraft>(() => payoutDraftFor(profile.paymentMethod, profile));
  const names = draft.method ? payoutFieldNames(draft.method) : null;
  const saved = profile.paymentMethod
    ? `${PAYMENT_METHOD_LABELS[profile.paymentMethod]} to ${
        (profile.paymentMethod === 'interac' ? profile.interacEmail : profile.paypalEmail) ?? profile.email
      }`
    : null;
  const choose = (method: PaymentMethod) => setDraft(payoutDraftFor(method, profile));
  return (
    <PageSection
      id={ACCOUNT_SECTION_IDS.payout}
      title="Payout preference"
      description={
        saved ? (
          <>
            GeniusCash is sent by <strong className="break-all text-slate-900">{saved}</strong>.
          </>
        ) : (
          'Choose how we send you GeniusCash once an offer is approved.'
        )
      }
    >
      <fetcher.Form method="post" noValidate className="space-y-4">
        <input type="hidden" name="intent" value="payout" />
        <FormNotice result={result} />
        <fieldset>
          <legend className="font-semibold text-slate-900 text-sm">Send my GeniusCash by</legend>
          <div className="mt-2 flex flex-col gap-2 sm:flex-row sm:gap-6">
            {PAYMENT_METHODS.map((method) => (
              <label key={method} className="flex items-center gap-2 text-slate-800">
                <input
                  type="radio"
                  name="paymentMethod"
                  value={method}
                  checked={draft.method === method}
                  onChange={() => choose(method)}
                  className="h-4 w-4"
                />
                {PAYMENT_METHOD_LABELS[method]}
              </label>
            ))}
          </div>
        </fieldset>
        {draft.method && names ? (
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              look="compact"
              label={draft.method === 'interac' ? 'Email for Interac e-Transfers' : 'PayPal email'}
              name="email"
              type="email"
              autoComplete="email"
              maxLength={254}
              value={draft.email}
              onValue={(value) => setDraft({ ...draft, email: value })}
              error={fields[names.email]}
            />
            <TextField
              look="compact"
              label={draft.method === 'interac' ? 'Confirm the Interac email' : 'Confirm the PayPal email'}
              name="emailVerify"
              type="email"
              autoComplete="off"
              maxLength={254}
              value={draft.emailVerify}
              onValue={(value) => setDraft({ ...draft, emailVerify: value })}
              error={fields[names.emailVerify]}
            />
            <TextField
              look="compact"
              label="Your password"
              hint="Needed to change where your money goes."
              name="password"
              type="password"
              autoComplete="current-password"
              required
              error={fields.password}
            />
          </div>
        ) : null}
        <SubmitButton busy={busy} busyLabel="Saving…" disabled={!draft.method}>
          Save payout preference
        </SubmitButton>
      </fetcher.Form>
    </PageSection>
  );
}

/** An on/off switch for one kind of email: shows the change at once, while it is on its way. */
function EmailSwitchSection({
  intent,
  field,
  value,
  sectionId,
  title,
  description,
  label,
}: {
  intent: 'marketing' | 'walletAlerts';
  /** The form field the action reads ('true' or 'false'). */
  field: string;
  value: boolean;
  sectionId: string;
  title: string;
  description: string;
  label: string;
}) {
  const { fetcher, result, busy } = useAccountForm(intent);
  const pending = fetcher.formData?.get(field);
  const on = typeof pending === 'string' ? pending === 'true' : value;
  const labelId = useId();
  return (
    <PageSection id={sectionId} title={title} description={description}>
      <fetcher.Form method="post" className="space-y-3">
        <input type="hidden" name="intent" value={intent} />
        <input type="hidden" name={field} value={on ? 'false' : 'true'} />
        <FormNotice result={result} />
        <div className="flex items-center gap-3">
          <SwitchButton on={on} busy={busy} labelledBy={labelId} />
          <span id={labelId} className="text-slate-800">
            {label}
          </span>
        </div>
      </fetcher.Form>
    </PageSection>
  );
}

export function MarketingSection({ optedIn }: { optedIn: boolean }) {
  return (
    <EmailSwitchSection
      intent="marketing"
      field="marketingOptIn"
      value={optedIn}
      sectionId={ACCOUNT_SECTION_IDS.marketing}
      title="Marketing emails"
      description="Exclusive card deals and offers, a few times a month. Emails about your account always arrive."
      label="Send me deals and offers by email"
    />
  );
}

export function WalletAlertsSection({ enabled }: { enabled: boolean }) {
  return (
    <EmailSwitchSection
      intent="walletAlerts"
      field="walletAlerts"
      value={enabled}
      sectionId={ACCOUNT_SECTION_IDS.walletAlerts}
      title="Wallet alerts"
      description="One email a week at most, when a card you watch raises its welcome or GeniusCash offer, or a card you hold changes its annual fee."
      label="Email me when the cards in my wallet change"
    />
  );
}

function SwitchButton({ on, busy, labelledBy }: { on: boolean; busy: boolean; labelledBy: string }) {
  const hydrated = useHydrated();
  return (
    <button
      type="submit"
      role="switch"
      aria-checked={on}
      aria-labelledby={labelledBy}
      disabled={!hydrated || busy}
      className={`relative inline-flex h-7 w-12 shrink-0 items-center rounded-full border-2 border-transparent transition-colors disabled:opacity-70 ${on ? 'bg-brand-600' : 'bg-slate-500'}`}
    >
      <span
        aria-hidden="true"
        className={`inline-block h-6 w-6 rounded-full bg-white shadow transition-transform ${on ? 'translate-x-5' : 'translate-x-0'}`}
      />
    </button>
  );
}

export function DeleteSection() {
  return (
    <PageSection
      id={ACCOUNT_SECTION_IDS.delete}
      title="Delete account"
      description="Deletes your personal details, saved cards and sign-ins for good. You will be asked for your password."
    >
      <Link
        to="/user/confirm-delete"
        className={`${COMPACT_SECONDARY_BUTTON_CLASS} border-red-300 text-red-800 hover:bg-red-50`}
      >
        Delete my account…
      </Link>
    </PageSection>
  );
}
