import { endpoints, isApiError } from '@cardgenius/core/contract';
import { parseWalletCookie } from '@cardgenius/core/wallet';
import type { AppLoadContext } from 'react-router';
import { requestCookies } from './cookies';

/**
 * The cards a page's visitor holds: a signed-in member's from their account (a read, which carries the
 * session; the page's POST calls go out anonymous), a visitor's from the `wallet` cookie. `inAccount`
 * says which, so the page changes the right one.
 */
export async function walletCardsFor(
  context: AppLoadContext,
  request: Request,
): Promise<{ cards: string[]; inAccount: boolean }> {
  const cookies = requestCookies(request);
  const fromCookie = parseWalletCookie(cookies.wallet);
  if (cookies.authToken === undefined) return { cards: fromCookie, inAccount: false };
  try {
    const wallet = await context.api.call(endpoints.getWallet);
    const held = wallet.cards.filter((entry) => entry.status === 'held').map((entry) => entry.card.slug);
    return { cards: held, inAccount: true };
  } catch (error) {
    // Signed out since (an expired session): the page is a visitor's.
    if (isApiError(error) && error.status === 401) return { cards: fromCookie, inAccount: false };
    throw error;
  }
}
