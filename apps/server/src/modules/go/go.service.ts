import { type CatalogueCard, FALLBACK_ISSUER_COLORS } from '@cardgenius/core/catalogue';
import type { ApplyClickResponse, GoCard, GoLinkResponse } from '@cardgenius/core/contract';
import { QR_GO_CONTEXT, withApplyTracking } from '@cardgenius/core/rules';
import { eq, sql } from 'drizzle-orm';
import QRCode from 'qrcode';
import type { Database } from '../../db/client';
import { analyticsEvents, applyClicks } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { RateLimitRule } from '../../lib/rate-limit';
import type { CatalogueSnapshot } from '../cards/catalogue-store';
import { currentOffer } from '../offers/current-offer';

/**
 * Go-links (shell-and-browsing §7): the card behind an affiliate id, and the apply click recorded once
 * per click id. The destination is only ever built from the card's registered apply URL.
 */

/**
 * A person clicks Apply a few times a minute; more than this from one address is a script. The
 * site-wide ceiling is far above real traffic and caps a distributed flood of click rows.
 */
export const GO_RATE_LIMITS = {
  clickPerIp: { name: 'go-click-ip', limit: 60, windowMs: 60_000 },
  clickEveryone: { name: 'go-click-everyone', limit: 6000, windowMs: 60_000 },
} as const satisfies Record<string, RateLimitRule>;

/** The QR image is 200 × 200 (shell-and-browsing §9). */
export const QR_CODE_SIZE = 200;

const NOT_FOUND_MESSAGE = 'This link does not lead to a card we list.';

const byAffiliateId = new WeakMap<CatalogueSnapshot, Map<string, CatalogueCard>>();

/** The catalogue's cards by affiliate id, built once per snapshot. */
function cardsByAffiliateId(catalogue: CatalogueSnapshot): Map<string, CatalogueCard> {
  let index = byAffiliateId.get(catalogue);
  if (!index) {
    index = new Map(catalogue.cards.map((card) => [card.affiliateId, card]));
    byAffiliateId.set(catalogue, index);
  }
  return index;
}

/**
 * The listed card of an affiliate id. Unknown → 404 that sends the visitor home; hidden (no longer
 * offered through us) → 404 that sends them to the card's own page.
 */
export function findGoCard(catalogue: CatalogueSnapshot, affiliateId: string): CatalogueCard {
  const card = cardsByAffiliateId(catalogue).get(affiliateId);
  if (!card) throw new AppError('NOT_FOUND', NOT_FOUND_MESSAGE, undefined, undefined, '/');
  if (card.hidden)
    throw new AppError('NOT_FOUND', NOT_FOUND_MESSAGE, undefined, undefined, `/credit-cards/${card.slug}`);
  return card;
}

/** The card as the go call describes it (§3 Card (go call)), with its current offer if it has one. */
async function goCardView(options: {
  db: Database;
  catalogue: CatalogueSnapshot;
  card: CatalogueCard;
  now: Date;
}): Promise<GoCard> {
  const { card, catalogue } = options;
  const offer = await currentOffer(options.db, card.slug, options.now);
  const issuer = catalogue.issuers.find((entry) => entry.slug === card.issuer);
  return {
    cardId: card.slug,
    affiliateId: card.affiliateId,
    name: card.name,
    displayName: card.displayName,
    slug: card.slug,
    issuer: issuer?.name ?? card.issuer,
    colors: issuer?.colors ?? FALLBACK_ISSUER_COLORS,
    network: card.network,
    hasAffiliateLink: card.hasAffiliateLink,
    temporarilyUnavailable: card.temporarilyUnavailable,
    ...(offer ? { productOffer: { slug: card.slug, amount: offer.amountCents / 100 } } : {}),
  };
}

/** GET misc/go/{affiliateId}: read-only, records nothing. */
export async function getGoLink(options: {
  db: Database;
  catalogue: CatalogueSnapshot;
  affiliateId: string;
  now?: Date;
}): Promise<GoLinkResponse> {
  const card = findGoCard(options.catalogue, options.affiliateId);
  const view = await goCardView({ ...options, card, now: options.now ?? new Date() });
  return {
    card: view,
    eventCategory: card.hasAffiliateLink ? 'Affiliate Apply' : 'Non-Affiliate Apply',
    eventLabel: card.name,
    redirectUrl: card.applyUrl,
  };
}

/** Who clicked, as far as tracking needs to know. */
export interface ClickVisitor {
  userId: string | null;
  isAuth: boolean;
  /** False for admins and prerender crawlers: their clicks are kept, but no analytics event is stored. */
  tracked: boolean;
  analyticsUserId: string | null;
  analyticsSessionId: string;
  requestId: string;
}

