import { useEffect, useRef, useState } from 'react';
import { Link, useRouteLoaderData } from 'react-router';
import { browserCookies, setBrowserCookie } from '../../lib/cookies';
import { loadBrowserApi } from '../../lib/load-browser-api';
import type { loader as rootLoader } from '../../root';

/** The addCardOnSignIn cookie lives a day (accounts spec §3); add-cards takes at most 50 slugs. */
const PENDING_SECONDS = 24 * 60 * 60;
const MAX_PENDING = 50;

const loadSignInTarget = () => import('../../lib/sign-in-target');

type Outcome = 'saved' | 'signedOut' | 'failed';

/** POST user/add-cards for one card (saving a saved card again changes nothing). */
async function saveCard(slug: string): Promise<Outcome> {
  let contract: Awaited<ReturnType<typeof loadBrowserApi>>[1] | undefined;
  try {
    const [{ browserApi }, loaded] = await loadBrowserApi();
    contract = loaded;
    const { saved } = await browserApi.call(contract.endpoints.addCards, { body: { cards: [slug] } });
    return saved.includes(slug) ? 'saved' : 'failed';
  } catch (error) {
    return contract?.isApiError(error) && error.status === 401 ? 'signedOut' : 'failed';
  }
}

/** Adds the card to the ones saved once the visitor signs in (the addCardOnSignIn cookie, a JSON array). */
async function saveOnSignIn(slug: string): Promise<void> {
  const { ADD_CARD_COOKIE, parseCardSlugs } = await loadSignInTarget();
  const pending = parseCardSlugs(browserCookies()[ADD_CARD_COOKIE]).filter((entry) => entry !== slug);
  setBrowserCookie(ADD_CARD_COOKIE, JSON.stringify([...pending, slug].slice(-MAX_PENDING)), PENDING_SECONDS);
}

type State = 'idle' | 'saving' | 'saved' | 'failed';

/**
 * "Save card" on a card page. A member saves it at once; a visitor is asked to sign in (or register)
 * in the auth modal, and the card is saved as sign-in finishes. Little code up front: the modal, the
 * API client and the contract load on hover, focus or first click.
 */
export function SaveCardButton({
  slug,
  askToSignIn: openSignIn,
  preloadSignIn,
}: {
  slug: string;
  /** Opens the page's sign-in dialog (registration first); `onSignedIn` runs once the visitor is in. */
  askToSignIn: (options: { onSignedIn: () => void }) => void;
  preloadSignIn: () => void;
}) {
  const signedIn = useRouteLoaderData<typeof rootLoader>('root')?.shell.auth.isAuthenticated ?? false;
  const [state, setState] = useState<State>('idle');
  const buttonRef = useRef<HTMLButtonElement>(null);
  const linkRef = useRef<HTMLAnchorElement>(null);
  const focusLinkRef = useRef(false);

  // The button gives way to "Saved": focus follows to the dashboard link instead of being lost.
  useEffect(() => {
    if (state !== 'saved' || !focusLinkRef.current) return;
    focusLinkRef.current = false;
    linkRef.current?.focus();
  }, [state]);

  async function askToSignIn() {
    try {
      await saveOnSignIn(slug);
    } catch {
      setState('failed');
      return;
    }
    // Sign-in ends by saving the cookie's cards (finish-sign-in.ts); saving this one again confirms it.
    openSignIn({ onSignedIn: () => void save() });
  }

  async function save() {
    setState('saving');
    const outcome = await saveCard(slug);
    if (outcome === 'saved') {
      const active = document.activeElement;
      focusLinkRef.current = active === null || active === document.body || active === buttonRef.current;
      setState('saved');
    } else if (outcome === 'signedOut') {
      // The session ended since the page loaded.
      setState('idle');
      await askToSignIn();
    } else {
      setState('failed');
    }
  }

  function preload() {
    if (signedIn) {
      void loadBrowserApi();
    } else {
      preloadSignIn();
      void loadSignInTarget();
    }
  }

  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
      {state === 'saved' ? null : (
        <button
          ref={buttonRef}
          type="button"
          aria-disabled={state === 'saving'}
          onPointerEnter={preload}
          onFocus={preload}
          onClick={() => {
            if (state === 'saving') return;
            if (signedIn) void save();
            else void askToSignIn();
          }}
          className="inline-flex items-center gap-2 rounded-md border border-brand-600 bg-white px-5 py-3 font-semibold text-brand-700 hover:bg-brand-50 aria-disabled:cursor-wait aria-disabled:opacity-70"
        >
          <BookmarkIcon filled={false} />
          {state === 'saving' ? 'Saving…' : 'Save card'}
        </button>
      )}
      {/* Always rendered, so that what appears in it is announced. */}
      <div role="status" className="flex flex-wrap items-center gap-x-4 gap-y-2">
        {state === 'saved' ? (
          <>
            <span className="inline-flex items-center gap-2 rounded-md border border-emerald-700 bg-emerald-50 px-5 py-3 font-semibold text-emerald-800">
              <BookmarkIcon filled />
              Saved
            </span>
            <Link ref={linkRef} to="/dashboard" className="font-medium text-brand-700 underline hover:text-brand-900">
              View on your dashboard
            </Link>
          </>
        ) : null}
        {state === 'failed' ? (
          <span className="text-red-700 text-sm">The card could not be saved. Try again in a moment.</span>
        ) : null}
      </div>
    </div>
  );
}

function BookmarkIcon({ filled }: { filled: boolean }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 20 20"
      className="h-5 w-5 shrink-0"
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth="1.6"
    >
      <path strokeLinejoin="round" d="M5 3.5h10v13l-5-3.5-5 3.5z" />
    </svg>
  );
}
