import { useState } from 'react';
import { Link } from 'react-router';

/** What a visitor is told when their session cookie cannot be read (accounts spec §8, "Token cannot be read"). */
export const UNREADABLE_TOKEN_MESSAGES = [
  "The inspected token doesn't appear to be a JWT...",
  'Cannot decode the token.',
] as const;

/**
 * Told once, on the page where it happened, when the session cookie could not be read (accounts spec
 * §8): the server has already cleared it, so the visitor is signed out and may sign in again.
 */
export function SessionNotice() {
  const [dismissed, setDismissed] = useState(false);
  if (dismissed) return null;
  const [notJwt, cannotDecode] = UNREADABLE_TOKEN_MESSAGES;
  return (
    <div role="status" className="border-amber-300 border-b bg-amber-50 px-4 py-3 text-amber-950">
      <div className="mx-auto flex max-w-6xl flex-wrap items-start justify-between gap-3">
        <div className="text-sm">
          <p className="font-semibold">{notJwt}</p>
          <p>
            {cannotDecode} You have been signed out.{' '}
            <Link to="/login" className="font-semibold text-amber-950 underline">
              Sign in again
            </Link>
          </p>
        </div>
        <button
          type="button"
          onClick={() => setDismissed(true)}
          className="rounded border border-amber-400 px-3 py-1 font-semibold text-sm hover:bg-amber-100"
        >
          Dismiss
        </button>
      </div>
    </div>
  );
}