export interface ApplyClickInput {
  clickId: string;
  context: string;
  aid?: string | undefined;
  pid?: string | undefined;
}

/**
 * Records one apply click (and, for a tracked visitor, its 'apply' analytics event) exactly once per
 * click id, in one statement. A retry with the same id answers what the first call stored; an id
 * already used for another card is a conflict.
 */
export async function recordApplyClick(options: {
  db: Database;
  catalogue: CatalogueSnapshot;
  affiliateId: string;
  click: ApplyClickInput;
  visitor: ClickVisitor;
  page: string;
  now?: Date;
}): Promise<ApplyClickResponse> {
  const { db, click, visitor } = options;
  const card = findGoCard(options.catalogue, options.affiliateId);
  const now = options.now ?? new Date();
  const destination = withApplyTracking(card.applyUrl, {
    applyId: click.clickId,
    context: click.context,
    pid: click.pid,
  });
  const issuer = options.catalogue.issuers.find((entry) => entry.slug === card.issuer);

  const insertClick = db
    .insert(applyClicks)
    .values({
      id: click.clickId,
      createdAt: now,
      cardSlug: card.slug,
      affiliateId: card.affiliateId,
      context: click.context,
      aid: click.aid ?? null,
      pid: click.pid ?? null,
      userId: visitor.userId,
      analyticsUserId: visitor.analyticsUserId,
      analyticsSessionId: visitor.tracked ? visitor.analyticsSessionId : null,
      destination,
      requestId: visitor.requestId,
    })
    .onConflictDoNothing()
    .returning({ id: applyClicks.id });

  let recorded: boolean;
  if (!visitor.tracked) {
    recorded = (await insertClick).length === 1;
  } else {
    // One statement, so atomic without a transaction (and one round trip): the apply event is inserted
    // from the click's RETURNING row, so it exists exactly when this call recorded the click.
    const data = {
      context: click.context,
      cardId: card.slug,
      cardName: card.name,
      issuer: issuer?.name ?? card.issuer,
      network: card.network,
      isAffiliate: card.hasAffiliateLink,
      isAuth: visitor.isAuth,
      offerClaimed: false,
      clicked: true,
    };
    const inserted = db.$with('inserted_click').as(insertClick);
    const events = await db
      .with(inserted)
      .insert(analyticsEvents)
      // Handed over as SQL: drizzle's own check wants every column selected, the stored day too, which
      // PostgreSQL computes itself. The fields are in the table's column order, as the insert lists them.
      .select(
        db
          .select({
            id: inserted.id,
            sessionId: sql<string>`${visitor.analyticsSessionId}::uuid`.as('session_id'),
            kind: sql<string>`'apply'`.as('kind'),
            page: sql<string>`${options.page}::text`.as('page'),
            occurredAt: sql<Date>`${now.toISOString()}::timestamptz`.as('occurred_at'),
            receivedAt: sql<Date>`now()`.as('received_at'),
            data: sql<Record<string, unknown>>`${JSON.stringify(data)}::jsonb`.as('data'),
          })
          .from(inserted)
          .getSQL(),
      )
      .onConflictDoNothing()
      .returning({ id: analyticsEvents.id });
    recorded = events.length === 1;
  }
  if (recorded) return { applyId: click.clickId, redirectUrl: destination };

  // A retry: answer what the first call stored.
  const [stored] = await db
    .select({ affiliateId: applyClicks.affiliateId, destination: applyClicks.destination })
    .from(applyClicks)
    .where(eq(applyClicks.id, click.clickId));
  if (!stored) throw new Error('apply click missing after a conflicting insert');
  if (stored.affiliateId !== card.affiliateId) {
    throw new AppError('CONFLICT', 'This clickId was already used for another card. Make a new one for each click.', {
      clickId: 'Already used for another card.',
    });
  }
  return { applyId: click.clickId, redirectUrl: stored.destination };
}

/** The go-link of a card as a QR code, to open on a phone (context QR). */
export async function goQrCode(options: { catalogue: CatalogueSnapshot; affiliateId: string; siteUrl: string }) {
  const card = findGoCard(options.catalogue, options.affiliateId);
  const url = `${options.siteUrl}/go/${encodeURIComponent(card.affiliateId)}?context=${QR_GO_CONTEXT}`;
  const svg = await QRCode.toString(url, { type: 'svg', margin: 1, width: QR_CODE_SIZE, errorCorrectionLevel: 'M' });
  return { url, svg };
}
