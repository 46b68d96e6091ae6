import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { addCalendarDays, isBonusOffer, torontoDate } from '@cardgenius/core/rules';
import { describe, expect, it } from 'vitest';
import { loadCatalogueContent } from '../../catalogue/load-catalogue';
import { CATALOGUE_DIR } from '../../catalogue/read-catalogue-files';
import { lastDayBefore, torontoMidnight } from './offer-dates';
import { checkOffers, loadOfferFile, OFFERS_FILE } from './offers-file';

const { catalogue } = loadCatalogueContent();

const entry = {
  id: 'test-offer',
  card: 'american-express-cobalt-card',
  amount: 80,
  start: '2026-11-01',
  end: '2026-11-30',
  terms: ['Apply through our link while signed in.'],
};

describe('Toronto calendar days', () => {
  it('opens at midnight in Toronto, in standard and in daylight time', () => {
    expect(torontoMidnight('2026-11-21').toISOString()).toBe('2026-11-21T05:00:00.000Z');
    expect(torontoMidnight('2026-07-01').toISOString()).toBe('2026-07-01T04:00:00.000Z');
    // The days the clocks change (2 a.m.): midnight is still before the change.
    expect(torontoMidnight('2026-03-08').toISOString()).toBe('2026-03-08T05:00:00.000Z');
    expect(torontoMidnight('2026-11-01').toISOString()).toBe('2026-11-01T04:00:00.000Z');
    expect(() => torontoMidnight('21/11/2026')).toThrow(RangeError);
  });

  it('names the last day of a window and the day of an instant', () => {
    expect(addCalendarDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addCalendarDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(lastDayBefore(torontoMidnight('2027-01-01'))).toBe('2026-12-31');
    expect(torontoDate(new Date('2026-11-22T03:00:00Z'))).toBe('2026-11-21');
    expect(torontoDate(new Date('2026-11-22T06:00:00Z'))).toBe('2026-11-22');
  });
});

describe(`data/${OFFERS_FILE}`, () => {
  const offers = loadOfferFile(catalogue.cards);
  const raw = JSON.parse(readFileSync(join(CATALOGUE_DIR, OFFERS_FILE), 'utf8')) as Array<{ amount: number }>;

  it('is valid, each offer on a shown card of the catalogue', () => {
    expect(offers.length).toBeGreaterThanOrEqual(5);
    const shown = new Set(catalogue.cards.filter((card) => !card.hidden).map((card) => card.slug));
    for (const offer of offers) expect(shown.has(offer.cardSlug), offer.id).toBe(true);
  });

  it('keeps amounts believable ($50 to $125), with a bonus offer and an offer that has ended', () => {
    for (const { amount } of raw) {
      expect(amount).toBeGreaterThanOrEqual(50);
      expect(amount).toBeLessThanOrEqual(125);
    }
    expect(offers.some((offer) => isBonusOffer(offer.amountCents / 100))).toBe(true);
    expect(offers.some((offer) => offer.endsAt !== null && offer.endsAt < torontoMidnight('2026-11-21'))).toBe(true);
  });

  it('stores dollars as cents and the last day as the midnight that ends it', () => {
    const [record] = checkOffers([{ ...entry, amount: 62.5 }], catalogue.cards).offers;
    expect(record).toMatchObject({ amountCents: 6250, cardSlug: entry.card, terms: entry.terms });
    expect(record?.startsAt.toISOString()).toBe('2026-11-01T04:00:00.000Z');
    expect(record?.endsAt?.toISOString()).toBe('2026-12-01T05:00:00.000Z');
    const [open] = checkOffers([{ ...entry, end: undefined }], catalogue.cards).offers;
    expect(open?.endsAt).toBeNull();
  });
});

describe('checkOffers', () => {
  const problemsOf = (raw: unknown, cards = catalogue.cards) => checkOffers(raw, cards).problems;

  it('refuses a file that is not a list', () => {
    expect(problemsOf({ offers: [] })).toEqual([`${OFFERS_FILE} must hold a JSON array of offers.`]);
  });

  it('names each bad field of an entry', () => {
    const problems = problemsOf([
      { ...entry, id: 'Bad Id', amount: 0, start: '2026-13-01', terms: [] },
      { ...entry, id: 'cents', amount: 10.005 },
      { ...entry, id: 'typo', amount: 12_500 },
      { ...entry, id: 'backwards', start: '2026-12-01', end: '2026-11-30' },
      { ...entry, id: 'loose', terms: ['no full stop'] },
      { ...entry, id: 'extra', colour: 'gold' },
    ]);
    expect(problems.join('\n')).toMatch(/offer 0 id: /);
    expect(problems.join('\n')).toMatch(/offer 0 amount: The amount is in dollars, above 0\./);
    expect(problems.join('\n')).toMatch(/offer 0 start: The start is a date/);
    expect(problems.join('\n')).toMatch(/offer 0 terms: List at least one term\./);
    expect(problems).toContain('offer 1 amount: The amount has at most two decimals.');
    expect(problems).toContain('offer 2 amount: The amount is in dollars, at most 1000.');
    expect(problems).toContain('offer 3 end: The last day is before the first.');
    expect(problems.join('\n')).toMatch(/offer 4 terms\.0: /);
    expect(problems.join('\n')).toMatch(/offer 5 \(entry\): .*colour/);
  });

  it('refuses a repeated id, an unknown card and a hidden card, and stores nothing then', () => {
    const hidden = { slug: 'retired-card', hidden: true };
    const result = checkOffers(
      [entry, entry, { ...entry, id: 'ghost', card: 'no-such-card' }, { ...entry, id: 'retired', card: hidden.slug }],
      [...catalogue.cards, hidden],
    );
    expect(result.problems).toEqual([
      'offer test-offer: the id is used twice',
      'offer ghost: no card no-such-card in the catalogue',
      'offer retired: the card retired-card is hidden',
    ]);
    expect(result.offers).toEqual([]);
  });
});
