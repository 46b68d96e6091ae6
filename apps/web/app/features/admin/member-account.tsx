import type { MemberAccount, MemberDetail } from '@cardgenius/core/contract';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import {
  COMPACT_DANGER_BUTTON_CLASS,
  COMPACT_PRIMARY_BUTTON_CLASS,
  COMPACT_SECONDARY_BUTTON_CLASS,
  LIGHT_INPUT_CLASS,
} from '../../components/ui/form-styles';
import { useHydrated } from '../../lib/use-hydrated';
import { formatMoment } from './entries';
import { MEMBER_ACTIONS, type MemberActionResult, type MemberIntent, ROLE_CHOICES, ROLE_NAMES } from './member-actions';
import { MEMBERS_PATH, MemberBadges } from './member-list';
import { ResultMessage } from './moderation-queue';

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/**
 * One action's form. A destructive one asks first, in the page: its button opens the question with
 * "Yes" and "Cancel", and only "Yes" posts. Actions run in the browser (clientAction), so the buttons
 * wait for the page to be ready.
 */
function ActionForm({
  intent,
  danger = false,
  children,
}: {
  intent: MemberIntent;
  danger?: boolean;
  children?: ReactNode;
}) {
  const action = MEMBER_ACTIONS[intent];
  const hydrated = useHydrated();
  const busy = useNavigation().state !== 'idle';
  const [asking, setAsking] = useState(false);
  const questionId = useId();
  const openRef = useRef<HTMLButtonElement>(null);
  const yesRef = useRef<HTMLButtonElement>(null);
  const wasAsking = useRef(false);
  useEffect(() => {
    if (asking) yesRef.current?.focus();
    else if (wasAsking.current) openRef.current?.focus();
    wasAsking.current = asking;
  }, [asking]);
  const buttonClass = danger ? COMPACT_DANGER_BUTTON_CLASS : COMPACT_SECONDARY_BUTTON_CLASS;
  return (
    <Form method="post" onSubmit={() => setAsking(false)} className="flex flex-wrap items-end gap-3">
      <input type="hidden" name="intent" value={intent} />
      {children}
      {action.confirm === null ? (
        <button type="submit" disabled={!hydrated || busy} className={buttonClass}>
          {action.button}
        </button>
      ) : asking ? null : (
        <button
          ref={openRef}
          type="button"
          disabled={!hydrated || busy}
          onClick={() => setAsking(true)}
          className={buttonClass}
        >
          {action.button}
        </button>
      )}
      {asking && action.confirm ? (
        <div className="w-full rounded-md border border-red-200 bg-red-50 p-3">
          <p id={questionId} className="text-red-900 text-sm">
            {action.confirm}
          </p>
          <div className="mt-3 flex flex-wrap gap-2">
            <button
              ref={yesRef}
              type="submit"
              aria-describedby={questionId}
              disabled={busy}
              className={COMPACT_DANGER_BUTTON_CLASS}
            >
              Yes, {lowerFirst(action.button)}
            </button>
            <button type="button" onClick={() => setAsking(false)} className={COMPACT_SECONDARY_BUTTON_CLASS}>
              Cancel
            </button>
          </div>
        </div>
      ) : null}
    </Form>
  );
}

/** The password again, when the API wants it for a sensitive action; sending it tries the action again. */
function PasswordPrompt({ passwordFor }: { passwordFor: { intent: MemberIntent; role: string } }) {
  const inputRef = useRef<HTMLInputElement>(null);
  const busy = useNavigation().state !== 'idle';
  const inputId = useId();
  useEffect(() => inputRef.current?.focus(), []);
  return (
    <Form method="post" className="mt-4 rounded-lg border border-amber-300 bg-amber-50 p-4">
      <input type="hidden" name="intent" value={passwordFor.intent} />
      <input type="hidden" name="role" value={passwordFor.role} />
      <label htmlFor={inputId} className="font-medium text-slate-900 text-sm">
        Your password
      </label>
      <div className="flex flex-wrap items-end gap-3">
        <input
          ref={inputRef}
          id={inputId}
          type="password"
          name="password"
          required
          autoComplete="current-password"
          className={`${LIGHT_INPUT_CLASS} max-w-xs`}
        />
        <button type="submit" disabled={busy} className={COMPACT_PRIMARY_BUTTON_CLASS}>
          Confirm and {lowerFirst(MEMBER_ACTIONS[passwordFor.intent].button)}
        </button>
      </div>
    </Form>
  );
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="border-slate-100 border-t py-2 sm:grid sm:grid-cols-3 sm:gap-4">
      <dt className="font-medium text-slate-700 text-sm">{term}</dt>
      <dd className="min-w-0 break-words text-slate-900 sm:col-span-2">{children}</dd>
    </div>
  );
}

