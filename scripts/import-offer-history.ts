// `npm run catalogue:offer-history`: writes data/offer-history.json from the welcome-offer history in the
// Prince of Travel snapshot (data/reference/pot-cards-2026-02.json), for every catalogue card that names
// its Prince of Travel slug (Quebec versions share their card's history). Entries already in the file
// from other sources are kept. Prints what it wrote and which histories have no catalogue card.

import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CATALOGUE_DIR, readCatalogueFiles } from '../apps/server/src/catalogue/read-catalogue-files';
import type { CatalogueCard, OfferHistoryEntry } from '../packages/core/src/catalogue';

interface PotOffer {
  start_date: string;
  end_date: string | null;
  welcome_bonus_points: number;
  required_spend: number | null;
  annual_fee: number | null;
  notes: string;
}
interface PotCard {
  slug: string;
  modified: string;
  historicalOffers?: PotOffer[];
}

const SOURCE = 'https://princeoftravel.com/credit-cards/';
const FILE = join(CATALOGUE_DIR, 'offer-history.json');
const isoDate = (compact: string) => `${compact.slice(0, 4)}-${compact.slice(4, 6)}-${compact.slice(6, 8)}`;
const dayBefore = (iso: string) => new Date(Date.parse(`${iso}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
const decodeEntities = (text: string) =>
  text
    .replace(/&amp;/g, '&')
    .replace(/&#0?39;|&rsquo;/g, '’')
    .replace(/&quot;/g, '"')
    .replace(/&nbsp;/g, ' ');

const raw = readCatalogueFiles();
const cards = Object.values(raw.cardFiles).flat() as CatalogueCard[];
const cardByPot = new Map(
  cards
    .filter((card) => card.quebecVersionOf === null && card.referenceSlugs.pot)
    .map((card) => [card.referenceSlugs.pot as string, card]),
);
const pot = (
  JSON.parse(readFileSync(join(CATALOGUE_DIR, 'reference', 'pot-cards-2026-02.json'), 'utf8')) as {
    cards: PotCard[];
  }
).cards;

const imported: OfferHistoryEntry[] = [];
const unmatched: string[] = [];
for (const reference of pot) {
  const offers = reference.historicalOffers ?? [];
  if (offers.length === 0) continue;
  const card = cardByPot.get(reference.slug);
  if (!card) {
    unmatched.push(reference.slug);
    continue;
  }
  // The source records some cash-back offers in dollars (240) and others in cents (25,000) like ours.
  const inDollars =
    card.rewardProgram === 'cash-back' &&
    offers.some((o) => o.welcome_bonus_points > 0 && o.welcome_bonus_points < 1000);
  const sorted = [...offers].sort((a, b) => a.start_date.localeCompare(b.start_date));
  sorted.forEach((offer, index) => {
    const startsOn = isoDate(offer.start_date);
    const next = sorted[index + 1];
    const dayBeforeNext = next ? dayBefore(isoDate(next.start_date)) : null;
    let endsOn = offer.end_date ? isoDate(offer.end_date) : null;
    const notes = [decodeEntities(offer.notes).replace(/†/g, '').trim()];
    // The source has a few impossible or overlapping dates (typos, side offers by special link): one
    // offer at a time, the later one taking over from its start.
    if (endsOn !== null && endsOn < startsOn) {
      notes.push(`the source's end date ${endsOn} comes before the start, so the offer ends when the next begins`);
      endsOn = null;
    } else if (endsOn !== null && dayBeforeNext !== null && endsOn > dayBeforeNext) {
      notes.push(`the source's end date ${endsOn} overlaps the next offer, so it ends when the next begins`);
      endsOn = dayBeforeNext < startsOn ? startsOn : dayBeforeNext;
    }
    if (inDollars) notes.push('the source gives this offer in dollars');
    imported.push({
      card: card.slug,
      startsOn,
      endsOn,
      points: Math.round(offer.welcome_bonus_points * (inDollars ? 100 : 1)),
      requiredSpend: offer.required_spend,
      annualFee: offer.annual_fee,
      note: notes.filter(Boolean).join('; ') || null,
      sourceUrl: `${SOURCE}${reference.slug}/`,
      asOf: reference.modified.slice(0, 10),
    });
  });
}

const existing = (() => {
  try {
    return JSON.parse(readFileSync(FILE, 'utf8')) as OfferHistoryEntry[];
  } catch {
    return [];
  }
})();
const kept = existing.filter((entry) => !entry.sourceUrl.startsWith(SOURCE));
const entries = [...kept, ...imported].sort(
  (a, b) => a.card.localeCompare(b.card) || a.startsOn.localeCompare(b.startsOn),
);
writeFileSync(FILE, `${JSON.stringify(entries, null, 2)}\n`);
console.info(
  `${imported.length} offers for ${new Set(imported.map((entry) => entry.card)).size} cards imported, ${kept.length} from other sources kept; ` +
    `no catalogue card for ${unmatched.length} histories: ${unmatched.join(', ') || 'none'}`,
);
