import { PERSON_NAME_MAX_LENGTH } from '@cardgenius/core/rules';
import { type FormEvent, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { track } from '../../lib/analytics';
import { setBrowserCookie } from '../../lib/cookies';
import { SubscribeFailed, subscribe } from '../../lib/subscribe';
import { answerCookies, type PopUpSource } from './pop-up-rules';

function rememberAnswer(): void {
  for (const [name, value, maxAge] of answerCookies()) setBrowserCookie(name, value, maxAge);
}

/**
 * The pop-ups' newsletter form (shell-and-browsing §2.12, §4, §5): name and email, both required. On
 * success it tracks, closes and follows the answer's redirect; a failure is only logged and the form
 * stays for another try (§8). `onChoice` runs synchronously on subscribe and on decline, inside the
 * click, so a window it opens is not taken for an unwanted pop-up.
 */
export function SubscribeForm({
  source,
  submitLabel,
  declineLabel,
  note,
  onChoice,
  onClose,
}: {
  source: PopUpSource;
  submitLabel: string;
  declineLabel?: string;
  note?: string;
  onChoice?: () => void;
  onClose: () => void;
}) {
  const id = useId();
  const navigate = useNavigate();
  const [sending, setSending] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onChoice?.();
    const form = new FormData(event.currentTarget);
    setSending(true);
    try {
      const redirect = await subscribe({
        name: String(form.get('name') ?? ''),
        email: String(form.get('email') ?? ''),
        source,
      });
      track('subscription', { context: source, subscribed: true });
      rememberAnswer();
      onClose();
      if (redirect) void navigate(redirect);
    } catch (error) {
      // Pop-up failures are logged only (§8); never the address itself.
      console.warn(`${source}: ${error instanceof SubscribeFailed ? error.message : 'subscribing failed.'}`);
      setSending(false);
    }
  }

  const inputClass =
    'mt-1 w-full rounded-md border border-slate-300 px-3 py-2 text-base text-slate-900 placeholder:text-slate-400 focus:border-brand-600';
  return (
    <form onSubmit={onSubmit} aria-busy={sending}>
      <div className="grid gap-3 sm:grid-cols-2">
        <div>
          <label htmlFor={`${id}-name`} className="font-semibold text-sm">
            Name
          </label>
          <input
            id={`${id}-name`}
            name="name"
            required
            maxLength={PERSON_NAME_MAX_LENGTH}
            autoComplete="given-name"
            className={inputClass}
          />
        </div>
        <div>
          <label htmlFor={`${id}-email`} className="font-semibold text-sm">
            Email
          </label>
          <input
            id={`${id}-email`}
            name="email"
            type="email"
            required
            maxLength={254}
            autoComplete="email"
            className={inputClass}
          />
        </div>
      </div>
      <button
        type="submit"
        disabled={sending}
        className="mt-4 w-full rounded-md bg-yellow-400 px-5 py-3 font-bold text-brand-900 hover:bg-yellow-300 disabled:opacity-70"
      >
        {submitLabel}
      </button>
      {note ? <p className="mt-2 text-center text-slate-600 text-xs">{note}</p> : null}
      {declineLabel ? (
        <p className="mt-3 text-center">
          <button
            type="button"
            onClick={() => {
              onChoice?.();
              track('subscription', { context: source, subscribed: false });
              rememberAnswer();
              onClose();
            }}
            className="text-slate-600 text-sm underline hover:text-slate-900"
          >
            {declineLabel}
          </button>
        </p>
      ) : null}
    </form>
  );
}
