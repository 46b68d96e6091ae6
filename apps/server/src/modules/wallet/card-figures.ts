import { currentWelcomePoints } from '@cardgenius/core/catalogue';
import { and, gt, inArray, isNull, lte, max, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { offers, type WatchBaseline } from '../../db/schema';
import type { CatalogueSnapshot } from '../cards/catalogue-store';

/**
 * The figures a wallet alert follows for each card, as the site shows them now: the welcome bonus of the
 * catalogue, the largest GeniusCash offer running, the ongoing annual fee. A card the catalogue no
 * longer shows is left out (nothing to compare).
 */
export async function cardFigures(
  db: Database,
  catalogue: Pick<CatalogueSnapshot, 'cardsBySlug'>,
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
