import type { AnalyticsDashboard } from '../contract/admin-analytics';
import { toCsv } from './csv';
import type { Breakdown } from './top-with-rest';

/** The dashboard's tables, each downloadable as CSV. */
export const DASHBOARD_TABLES = ['daily', 'by-card', 'by-issuer', 'by-context'] as const;
export type DashboardTable = (typeof DASHBOARD_TABLES)[number];

type Counts = AnalyticsDashboard['totals'];

/** The per-day counts, in the order the page's charts and tables and the CSV show them. */
export const DASHBOARD_SERIES = [
  { key: 'sessions', label: 'Sessions' },
  { key: 'pageviews', label: 'Page views' },
  { key: 'applyClicks', label: 'Apply clicks' },
  { key: 'subscriptions', label: 'Newsletter subscriptions' },
  { key: 'registrations', label: 'Registrations' },
  { key: 'satisfactionAnswers', label: 'Satisfaction answers' },
] as const satisfies readonly { key: keyof Counts; label: string }[];

export const SATISFACTION_SCORE_LABEL = 'Satisfaction (1–5)';

/** Each breakdown: its table, heading and what its rows are. */
export const DASHBOARD_BREAKDOWNS = [
  { table: 'by-card', field: 'applyClicksByCard', title: 'Apply clicks by card', rowName: 'Card' },
  { table: 'by-issuer', field: 'applyClicksByIssuer', title: 'Apply clicks by issuer', rowName: 'Issuer' },
  { table: 'by-context', field: 'applyClicksByContext', title: 'Apply clicks by context', rowName: 'Context' },
] as const satisfies readonly {
  table: DashboardTable;
  field: keyof AnalyticsDashboard;
  title: string;
  rowName: string;
}[];

/** The label of a breakdown's summed rest row ("12 other cards"). */
export function restLabel(breakdown: Pick<Breakdown, 'restRows'>, rowName: string): string {
  return `${breakdown.restRows} other ${rowName.toLowerCase()}${breakdown.restRows === 1 ? '' : 's'}`;
}

function countsRow(counts: Counts): (number | null)[] {
  return [...DASHBOARD_SERIES.map((series) => counts[series.key]), counts.satisfactionScore];
}

/** One table of the dashboard as CSV: a header row, then the rows the page shows, totals included. */
export function dashboardTableCsv(dashboard: AnalyticsDashboard, table: DashboardTable): string {
  if (table === 'daily') {
    return toCsv(
      ['Date', ...DASHBOARD_SERIES.map((series) => series.label), SATISFACTION_SCORE_LABEL],
      [...dashboard.days.map((day) => [day.date, ...countsRow(day)]), ['Total', ...countsRow(dashboard.totals)]],
    );
  }
  const breakdown = DASHBOARD_BREAKDOWNS.find((entry) => entry.table === table);
  if (!breakdown) throw new Error(`no dashboard table ${table}`);
  const rows = dashboard[breakdown.field];
  return toCsv(
    [breakdown.rowName, 'Key', 'Apply clicks'],
    [
      ...rows.top.map((row) => [row.label, row.key, row.count]),
      ...(rows.restRows > 0 ? [[restLabel(rows, breakdown.rowName), '', rows.rest]] : []),
      ['Total', '', dashboard.totals.applyClicks],
    ],
  );
}

/** The download's file name: what it is and which days (`analytics-daily-2026-10-01-to-2026-10-30.csv`). */
export function dashboardCsvFileName(table: DashboardTable, range: { from: string; to: string }): string {
  return `analytics-${table}-${range.from}-to-${range.to}.csv`;
}
