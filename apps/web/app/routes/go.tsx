import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { LoadingIndicator } from '../components/ui/loading-indicator';
import { goPageMeta } from '../features/go/go-meta';
import { runGoFlow } from '../features/go/run-go-flow';
import { paths } from '../lib/paths';
import type { Route } from './+types/go';

export const meta: Route.MetaFunction = (args) => goPageMeta(args, 'Taking you to the card issuer');

/** Each visit decides afresh; no cache may keep or share it. */
export function headers() {
  return { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' };
}

/**
 * `/go/{affiliateId}`: the redirect screen (shell-and-browsing §2.1, §7), a loading indicator only.
 * The flow runs in the browser; without JavaScript the page hands over to the server's `/go2`.
 */
export default function Go({ params }: Route.ComponentProps) {
  const { affiliateId } = params;
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    void runGoFlow({ affiliateId, search: location.search, entryKey: location.key, navigate });
  }, [affiliateId, location.search, location.key, navigate]);
  const fallback = paths.go2(affiliateId, location.search);
  return (
    <div className="flex min-h-screen items-center justify-center">
      <LoadingIndicator label="Taking you to the card issuer" />
      <noscript>
        <meta httpEquiv="refresh" content={`0;url=${fallback}`} />
        <a href={fallback} className="font-semibold text-brand-700 underline">
          Continue to the card issuer
        </a>
      </noscript>
    </div>
  );
}
