import { endpoints, OFFER_WINDOWS, type OfferWindow } from '@cardgenius/core/contract';
import { loginPathFor } from '@cardgenius/core/rules';
import { redirect } from 'react-router';
import { privatePageHeaders, privatePageMeta } from '../../features/account/private-page';
import { OffersScreen } from '../../features/admin/offers-screen';
import { staffCall } from '../../features/admin/staff-access';
import { type StaffActionResult, staffAction, textOf } from '../../features/admin/staff-action';
import { browserApi } from '../../lib/browser-api';
import { isSignedOut } from '../../lib/form-result';
import type { Route } from './+types/offers';

const BASE_PATH = '/admin/offers';

/** What the page's address asks for: a window (current unless another), a card, the offer being edited. */
function offersQuery(url: URL) {
  const window = url.searchParams.get('window');
  const card = url.searchParams.get('card');
  return {
    window: OFFER_WINDOWS.find((known) => known === window) ?? ('current' as OfferWindow),
    card: card && /^[a-z0-9-]{1,120}$/.test(card) ? card : undefined,
    edit: url.searchParams.get('edit') ?? undefined,
  };
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const query = offersQuery(new URL(request.url));
  const list = await staffCall(request, () =>
    context.api.call(endpoints.listStaffOffers, { query: { window: query.window, card: query.card } }),
  );
  return { query, ...list };
}

/** The offer form's fields as the API takes them. */
function offerBody(form: FormData) {
  const end = textOf(form, 'end');
  return {
    card: textOf(form, 'card'),
    amount: Number(textOf(form, 'amount') || Number.NaN),
    start: textOf(form, 'start'),
    end: end === '' ? null : end,
    terms: textOf(form, 'terms'),
  };
}

/** Make, change or end an offer: from the browser, one call. */
export async function clientAction({ request }: Route.ClientActionArgs): Promise<StaffActionResult> {
  const form = await request.formData();
  const intent = textOf(form, 'intent');
  const id = textOf(form, 'id');
  try {
    return await staffAction(form, intent === 'end' ? `end-${id}` : 'offer', async () => {
      if (intent === 'end') {
        const offer = await browserApi.call(endpoints.endStaffOffer, { params: { id } });
        return `Ended the ${offer.cardName} offer.`;
      }
      if (intent === 'update') {
        const offer = await browserApi.call(endpoints.updateStaffOffer, { params: { id }, body: offerBody(form) });
        return `Saved the ${offer.cardName} offer.`;
      }
      const offer = await browserApi.call(endpoints.createStaffOffer, { body: offerBody(form) });
      return `Made the ${offer.cardName} offer (${offer.window === 'current' ? 'open now' : `opens ${offer.start}`}).`;
    });
  } catch (error) {
    if (isSignedOut(error)) throw redirect(loginPathFor(`${BASE_PATH}${new URL(request.url).search}`));
    throw error;
  }
}

export const headers = privatePageHeaders;

export const meta: Route.MetaFunction = (args) => privatePageMeta(args, 'Offers | Admin');

export default function AdminOffers({ loaderData, actionData }: Route.ComponentProps) {
  return <OffersScreen {...loaderData} basePath={BASE_PATH} result={actionData} />;
}
