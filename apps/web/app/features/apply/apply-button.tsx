import { lazy, type ReactNode, Suspense, useState } from 'react';
import { Link, useRouteLoaderData } from 'react-router';
import { browserCookies } from '../../lib/cookies';
import type { GoScreenState } from '../../lib/go-state';
import { paths } from '../../lib/paths';
import type { loader as rootLoader } from '../../root';
import { affiliateIdOf, applyHref, applyPopUpAllowed, isPlainClick } from './pop-up-rules';
import type { PostApplyVariant } from './post-apply-dialog';

// The pop-up loads on the first hover or focus of an Apply button, or on the click itself.
const loadDialog = () => import('./post-apply-dialog');
const PostApplyDialog = lazy(() => loadDialog().then((module) => ({ default: module.PostApplyDialog })));
const preload = () => void loadDialog().catch(() => undefined);

/** A visitor who closed the pop-up without answering is not asked again until the next page load. */
let closedUnanswered = false;

export interface ApplyCard {
  goUrl: string;
  displayName: string;
  slug: string;
  hasAffiliateLink: boolean;
}

/**
 * Apply: a real link to the card's go-link in a new tab (it works without script, and with a middle
 * click or a modifier), tagged with the place it was clicked (`context`). On a plain click, a visitor
 * who is not signed in and has not answered in the last 30 days also sees the newsletter pop-up
 * (shell-and-browsing §2.12): after the tab opens for an affiliate card, before it for the others.
 */
export function ApplyButton({
  card,
  context,
  className,
  children,
}: {
  card: ApplyCard;
  context: string;
  className: string;
  children: ReactNode;
}) {
  const signedIn = useRouteLoaderData<typeof rootLoader>('root')?.shell.auth.isAuthenticated ?? false;
  const [popUp, setPopUp] = useState<PostApplyVariant | null>(null);
  const href = applyHref(card.goUrl, context);
  return (
    <>
      <a
        href={href}
        target="_blank"
        rel={card.hasAffiliateLink ? 'sponsored noopener' : 'nofollow noopener'}
        className={className}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={(event) => {
          if (!isPlainClick(event) || closedUnanswered || !applyPopUpAllowed(browserCookies(), signedIn)) return;
          // The affiliate link opens as usual; any other card waits for the visitor's answer.
          if (!card.hasAffiliateLink) event.preventDefault();
          setPopUp(card.hasAffiliateLink ? 'affiliate' : 'non-affiliate');
        }}
      >
        {children}
      </a>
      {popUp ? (
        <Suspense fallback={null}>
          <PostApplyDialog
            variant={popUp}
            applyUrl={href}
            onClose={() => setPopUp(null)}
            onDismiss={() => {
              closedUnanswered = true;
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}

/**
 * 'Apply on your phone': the QR code screen for the card's go-link, on desktop widths only (a phone
 * is already one). The screen reads the card from the navigation state.
 */
export function ApplyOnPhoneLink({ card, className = '' }: { card: ApplyCard; className?: string }) {
  const affiliateId = affiliateIdOf(card.goUrl);
  if (!affiliateId) return null;
  const state: GoScreenState = { cardName: card.displayName, cardSlug: card.slug, isAffiliate: card.hasAffiliateLink };
  return (
    <Link
      to={paths.goQrCode(affiliateId)}
      state={state}
      rel="nofollow"
      className={`hidden items-center gap-1 text-slate-600 text-sm hover:text-brand-700 hover:underline lg:inline-flex ${className}`}
    >
      <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4">
        <rect x="5" y="2" width="10" height="16" rx="2" fill="none" stroke="currentColor" strokeWidth="1.6" />
        <path d="M9 15h2" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
      </svg>
      Apply on your phone<span className="sr-only"> for the {card.displayName}</span>
    </Link>
  );
}
