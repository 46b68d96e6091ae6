import { join } from 'node:path';
import { checkCatalogue, countFilledDataPoints } from '@cardgenius/core/catalogue';
import { PRESET_SLUGS } from '@cardgenius/core/filters';
import { describe, expect, it } from 'vitest';
import { loadCatalogueContent } from './load-catalogue';
import { CATALOGUE_DIR, readCatalogueFiles, readReferenceSnapshots } from './read-catalogue-files';

/** The catalogue check of `npm test`: the reviewed files in data/ as they are committed. */
const report = checkCatalogue(readCatalogueFiles(), readReferenceSnapshots());
const { cards, issuers, networks, categories, programs } = report.catalogue;

describe('the card catalogue', () => {
  it('has no problem: schema, plausible ranges, unique slugs and affiliate ids, references, provenance', () => {
    expect(report.problems).toEqual([]);
  });

  it('is cross-checked against the reference snapshots (differences are problems above unless recorded)', () => {
    const crossChecked = cards.filter((card) => card.referenceSlugs.ccg !== null || card.referenceSlugs.pot !== null);
    expect(crossChecked.length).toBeGreaterThanOrEqual(80);
    expect(report.compared.length).toBeGreaterThan(crossChecked.length);
  });

  it('holds at least 120 real cards from at least 17 issuers on all three networks', () => {
    expect(cards.length).toBeGreaterThanOrEqual(120);
    expect(new Set(cards.map((card) => card.issuer)).size).toBeGreaterThanOrEqual(17);
    expect(new Set(cards.map((card) => card.network))).toEqual(new Set(['visa', 'mastercard', 'amex']));
    expect(networks.map((network) => network.slug).sort()).toEqual(['amex', 'mastercard', 'visa']);
    expect(issuers.length).toBeGreaterThanOrEqual(17);
  });

  it('averages at least 60 filled data points a card', () => {
    const average = cards.reduce((sum, card) => sum + countFilledDataPoints(card), 0) / cards.length;
    expect(average).toBeGreaterThanOrEqual(60);
  });

  it('has the 31 best-card categories, every spec preset among them', () => {
    expect(categories).toHaveLength(31);
    const slugs = new Set(categories.map((category) => category.slug));
    for (const preset of PRESET_SLUGS) {
      expect(slugs.has(preset), preset).toBe(true);
    }
  });

  it('values every reward program the cards use', () => {
    const used = new Set(cards.map((card) => card.rewardProgram));
    for (const program of programs) used.delete(program.slug);
    expect([...used]).toEqual([]);
  });
});

describe('the end-to-end tests’ made-up cards (TEST_CATALOGUE_FILE)', () => {
  it('pass the catalogue check beside data/, and only they have an affiliate link or a published band above Poor', () => {
    const file = join(CATALOGUE_DIR, '../e2e/fixtures/test-catalogue.json');
    const withTests = loadCatalogueContent(CATALOGUE_DIR, { testCatalogueFile: file }).catalogue;
    const added = withTests.cards.filter((card) => !cards.some((real) => real.slug === card.slug));
    expect(added.map((card) => [card.slug, card.issuer, card.hasAffiliateLink, card.requirements.creditScore])).toEqual(
      [
        ['example-test-affiliate-card', 'example-test-bank', true, null],
        ['example-test-excellent-credit-card', 'example-test-bank', false, 'excellent'],
      ],
    );
    expect(withTests.issuers.map((issuer) => issuer.slug)).toContain('example-test-bank');
    // The real catalogue claims no affiliate link: the tests get theirs from the made-up cards.
    expect(cards.filter((card) => card.hasAffiliateLink)).toEqual([]);
  });
});
