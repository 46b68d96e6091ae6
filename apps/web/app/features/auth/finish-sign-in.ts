import { endpoints } from '@cardgenius/core/contract';
import { browserApi } from '../../lib/browser-api';
import { browserCookies, deleteBrowserCookie } from '../../lib/cookies';
import { ADD_CARD_COOKIE, LOGIN_REDIRECT_COOKIE, parseCardSlugs, signInTarget } from '../../lib/sign-in-target';

/**
 * Where a signed-in visitor goes from the login page: the `redirect` parameter, the loginRedirect
 * cookie or the dashboard (each only as a same-site path). The cookie is used once, then removed.
 */
export function takeSignInTarget(search: string): string {
  const cookie = browserCookies()[LOGIN_REDIRECT_COOKIE];
  const target = signInTarget(new URLSearchParams(search).get('redirect'), cookie);
  if (cookie !== undefined) deleteBrowserCookie(LOGIN_REDIRECT_COOKIE);
  return target;
}

/**
 * Saves the cards a visitor chose before signing in (the addCardOnSignIn cookie, accounts spec §4),
 * then removes the cookie. A failure does not stop the sign-in: the cards can be saved again.
 */
export async function savePendingCards(): Promise<void> {
  const raw = browserCookies()[ADD_CARD_COOKIE];
  if (raw === undefined) return;
  const cards = parseCardSlugs(raw);
  try {
    if (cards.length > 0) await browserApi.call(endpoints.addCards, { body: { cards } });
  } catch (error) {
    console.warn('Could not save the cards chosen before signing in', error);
  } finally {
    deleteBrowserCookie(ADD_CARD_COOKIE);
  }
}
