import { EXIT_INTENT_COOKIE } from '../../lib/cookie-names';
import { browserCookies, setBrowserCookie } from '../../lib/cookies';
import {
  armExitIntent,
  countPageView,
  DESKTOP_MIN_WIDTH,
  EXIT_INTENT_SECONDS,
  exitIntentAllowed,
  observeVisible,
} from './exit-intent-rules';

type TriggerState = 'armed' | 'off' | 'shown';

/**
 * Arms the exit-intent triggers on the page being shown (shell-and-browsing §4). Loaded once the page
 * has hydrated, so none of it weighs on the first paint. Returns the disarm.
 */
export function armExitIntentOnPage(options: {
  /** The element at the very bottom of the page. */
  bottom: HTMLElement | null;
  signedIn: boolean;
  /** A page view (not the same page again after signing in or out). */
  newPageView: boolean;
  onOpen: () => void;
}): () => void {
  const { bottom } = options;
  // The triggers' state, on the page-bottom element: what tests (and anyone debugging) can see.
  const mark = (state: TriggerState) => {
    if (bottom) bottom.dataset.exitIntent = state;
  };
  const pageView = options.newPageView ? countPageView(() => sessionStorage) : 1;
  const allowed = () => exitIntentAllowed(browserCookies(), options.signedIn);
  if (!allowed()) {
    mark('off');
    return () => undefined;
  }
  mark('armed');
  const disarm = armExitIntent(
    {
      target: document,
      bottom,
      touch: navigator.maxTouchPoints > 0,
      mobile: innerWidth < DESKTOP_MIN_WIDTH,
      pageView,
      observe: observeVisible,
    },
    () => {
      // Another dialog (sign-in, an apply pop-up) keeps the floor; an answer given there counts too.
      if (document.querySelector('dialog[open]') || !allowed()) return false;
      setBrowserCookie(EXIT_INTENT_COOKIE, '1', EXIT_INTENT_SECONDS);
      mark('shown');
      options.onOpen();
      return true;
    },
  );
  return () => {
    disarm();
    if (bottom?.dataset.exitIntent === 'armed') mark('off');
  };
}
