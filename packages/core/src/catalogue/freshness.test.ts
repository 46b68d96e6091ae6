import { describe, expect, it } from 'vitest';
import { figureDates, STALE_AFTER_DAYS } from './freshness';

const card = (fieldSources: Array<{ fields: string[]; asOf: string | null }>) => ({
  dataAsOf: '2026-02-01',
  sourceUrl: 'https://issuer.example/card',
  fieldSources: fieldSources.map((source, index) => ({ ...source, sourceUrl: `https://source${index}.example/` })),
});
const dateOf = (dates: ReturnType<typeof figureDates>, field: string) => dates.find((date) => date.field === field);

describe('figureDates', () => {
  it('dates a figure by the card unless a source of its own says otherwise', () => {
    const dates = figureDates(card([{ fields: ['fees.annual', 'rates'], asOf: '2026-10-01' }]), '2026-11-25');
    expect(dateOf(dates, 'fees.annual')).toMatchObject({ asOf: '2026-10-01', ageDays: 55, stale: false });
    expect(dateOf(dates, 'rates.purchase')).toMatchObject({ asOf: '2026-10-01', stale: false });
    expect(dateOf(dates, 'fees.foreignExchange')).toMatchObject({
      asOf: '2026-02-01',
      ageDays: 297,
      stale: true,
      sourceUrl: 'https://issuer.example/card',
    });
  });

  it('makes a figure as old as its oldest part, and undated when a part has no date', () => {
    const dates = figureDates(
      card([
        { fields: ['earn.gas'], asOf: '2026-10-01' },
        { fields: ['insurance.rentalCar'], asOf: null },
      ]),
      '2026-11-25',
    );
    expect(dateOf(dates, 'earn')).toMatchObject({ asOf: '2026-02-01', stale: true });
    expect(dateOf(dates, 'insurance')).toMatchObject({ asOf: null, ageDays: null, stale: true });
  });

  it('takes the newest of two sources confirming the same figure', () => {
    const dates = figureDates(
      card([
        { fields: ['welcomeBonus'], asOf: null },
        { fields: ['welcomeBonus'], asOf: '2026-06-18' },
      ]),
      '2026-11-25',
    );
    expect(dateOf(dates, 'welcomeBonus')).toMatchObject({ asOf: '2026-06-18', ageDays: 160, stale: false });
  });

  it(`calls a figure stale after ${STALE_AFTER_DAYS} days`, () => {
    const at = (today: string) => dateOf(figureDates(card([]), today), 'fees.annual')?.stale;
    expect(at('2026-07-31')).toBe(false);
    expect(at('2026-08-01')).toBe(true);
  });
});
