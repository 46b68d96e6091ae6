import { currentWelcomePoints, offerPeriods, summarizeOfferHistory } from '@cardgenius/core/catalogue';
import type { HotDeal, OfferView } from '@cardgenius/core/contract';
import type { CatalogueSnapshot } from '../cards/catalogue-store';

/** The global call lists at most this many deals: enough for a strip or a menu column. */
export const HOT_DEALS_MAX = 12;

type WelcomeDeal = NonNullable<HotDeal['welcomeOffer']>;

/**
 * Cards whose welcome offer today is their highest on record or above their usual one (the verdicts of
 * the card page's offer history), on cards that are listed and taking applications. A Quebec version
 * shares its card's history, so only the card itself is listed.
 */
function welcomeDeals(catalogue: CatalogueSnapshot, today: string): Map<string, WelcomeDeal> {
  const deals = new Map<string, WelcomeDeal>();
  for (const card of catalogue.cards) {
    if (card.hidden || card.temporarilyUnavailable || card.status !== 'offered' || card.quebecVersionOf) continue;
    const periods = offerPeriods(catalogue.offerHistory.get(card.slug) ?? [], today);
    const summary = summarizeOfferHistory(periods, currentWelcomePoints(card), today);
    if (summary.verdict !== 'highest' && summary.verdict !== 'higher-than-usual') continue;
    deals.set(card.slug, {
      points: summary.current,
      pointsLabel: card.pointsLabel,
      usual: summary.usual,
      verdict: summary.verdict,
    });
  }
  return deals;
}

/** How far above its usual offer a welcome offer is (a record offer without a usual one counts as 1). */
const lift = (deal: WelcomeDeal) => (deal.usual ? deal.points / deal.usual : 1);

/**
 * The global call's `hotDeals`: GeniusCash offers above the usual $100 (largest first), then welcome
 * offers at their highest (then by how far above usual they are). A card with both is listed once.
 */
export function hotDeals(options: {
  catalogue: CatalogueSnapshot;
  currentOffers: readonly OfferView[];
  today: string;
}): HotDeal[] {
  const welcome = welcomeDeals(options.catalogue, options.today);
  const deals: HotDeal[] = options.currentOffers
    .filter((offer) => offer.isBonus)
    .map((offer) => ({
      cardSlug: offer.cardSlug,
      cardName: offer.cardName,
      link: `/offers/${offer.cardSlug}`,
      geniusCash: offer.amount,
      welcomeOffer: welcome.get(offer.cardSlug) ?? null,
    }));
  const listed = new Set(deals.map((deal) => deal.cardSlug));
  const rest = [...welcome]
    .filter(([slug]) => !listed.has(slug))
    .sort(
      ([slugA, a], [slugB, b]) =>
        Number(b.verdict === 'highest') - Number(a.verdict === 'highest') ||
        lift(b) - lift(a) ||
        slugA.localeCompare(slugB),
    );
  for (const [slug, welcomeOffer] of rest) {
    const card = options.catalogue.cardsBySlug.get(slug);
    if (!card) continue;
    deals.push({
      cardSlug: slug,
      cardName: card.displayName,
      link: `/credit-cards/${slug}`,
      geniusCash: null,
      welcomeOffer,
    });
  }
  return deals.slice(0, HOT_DEALS_MAX);
}

const memo = new WeakMap<CatalogueSnapshot, { today: string; offers: readonly OfferView[]; deals: HotDeal[] }>();

/** `hotDeals`, worked out again only when the catalogue, the day or the (minute-cached) offers change. */
export function cachedHotDeals(options: Parameters<typeof hotDeals>[0]): HotDeal[] {
  const kept = memo.get(options.catalogue);
  if (kept && kept.today === options.today && kept.offers === options.currentOffers) return kept.deals;
  const deals = hotDeals(options);
  memo.set(options.catalogue, { today: options.today, offers: options.currentOffers, deals });
  return deals;
}
