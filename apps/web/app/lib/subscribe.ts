import { API_PATHS, apiUrl } from '@cardgenius/core/contract/names';
import { safeRedirectPath } from '@cardgenius/core/rules';
import { apiFetch } from './api-fetch';

/** The API's `subscription/subscribe` (shell-and-browsing §7: `{name, email}` → `{redirect}`). */
const SUBSCRIBE_URL = apiUrl(API_PATHS.subscribe);

/** The API refused or could not be reached; `status` is 0 when no answer came. */
export class SubscribeFailed extends Error {
  constructor(readonly status: number) {
    super(status === 0 ? 'The subscribe call got no answer.' : `The subscribe call answered ${status}.`);
    this.name = 'SubscribeFailed';
  }
}

/** The forms that subscribe (the contract's SUBSCRIPTION_SOURCES, without importing the contract). */
export type SubscribeSource =
  | 'Footer Optin'
  | 'Post Affiliate Apply Modal'
  | 'Non-Affiliate Apply Modal'
  | 'Exit Intent Modal'
  | 'Newsletter Page'
  | 'Unsubscribed Page';

/** Where to go after subscribing: the answer's redirect when it is a path on this site, else nowhere. */
export function subscribeRedirect(answer: unknown): string | null {
  const redirect = typeof answer === 'object' && answer !== null ? (answer as { redirect?: unknown }).redirect : null;
  const path = safeRedirectPath(redirect, '');
  return path === '' ? null : path;
}

/**
 * Subscribes from any of the site's forms. `apiFetch` rather than the typed API client: the forms load
 * with the shell or on their own, and this keeps the contract (and zod) out of them. Answers the
 * same-site path to show next, or null.
 */
export async function subscribe(
  request: { name: string; email: string; source: SubscribeSource },
  fetchLike: typeof fetch = fetch,
): Promise<string | null> {
  let response: Response;
  try {
    response = await apiFetch(
      SUBSCRIBE_URL,
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify(request),
      },
      fetchLike,
    );
  } catch {
    throw new SubscribeFailed(0);
  }
  if (!response.ok) throw new SubscribeFailed(response.status);
  return subscribeRedirect(await response.json().catch(() => null));
}
