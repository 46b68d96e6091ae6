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

/** The top banner (shell-and-browsing §2.8, §3). Images are site paths; colours are CSS colours. */
export const HelloBar = z
  .object({
    name: z.string(),
    copy: z.string().describe('Plain text with optional <strong> and <em> emphasis'),
    imageLeft: z.string().nullable(),
    imageLeftAltText: z.string(),
    imageRight: z.string().nullable(),
    ctaCopy: z.string(),
    ctaLink: z.string(),
    ctaLinkType: z.enum(['Internal', 'External']),
    ctaNewTab: z.boolean(),
    backgroundColor: z.string(),
    copyColor: z.string(),
    ctaBackgroundColor: z.string(),
    ctaFontColor: z.string(),
    imageLeftTop: z.number(),
    imageLeftWidth: z.number(),
    imageRightTop: z.number(),
    imageRightWidth: z.number(),
  })
  .meta({ id: 'HelloBar' });
export type HelloBar = z.infer<typeof HelloBar>;

/** One 'Latest Updates' entry under the header's bell (shell-and-browsing §3). */
export const NotificationBellItem = z
  .object({
    id: z.string(),
    name: z.string(),
    linkType: z.enum(['Internal', 'External']),
    link: z.string(),
    copy: z.string(),
    image: z.string().nullable(),
    imageAltText: z.string(),
    isAppExclusive: z.boolean(),
    newTab: z.boolean(),
    position: z.enum(['Top', 'Bottom']),
  })
  .meta({ id: 'NotificationBellItem' });
export type NotificationBellItem = z.infer<typeof NotificationBellItem>;

export const GlobalResponse = z
  .object({
    brandName: z.string(),
    stats: SiteStats,
    cardCount: z.object({ count: z.number().int() }),
    maxOfferValue: z
      .object({ maxValue: z.number(), hasMultipleValues: z.boolean() })
      .describe('The largest cash-back-on-approval offer (default 100 until offers exist)'),
    helloBar: HelloBar.nullable(),
    helloBarHeight: z.number().int(),
    notificationBell: z.array(NotificationBellItem),
  })
  .meta({ id: 'GlobalResponse' });
export type GlobalResponse = z.infer<typeof GlobalResponse>;

export const getGlobal = defineEndpoint({
  id: 'getGlobal',
  method: 'get',
  path: '/global',
  tag: 'Site',
  access: 'public',
  summary: 'Site-wide data every page shell needs',
  responses: { 200: GlobalResponse },
});

/** A card review link in the menu's Reviews column (shell-and-browsing §2.7, §3). */
export const MenuPlacement = z
  .object({ index: z.number().int(), name: z.string(), slug: z.string(), link: z.string() })
  .meta({ id: 'MenuPlacement' });
export type MenuPlacement = z.infer<typeof MenuPlacement>;

export const getMenuPlacements = defineEndpoint({
  id: 'getMenuPlacements',
  method: 'post',
  path: '/menu-placements/get-menu-placements',
  tag: 'Site',
  access: 'public',
  summary: 'Card reviews listed in the main menu, ordered by index',
  responses: { 200: z.array(MenuPlacement) },
});
