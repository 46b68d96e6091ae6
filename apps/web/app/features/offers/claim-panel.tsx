import type { OfferView } from '@cardgenius/core/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { type GoScreenState, readGoScreenState } from '../../lib/go-state';
import { paths } from '../../lib/paths';
import { claimOffer } from './claim-offer';
import { offerAmount } from './offer-text';

/** The go flow's context for clicks made from an offer page (shell-and-browsing §2.1, §7). */
export const OFFER_PAGE_CONTEXT = 'Offer Page';

/**
 * What the visitor asked for before the go-link recorded their click: on coming back here with the go
 * flow's state, the page carries on by itself. Kept for this tab only.
 */
const PENDING_KEY = 'geniuscash-pending';
/** Long enough for the go-link's round trip, short enough that a later visit starts afresh. */
const PENDING_TTL_MS = 5 * 60_000;
type Pending = 'claim' | 'skip';

function readPending(slug: string): Pending | null {
  try {
    const [savedSlug, pending, at] = (window.sessionStorage.getItem(PENDING_KEY) ?? '').split('|');
    window.sessionStorage.removeItem(PENDING_KEY);
    const fresh = Date.now() - Number(at) < PENDING_TTL_MS;
    return savedSlug === slug && fresh && (pending === 'claim' || pending === 'skip') ? pending : null;
  } catch {
    return null;
  }
}

function rememberPending(slug: string, pending: Pending): void {
  try {
    window.sessionStorage.setItem(PENDING_KEY, `${slug}|${pending}|${Date.now()}`);
  } catch {
    // Without storage the visitor simply clicks once more on coming back.
  }
}

export interface ExistingTicket {
  reference: string;
  statusLabel: string;
}

type Phase = { kind: 'idle' } | { kind: 'busy' } | { kind: 'failed'; message: string };

/**
 * Claiming a GeniusCash offer, then on to the issuer. A member claims at once; a visitor signs in (or
 * registers) in the auth modal first. With the go flow's state (its apply id and the issuer URL) the
 * claim is linked to that click and the visitor goes on to the apply instructions; without it (the
 * visitor came straight here) the go-link records the click and brings them back to finish.
 */
