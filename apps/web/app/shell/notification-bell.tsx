import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { NOTIFICATIONS_COOKIE } from '../lib/cookie-names';
import { browserCookies, setBrowserCookie } from '../lib/cookies';

const LatestUpdates = lazy(() => import('./latest-updates').then((module) => ({ default: module.LatestUpdates })));

/** How long the panel stays after the pointer or focus leaves (shell-and-browsing §2.12). */
const CLOSE_DELAY_MS = 200;
/** A click right after hover opened the panel is meant to open it, not to close it. */
const HOVER_CLICK_GRACE_MS = 500;

/**
 * The bell: a badge while there is an update the visitor has not seen (§4); hovering or opening
 * it marks them seen. The 'Latest Updates' list loads when first opened.
 */
export function NotificationBell({ latest }: { latest: { id: string; count: number } | null }) {
  const [unseen, setUnseen] = useState(false);
  const [open, setOpen] = useState(false);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const openedAt = useRef(0);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const latestId = latest?.id;
  // The server never shows the badge: it cannot know what this browser has seen.
  useEffect(() => {
    setUnseen(Boolean(latestId) && browserCookies()[NOTIFICATIONS_COOKIE] !== latestId);
  }, [latestId]);
  useEffect(() => () => clearTimeout(closeTimer.current), []);
  if (!latest) return null;
  const show = () => {
    clearTimeout(closeTimer.current);
    if (!open) openedAt.current = Date.now();
    setOpen(true);
    setBrowserCookie(NOTIFICATIONS_COOKIE, latest.id);
    setUnseen(false);
  };
  const hideSoon = () => {
    clearTimeout(closeTimer.current);
    closeTimer.current = setTimeout(() => setOpen(false), CLOSE_DELAY_MS);
  };
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hover and focus leaving the group close the panel; the button is the control.
    <div
      className="relative"
      onMouseEnter={show}
      onMouseLeave={hideSoon}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) hideSoon();
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          setOpen(false);
          buttonRef.current?.focus();
        }
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-label={unseen ? `Latest updates, ${latest.count} new` : 'Latest updates'}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => {
          if (!open) show();
          else if (Date.now() - openedAt.current > HOVER_CLICK_GRACE_MS) setOpen(false);
        }}
        className="relative rounded-md p-2 text-slate-700 hover:bg-slate-100"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="h-6 w-6">
          <path
            d="M12 3a6 6 0 0 0-6 6v3.5L4.5 16h15L18 12.5V9a6 6 0 0 0-6-6zM10 19a2 2 0 0 0 4 0"
            stroke="currentColor"
            strokeWidth="1.8"
            fill="none"
            strokeLinejoin="round"
          />
        </svg>
        {unseen ? (
          <span className="absolute top-1 right-1 flex h-4 min-w-4 items-center justify-center rounded-full bg-red-600 px-1 font-bold text-[10px] text-white">
            {latest.count}
          </span>
        ) : null}
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="absolute top-full right-0 z-40 mt-2 w-80 max-w-[calc(100vw-2rem)] rounded-lg border border-slate-200 bg-white p-4 text-left text-slate-800 text-sm shadow-xl"
      >
        {open ? (
          <Suspense fallback={<p className="font-bold text-base">Latest Updates</p>}>
            <LatestUpdates />
          </Suspense>
        ) : null}
      </div>
    </div>
  );
}
