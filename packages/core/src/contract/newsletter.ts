import '../zod-setup';
import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { API_PATHS, FIELD_MESSAGES } from './names';
import { PersonName } from './text-fields';

/**
 * The forms that subscribe a visitor: the four of shell-and-browsing §7, then the newsletter page's own
 * form (also under a failed confirmation) and the resubscribe form of /unsubscribed.
 */
export const SUBSCRIPTION_SOURCES = [
  'Footer Optin',
  'Post Affiliate Apply Modal',
  'Non-Affiliate Apply Modal',
  'Exit Intent Modal',
  'Newsletter Page',
  'Unsubscribed Page',
] as const;
export const SubscriptionSource = z.enum(SUBSCRIPTION_SOURCES, { error: 'source must be one of the site’s forms.' });
export type SubscriptionSource = z.infer<typeof SubscriptionSource>;

/** Where the site sends a visitor after each step (pages of the web app; the query says which state). */
export const NEWSLETTER_REDIRECTS = {
  /** After subscribing: check your inbox for the confirmation link. */
  pending: '/thank-you?newsletter=pending',
  /** After confirming: the address is on the list (a path containing 'subscribed', §3). */
  confirmed: '/thank-you?subscribed=1',
  /** A member's confirmation answered by `confirm-email/{code}`: the member area, opt-in prompt hidden. */
  memberConfirmed: '/dashboard?subscribed=1',
  /** After unsubscribing. */
  unsubscribed: '/unsubscribed',
} as const;

/** Told when a confirmation link is unknown, expired or already used. */
export const SUBSCRIPTION_CONFIRM_FAILED =
  'This confirmation link is not valid: it may have expired or been used already.';
/** Shown under the server's message on a failed confirmation (shell-and-browsing §8). */
export const SUBSCRIPTION_SIGNUP_AGAIN = 'Please signup to our newsletter using the form below.';
/** The same answer whether or not the address gets our emails. */
export const UNSUBSCRIBE_LINK_SENT =
  'If that address gets our newsletter, we have emailed it a link to unsubscribe. It works in one click, without logging in.';
export const UNSUBSCRIBE_LINK_INVALID =
  'This unsubscribe link is not valid. Check that you copied all of it, or ask for a new one below.';

const MAX_EMAIL_LENGTH = 254;

/** Any address an email can be sent to, normalized (trimmed, lower case) as it is stored and compared. */
const NewsletterEmail = z
  .string({ error: FIELD_MESSAGES.emailRequired })
  .trim()
  .min(1, FIELD_MESSAGES.emailRequired)
  .max(MAX_EMAIL_LENGTH, 'An email address can be at most 254 characters.')
  .pipe(z.email({ error: 'Enter an email address like name@example.ca.' }))
  .transform((value) => value.toLowerCase());

export const SubscribeRequest = z
  .strictObject({
    name: PersonName,
    email: NewsletterEmail,
    source: SubscriptionSource.default('Footer Optin'),
  })
  .meta({ id: 'SubscribeRequest' });
export type SubscribeRequest = z.input<typeof SubscribeRequest>;

export const SubscribeResponse = z
  .object({ redirect: z.string().describe('A path on this site to show next') })
  .meta({ id: 'SubscribeResponse' });

export const subscribe = defineEndpoint({
  id: 'subscribe',
  method: 'post',
  path: API_PATHS.subscribe,
  tag: 'Newsletter',
  access: 'public',
  summary: 'Subscribe to the newsletter (double opt-in)',
  description:
    'Stores the address as pending (before answering) and emails it a confirmation link to /confirm-email-subscription/{code}, valid 7 days; the address is subscribed once the link is followed. ' +
    'Answers the same `{redirect}` (`/thank-you?newsletter=pending`) whether the address is new, pending or already confirmed: a confirmed address gets no email, a pending one at most 3 confirmation emails a day. ' +
    'Limited per IP address and per address (429).',
  request: { body: SubscribeRequest },
  responses: { 200: SubscribeResponse },
});

/** A confirmation code from the emailed link: 256 bits, base64url. */
const ConfirmationCode = z
  .string({ error: 'The link is not valid.' })
  .regex(/^[A-Za-z0-9_-]{20,200}$/, 'The link is not valid. Check that you copied all of it.');

export const ConfirmSubscriptionResponse = z
  .object({ redirect: z.string().describe('A path on this site to show next, with the query the page follows') })
  .meta({ id: 'ConfirmSubscriptionResponse' });

