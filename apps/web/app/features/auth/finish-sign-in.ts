import { WALLET_COOKIE } from '@cardgenius/core/contract/cookie-names';
import { parseWalletCookie } from '@cardgenius/core/wallet';
import { browserCookies, deleteBrowserCookie } from '../../lib/cookies';
import { callApi } from '../../lib/load-browser-api';
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
    if (cards.length > 0) await callApi('addCards', { body: { cards } });
  } catch (error) {
    console.warn('Could not save the cards chosen before signing in', error);
  } finally {
    deleteBrowserCookie(ADD_CARD_COOKIE);
  }
}

/**
 * Moves the wallet a visitor built before signing in (the `wallet` cookie) into their account, then
 * removes the cookie. On failure the cookie stays, so the next sign-in tries again.
 */
export async function moveWalletToAccount(): Promise<void> {
  const held = parseWalletCookie(browserCookies()[WALLET_COOKIE]);
  if (held.length === 0) return;
  try {
    await callApi('mergeWallet', { body: { held } });
    deleteBrowserCookie(WALLET_COOKIE);
  } catch (error) {
    console.warn('Could not move the wallet into the account', error);
  }
}
