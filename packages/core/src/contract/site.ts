import { z } from 'zod';
import { defineEndpoint } from './endpoint';

/** Site-wide figures shown in trust strips and author bios (accounts spec §9, default stats). */
export const SiteStats = z
  .object({
    dataPoints: z.number().int().nonnegative(),
    categories: z.number().int().nonnegative(),
    communityComments: z.number().int().nonnegative(),
    consumerReviews: z.number().int().nonnegative(),
    qualityArticles: z.number().int().nonnegative(),
    newsletterSubscribers: z.number().int().nonnegative(),
    monthlyPageviews: z.number().int().nonnegative(),
    scholarshipDollars: z.number().int().nonnegative(),
    viewsSinceInception: z.number().int().nonnegative(),
    uniqueVisitors: z.number().int().nonnegative(),
  })
  .meta({ id: 'SiteStats' });
export type SiteStats = z.infer<typeof SiteStats>;

export const GlobalResponse = z
  .object({
    brandName: z.string(),
    stats: SiteStats,
    cardCount: z.object({ count: z.number().int() }),
    maxOfferValue: z
      .object({ maxValue: z.number(), hasMultipleValues: z.boolean() })
      .describe('The largest cash-back-on-approval offer (default 100 until offers exist)'),
  })
  .meta({ id: 'GlobalResponse' });
export type GlobalResponse = z.infer<typeof GlobalResponse>;

export const getGlobal = defineEndpoint({
  id: 'getGlobal',
  method: 'get',
  path: '/global',
  tag: 'Site',
  summary: 'Site-wide data every page shell needs',
  responses: { 200: GlobalResponse },
});
