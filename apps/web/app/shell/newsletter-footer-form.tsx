import { useId, useState } from 'react';
import { track } from '../lib/analytics';

/** Shown when subscribing fails (shell-and-browsing §8). */
export const FOOTER_SUBSCRIBE_FAILURE = 'Something went wrong, please try again.';

/** The footer's newsletter form (§2.11): name and email, posted to `subscription/subscribe`. */
export function NewsletterFooterForm() {
  const id = useId();
  const [status, setStatus] = useState<'idle' | 'sending' | 'failed'>('idle');
  return (
    <section id="newsletter" aria-labelledby={`${id}-heading`} className="rounded-xl bg-brand-900 p-6 text-white">
      <h2 id={`${id}-heading`} className="font-bold text-xl">
        The Genius Is You.
      </h2>
      <p className="mt-1 text-brand-100 text-sm">
        Get hot credit card tips, news, reviews, and exclusive offers directly to your inbox.
      </p>
      <form
        className="mt-4 grid gap-3 sm:grid-cols-[1fr_1fr_auto]"
        onSubmit={async (event) => {
          event.preventDefault();
          const form = new FormData(event.currentTarget);
          setStatus('sending');
          try {
            // The call loads on first use: the footer is on every page, the form is rarely sent.
            const { subscribe } = await import('../lib/subscribe');
            const redirect = await subscribe({
              name: String(form.get('name') ?? ''),
              email: String(form.get('email') ?? ''),
              source: 'Footer Optin',
            });
            track('subscription', { context: 'Footer Optin', subscribed: true });
            setStatus('idle');
            if (redirect) location.assign(redirect);
          } catch {
            setStatus('failed');
          }
        }}
      >
        <label className="sr-only" htmlFor={`${id}-name`}>
          Name
        </label>
        <input
          id={`${id}-name`}
          name="name"
          required
          autoComplete="given-name"
          placeholder="Name"
          className="rounded-md border-0 bg-white px-3 py-2 text-slate-900 placeholder:text-slate-500"
        />
        <label className="sr-only" htmlFor={`${id}-email`}>
          Email
        </label>
        <input
          id={`${id}-email`}
          name="email"
          type="email"
          required
          autoComplete="email"
          placeholder="Email"
          className="rounded-md border-0 bg-white px-3 py-2 text-slate-900 placeholder:text-slate-500"
        />
        <button
          type="submit"
          disabled={status === 'sending'}
          className="rounded-md bg-yellow-400 px-5 py-2 font-bold text-brand-900 hover:bg-yellow-300 disabled:opacity-70"
        >
          I'm In!
        </button>
      </form>
      <p role="status" className="mt-2 min-h-5 font-semibold text-sm text-yellow-300">
        {status === 'failed' ? FOOTER_SUBSCRIBE_FAILURE : ''}
      </p>
      <p className="text-brand-100 text-xs">
        Only legit stuff gets sent. And it only takes one click to unsubscribe - so give it a try.
      </p>
    </section>
  );
}
