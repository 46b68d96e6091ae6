import {
  BREAKDOWN_DEFAULT_TOP,
  type DashboardRange,
  dashboardCsvFileName,
  dashboardTableCsv,
  resolveDashboardRange,
} from '@cardgenius/core/analytics';
import { type DashboardQuery, endpoints } from '@cardgenius/core/contract';
import type { AppDeps } from '../../app-deps';
import type { MountEndpoint } from '../../http/api-router';
import { attachment, reply } from '../../http/mount-endpoint';
import { AppError } from '../../lib/app-error';
import { readAnalyticsDashboard } from './analytics-dashboard';

/** The range asked for with its defaults, or a 400 naming the field to fix. */
function rangeOf(query: DashboardQuery): DashboardRange {
  const resolved = resolveDashboardRange(query, new Date());
  if (!resolved.ok) {
    // Named as the contract's own query checks name theirs.
    const fields = Object.fromEntries(Object.entries(resolved.fields).map(([key, text]) => [`query.${key}`, text]));
    throw new AppError('VALIDATION_FAILED', 'Choose another range of days.', fields);
  }
  return resolved.range;
}

/** The staff analytics dashboard and its tables as CSV (area `staff:analytics`, checked by the router). */
export function analyticsDashboardRoutes(mount: MountEndpoint, deps: AppDeps): void {
  const db = deps.database.db;

  mount(endpoints.getAnalyticsDashboard, async ({ query }) =>
    reply(200, await readAnalyticsDashboard(db, rangeOf(query), query.top ?? BREAKDOWN_DEFAULT_TOP)),
  );

  mount(endpoints.exportAnalyticsTable, async ({ params, query }) => {
    const range = rangeOf(query);
    const dashboard = await readAnalyticsDashboard(db, range, query.top ?? BREAKDOWN_DEFAULT_TOP);
    return reply(
      200,
      dashboardTableCsv(dashboard, params.table),
      attachment(dashboardCsvFileName(params.table, range)),
    );
  });
}