export const confirmSubscription = defineEndpoint({
  id: 'confirmSubscription',
  method: 'post',
  path: '/subscription/confirm-email-subscription/{code}',
  tag: 'Newsletter',
  access: 'public',
  summary: 'Confirm a newsletter subscription with the emailed code',
  description:
    'Confirms the pending address the code was sent to (a member with that address is opted in to marketing email too) and answers `/thank-you?subscribed=1`. ' +
    'An unknown, expired or used code answers 400 with a message to show. The site calls this from the page’s script, so mail scanners that only fetch the link confirm nothing. A POST, not a GET as the spec has it: a change of state is never made by a GET (docs/decisions/0012).',
  request: { params: z.object({ code: ConfirmationCode }) },
  responses: { 200: ConfirmSubscriptionResponse },
});

export const confirmSubscriptionEmail = defineEndpoint({
  id: 'confirmSubscriptionEmail',
  method: 'post',
  path: '/subscription/confirm-email/{code}',
  tag: 'Newsletter',
  access: 'public',
  summary: 'Confirm a subscription, answering for the account area',
  description:
    'The same confirmation as confirm-email-subscription (the same codes, the same errors), for clients that continue in the account area, such as the mobile app: ' +
    'when the address belongs to a member the answer is `/dashboard?subscribed=1` (a path containing "subscribed" hides the marketing opt-in prompt, accounts spec §3); otherwise `/thank-you?subscribed=1`.',
  request: { params: z.object({ code: ConfirmationCode }) },
  responses: { 200: ConfirmSubscriptionResponse },
});

/** A signed unsubscribe token from an email's link: the address and its HMAC. */
const UnsubscribeToken = z
  .string({ error: UNSUBSCRIBE_LINK_INVALID })
  .min(1, UNSUBSCRIBE_LINK_INVALID)
  .max(600, UNSUBSCRIBE_LINK_INVALID)
  .regex(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/, UNSUBSCRIBE_LINK_INVALID);

export const UnsubscribeLinkResponse = z
  .object({
    email: z.string(),
    subscribed: z
      .boolean()
      .describe('Whether the address gets the newsletter, marketing email, wallet alerts or reply emails now'),
  })
  .meta({ id: 'UnsubscribeLinkResponse' });

export const checkUnsubscribeLink = defineEndpoint({
  id: 'checkUnsubscribeLink',
  method: 'post',
  path: '/subscription/unsubscribe-link',
  tag: 'Newsletter',
  access: 'public',
  summary: 'Read the address of an unsubscribe link (changes nothing)',
  description: 'A tampered token, or one signed for another purpose, answers 400.',
  request: { body: z.strictObject({ token: UnsubscribeToken }) },
  responses: { 200: UnsubscribeLinkResponse },
});

export const UnsubscribeResponse = z
  .object({ email: z.string(), redirect: z.string().describe('A path on this site to show next') })
  .meta({ id: 'UnsubscribeResponse' });

export const unsubscribe = defineEndpoint({
  id: 'unsubscribe',
  method: 'post',
  path: '/subscription/unsubscribe',
  tag: 'Newsletter',
  access: 'public',
  summary: 'Unsubscribe the address of a signed link (no login)',
  description:
    'Every email the site sends carries such a link, for its own address only (HMAC of the address and purpose). ' +
    'Ends the newsletter subscription, reply emails, and the marketing opt-in and wallet alerts of a member with that address; unsubscribing twice answers the same. A tampered token answers 400 and changes nothing.',
  request: { body: z.strictObject({ token: UnsubscribeToken }) },
  responses: { 200: UnsubscribeResponse },
});

export const requestUnsubscribeLink = defineEndpoint({
  id: 'requestUnsubscribeLink',
  method: 'post',
  path: '/subscription/unsubscribe-email',
  tag: 'Newsletter',
  access: 'public',
  summary: 'Email an unsubscribe link to an address',
  description:
    'Answers the same whether or not the address is subscribed; the link is sent only to an address that gets our newsletter, marketing email, wallet alerts or reply emails. Limited per IP address and per address (429).',
  request: { body: z.strictObject({ email: NewsletterEmail }) },
  responses: { 200: z.object({ success: z.literal(true), message: z.string() }) },
});

export const unsubscribeMember = defineEndpoint({
  id: 'unsubscribeMember',
  method: 'post',
  path: '/subscription/unsubscribe-member',
  tag: 'Newsletter',
  access: 'member',
  summary: "Unsubscribe the signed-in member's own address",
  description:
    'Ends the newsletter subscription of the account’s address and turns its marketing opt-in and wallet alerts off.',
  responses: { 200: UnsubscribeResponse },
});
