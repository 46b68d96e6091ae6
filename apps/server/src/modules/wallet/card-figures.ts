import { type CatalogueCard, currentWelcomePoints } from '@cardgenius/core/catalogue';
import { and, gt, inArray, isNull, lte, max, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { cards, offers, type WatchBaseline } from '../../db/schema';

/** The part of a card its alert figures come from. */
type FigureSource = Pick<CatalogueCard, 'welcomeBonus' | 'fees'>;

/**
 * The figures a wallet alert follows for each card, as the site shows them now: the welcome bonus of the
 * catalogue, the largest GeniusCash offer running, the ongoing annual fee. A card the catalogue no
 * longer shows is left out (nothing to compare).
 */
export async function cardFigures(
  db: Database,
  catalogue: { cardsBySlug: ReadonlyMap<string, FigureSource> },
  slugs: readonly string[],
  now = new Date(),
): Promise<Map<string, WatchBaseline>> {
  const known = [...new Set(slugs)].filter((slug) => catalogue.cardsBySlug.has(slug));
  const figures = new Map<string, WatchBaseline>();
  if (known.length === 0) return figures;
  const running = await db
    .select({ slug: offers.cardSlug, cents: max(offers.amountCents) })
    .from(offers)
    .where(
      and(
        inArray(offers.cardSlug, known),
        lte(offers.startsAt, now),
        or(isNull(offers.endsAt), gt(offers.endsAt, now)),
      ),
    )
    .groupBy(offers.cardSlug);
  const geniusCash = new Map(running.map((row) => [row.slug, row.cents === null ? null : row.cents / 100]));
  for (const slug of known) {
    const card = catalogue.cardsBySlug.get(slug);
    if (!card) continue;
    figures.set(slug, {
      welcomePoints: currentWelcomePoints(card),
      geniusCash: geniusCash.get(slug) ?? null,
      annualFee: card.fees.annual,
    });
  }
  return figures;
}

/**
 * The same figures read from the database rather than this process's catalogue, which may lag an edit
 * by a poll: read in the caller's transaction, they agree with whatever else it reads.
 */
export async function storedCardFigures(db: Database, slugs: readonly string[], now = new Date()) {
  const unique = [...new Set(slugs)];
  if (unique.length === 0) return new Map<string, WatchBaseline>();
  const rows = await db
    .select({ slug: cards.slug, welcomeBonus: cards.welcomeBonus, fees: cards.fees })
    .from(cards)
    .where(inArray(cards.slug, unique));
  return cardFigures(db, { cardsBySlug: new Map(rows.map((row) => [row.slug, row])) }, unique, now);
}
