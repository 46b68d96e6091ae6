import '../zod-setup';
import { z } from 'zod';
import { hasControlCharacters } from '../rules/text-input';
import { defineEndpoint } from './endpoint';
import { API_PATHS } from './names';

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
    landing: z
      .string()
      .max(500, 'landing can be at most 500 characters.')
      .regex(/^\/[^\s]*$/, 'landing must be a site path starting with /.')
      .optional()
      .describe("The first page of the visit. The member, if any, is taken from the caller's session."),
  })
  .meta({ id: 'SatisfactionRequest' });

export const submitSatisfaction = defineEndpoint({
  id: 'submitSatisfaction',
  method: 'post',
  path: API_PATHS.satisfaction,
  tag: 'Feedback',
  access: 'public',
  summary: "The satisfaction widget's rating and comment",
  request: { body: SatisfactionRequest },
  responses: { 201: z.object({ received: z.literal(true) }) },
});

/** What visitors make of the site: the satisfaction widget's answers about the product, averaged. */
export const SiteRating = z
  .object({
    answers: z.number().int().nonnegative().describe('How many visitors rated the site'),
    score: z
      .number()
      .min(1)
      .max(5)
      .nullable()
      .describe('The average answer on a 1–5 scale (-1 → 1, 0 → 3, 1 → 5), one decimal; null with no answers'),
  })
  .meta({ id: 'SiteRating' });
export type SiteRating = z.infer<typeof SiteRating>;

export const getSiteRating = defineEndpoint({
  id: 'getSiteRating',
  method: 'get',
  path: API_PATHS.siteRating,
  tag: 'Feedback',
  access: 'public',
  summary: 'The site’s rating from the satisfaction widget (the footer’s trust rating)',
  description: 'Read at most once a minute per server process, and again after an answer this process stored.',
  responses: { 200: SiteRating },
});
