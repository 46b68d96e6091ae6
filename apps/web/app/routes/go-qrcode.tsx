import { endpoints, isApiError } from '@cardgenius/core/contract';
import { errorDestination } from '@cardgenius/core/rules';
import { useState } from 'react';
import { Link, redirect, useNavigate } from 'react-router';
import { CardArt } from '../components/ui/card-art';
import { LoadingIndicator } from '../components/ui/loading-indicator';
import { ApplyScreen, CONTINUE_BUTTON, ReferralNote } from '../features/go/apply-screen';
import { goPageMeta } from '../features/go/go-meta';
import { useGoScreenState } from '../features/go/use-go-screen-state';
import { paths } from '../lib/paths';
import type { Route } from './+types/go-qrcode';

const TITLE = 'Scan the QR Code to Easily Apply Via Mobile';
export const meta: Route.MetaFunction = (args) => goPageMeta(args, TITLE);

/** The card's picture and the QR code of its go-link (context QR), made by the server. */
export async function loader({ context, params }: Route.LoaderArgs) {
  const affiliateId = params.affiliateId;
  try {
    const [go, qr] = await Promise.all([
      context.api.call(endpoints.getGoLink, { params: { affiliateId } }),
      context.api.call(endpoints.getGoQrCode, { params: { affiliateId } }),
    ]);
    const card = go.card;
    if (!card) throw redirect(paths.go(affiliateId));
    return {
      card: {
        // The short name fits on the card's picture; the full name is in the text above it.
        displayName: card.displayName,
        network: card.network,
        colors: card.colors,
      },
      qrCode: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(qr.svg)}`,
    };
  } catch (error) {
    if (isApiError(error) && error.status < 500) throw redirect(errorDestination(error.redirect));
    throw error;
  }
}

/**
 * `/go-qrcode/{affiliateId}` (shell-and-browsing §2.1): opened from Apply on a computer, so the visitor
 * can apply on their phone. CONTINUE goes back to the page that led here in the same tab, or closes a
 * window the site opened; where neither can be done (the page opened on its own), it offers links.
 */
export default function GoQrCode({ loaderData, params }: Route.ComponentProps) {
  const state = useGoScreenState(params.affiliateId);
  const [closeRefused, setCloseRefused] = useState(false);
  const navigate = useNavigate();
  if (!state) return <LoadingIndicator label="Loading" />;
  const { card, qrCode } = loaderData;
  const close = () => {
    // Reached in this tab from a page of the site: going back is what "continue" means there, and a
    // script may not close a tab it did not open.
    const cameFromSite = !window.opener && ((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0;
    if (cameFromSite) {
      void navigate(-1);
      return;
    }
    window.close();
    // Only windows a script opened may be closed; give the browser a moment, then offer a way on.
    window.setTimeout(() => {
      if (!window.closed) setCloseRefused(true);
    }, 300);
  };
  return (
    <ApplyScreen title={TITLE}>
      <p className="mt-3 text-slate-700">
        Point your phone’s camera at the code to open the application for the{' '}
        <strong className="font-semibold">{state.cardName}</strong> on your phone.
      </p>
      <CardArt
        name={card.displayName}
        network={card.network}
        colors={card.colors}
        className="mx-auto mt-6 w-56 drop-shadow-md"
      />
      <img
        src={qrCode}
        width={200}
        height={200}
        alt={`QR code that opens the application for the ${state.cardName} on your phone`}
        className="mx-auto mt-6 h-[200px] w-[200px] rounded-md ring-1 ring-slate-200"
      />
      <div className="mt-8">
        <button type="button" onClick={close} className={CONTINUE_BUTTON}>
          CONTINUE
        </button>
      </div>
      {closeRefused ? (
        <p role="status" className="mt-4 text-slate-700 text-sm">
          Your browser kept this window open. You can close it yourself, go back to the{' '}
          <Link to={paths.creditCard(state.cardSlug)} className="font-semibold text-brand-700 underline">
            {state.cardName}
          </Link>
          , or{' '}
          <Link to={paths.go(params.affiliateId)} className="font-semibold text-brand-700 underline">
            apply on this device
          </Link>
          .
        </p>
      ) : null}
      {state.isAffiliate ? <ReferralNote /> : null}
    </ApplyScreen>
  );
}
