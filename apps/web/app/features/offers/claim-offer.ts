import { isApiError } from '@cardgenius/core/contract/api-error';
import { callApi } from '../../lib/load-browser-api';

export type ClaimOutcome =
  | { kind: 'claimed'; next: string; reference: string }
  | { kind: 'signedOut' }
  | { kind: 'ended' }
  | { kind: 'failed'; message: string };

const NETWORK_FAILURE = 'We could not reach the server. Check your connection and try again.';

/**
 * POST offers/claim from the browser (with the CSRF header), loading the API's contract on the first claim. Claiming again is harmless: the answer is
 * the same ticket. An Apply click the server will not link (too old, say) is dropped and the claim made
 * without it; the go-link it then continues to records a new one.
 */
export async function claimOffer(offerId: string, applyId?: string): Promise<ClaimOutcome> {
  try {
    const answer = await callApi('claimOffer', {
      body: applyId ? { offerId, applyId } : { offerId },
    });
    return { kind: 'claimed', next: answer.next, reference: answer.ticket.reference };
  } catch (error) {
    if (!isApiError(error)) return { kind: 'failed', message: NETWORK_FAILURE };
    if (error.status === 401) return { kind: 'signedOut' };
    if (error.status === 404) return { kind: 'ended' };
    if (applyId && error.status === 400 && error.fields?.applyId) return claimOffer(offerId);
    return { kind: 'failed', message: error.message };
  }
}
