import '../zod-setup';
import { z } from 'zod';
import { Issuer, NETWORKS } from '../catalogue/schema';
import {
  AFFILIATE_ID_MAX_LENGTH,
  AFFILIATE_ID_PATTERN,
  DEFAULT_GO_CONTEXT,
  GO_CONTEXT_PATTERN,
  GO_TOKEN_MAX_LENGTH,
  GO_TOKEN_PATTERN,
} from '../rules/go-link-params';
import { defineEndpoint } from './endpoint';

/** Go-links (shell-and-browsing §2.1, §3 "Card (go call)", §7 "GET misc/go"). */

export const AffiliateIdParams = z.strictObject({
  affiliateId: z
    .string()
    .max(AFFILIATE_ID_MAX_LENGTH, `An affiliate id is at most ${AFFILIATE_ID_MAX_LENGTH} characters.`)
    .regex(AFFILIATE_ID_PATTERN, 'An affiliate id is letters, digits, - and _.'),
});

export const GoProductOffer = z
  .object({
    slug: z.string().describe('The offers page is /offers/{slug}'),
    amount: z.number().describe('The GeniusCash amount, dollars'),
  })
  .describe('Present only while the card has a current GeniusCash offer');

export const GoCard = z
  .object({
    cardId: z.string().describe('The card’s id (its slug)'),
    affiliateId: z.string(),
    name: z.string(),
    displayName: z.string(),
    slug: z.string(),
    issuer: z.string().describe('The issuer’s name'),
    colors: Issuer.shape.colors.describe('The issuer’s colours, for the card’s picture'),
    network: z.enum(NETWORKS),
    hasAffiliateLink: z.boolean(),
    temporarilyUnavailable: z.boolean(),
    productOffer: GoProductOffer.optional(),
  })
  .meta({ id: 'GoCard' });
export type GoCard = z.infer<typeof GoCard>;

export const GoLinkResponse = z
  .object({
    card: GoCard.nullable().describe('Null for a product that is not a card'),
    eventCategory: z.string(),
    eventLabel: z.string(),
    redirectUrl: z.string().describe('The apply URL registered for the card, without tracking'),
  })
  .meta({ id: 'GoLinkResponse' });
export type GoLinkResponse = z.infer<typeof GoLinkResponse>;

const token = (label: string) =>
  z
    .string({ error: `${label} must be text.` })
    .max(GO_TOKEN_MAX_LENGTH, `${label} is at most ${GO_TOKEN_MAX_LENGTH} characters.`)
    .regex(GO_TOKEN_PATTERN, `${label} is letters, digits, '.', '-' and '_'.`);

export const ApplyClickRequest = z
  .strictObject({
    clickId: z.uuid({ error: 'clickId must be a UUID made by the browser for this click.' }),
    context: z
      .string({ error: 'context must be text.' })
      .max(GO_TOKEN_MAX_LENGTH, `context is at most ${GO_TOKEN_MAX_LENGTH} characters.`)
      .regex(GO_CONTEXT_PATTERN, 'context is letters, digits, spaces and _ . : ( ) -, starting with a letter or digit.')
      .default(DEFAULT_GO_CONTEXT),
    aid: token('aid').optional(),
    pid: token('pid').optional(),
  })
  .meta({ id: 'ApplyClickRequest' });
export type ApplyClickRequest = z.input<typeof ApplyClickRequest>;

export const ApplyClickResponse = z
  .object({
    applyId: z.uuid(),
    redirectUrl: z.string().describe('The registered apply URL with applyId, context and pid added'),
  })
  .meta({ id: 'ApplyClickResponse' });
export type ApplyClickResponse = z.infer<typeof ApplyClickResponse>;

export const GoQrCodeResponse = z
  .object({
    url: z.string().describe('The absolute go-link the code encodes (context QR)'),
    svg: z.string().describe('The QR code as an SVG document, 200 × 200'),
  })
  .meta({ id: 'GoQrCodeResponse' });

export const getGoLink = defineEndpoint({
  id: 'getGoLink',
  method: 'get',
  path: '/misc/go/{affiliateId}',
  tag: 'Go-links',
  access: 'public',
  summary: 'The card behind a go-link and its registered apply URL',
  description:
    'Read-only: records nothing. An unknown or hidden affiliate id answers 404 with `error.redirect`, the page to show instead.',
  request: { params: AffiliateIdParams },
  responses: { 200: GoLinkResponse },
});

export const recordApplyClick = defineEndpoint({
  id: 'recordApplyClick',
  method: 'post',
  path: '/misc/go/{affiliateId}/click',
  tag: 'Go-links',
  access: 'public',
  summary: 'Record an apply click and get the tracked issuer URL',
  description:
    'Records the click once per clickId: a retry with the same clickId answers the same and stores nothing more. The destination is always the URL registered for the card, with applyId, context and pid added. Admins and prerender crawlers get the destination without an analytics event.',
  request: { params: AffiliateIdParams, body: ApplyClickRequest },
  responses: { 200: ApplyClickResponse },
});

export const getGoQrCode = defineEndpoint({
  id: 'getGoQrCode',
  method: 'get',
  path: '/misc/go/{affiliateId}/qr-code',
  tag: 'Go-links',
  access: 'public',
  summary: 'A QR code of the go-link, to apply on a phone',
  request: { params: AffiliateIdParams },
  responses: { 200: GoQrCodeResponse },
});
