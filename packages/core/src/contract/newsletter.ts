import { z } from 'zod';
import { defineEndpoint } from './endpoint';

/** The four forms that subscribe a visitor (shell-and-browsing §7). */
export const SUBSCRIPTION_SOURCES = [
  'Footer Optin',
  'Post Affiliate Apply Modal',
  'Non-Affiliate Apply Modal',
  'Exit Intent Modal',
] as const;
export const SubscriptionSource = z.enum(SUBSCRIPTION_SOURCES, { error: 'source must be one of the site’s forms.' });
export type SubscriptionSource = z.infer<typeof SubscriptionSource>;

export const SubscribeRequest = z
  .strictObject({
    name: z
      .string({ error: 'Enter your name.' })
      .trim()
      .min(1, 'Enter your name.')
      .max(100, 'Your name can be at most 100 characters.'),
    email: z
      .string({ error: 'Enter your email address.' })
      .trim()
      .min(1, 'Enter your email address.')
      .max(254, 'An email address can be at most 254 characters.')
      .pipe(z.email({ error: 'Enter an email address like name@example.ca.' })),
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
  path: '/subscription/subscribe',
  tag: 'Newsletter',
  summary: 'Subscribe to the newsletter (double opt-in)',
  description:
    'Emails a confirmation link; the address is subscribed once it is followed. Answers the same whether or not the address was already subscribed.',
  request: { body: SubscribeRequest },
  responses: { 200: SubscribeResponse },
});
