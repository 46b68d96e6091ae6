import { describe, expect, it } from 'vitest';
import { barChartPath, barChartSummary } from './bar-chart';

describe('the bar chart', () => {
  it('draws a bar per day, the highest filling the box, none for zero', () => {
    expect(barChartPath([2, 0, 4])).toBe('M0.15 100V50H0.85V100ZM2.15 100V0H2.85V100Z');
    expect(barChartPath([0, 0])).toBe('');
    expect(barChartPath([])).toBe('');
  });

  it('keeps a tiny value visible, and drops the gaps when bars are many', () => {
    const values = Array.from({ length: 100 }, (_, index) => (index === 0 ? 1 : 1000));
    expect(barChartPath(values).startsWith('M0 100V99.5H1V100Z')).toBe(true);
  });

  it('says in words what it shows', () => {
    const format = (value: number) => value.toLocaleString('en-CA');
    expect(
      barChartSummary({
        what: 'sessions',
        days: [
          { date: '2026-03-07', value: 1200 },
          { date: '2026-03-08', value: 3400 },
        ],
        format,
      }),
    ).toBe(
      'Sessions per day from 2026-03-07 to 2026-03-08: 4,600 in all, the most 3,400 on 2026-03-08. The daily table lists every day.',
    );
    expect(barChartSummary({ what: 'registrations', days: [{ date: '2026-03-07', value: 0 }], format })).toBe(
      'Registrations on 2026-03-07: none on any day.',
    );
  });
});
