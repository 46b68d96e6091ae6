import { endpoints, isApiError } from '@cardgenius/core/contract';
import { loginPathFor } from '@cardgenius/core/rules';
import { data, redirect } from 'react-router';
import { privatePageHeaders, privatePageMeta } from '../../features/account/private-page';
import { ClaimScreen } from '../../features/admin/claim-screen';
import { ADMIN_PAGE_HEADERS, staffCall } from '../../features/admin/staff-access';
import { type StaffActionResult, staffAction, textOf } from '../../features/admin/staff-action';
import { browserApi } from '../../lib/browser-api';
import { isSignedOut } from '../../lib/form-result';
import type { Route } from './+types/claim';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const notFound = () => data(null, { status: 404, headers: ADMIN_PAGE_HEADERS });
  if (!UUID.test(params.id)) throw notFound();
  try {
    const claim = await staffCall(request, () =>
      context.api.call(endpoints.getStaffClaim, { params: { id: params.id } }),
    );
    return { claim };
  } catch (error) {
    if (isApiError(error) && error.status === 404) throw notFound();
    throw error;
  }
}

/** Change the status (with a note, and a message to the member if written) or reply: from the browser. */
export async function clientAction({ request, params }: Route.ClientActionArgs): Promise<StaffActionResult> {
  const form = await request.formData();
  const intent = textOf(form, 'intent');
  try {
    if (intent === 'reply') {
      return await staffAction(form, 'reply', async () => {
        await browserApi.call(endpoints.replyToStaffClaim, {
          params: { id: params.id },
          body: { body: textOf(form, 'body') },
        });
        return 'Your reply is on the member’s ticket.';
      });
    }
    return await staffAction(form, 'status', async () => {
      const message = textOf(form, 'message');
      const claim = await browserApi.call(endpoints.setStaffClaimStatus, {
        params: { id: params.id },
        body: { status: textOf(form, 'status'), note: textOf(form, 'note'), ...(message ? { message } : {}) },
      });
      return `The claim is now ${claim.status}; the member sees ${claim.statusLabel}.`;
    });
  } catch (error) {
    if (isSignedOut(error)) throw redirect(loginPathFor(new URL(request.url).pathname));
    throw error;
  }
}

export const headers = privatePageHeaders;

export const meta: Route.MetaFunction = (args) =>
  privatePageMeta(args, `${args.data ? `Ticket #${args.data.claim.reference}` : 'Claim'} | Admin`);

export default function AdminClaim({ loaderData, actionData }: Route.ComponentProps) {
  return <ClaimScreen claim={loaderData.claim} result={actionData} />;
}
