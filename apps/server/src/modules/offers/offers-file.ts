import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CatalogueCard } from '@cardgenius/core/catalogue';
import { OfferDollars, OfferTerm } from '@cardgenius/core/contract';
import { addCalendarDays, MAX_OFFER_TERMS, OFFER_ID_PATTERN } from '@cardgenius/core/rules';
import { z } from 'zod';
import { CATALOGUE_DIR } from '../../catalogue/read-catalogue-files';
import { torontoMidnight } from './offer-dates';

/** The offers staff keep in `data/offers.json`; see docs/decisions/0008-geniuscash-offers.md. */
export const OFFERS_FILE = 'offers.json';

const OfferEntry = z
  .strictObject({
    id: z.string().regex(OFFER_ID_PATTERN, 'Use lower-case letters, digits and dashes (at most 80).'),
    card: z.string().regex(/^[a-z0-9-]{1,120}$/, 'Name the card by its slug.'),
    amount: OfferDollars,
    start: z.iso.date('The start is a date: YYYY-MM-DD.'),
    end: z.iso.date('The end is a date: YYYY-MM-DD (the last day the offer can be claimed).').optional(),
    terms: z
      .array(OfferTerm)
      .min(1, 'List at least one term.')
      .max(MAX_OFFER_TERMS, `At most ${MAX_OFFER_TERMS} terms.`),
  })
  .refine((entry) => entry.end === undefined || entry.end >= entry.start, {
    path: ['end'],
    message: 'The last day is before the first.',
  });
export type OfferEntry = z.infer<typeof OfferEntry>;

/** An offer as the `offers` table stores it. */
export interface OfferRecord {
  id: string;
  cardSlug: string;
  amountCents: number;
  startsAt: Date;
  endsAt: Date | null;
  terms: string[];
}

export class OfferFileError extends Error {
  constructor(readonly problems: string[]) {
    super(`${OFFERS_FILE} has ${problems.length} problem(s):\n${problems.slice(0, 20).join('\n')}`);
    this.name = 'OfferFileError';
  }
}

/**
 * Checks the offers against the schema and the catalogue: unique ids, a card that exists and is
 * shown. Answers the records to store, or every problem found.
 */
export function checkOffers(
  raw: unknown,
  cards: readonly Pick<CatalogueCard, 'slug' | 'hidden'>[],
): { offers: OfferRecord[]; problems: string[] } {
  const parsed = z.array(z.unknown()).safeParse(raw);
  if (!parsed.success) return { offers: [], problems: [`${OFFERS_FILE} must hold a JSON array of offers.`] };
  const bySlug = new Map(cards.map((card) => [card.slug, card]));
  const seen = new Set<string>();
  const problems: string[] = [];
  const offers: OfferRecord[] = [];
  parsed.data.forEach((value, index) => {
    const entry = OfferEntry.safeParse(value);
    if (!entry.success) {
      for (const issue of entry.error.issues) {
        problems.push(`offer ${index} ${issue.path.join('.') || '(entry)'}: ${issue.message}`);
      }
      return;
    }
    const { id, card, amount, start, end, terms } = entry.data;
    if (seen.has(id)) problems.push(`offer ${id}: the id is used twice`);
    seen.add(id);
    const known = bySlug.get(card);
    if (!known) problems.push(`offer ${id}: no card ${card} in the catalogue`);
    else if (known.hidden) problems.push(`offer ${id}: the card ${card} is hidden`);
    offers.push({
      id,
      cardSlug: card,
      amountCents: Math.round(amount * 100),
      startsAt: torontoMidnight(start),
      // The file names the last day; the offer closes at the midnight that ends it.
      endsAt: end === undefined ? null : torontoMidnight(addCalendarDays(end, 1)),
      terms,
    });
  });
  return { offers: problems.length > 0 ? [] : offers, problems };
}

/** Reads and checks `data/offers.json` (none yet: no offers); any problem stops the load. */
export function loadOfferFile(
  cards: readonly Pick<CatalogueCard, 'slug' | 'hidden'>[],
  dir = CATALOGUE_DIR,
): OfferRecord[] {
  const file = join(dir, OFFERS_FILE);
  if (!existsSync(file)) return [];
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new OfferFileError([`${OFFERS_FILE} is not valid JSON: ${(error as Error).message}`]);
  }
  const { offers, problems } = checkOffers(raw, cards);
  if (problems.length > 0) throw new OfferFileError(problems);
  return offers;
}
