import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  diffCards,
  isFigurePath,
  problemsOfCard,
  sameJson,
  withFigureSource,
  withSettledDisagreements,
} from './card-changes';
import type { References } from './check-catalogue';
import type { CcgReferenceCard, PotReferenceCard } from './reference-cross-check';
import { CatalogueCard } from './schema';

const dataFile = (path: string) => new URL(`../../../../data/${path}`, import.meta.url);
const tangerine = CatalogueCard.parse(
  (JSON.parse(readFileSync(dataFile('cards/tangerine.json'), 'utf8')) as unknown[])[0],
);

describe('diffCards', () => {
  it('names each changed value by its path, a changed list as one change, and ignores bookkeeping', () => {
    const edited: CatalogueCard = {
      ...tangerine,
      name: 'Renamed card',
      fees: { ...tangerine.fees, annual: 39 },
      earn: { ...tangerine.earn, gas: [{ rate: 3, upTo: null }] },
      fieldSources: [],
    };
    expect(diffCards(tangerine, edited)).toEqual([
      { path: 'name', before: tangerine.name, after: 'Renamed card' },
      { path: 'fees.annual', before: 0, after: 39 },
      { path: 'earn.gas', before: tangerine.earn.gas, after: [{ rate: 3, upTo: null }] },
    ]);
    expect(diffCards(tangerine, structuredClone(tangerine))).toEqual([]);
  });

  it('treats a value that becomes unknown (null) as a change', () => {
    const edited = { ...tangerine, rates: { ...tangerine.rates, purchase: null } };
    expect(diffCards(tangerine, edited)).toEqual([{ path: 'rates.purchase', before: 0.2095, after: null }]);
  });
});

describe('figures and their sources', () => {
  it('calls the issuer’s published facts figures, and names, flags and links not', () => {
    expect(isFigurePath('fees.annual')).toBe(true);
    expect(isFigurePath('earn.gas')).toBe(true);
    expect(isFigurePath('insurance.travelMedical.maxDays')).toBe(true);
    expect(isFigurePath('name')).toBe(false);
    expect(isFigurePath('hidden')).toBe(false);
    expect(isFigurePath('applyUrl')).toBe(false);
  });

  it('records the source of the changed figures only, with the day and the note', () => {
    const edited = { ...tangerine, name: 'Renamed card', fees: { ...tangerine.fees, annual: 39 } };
    const source = { sourceUrl: 'https://www.tangerine.ca/fees', asOf: '2026-11-20', note: 'Fee schedule page' };
    const recorded = withFigureSource(edited, diffCards(tangerine, edited), source, '2026-11-27');
    expect(recorded.fieldSources.at(-1)).toEqual({
      fields: ['fees.annual'],
      sourceUrl: 'https://www.tangerine.ca/fees',
      asOf: '2026-11-20',
      note: 'Recorded by staff on 2026-11-27: Fee schedule page',
    });
    expect(recorded.fieldSources).toHaveLength(tangerine.fieldSources.length + 1);
    // A change of name alone records no source.
    const renamed = { ...tangerine, name: 'Renamed card' };
    expect(withFigureSource(renamed, diffCards(tangerine, renamed), source, '2026-11-27')).toBe(renamed);
  });
});

describe('withSettledDisagreements', () => {
  const ccg = { slug: 'ccg-slug', annualFee: 0 } as CcgReferenceCard;
  const pot = { slug: 'pot-slug', annualFee: 0, firstYearAnnualFee: 0, minPersonalIncome: 12_000 } as PotReferenceCard;
  const references: References = { ccg: [ccg], pot: [pot] };
  const card: CatalogueCard = {
    ...tangerine,
    requirements: { ...tangerine.requirements, personalIncome: 10_000 },
    referenceSlugs: { ccg: 'ccg-slug', pot: 'pot-slug' },
    referenceDisagreements: [
      {
        reference: 'pot',
        field: 'requirements.personalIncome',
        theirs: 12_000,
        ours: 10_000,
        why: 'Issuer page of 2026-03-01.',
      },
    ],
  };

  it('records why a changed figure now differs from a snapshot, and leaves untouched entries alone', () => {
    const edited = { ...card, fees: { ...card.fees, annual: 39 } };
    const settled = withSettledDisagreements(edited, diffCards(card, edited), references, 'Issuer page of 2026-11-20.');
    expect(settled.referenceDisagreements).toEqual([
      card.referenceDisagreements[0],
      { reference: 'ccg', field: 'fees.annual', theirs: 0, ours: 39, why: 'Issuer page of 2026-11-20.' },
      { reference: 'pot', field: 'fees.annual', theirs: 0, ours: 39, why: 'Issuer page of 2026-11-20.' },
    ]);
  });

  it('drops the entry of a changed figure that now agrees with the snapshot', () => {
    const edited = { ...card, requirements: { ...card.requirements, personalIncome: 12_000 } };
    const settled = withSettledDisagreements(edited, diffCards(card, edited), references, 'Issuer page of 2026-11-20.');
    expect(settled.referenceDisagreements).toEqual([]);
  });

  it('changes nothing when no figure changed', () => {
    const renamed = { ...card, name: 'Renamed card' };
    expect(withSettledDisagreements(renamed, diffCards(card, renamed), references, 'x'.repeat(10))).toBe(renamed);
  });
});

describe('sameJson', () => {
  it('compares JSON values deeply, whatever the order of the keys, and a missing key as undefined', () => {
    expect(sameJson({ a: 1, b: [1, { c: null }] }, { b: [1, { c: null }], a: 1 })).toBe(true);
    expect(sameJson({ a: 1, b: undefined }, { a: 1 })).toBe(true);
    expect(sameJson({ a: 1 }, { a: 2 })).toBe(false);
    expect(sameJson([1, 2], [2, 1])).toBe(false);
    expect(sameJson({ a: null }, {})).toBe(false);
    expect(sameJson(0, false)).toBe(false);
  });
});

describe('problemsOfCard', () => {
  it('keys the catalogue check’s problems with one card by the field to fix', () => {
    const problems = [
      'card test-card: issuer nobank does not exist',
      'card test-card: fees.firstYear is above fees.annual',
      'card test-card: a Quebec version must be offered in QC only',
      'card test-card: grocery is in two shared caps; a category shares one cap at most',
      'card other-card: issuer nobank does not exist',
      'affiliateId test-aff is used twice',
    ];
    expect(problemsOfCard(problems, { slug: 'test-card', affiliateId: 'test-aff' })).toEqual({
      issuer: 'Issuer nobank does not exist.',
      'fees.firstYear': 'The first-year fee cannot be above the annual fee.',
      'requirements.provinces': 'A Quebec version must be offered in QC only.',
      sharedCaps: 'Grocery is in two shared caps; a category shares one cap at most.',
      affiliateId: 'Another card already uses this affiliate id.',
    });
  });
});
