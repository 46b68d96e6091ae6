import { checkCatalogue } from '@cardgenius/core/catalogue';
import { checkExpectation, ExpertExpectation } from '@cardgenius/core/rating';
import { describe, expect, it } from 'vitest';
import { readCatalogueFiles, readExpertExpectations, readReferenceSnapshots } from './read-catalogue-files';

/** The ranking of the committed catalogue against what experts agree on (data/expert-expectations.json). */
const { catalogue } = checkCatalogue(readCatalogueFiles(), readReferenceSnapshots());
const expectations = readExpertExpectations().map((entry) => ExpertExpectation.parse(entry));
const TODAY = '2026-11-25';

describe('expert expectations', () => {
  it('holds at least 25 cases, each naming cards of the catalogue', () => {
    expect(expectations.length).toBeGreaterThanOrEqual(25);
    expect(new Set(expectations.map((entry) => entry.id)).size).toBe(expectations.length);
    const slugs = new Set(catalogue.cards.map((card) => card.slug));
    for (const { expect: expected, id } of expectations) {
      const named = [
        'higher' in expected ? expected.higher : null,
        'lower' in expected ? expected.lower : null,
        'card' in expected ? expected.card : null,
      ].filter((slug) => slug !== null);
      for (const slug of named) expect(slugs.has(slug), `${id} names ${slug}`).toBe(true);
    }
  });

  it.each(expectations.map((entry) => [entry.id, entry] as const))('%s', (_id, expectation) => {
    const result = checkExpectation(expectation, catalogue, TODAY);
    // An open case is one the ranking does not meet yet: it must still fail, or lose its flag.
    expect(result.passed, `${expectation.reason} — ${result.detail}`).toBe(expectation.open === undefined);
  });
});
