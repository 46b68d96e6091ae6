import type { OfferView } from '@cardgenius/core/contract';
import { effectiveMaxOfferValue, isBonusOffer } from '@cardgenius/core/rules';
import { and, asc, desc, eq, gt, isNull, lte, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { cards, issuers, offers } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { currentOffer, type OfferRow } from './current-offer';
import { lastDayBefore } from './offer-dates';

/** What a card must be for its offer to be shown and claimed: listed, and taking applications. */
const cardIsOpen = and(eq(cards.hidden, false), eq(cards.temporarilyUnavailable, false));

const offerColumns = {
  offer: offers,
  cardName: cards.displayName,
  affiliateId: cards.affiliateId,
  network: cards.networkSlug,
  issuerSlug: issuers.slug,
  issuerName: issuers.name,
  primaryColor: issuers.primaryColor,
  secondaryColor: issuers.secondaryColor,
};

type OfferWithCard = {
  offer: OfferRow;
  cardName: string;
  affiliateId: string;
  network: string;
  issuerSlug: string;
  issuerName: string;
  primaryColor: string;
  secondaryColor: string;
};

function toView(row: OfferWithCard): OfferView {
  const { offer } = row;
  const amount = offer.amountCents / 100;
  return {
    id: offer.id,
    cardSlug: offer.cardSlug,
    cardName: row.cardName,
    issuer: {
      slug: row.issuerSlug,
      name: row.issuerName,
      colors: { primary: row.primaryColor, secondary: row.secondaryColor },
    },
    network: row.network as OfferView['network'],
    affiliateId: row.affiliateId,
    amount,
    isBonus: isBonusOffer(amount),
    startsAt: offer.startsAt.toISOString(),
    endsAt: offer.endsAt?.toISOString() ?? null,
    lastDay: offer.endsAt ? lastDayBefore(offer.endsAt) : null,
    terms: offer.terms,
  };
}

/** Largest first; among equals, the one ending soonest (open-ended last), then by card name. */
function byAmountThenEnding(a: OfferView, b: OfferView): number {
  if (a.amount !== b.amount) return b.amount - a.amount;
  if (a.endsAt !== b.endsAt) return a.endsAt === null ? 1 : b.endsAt === null ? -1 : a.endsAt.localeCompare(b.endsAt);
  return a.cardName.localeCompare(b.cardName, 'en-CA');
}

/**
 * Every card's current offer at `now`, on cards that are shown and taking applications. Where a card's
 * windows overlap, the same offer wins as in `currentOffer` (the one that started last).
 */
export async function listCurrentOffers(options: { db: Database; now?: Date }): Promise<OfferView[]> {
  const now = options.now ?? new Date();
  const rows = await options.db
    .select(offerColumns)
    .from(offers)
    .innerJoin(cards, eq(cards.slug, offers.cardSlug))
    .innerJoin(issuers, eq(issuers.slug, cards.issuerSlug))
    .where(and(lte(offers.startsAt, now), or(isNull(offers.endsAt), gt(offers.endsAt, now)), cardIsOpen))
    .orderBy(asc(offers.cardSlug), desc(offers.startsAt), asc(offers.id));
  const perCard = new Map<string, OfferWithCard>();
  for (const row of rows) if (!perCard.has(row.offer.cardSlug)) perCard.set(row.offer.cardSlug, row);
  return [...perCard.values()].map(toView).sort(byAmountThenEnding);
}

/** The card's current offer as the offers page shows it, or null (no offer now, or the card is closed). */
export async function findCardOffer(options: {
  db: Database;
  cardSlug: string;
  now?: Date;
}): Promise<OfferView | null> {
  const offer = await currentOffer(options.db, options.cardSlug, options.now);
  if (!offer) return null;
  const [card] = await options.db
    .select(offerColumns)
    .from(offers)
    .innerJoin(cards, eq(cards.slug, offers.cardSlug))
    .innerJoin(issuers, eq(issuers.slug, cards.issuerSlug))
    .where(and(eq(offers.id, offer.id), cardIsOpen))
    .limit(1);
  return card ? toView(card) : null;
}

export async function getCardOffer(options: { db: Database; cardSlug: string; now?: Date }): Promise<OfferView> {
  const offer = await findCardOffer(options);
  if (!offer) throw new AppError('NOT_FOUND', 'This card has no GeniusCash offer at the moment.');
  return offer;
}

/**
 * The global call's `maxOfferValue` (shell-and-browsing §3): the largest current offer in dollars (the
 * default $100 while there is none), and whether current offers differ in amount ("up to $X").
 */
export async function maxOfferValue(options: {
  db: Database;
  now?: Date;
}): Promise<{ maxValue: number; hasMultipleValues: boolean }> {
  return maxOfferValueOf(await listCurrentOffers(options));
}

/** `maxOfferValue` of a list of current offers. */
export function maxOfferValueOf(current: readonly OfferView[]): { maxValue: number; hasMultipleValues: boolean } {
  const amounts = current.map((offer) => offer.amount);
  return {
    maxValue: effectiveMaxOfferValue(amounts.length > 0 ? Math.max(...amounts) : 0),
    hasMultipleValues: new Set(amounts).size > 1,
  };
}
