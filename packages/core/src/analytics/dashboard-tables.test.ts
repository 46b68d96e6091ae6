import { describe, expect, it } from 'vitest';
import type { AnalyticsDashboard } from '../contract/admin-analytics';
import { toCsv } from './csv';
import { dashboardCsvFileName, dashboardTableCsv, restLabel } from './dashboard-tables';
import { topWithRest } from './top-with-rest';

describe('top rows with the rest summed', () => {
  const rows = [
    { key: 'b', label: 'B', count: 2 },
    { key: 'a', label: 'A', count: 2 },
    { key: 'c', label: 'C', count: 5 },
    { key: 'd', label: 'D', count: 1 },
  ];

  it('keeps the largest, ties by label, and sums the others', () => {
    expect(topWithRest(rows, 2)).toEqual({
      top: [rows[2], rows[1]],
      restRows: 2,
      rest: 3,
    });
    expect(topWithRest(rows, 10)).toMatchObject({ restRows: 0, rest: 0 });
    expect(topWithRest([], 3)).toEqual({ top: [], restRows: 0, rest: 0 });
  });

  it('names the rest for what its rows are', () => {
    expect(restLabel({ restRows: 1 }, 'Card')).toBe('1 other card');
    expect(restLabel({ restRows: 4 }, 'Issuer')).toBe('4 other issuers');
  });
});

describe('CSV', () => {
  it('quotes what needs it and ends lines with CRLF', () => {
    expect(
      toCsv(
        ['Name', 'Count'],
        [
          ['Cash, back "plus"', 3],
          ['line\nbreak', null],
        ],
      ),
    ).toBe('Name,Count\r\n"Cash, back ""plus""",3\r\n"line\nbreak",\r\n');
  });

  it('keeps spreadsheets from running text as a formula', () => {
    expect(toCsv(['Context'], [['=HYPERLINK("x")'], ['+1'], ['-2'], ['@SUM(A1)']])).toBe(
      `Context\r\n"'=HYPERLINK(""x"")"\r\n'+1\r\n'-2\r\n'@SUM(A1)\r\n`,
    );
    expect(toCsv(['n'], [[-2]])).toBe('n\r\n-2\r\n');
  });
});

describe('dashboard tables as CSV', () => {
  const counts = {
    sessions: 5,
    pageviews: 9,
    applyClicks: 3,
    subscriptions: 1,
    registrations: 0,
    satisfactionAnswers: 2,
    satisfactionScore: 4,
  };
  const dashboard: AnalyticsDashboard = {
    range: { from: '2026-03-08', to: '2026-03-08', days: 1, timeZone: 'America/Toronto' },
    days: [{ date: '2026-03-08', ...counts }],
    totals: counts,
    applyClicksByCard: { top: [{ key: 'test-card', label: 'Test Card', count: 2 }], restRows: 1, rest: 1 },
    applyClicksByIssuer: { top: [{ key: 'test-bank', label: 'Test Bank', count: 3 }], restRows: 0, rest: 0 },
    applyClicksByContext: { top: [], restRows: 0, rest: 0 },
  };

  it('writes the days and their total', () => {
    expect(dashboardTableCsv(dashboard, 'daily')).toBe(
      'Date,Sessions,Page views,Apply clicks,Newsletter subscriptions,Registrations,Satisfaction answers,Satisfaction (1–5)\r\n' +
        '2026-03-08,5,9,3,1,0,2,4\r\nTotal,5,9,3,1,0,2,4\r\n',
    );
  });

  it('writes a breakdown with its rest only when there is one', () => {
    expect(dashboardTableCsv(dashboard, 'by-card')).toBe(
      'Card,Key,Apply clicks\r\nTest Card,test-card,2\r\n1 other card,,1\r\nTotal,,3\r\n',
    );
    expect(dashboardTableCsv(dashboard, 'by-issuer')).toBe(
      'Issuer,Key,Apply clicks\r\nTest Bank,test-bank,3\r\nTotal,,3\r\n',
    );
  });

  it('names the file for the table and its days', () => {
    expect(dashboardCsvFileName('by-issuer', dashboard.range)).toBe('analytics-by-issuer-2026-03-08-to-2026-03-08.csv');
  });
});
