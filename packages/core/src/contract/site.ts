import '../zod-setup';
import { z } from 'zod';
import { SOCIAL_PROVIDERS } from '../rules/social-sign-in';
import { defineEndpoint } from './endpoint';
import { API_PATHS } from './names';

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

/** The hello bar's A/B variation: Option B's wording (shell-and-browsing §2.8). */
export const HelloBarOptionB = z
  .object({
    copy: z.string().describe('Option B’s copy, plain text with optional <strong> and <em> emphasis'),
    ctaCopy: z.string().describe('Option B’s call to action'),
  })
  .meta({ id: 'HelloBarOptionB' });
export type HelloBarOptionB = z.infer<typeof HelloBarOptionB>;

/** The variations a visitor is shown at random (shell-and-browsing §2.8). */
export const HELLO_BAR_VARIATIONS = ['Option A', 'Option B'] as const;
export type HelloBarVariation = (typeof HELLO_BAR_VARIATIONS)[number];

/** The top banner (shell-and-browsing §2.8, §3). Images are site paths; colours are CSS colours. */
export const HelloBar = z
  .object({
    name: z.string(),
    copy: z.string().describe('Plain text with optional <strong> and <em> emphasis'),
    copyImage: z.string().nullable().default(null).describe('A small image before the copy (decorative); null: none'),
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
    optionB: HelloBarOptionB.nullable()
      .default(null)
      .describe(
        'The A/B variation: each page view picks Option A or Option B at random and records it; Option B shows this wording. Null: both options show the same bar, and the variation is only recorded',
      ),
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

/** A staff-set path redirect (shell-and-browsing §3 `redirects.redirects`), already checked by the server. */
export const SiteRedirectRule = z
  .object({
    from: z.string().describe('A path on this site, without query'),
    to: z.string().describe('A path on this site, or an absolute https URL'),
  })
  .meta({ id: 'SiteRedirectRule' });

/** The GeniusCash offers page's copy and links staff set (shell-and-browsing §3 `offerPage`). */
export const OfferPageSettings = z
  .object({
    menuCopy: z.string().describe("The menu's words for the offers, such as '$100 Cash Back'"),
    blogCTAUrl: z.string().nullable().describe('Where the call to action on blog pages leads; null: none'),
    sideBarAdUrl: z.string().nullable().describe('Where the side bar advertisement leads; null: none'),
  })
  .meta({ id: 'OfferPageSettings' });
export type OfferPageSettings = z.infer<typeof OfferPageSettings>;

/** A card whose deal is better than usual now (shell-and-browsing §3 `hotDeals`). */
export const HotDeal = z
  .object({
    cardSlug: z.string(),
    cardName: z.string(),
    /** The card's offers page when it has a GeniusCash bonus, else its card page. */
    link: z.string(),
    geniusCash: z.number().nullable().describe('A current GeniusCash offer above the usual $100, in dollars'),
    welcomeOffer: z
      .object({
        points: z.number().int().describe('Today’s welcome offer (cash back cards: cents)'),
        pointsLabel: z.string(),
        usual: z.number().int().nullable().describe('The usual offer of the last three years'),
        verdict: z.enum(['highest', 'higher-than-usual']),
      })
      .nullable()
      .describe("Today's welcome offer when it is the card's highest on record or above its usual"),
  })
  .meta({ id: 'HotDeal' });
export type HotDeal = z.infer<typeof HotDeal>;
/** An article about the site in an outside publication (accounts spec §1, the featured-in strip). */
export const PressMention = z
  .object({
    name: z.string().trim().min(1).max(80).describe("The publication's name"),
    url: z.url({ protocol: /^https?$/ }).describe('The article'),
    date: z.iso.date().describe('Publication date, YYYY-MM-DD'),
  })
  .meta({ id: 'PressMention' });
export type PressMention = z.infer<typeof PressMention>;

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
    newestPostId: z
      .string()
      .nullable()
      .describe(
        'The newest published post: the bell shows its badge until the notifications cookie holds this id (§4)',
      ),
    socialSignIn: z
      .array(z.enum(SOCIAL_PROVIDERS))
      .describe(
        'Providers a visitor may sign in with (configured on the server): the form posts to /auth/{provider}, a browser navigation outside the API',
      ),
    redirects: z
      .object({ redirects: z.array(SiteRedirectRule) })
      .describe('Path redirects staff set; the server answers them with a 301 before rendering'),
    offerPage: OfferPageSettings.nullable().describe('Null until staff store the `offerPage` setting'),
    reviewCount: z
      .number()
      .int()
      .nonnegative()
      .describe('Members’ approved reviews of cards (the same figure as stats.consumerReviews)'),
    hotDeals: z.array(HotDeal).describe('GeniusCash bonuses first (largest first), then welcome offers above usual'),
    geniusCashPayouts: z
      .object({
        totalPaid: z.number().nonnegative().describe('GeniusCash paid out to members so far, in dollars'),
        payoutCount: z.number().int().nonnegative(),
      })
      .describe('Every GeniusCash payout marked paid'),
    pressMentions: z
      .array(PressMention)
      .describe(
        'Publications that cited the site, newest first, from the pressMentions setting (empty until staff add one)',
      ),
  })
  .meta({ id: 'GlobalResponse' });
export type GlobalResponse = z.infer<typeof GlobalResponse>;

export const getGlobal = defineEndpoint({
  id: 'getGlobal',
  method: 'get',
  path: API_PATHS.global,
  tag: 'Site',
  access: 'public',
  summary: 'Site-wide data every page shell needs',
  responses: { 200: GlobalResponse },
});

/** Card reviews the menu's Reviews column lists. */
export const MENU_PLACEMENT_COUNT = 6;

/** A card review link in the menu's Reviews column (shell-and-browsing §2.7, §3). */
export const MenuPlacement = z
  .object({ index: z.number().int(), name: z.string(), slug: z.string(), link: z.string() })
  .meta({ id: 'MenuPlacement' });
export type MenuPlacement = z.infer<typeof MenuPlacement>;

export const getMenuPlacements = defineEndpoint({
  id: 'getMenuPlacements',
  method: 'post',
  path: API_PATHS.menuPlacements,
  tag: 'Site',
  access: 'public',
  summary: 'Card reviews listed in the main menu, ordered by index',
  responses: { 200: z.array(MenuPlacement) },
});
