import { EXIT_INTENT_COOKIE } from '../../lib/cookie-names';
import type { SubscribeSource } from '../../lib/subscribe';

/**
 * When the newsletter pop-ups around Apply show, and what their links are (shell-and-browsing §2.12,
 * §4). Plain functions of cookies and values, so the rules are tested without a browser.
 */

/** Set for 30 days once a visitor subscribed or said no thanks in a pop-up: the apply pop-ups stay away. */
export const NEWSLETTER_ANSWER_COOKIE = 'newsletterAnswered';
/** How long an answer (or an exit-intent pop-up once shown) keeps the pop-ups away (§9: 30 days). */
export const POP_UP_SUPPRESSION_SECONDS = 30 * 24 * 60 * 60;

/** The forms that subscribe from a pop-up (the `source` of `subscription/subscribe`, §7). */
export type PopUpSource = Extract<SubscribeSource, `${string} Modal`>;

/**
 * Whether Apply may show its pop-up: never to a signed-in member (their email is known and their
 * marketing choice is on their account), nor for 30 days after a subscribe or a "No thanks".
 */
export function applyPopUpAllowed(cookies: Readonly<Record<string, string>>, signedIn: boolean): boolean {
  return !signedIn && !cookies[NEWSLETTER_ANSWER_COOKIE];
}

/**
 * The cookies an answer sets: the apply pop-ups stop asking, and so does the exit-intent pop-up (a
 * visitor who just subscribed, or just said no, is not asked again on the way out).
 */
export function answerCookies(): [name: string, value: string, maxAgeSeconds: number][] {
  return [
    [NEWSLETTER_ANSWER_COOKIE, '1', POP_UP_SUPPRESSION_SECONDS],
    [EXIT_INTENT_COOKIE, '1', POP_UP_SUPPRESSION_SECONDS],
  ];
}

/** A click the page handles itself: the main button, no modifier (those open tabs or windows their own way). */
export function isPlainClick(event: {
  button: number;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  defaultPrevented: boolean;
}): boolean {
  return (
    event.button === 0 &&
    !event.ctrlKey &&
    !event.metaKey &&
    !event.shiftKey &&
    !event.altKey &&
    !event.defaultPrevented
  );
}

/** The go-link with the place the click came from (`/go/{affiliateId}?context=Compare`, §2.1). */
export function applyHref(goUrl: string, context: string): string {
  const at = goUrl.indexOf('?');
  const search = new URLSearchParams(at < 0 ? '' : goUrl.slice(at + 1));
  search.set('context', context);
  return `${at < 0 ? goUrl : goUrl.slice(0, at)}?${search.toString().replace(/\+/g, '%20')}`;
}

/** The affiliate id of a go-link (`/go/{affiliateId}`), or null when the link is not one. */
export function affiliateIdOf(goUrl: string): string | null {
  const match = /^\/go\/([^/?#]+)/.exec(goUrl);
  if (!match?.[1]) return null;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return null;
  }
}
