import { endpoints, isApiError, type WalletAnalysis } from '@cardgenius/core/contract';
import { AUTH_COOKIE, WALLET_COOKIE } from '@cardgenius/core/contract/cookie-names';
import type { FilterState, FilterStateInput } from '@cardgenius/core/filters';
import { parseWalletCookie } from '@cardgenius/core/wallet';
import type { AppLoadContext } from 'react-router';
import { requestCookies } from '../../lib/cookies';
import { filterStateFromRequest } from '../../lib/filter-cookies';

/**
 * What the wallet analysis reads of a filter state: the spending and how points are valued (the plan),
 * and the income, credit score, province and segments that decide which cards may come next. Nothing
 * else, so visitors with the same profile share the server's cached answer.
 */
export function walletProfile(state: FilterState): FilterStateInput {
  return {
    monthlySpend: state.monthlySpend,
    pointValueMode: state.pointValueMode,
    province: state.province,
    creditScore: state.creditScore,
    minIncome: state.minIncome,
    segments: state.segments,
  };
}

/**
 * Whose cards a wallet page shows: a signed-in member's held cards, kept in their account, else the
 * visitor's `wallet` cookie. A page's in-process API calls carry the session on reads only (a POST such
 * as the analysis goes without credentials), so the member's wallet is read here and sent as `cards`.
 */
export async function heldCards(
  context: AppLoadContext,
  request: Request,
): Promise<{ source: WalletAnalysis['source']; cards: string[] }> {
  const cookies = requestCookies(request);
  if (cookies[AUTH_COOKIE]) {
    try {
      const wallet = await context.api.call(endpoints.getWallet);
      const held = wallet.cards.filter((entry) => entry.status === 'held');
      return { source: 'account', cards: held.map((entry) => entry.card.slug) };
    } catch (error) {
      // A session that has ended or is part way through signing in: the visitor's cookie stands.
      if (!isApiError(error) || (error.status !== 401 && error.status !== 403)) throw error;
    }
  }
  return { source: 'visitor', cards: parseWalletCookie(cookies[WALLET_COOKIE]) };
}

/** The body of a page's wallet analysis (`endpoints.analyseWallet`): these cards, the visitor's profile, `next` cards to add. */
export function walletAnalysisBody(request: Request, cards: string[], next: number) {
  return { cards, profile: walletProfile(filterStateFromRequest(request).state), next, candidates: [] };
}
