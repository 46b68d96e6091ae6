import { safeRedirectPath } from '@cardgenius/core/rules';
import { browserCookies } from './cookies';

/** The API's `subscription/subscribe` (shell-and-browsing §7: `{name, email}` → `{redirect}`). */
const SUBSCRIBE_URL = '/api/v2/subscription/subscribe';
/** The cookie beside a member's session, echoed in a header on every call that changes something. */
const CSRF_COOKIE = 'csrfToken';
const CSRF_HEADER = 'X-CSRF-Token';

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
 * Subscribes from any of the site's forms. A plain `fetch` rather than the API client: the forms load
 * with the shell or on their own, and this keeps the contract (and zod) out of them. Answers the
 * same-site path to show next, or null.
 */
export async function subscribe(
  request: { name: string; email: string; source: SubscribeSource },
  fetchLike: typeof fetch = fetch,
): Promise<string | null> {
  const csrf = browserCookies()[CSRF_COOKIE];
  let response: Response;
  try {
    response = await fetchLike(SUBSCRIBE_URL, {
      method: 'POST',
      credentials: 'same-origin',
      headers: {
        'Content-Type': 'application/json',
        Accept: 'application/json',
        ...(csrf ? { [CSRF_HEADER]: csrf } : {}),
      },
      body: JSON.stringify(request),
    });
  } catch {
    throw new SubscribeFailed(0);
  }
  if (!response.ok) throw new SubscribeFailed(response.status);
  return subscribeRedirect(await response.json().catch(() => null));
}
