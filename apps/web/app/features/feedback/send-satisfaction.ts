import { browserCookies } from '../../lib/cookies';

/** The API's satisfaction call (shell-and-browsing §7), which stores the answer as the satisfaction event. */
const SATISFACTION_URL = '/api/v2/analytics/satisfaction';
/** A signed-in member's calls that change something echo this cookie in a header (accounts spec §7). */
const CSRF_COOKIE = 'csrfToken';
const CSRF_HEADER = 'X-CSRF-Token';

export type Rating = -1 | 0 | 1;
export type SatisfactionTheme = 'site' | 'content';

export interface SatisfactionAnswer {
  theme: SatisfactionTheme;
  rating: Rating;
  comments: string;
  /** What was rated: 'site' for the product, an article's category for content (§7: default site). */
  category: string;
  page: string;
}

/** The body of the call, as the contract names the fields. */
export function satisfactionBody(answer: SatisfactionAnswer) {
  return {
    site: answer.theme,
    rating: answer.rating,
    comments: answer.comments.trim(),
    category: answer.category,
    page: answer.page,
  };
}

/**
 * Sends one answer; resolves whether it was stored. Feedback is best effort (§8: failures are logged
 * only), and `keepalive` lets it finish when the visitor leaves the page right after sending.
 */
export async function sendSatisfaction(answer: SatisfactionAnswer, fetchLike: typeof fetch = fetch): Promise<boolean> {
  const csrf = browserCookies()[CSRF_COOKIE];
  try {
    const response = await fetchLike(SATISFACTION_URL, {
      method: 'POST',
      credentials: 'same-origin',
      keepalive: true,
      headers: { 'Content-Type': 'application/json', ...(csrf ? { [CSRF_HEADER]: csrf } : {}) },
      body: JSON.stringify(satisfactionBody(answer)),
    });
    if (response.ok) return true;
    console.warn(`Feedback was not stored: the API answered ${response.status}.`);
  } catch {
    console.warn('Feedback was not sent: no answer from the API.');
  }
  return false;
}
