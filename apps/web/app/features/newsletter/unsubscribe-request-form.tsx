import { isApiError } from '@cardgenius/core/contract/api-error';
import { useId, useRef, useState } from 'react';
import { INPUT_CLASS, PRIMARY_BUTTON_CLASS } from '../../components/ui/form-styles';
import { useEarlyInput } from '../../lib/early-input';
import { callApi, useBrowserApiOnFocus } from '../../lib/load-browser-api';
import { Notice } from './newsletter-ui';
import { SUBSCRIBE_FAILURE } from './subscribe-form';

/** Asks for an unsubscribe link by email; the answer is the same whether or not the address is on the list. */
export function UnsubscribeRequestForm() {
  const formRef = useRef<HTMLFormElement>(null);
  const hydrated = useEarlyInput(formRef);
  useBrowserApiOnFocus(formRef);
  const id = useId();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const result = await callApi('requestUnsubscribeLink', { body: { email } });
      setSent(result.message);
    } catch (failure) {
      setError(
        isApiError(failure) && failure.status < 500 ? (failure.fields?.email ?? failure.message) : SUBSCRIBE_FAILURE,
      );
      setBusy(false);
    }
  }

  if (sent) {
    return (
      <Notice kind="success">
        <p>{sent}</p>
        <p className="mt-1">Nothing arrived after a few minutes? Check your spam or junk folder.</p>
      </Notice>
    );
  }
  return (
    <form ref={formRef} onSubmit={submit} className="mt-6 space-y-4">
      <div>
        <label htmlFor={`${id}-email`} className="font-semibold text-slate-900">
          Email address
        </label>
        <input
          id={`${id}-email`}
          name="email"
          type="email"
          required
          maxLength={254}
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={INPUT_CLASS}
        />
      </div>
      <div role="alert">
        {error ? (
          <p id={`${id}-error`} className="rounded-md border border-red-200 bg-red-50 p-3 font-medium text-red-800">
            {error}
          </p>
        ) : null}
      </div>
      <button type="submit" disabled={busy || !hydrated} className={PRIMARY_BUTTON_CLASS}>
        {busy ? 'Sending…' : 'Email me an unsubscribe link'}
      </button>
    </form>
  );
}
