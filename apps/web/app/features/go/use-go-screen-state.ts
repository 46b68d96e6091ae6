import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { type GoScreenState, readGoScreenState } from '../../lib/go-state';
import { paths } from '../../lib/paths';

/**
 * The navigation state an apply screen needs (shell-and-browsing §2.1). It lives in the browser's
 * history only, so the server renders without it and the page reads it once hydrated; without it
 * (a hand-typed URL, a link shared from elsewhere) the visitor is sent through the go-link instead.
 * Undefined while not yet known.
 */
export function useGoScreenState(
  affiliateId: string,
  options: { needsDestination?: boolean } = {},
): GoScreenState | undefined {
  const location = useLocation();
  const navigate = useNavigate();
  const [state, setState] = useState<GoScreenState | undefined>(undefined);
  const needsDestination = options.needsDestination ?? false;
  useEffect(() => {
    const read = readGoScreenState(location.state);
    if (!read || (needsDestination && !read.destination)) {
      void navigate(paths.go(affiliateId), { replace: true });
      return;
    }
    setState(read);
  }, [location.state, affiliateId, needsDestination, navigate]);
  return state;
}
