import { endpoints } from '@cardgenius/core/contract';
import { loginPathFor } from '@cardgenius/core/rules';
import { redirect } from 'react-router';
import { privatePageHeaders, privatePageMeta } from '../../features/account/private-page';
import { PayoutsScreen } from '../../features/admin/payouts-screen';
import { staffCall } from '../../features/admin/staff-access';
import { type StaffActionResult, staffAction, textOf } from '../../features/admin/staff-action';
import { browserApi } from '../../lib/browser-api';
import { isSignedOut } from '../../lib/form-result';
import type { Route } from './+types/payouts';

const BASE_PATH = '/admin/payouts';

export async function loader({ context, request }: Route.LoaderArgs) {
  const date = new URL(request.url).searchParams.get('date');
  const overview = await staffCall(request, () =>
    context.api.call(endpoints.getPayouts, {
      query: { date: date && /^\d{4}-\d{2}-\d{2}$/.test(date) ? date : undefined },
    }),
  );
  return { overview };
}

const count = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/** Approve or reject a claim, schedule the approved ones, mark a batch paid: from the browser, one call. */
export async function clientAction({ request }: Route.ClientActionArgs): Promise<StaffActionResult> {
  const form = await request.formData();
  const intent = textOf(form, 'intent');
  const id = textOf(form, 'id');
  const date = textOf(form, 'date');
  try {
    if (intent === 'approve' || intent === 'reject') {
      return await staffAction(form, `decide-${id}`, async () => {
        const line = await browserApi.call(endpoints.decidePayout, {
          params: { id },
          body: { decision: intent, reason: textOf(form, 'reason') },
        });
        return `Ticket #${line.reference} is ${intent === 'approve' ? 'approved' : 'rejected'}.`;
      });
    }
    if (intent === 'schedule') {
      return await staffAction(form, 'schedule', async () => {
        const batch = await browserApi.call(endpoints.schedulePayoutBatch, { params: { date } });
        return `Scheduled ${count(batch.scheduled.length, 'payout')} for ${batch.date}; ${count(batch.held.length, 'claim')} held until the member chooses a payout method.`;
      });
    }
    return await staffAction(form, 'paid', async () => {
      const { paid } = await browserApi.call(endpoints.markPayoutBatchPaid, { params: { date } });
      return `Marked ${count(paid.length, 'payout')} of ${date} as paid.`;
    });
  } catch (error) {
    if (isSignedOut(error)) throw redirect(loginPathFor(`${BASE_PATH}${new URL(request.url).search}`));
    throw error;
  }
}

export const headers = privatePageHeaders;

export const meta: Route.MetaFunction = (args) => privatePageMeta(args, 'Payouts | Admin');

export default function AdminPayouts({ loaderData, actionData }: Route.ComponentProps) {
  return <PayoutsScreen overview={loaderData.overview} result={actionData} />;
}
