import { describe, expect, it } from 'vitest';
import { offerChart } from './offer-chart';

describe('offerChart', () => {
  const size = { width: 640, height: 220, yearLabels: 6 };

  it('draws back-to-back offers as one stepped line and breaks it where the history has a gap', () => {
    const chart = offerChart(
      [
        { startsOn: '2024-01-01', endsOn: '2024-06-30', points: 50_000 },
        { startsOn: '2024-07-01', endsOn: '2024-12-31', points: 80_000 },
        { startsOn: '2025-06-01', endsOn: '2025-12-31', points: 60_000 },
      ],
      70_000,
      '2026-01-01',
      size,
    );
    expect(chart.paths).toHaveLength(2);
    expect(chart.paths[0]).toMatch(/^M56 \S+ H\S+ V\S+ H\S+$/);
    expect(chart.today.x).toBe(chart.plot.right);
  });

  it('puts round gridlines from 0 to at least the highest offer, and the highest offer inside the plot', () => {
    const chart = offerChart([{ startsOn: '2023-03-01', endsOn: '2026-01-01', points: 85_000 }], 85_000, '2026-01-01');
    expect(chart.valueTicks.map((tick) => tick.value)).toEqual([0, 25_000, 50_000, 75_000, 100_000]);
    expect(chart.today.y).toBeGreaterThanOrEqual(chart.plot.top);
    expect(chart.today.y).toBeLessThan(chart.plot.bottom);
    expect(chart.yearTicks.map((tick) => tick.label)).toEqual(['2024', '2025', '2026']);
  });

  it('labels at most the years asked for on a long history', () => {
    const chart = offerChart([{ startsOn: '2012-01-01', endsOn: '2026-01-01', points: 10 }], 10, '2026-01-01', {
      width: 340,
      height: 180,
      yearLabels: 4,
    });
    expect(chart.yearTicks.length).toBeLessThanOrEqual(4);
    expect(chart.yearTicks.every((tick) => tick.x >= chart.plot.left && tick.x <= chart.plot.right)).toBe(true);
  });
});
