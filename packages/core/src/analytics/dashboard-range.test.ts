import { describe, expect, it } from 'vitest';
import { DASHBOARD_MAX_DAYS, daysInRange, rangeDays, resolveDashboardRange } from './dashboard-range';

// 27 Nov 2026, 03:00 UTC: still the 26th in Toronto.
const NOW = new Date('2026-11-27T03:00:00Z');

describe('the dashboard range', () => {
  it('defaults to the last 30 days, ending today in Toronto', () => {
    expect(resolveDashboardRange({}, NOW)).toEqual({
      ok: true,
      range: { from: '2026-10-28', to: '2026-11-26', days: 30 },
    });
  });

  it('fills a missing start from the end, and a missing end with today', () => {
    expect(resolveDashboardRange({ to: '2026-03-31' }, NOW)).toMatchObject({ range: { from: '2026-03-02', days: 30 } });
    expect(resolveDashboardRange({ from: '2026-11-01' }, NOW)).toMatchObject({ range: { to: '2026-11-26', days: 26 } });
  });

  it('counts calendar days, so a DST change makes no day go missing', () => {
    expect(daysInRange('2026-03-01', '2026-03-31')).toBe(31);
    expect(daysInRange('2026-11-01', '2026-11-01')).toBe(1);
    expect(rangeDays({ from: '2026-03-07', to: '2026-03-09' })).toEqual(['2026-03-07', '2026-03-08', '2026-03-09']);
  });

  it('takes one day and up to 400, and says what to fix beyond', () => {
    expect(resolveDashboardRange({ from: '2026-03-08', to: '2026-03-08' }, NOW)).toMatchObject({ ok: true });
    expect(resolveDashboardRange({ from: '2025-10-23', to: '2026-11-26' }, NOW)).toMatchObject({
      range: { days: DASHBOARD_MAX_DAYS },
    });
    expect(resolveDashboardRange({ from: '2025-10-22', to: '2026-11-26' }, NOW)).toEqual({
      ok: false,
      fields: { from: 'The range is 401 days; choose at most 400 (from 2025-10-23 at the earliest for this end).' },
    });
    expect(resolveDashboardRange({ from: '2026-03-09', to: '2026-03-08' }, NOW)).toEqual({
      ok: false,
      fields: { from: 'The start (2026-03-09) must be on or before the end (2026-03-08).' },
    });
  });
});
