import { type DashboardTable, resolveDashboardRange } from '@cardgenius/core/analytics';
import { apiUrl, type DashboardQuery } from '@cardgenius/core/contract';

/** The breakdown sizes the page offers. */
export const TOP_CHOICES = [5, 10, 25, 50] as const;

/**
 * What the page's address asks the dashboard for: the form's from, to and top, each only when filled
 * in (an empty field takes the API's default). Anything else in the address is left out; the API
 * checks the values themselves and says what to fix.
 */
export function dashboardQueryFrom(url: URL): Record<string, string> {
  const query: Record<string, string> = {};
  for (const key of ['from', 'to', 'top'] as const) {
    const value = url.searchParams.get(key)?.trim();
    if (value) query[key] = value;
  }
  return query;
}

/** The form's starting values: what was asked, else the default range. */
export function formValues(asked: Record<string, string>, now: Date): { from: string; to: string; top: string } {
  const resolved = resolveDashboardRange({}, now);
  const defaults = resolved.ok ? resolved.range : { from: '', to: '' };
  return { from: asked.from ?? defaults.from, to: asked.to ?? defaults.to, top: asked.top ?? '10' };
}

/** The CSV download of one table, for the range and breakdown size shown. */
export function csvHref(table: DashboardTable, query: Required<Pick<DashboardQuery, 'from' | 'to' | 'top'>>): string {
  const search = new URLSearchParams({ from: query.from, to: query.to, top: String(query.top) });
  return `${apiUrl(`/admin/analytics/export/${table}`)}?${search}`;
}
