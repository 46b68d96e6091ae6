import { WALLET_COOKIE } from '@cardgenius/core/contract/cookie-names';
import { formatWalletCookie, toggleWalletCard, WALLET_HELD_LIMIT } from '@cardgenius/core/wallet';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { deleteBrowserCookie, setBrowserCookie } from '../../lib/cookies';
import { loadBrowserApi } from '../../lib/load-browser-api';

/** Adds the card to the member's wallet as held, or takes it out (removing it from their saved cards). */
async function changeAccountWallet(slug: string, hold: boolean): Promise<void> {
  const [{ browserApi }, { endpoints }] = await loadBrowserApi();
  if (hold) await browserApi.call(endpoints.setWalletCard, { params: { slug }, body: { status: 'held' } });
  else await browserApi.call(endpoints.removeSavedCard, { params: { slug } });
}

async function messageOf(error: unknown): Promise<string> {
  const { isApiError } = await import('@cardgenius/core/contract');
  if (isApiError(error) && error.status === 401) return 'Your session ended: sign in again to change your wallet.';
  if (isApiError(error) && error.status < 500) return error.message;
  return 'Your wallet could not be changed. Try again in a moment.';
}

/**
 * "I have this card": a visitor's wallet lives in the `wallet` cookie until they sign in (it moves to
 * their account then); a member's is changed through the API. Either way the page's data is loaded
 * again, so every figure that depends on the wallet follows.
 */
export function useHeldCards({ held, inAccount }: { held: readonly string[]; inAccount: boolean }) {
  const navigate = useNavigate();
  const location = useLocation();
  const [pending, setPending] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function toggle(slug: string) {
    if (pending) return;
    const hold = !held.includes(slug);
    setPending(slug);
    setError(null);
    try {
      if (inAccount) {
        await changeAccountWallet(slug, hold);
      } else {
        const next = formatWalletCookie(toggleWalletCard(held, slug));
        if (next) setBrowserCookie(WALLET_COOKIE, next);
        else deleteBrowserCookie(WALLET_COOKIE);
      }
      // The same address again: the loaders run again with the new wallet.
      await navigate(location, { replace: true, preventScrollReset: true });
    } catch (caught) {
      setError(await messageOf(caught));
    } finally {
      setPending(null);
    }
  }

  return { toggle, pending, error, full: held.length >= WALLET_HELD_LIMIT };
}
