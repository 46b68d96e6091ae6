import { EXIT_INTENT_COOKIE } from '../../lib/cookie-names';

/*
 * When the exit-intent pop-up opens (shell-and-browsing §4, §9). This runs on every page, so it stays
 * small: the pop-up itself loads only once one of these triggers fires.
 */

/** §9: once shown, the pop-up stays away for 30 days. */
export const EXIT_INTENT_SECONDS = 30 * 24 * 60 * 60;
/** §9: the mouse-exit listener is armed 5 s after the page shows. */
export const MOUSE_EXIT_DELAY_MS = 5000;
/** §9: the page-bottom observer is armed 3 s after the page shows. */
export const BOTTOM_OBSERVER_DELAY_MS = 3000;
/** §9: on a touch device the pop-up opens on the second page view. */
export const TOUCH_PAGE_VIEW = 2;
/** §9: desktop is a viewport 992 px wide or more; narrower counts as a mobile device. */
export const DESKTOP_MIN_WIDTH = 992;

/** Where the page views of this visit are counted (one browser tab's session). */
const PAGE_VIEWS_KEY = 'exitIntentPageViews';

export interface ExitIntentPage {
  /** Receives `mouseout` (the document). */
  target: EventTarget;
  /** The element at the very bottom of the page. */
  bottom: Element | null;
  /** A touch screen is present. */
  touch: boolean;
  /** The viewport is narrower than desktop. */
  mobile: boolean;
  /** This page view's number in the visit, from 1. */
  pageView: number;
  /** Calls `onVisible` when the element scrolls into view; returns the disconnect. */
  observe: (element: Element, onVisible: () => void) => () => void;
}

/** Whether the pop-up may open on this page at all: not for members, not within 30 days of the last. */
export function exitIntentAllowed(cookies: Readonly<Record<string, string>>, signedIn: boolean): boolean {
  return !signedIn && !cookies[EXIT_INTENT_COOKIE];
}

/** The pointer left the window through its top edge, towards the tabs and the address bar. */
export function leftThroughTop(event: { clientY: number; relatedTarget: EventTarget | null }): boolean {
  return event.relatedTarget === null && event.clientY <= 0;
}

/**
 * Counts this page view in the tab's session; 1 when storage is unavailable (reading `sessionStorage`
 * itself throws where the visitor blocks storage, hence a function).
 */
export function countPageView(storage: () => Pick<Storage, 'getItem' | 'setItem'> | null): number {
  try {
    const store = storage();
    const views = (Number(store?.getItem(PAGE_VIEWS_KEY)) || 0) + 1;
    store?.setItem(PAGE_VIEWS_KEY, String(views));
    return views;
  } catch {
    return 1;
  }
}

/**
 * Arms the three triggers. `open` answers whether the pop-up opened (not while another dialog is open);
 * after it has, every trigger is disarmed. Returns the disarm, for leaving the page.
 */
export function armExitIntent(page: ExitIntentPage, open: () => boolean): () => void {
  const cleanups: (() => void)[] = [];
  const disarm = () => {
    for (const cleanup of cleanups.splice(0)) cleanup();
  };
  const fire = () => {
    if (open()) disarm();
  };
  if (page.touch && page.pageView >= TOUCH_PAGE_VIEW && open()) return disarm;
  const onMouseOut = (event: Event) => {
    if (leftThroughTop(event as MouseEvent)) fire();
  };
  const mouseTimer = setTimeout(() => {
    page.target.addEventListener('mouseout', onMouseOut);
  }, MOUSE_EXIT_DELAY_MS);
  cleanups.push(() => {
    clearTimeout(mouseTimer);
    page.target.removeEventListener('mouseout', onMouseOut);
  });
  const { bottom } = page;
  if (page.mobile && bottom) {
    const bottomTimer = setTimeout(() => cleanups.push(page.observe(bottom, fire)), BOTTOM_OBSERVER_DELAY_MS);
    cleanups.push(() => clearTimeout(bottomTimer));
  }
  return disarm;
}

/** `observe` for the browser: IntersectionObserver on the element. */
export function observeVisible(element: Element, onVisible: () => void): () => void {
  const observer = new IntersectionObserver((entries) => {
    if (entries.some((entry) => entry.isIntersecting)) onVisible();
  });
  observer.observe(element);
  return () => observer.disconnect();
}
