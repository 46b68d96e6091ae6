import { BREAKDOWN_DEFAULT_TOP } from '@cardgenius/core/analytics';
import { endpoints, isApiError } from '@cardgenius/core/contract';
import { privatePageHeaders, privatePageMeta } from '../../features/account/private-page';
import { AnalyticsDashboardView, RangeForm, type RangeProblem } from '../../features/admin/analytics-dashboard';
import { dashboardQueryFrom, formValues } from '../../features/admin/analytics-query';
import { staffCall } from '../../features/admin/staff-access';
import type { Route } from './+types/analytics';

export async function loader({ context, request }: Route.LoaderArgs) {
  const asked = dashboardQueryFrom(new URL(request.url));
  const values = formValues(asked, new Date());
  const answer = await staffCall(request, async () => {
    try {
      return { dashboard: await context.api.call(endpoints.getAnalyticsDashboard, { query: asked }), problem: null };
    } catch (error) {
      // A range the API refuses is the form's to fix, with the API's words.
      if (isApiError(error) && error.status === 400) {
        return { dashboard: null, problem: { message: error.message, fields: error.fields ?? {} } as RangeProblem };
      }
      throw error;
    }
  });
  const top = Number(asked.top) || BREAKDOWN_DEFAULT_TOP;
  return { ...answer, values, top };
}

export const headers = privatePageHeaders;

export const meta: Route.MetaFunction = (args) => privatePageMeta(args, 'Analytics | Admin');

export default function AdminAnalytics({ loaderData }: Route.ComponentProps) {
  const { dashboard, problem, values, top } = loaderData;
  return (
    <div className="mx-auto max-w-6xl">
      <h1 className="font-bold text-2xl text-slate-900 sm:text-3xl">Analytics</h1>
      <p className="mt-1 text-slate-700">
        Visits, page views, apply clicks, newsletter subscriptions, registrations and satisfaction answers, per day.
        Counts only; visitors who opt out of tracking and staff are not counted, so these are a floor.
      </p>
      <RangeForm values={values} problem={problem} />
      {dashboard ? <AnalyticsDashboardView dashboard={dashboard} top={top} /> : null}
    </div>
  );
}
