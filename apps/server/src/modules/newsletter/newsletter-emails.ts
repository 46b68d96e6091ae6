import { compose, type EmailContent } from '../../lib/email-templates';
import { CONFIRMATION_TTL_MS } from './newsletter-limits';

const CONFIRMATION_DAYS = CONFIRMATION_TTL_MS / (24 * 60 * 60_000);

/**
 * The double opt-in email: nothing is sent to the address until this link is followed. No name: the
 * address is not confirmed, so the name is whatever the sender typed.
 */
export function subscriptionConfirmEmail(input: { link: string; brandName: string }): EmailContent {
  return compose({
    ...input,
    name: '',
    subject: `Confirm your subscription to the ${input.brandName} newsletter`,
    blocks: [
      `Thanks for signing up for the ${input.brandName} newsletter! Please confirm that this is your email ` +
        'address and we’ll start sending you credit card news, the best new offers and tips to earn more rewards.',
      { label: 'Confirm my subscription', link: input.link },
      `This link expires in ${CONFIRMATION_DAYS} days. If you didn’t sign up, you can ignore this email: ` +
        'you won’t be subscribed.',
    ],
  });
}

/** Sent on request from /unsubscribe-email: the address's own one-click link. */
export function unsubscribeLinkEmail(input: { link: string; brandName: string }): EmailContent {
  return compose({
    ...input,
    name: '',
    subject: `Unsubscribe from ${input.brandName} emails`,
    blocks: [
      `We received a request to stop sending the ${input.brandName} newsletter and offers to this address. ` +
        'Use the button below to unsubscribe; you don’t need to log in.',
      { label: 'Unsubscribe', link: input.link },
      'If you didn’t ask for this, you can ignore this email: nothing changes until the link is used.',
    ],
  });
}
