import type { SubscriptionSource } from '@cardgenius/core/contract';
import { isApiError } from '@cardgenius/core/contract/api-error';
import { PERSON_NAME_MAX_LENGTH, safeRedirectPath } from '@cardgenius/core/rules';
import { useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { TextField } from '../../components/ui/form-fields';
import { PRIMARY_BUTTON_CLASS } from '../../components/ui/form-styles';
import { track } from '../../lib/analytics';
import { useEarlyInput } from '../../lib/early-input';
import { callApi, useBrowserApiOnFocus } from '../../lib/load-browser-api';
import { paths } from '../../lib/paths';

/** Shown when the API cannot be reached or fails (shell-and-browsing §8, the footer's wording). */
export const SUBSCRIBE_FAILURE = 'Something went wrong, please try again.';

type FieldErrors = { name?: string | undefined; email?: string | undefined };

/**
 * The newsletter's own form (shell-and-browsing §5: name and email required, an email-type input): on
 * success it records the subscription event and follows the API's redirect when it is a path on this site.
 */
export function SubscribeForm({
  source,
  submitLabel = 'Subscribe',
  initialEmail = '',
}: {
  source: SubscriptionSource;
  submitLabel?: string;
  initialEmail?: string;
}) {
  const id = useId();
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const hydrated = useEarlyInput(formRef);
  useBrowserApiOnFocus(formRef);
  const [name, setName] = useState('');
  const [email, setEmail] = useState(initialEmail);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    setErrors({});
    setFailure(null);
    try {
      const { redirect } = await callApi('subscribe', { body: { name, email, source } });
      track('subscription', { context: source, subscribed: true });
      void navigate(safeRedirectPath(redirect, paths.thankYou()));
    } catch (error) {
      if (isApiError(error) && error.fields && (error.fields.name || error.fields.email)) {
        setErrors({ name: error.fields.name, email: error.fields.email });
      } else {
        // A refusal the API explains (too many attempts) is shown as it is; anything else, the generic line.
        setFailure(isApiError(error) && error.status === 429 ? error.message : SUBSCRIBE_FAILURE);
      }
      setBusy(false);
    }
  }

  return (
    <form ref={formRef} onSubmit={submit} className="space-y-4">
      <TextField
        id={`${id}-name`}
        name="name"
        label="Name"
        autoComplete="given-name"
        maxLength={PERSON_NAME_MAX_LENGTH}
        required
        value={name}
        onValue={setName}
        error={errors.name}
      />
      <TextField
        id={`${id}-email`}
        name="email"
        label="Email"
        type="email"
        autoComplete="email"
        maxLength={254}
        required
        value={email}
        onValue={setEmail}
        error={errors.email}
      />
      <div role="alert">
        {failure ? (
          <p className="rounded-md border border-red-200 bg-red-50 p-3 font-medium text-red-800">{failure}</p>
        ) : null}
      </div>
      <button type="submit" disabled={busy || !hydrated} className={PRIMARY_BUTTON_CLASS}>
        {busy ? 'Subscribing…' : submitLabel}
      </button>
      <p className="text-slate-600 text-sm">
        We’ll email you a link to confirm. Every email has a one-click unsubscribe link, and we never sell or share your
        address.
      </p>
    </form>
  );
}
