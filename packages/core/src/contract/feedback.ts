import { z } from 'zod';
import { hasControlCharacters } from '../rules/text-input';
import { defineEndpoint } from './endpoint';

/** The satisfaction widget's answer (shell-and-browsing §2.12, §7): a rating and an optional comment. */
export const SatisfactionRequest = z
  .strictObject({
    site: z.enum(['site', 'content'], { error: "site must be 'site' or 'content'." }),
    rating: z.union([z.literal(-1), z.literal(0), z.literal(1)], { error: 'rating must be -1, 0 or 1.' }),
    comments: z
      .string()
      .trim()
      .max(2000, 'comments can be at most 2,000 characters.')
      .refine(
        (value) => !hasControlCharacters(value, { allowLineBreaks: true }),
        'comments contain characters we cannot store.',
      )
      .default(''),
    category: z
      .string()
      .trim()
      .regex(/^[a-z0-9-]{1,40}$/, 'category must be a short lowercase word.')
      .default('site'),
    page: z
      .string()
      .max(500, 'page can be at most 500 characters.')
      .regex(/^\/[^\s]*$/, 'page must be a site path starting with /.'),
  })
  .meta({ id: 'SatisfactionRequest' });

export const submitSatisfaction = defineEndpoint({
  id: 'submitSatisfaction',
  method: 'post',
  path: '/analytics/satisfaction',
  tag: 'Feedback',
  access: 'public',
  summary: "The satisfaction widget's rating and comment",
  request: { body: SatisfactionRequest },
  responses: { 201: z.object({ received: z.literal(true) }) },
});