function lockText(member: MemberDetail): string {
  if (member.lockedByStaffAt) return `Locked by staff since ${formatMoment(member.lockedByStaffAt)}`;
  if (member.lockedOutUntil) return `Locked out after wrong passwords until ${formatMoment(member.lockedOutUntil)}`;
  return 'No';
}

function Facts({ member }: { member: MemberDetail }) {
  const plural = (n: number, one: string, many: string) => `${n.toLocaleString('en-CA')} ${n === 1 ? one : many}`;
  return (
    <dl className="mt-3">
      <Fact term="Email address">
        <span className="break-all">{member.email}</span> ({member.emailConfirmed ? 'confirmed' : 'not confirmed'})
      </Fact>
      <Fact term="Mobile number">
        {member.mobileNumber
          ? `Ends in ${member.mobileNumber.ending} (${member.mobileNumber.verified ? 'verified' : 'not verified'})`
          : 'None added'}
      </Fact>
      <Fact term="Two-factor sign-in">{member.twoFactorEnabled ? 'On' : 'Off'}</Fact>
      <Fact term="Staff role">{member.role ? ROLE_NAMES[member.role] : 'None'}</Fact>
      <Fact term="Joined">{formatMoment(member.createdAt)}</Fact>
      <Fact term="Last sign-in">{member.lastSignInAt ? formatMoment(member.lastSignInAt) : 'Never'}</Fact>
      <Fact term="Locked">{lockText(member)}</Fact>
      <Fact term="Signed in now">{plural(member.liveSessions, 'session', 'sessions')}</Fact>
      <Fact term="Saved cards">{member.savedCards.toLocaleString('en-CA')}</Fact>
      <Fact term="GeniusCash claims">{member.claims.toLocaleString('en-CA')}</Fact>
      <Fact term="Member id">
        <span className="break-all font-mono text-sm">{member.id}</span>
      </Fact>
    </dl>
  );
}

const SECTION = 'mt-6 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6';

/** A member's page: what staff may see of the account, and the actions on it. */
export function MemberAccountView({
  account,
  result,
}: {
  account: MemberAccount;
  result: MemberActionResult | undefined;
}) {
  const { member, mayChangeRole } = account;
  const passwordFor = result && !result.ok ? result.passwordFor : undefined;
  const roleId = useId();
  return (
    <div className="mx-auto max-w-3xl">
      <p className="text-sm">
        <Link to={MEMBERS_PATH} className="font-medium text-brand-700 underline hover:text-brand-900">
          All members
        </Link>
      </p>
      <h1 className="mt-2 break-words font-bold text-2xl text-slate-900 sm:text-3xl">{member.name}</h1>
      <p className="mt-1 flex flex-wrap items-baseline gap-2">
        <span className="break-all text-slate-700">{member.email}</span>
        <MemberBadges member={member} />
      </p>
      <ResultMessage result={result} />
      {passwordFor ? <PasswordPrompt key={passwordFor.intent} passwordFor={passwordFor} /> : null}

      <section aria-labelledby="member-account" className={SECTION}>
        <h2 id="member-account" className="font-semibold text-lg text-slate-900">
          Account
        </h2>
        <Facts member={member} />
      </section>

      <section aria-labelledby="member-actions" className={SECTION}>
        <h2 id="member-actions" className="font-semibold text-lg text-slate-900">
          Actions
        </h2>
        <p className="mt-1 text-slate-700 text-sm">Each action is recorded in the audit log with your name.</p>
        <div className="mt-4 space-y-4">
          {member.emailConfirmed ? null : <ActionForm intent="resend-confirmation" />}
          {member.liveSessions > 0 ? <ActionForm intent="end-sessions" /> : null}
          {member.lockedByStaff ? <ActionForm intent="unlock" /> : <ActionForm intent="lock" danger />}
          {!member.lockedByStaff && member.lockedOutUntil ? <ActionForm intent="unlock" /> : null}
          {member.twoFactorEnabled ? <ActionForm intent="reset-two-factor" danger /> : null}
        </div>
      </section>

      <section aria-labelledby="member-role" className={SECTION}>
        <h2 id="member-role" className="font-semibold text-lg text-slate-900">
          Staff role
        </h2>
        {mayChangeRole ? (
          <div className="mt-3">
            <ActionForm intent="role">
              <div>
                <label htmlFor={roleId} className="font-medium text-slate-800 text-sm">
                  Role
                </label>
                <select id={roleId} name="role" defaultValue={member.role ?? ''} className={LIGHT_INPUT_CLASS}>
                  {ROLE_CHOICES.map((choice) => (
                    <option key={choice.value} value={choice.value}>
                      {choice.label}
                    </option>
                  ))}
                </select>
              </div>
            </ActionForm>
          </div>
        ) : (
          <p className="mt-2 text-slate-700">
            {member.role ? ROLE_NAMES[member.role] : 'None'}. Only an admin may change roles.
          </p>
        )}
      </section>
    </div>
  );
}