export function ClaimPanel({
  offer,
  signedIn,
  ticket,
  askToSignIn,
  preloadSignIn,
}: {
  offer: OfferView;
  signedIn: boolean;
  ticket: ExistingTicket | null;
  askToSignIn: (options: { mode: 'login' | 'register'; onSignedIn: () => void }) => void;
  preloadSignIn: () => void;
}) {
  const location = useLocation();
  const navigate = useNavigate();
  // Navigation state exists only in the browser: read after hydration, so both renders agree.
  const [goState, setGoState] = useState<GoScreenState | null>(null);
  const [hydrated, setHydrated] = useState(false);
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const issuer = offer.issuer.name;
  const amount = offerAmount(offer);
  const goLink = paths.go(offer.affiliateId, `?context=${encodeURIComponent(OFFER_PAGE_CONTEXT)}`);

  // The page may hand a new function each render: keep the latest without restarting the effects.
  const askRef = useRef(askToSignIn);
  useEffect(() => {
    askRef.current = askToSignIn;
  }, [askToSignIn]);

  const proceed = useCallback(
    async (state: GoScreenState | null) => {
      setPhase({ kind: 'busy' });
      const linkable = state?.destination && state.applyId ? state.applyId : undefined;
      const outcome = await claimOffer(offer.id, linkable);
      if (outcome.kind === 'claimed') {
        if (state?.destination && outcome.next.startsWith(paths.applyInstructions(offer.affiliateId))) {
          void navigate(outcome.next, { state });
        } else {
          rememberPending(offer.cardSlug, 'claim');
          void navigate(outcome.next);
        }
      } else if (outcome.kind === 'signedOut') {
        setPhase({ kind: 'idle' });
        askRef.current({ mode: 'login', onSignedIn: () => void proceed(state) });
      } else if (outcome.kind === 'ended') {
        void navigate(paths.offerDisabled(offer.cardSlug), { replace: true });
      } else {
        setPhase({ kind: 'failed', message: outcome.message });
      }
    },
    [offer.id, offer.affiliateId, offer.cardSlug, navigate],
  );

  useEffect(() => {
    setGoState(readGoScreenState(location.state));
    setHydrated(true);
  }, [location.state]);

  // On coming back from the go-link with its state, finish what the visitor started there.
  const resumedRef = useRef(false);
  useEffect(() => {
    if (resumedRef.current || !goState?.destination) return;
    resumedRef.current = true;
    const pending = readPending(offer.cardSlug);
    if (pending === 'claim' && signedIn) void proceed(goState);
    if (pending === 'skip') window.location.assign(goState.destination);
  }, [goState, offer.cardSlug, signedIn, proceed]);

  const claim = () => {
    if (phase.kind === 'busy') return;
    if (signedIn) void proceed(goState);
    else askToSignIn({ mode: 'login', onSignedIn: () => void proceed(goState) });
  };

  const busy = phase.kind === 'busy';
  return (
    <section
      aria-labelledby="claim-heading"
      className="rounded-2xl border-2 border-emerald-600 bg-white p-5 shadow-sm sm:p-6"
    >
      {ticket ? (
        <>
          <h2 id="claim-heading" className="font-bold text-slate-900 text-xl">
            You have claimed this offer
          </h2>
          <p className="mt-2 text-slate-700">
            Your ticket is{' '}
            <Link to={paths.ticket(ticket.reference)} className="font-mono font-semibold text-brand-700 underline">
              {ticket.reference}
            </Link>{' '}
            ({ticket.statusLabel}). Apply for the card through our link to qualify for your {amount}.
          </p>
        </>
      ) : (
        <>
          <h2 id="claim-heading" className="font-bold text-slate-900 text-xl">
            Get {amount} back when you are approved
          </h2>
          <p className="mt-2 text-slate-700">
            {signedIn
              ? `Claim the offer, then we take you to ${issuer} to apply.`
              : `Log in or create a free account to claim it, then we take you to ${issuer} to apply.`}
          </p>
        </>
      )}
      <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center">
        <button
          type="button"
          disabled={!hydrated}
          aria-disabled={busy}
          onClick={claim}
          onPointerEnter={signedIn ? undefined : preloadSignIn}
          onFocus={signedIn ? undefined : preloadSignIn}
          className="inline-flex items-center justify-center rounded-md bg-emerald-700 px-5 py-3 font-semibold text-white hover:bg-emerald-800 disabled:cursor-wait disabled:bg-slate-400 aria-disabled:cursor-wait aria-disabled:opacity-80"
        >
          {busy ? 'One moment…' : ticket ? `Continue to ${issuer}` : `Claim ${amount} GeniusCash`}
        </button>
        {!signedIn && !ticket ? (
          <button
            type="button"
            disabled={!hydrated || busy}
            onClick={() => askToSignIn({ mode: 'register', onSignedIn: () => void proceed(goState) })}
            onPointerEnter={preloadSignIn}
            onFocus={preloadSignIn}
            className="font-medium text-brand-700 underline hover:text-brand-900 disabled:text-slate-500"
          >
            New here? Create a free account
          </button>
        ) : null}
      </div>
      <div role="status" className="mt-3 text-sm">
        {phase.kind === 'failed' ? <p className="text-red-700">{phase.message}</p> : null}
      </div>
      {ticket ? null : (
        <p className="mt-2 text-slate-700 text-sm">
          {goState?.destination ? (
            <a href={goState.destination} rel="sponsored nofollow" className="underline hover:text-slate-900">
              Continue to {issuer} without claiming
            </a>
          ) : (
            <Link
              to={goLink}
              onClick={() => rememberPending(offer.cardSlug, 'skip')}
              className="underline hover:text-slate-900"
            >
              Continue to {issuer} without claiming
            </Link>
          )}
        </p>
      )}
    </section>
  );
}
