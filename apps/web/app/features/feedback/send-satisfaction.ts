import { API_PATHS, apiUrl } from '@cardgenius/core/contract/names';
import { apiFetch } from '../../lib/api-fetch';
import { landingPage } from '../../lib/landing-page';
import { announceSatisfactionSent } from '../../lib/satisfaction-events';

/** The API's satisfaction call (shell-and-browsing §7), which stores the answer as the satisfaction event. */
const SATISFACTION_URL = apiUrl(API_PATHS.satisfaction);

export type Rating = -1 | 0 | 1;
export type SatisfactionTheme = 'site' | 'content';

export interface SatisfactionAnswer {
  theme: SatisfactionTheme;
  rating: Rating;
  comments: string;
  /** What was rated: 'site' for the product, an article's category for content (§7: default site). */
  category: string;
  page: string;
  /** The first page of the visit, when known; the member is the server's to tell from the session. */
  landing?: string | null;
}

/** The body of the call, as the contract names the fields. */
export function satisfactionBody(answer: SatisfactionAnswer) {
  return {
    site: answer.theme,
    rating: answer.rating,
    comments: answer.comments.trim(),
    category: answer.category,
    page: answer.page,
    ...(answer.landing ? { landing: answer.landing } : {}),
  };
}

/**
 * Sends one answer; resolves whether it was stored. Feedback is best effort (§8: failures are logged
 * only), and `keepalive` lets it finish when the visitor leaves the page right after sending.
 */
export async function sendSatisfaction(answer: SatisfactionAnswer, fetchLike: typeof fetch = fetch): Promise<boolean> {
  try {
    const body = satisfactionBody({ ...answer, landing: answer.landing ?? landingPage() });
    const response = await apiFetch(
      SATISFACTION_URL,
      {
        method: 'POST',
        keepalive: true,
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      },
      fetchLike,
    );
    if (response.ok) {
      announceSatisfactionSent();
      return true;
    }
    console.warn(`Feedback was not stored: the API answered ${response.status}.`);
  } catch {
    console.warn('Feedback was not sent: no answer from the API.');
  }
  return false;
}
