import { endpoints } from '@cardgenius/core/contract';
import { useEffect, useRef, useState } from 'react';
import { PRIMARY_BUTTON_CLASS } from '../components/ui/form-styles';
import { authPageMeta } from '../features/auth/auth-meta';
import { AuthPage } from '../features/auth/auth-page';
import { browserApi } from '../lib/browser-api';
import type { Route } from './+types/logout';

export const meta: Route.MetaFunction = (args) =>
  authPageMeta(args, { title: 'Signing you out', description: 'Signing you out of your account.' });

/**
 * Signing out is a POST with the CSRF token, so the browser makes it (a server render never carries
 * the session to state-changing calls); then a full page load to the home page, as a visitor.
 */
/** Ends the session, then loads the home page; false when the call failed. */
async function endSession(): Promise<boolean> {
  try {
    await browserApi.call(endpoints.logout);
    window.location.assign('/');
    return true;
  } catch {
    return false;
  }
}

export default function Logout() {
  const [state, setState] = useState<'working' | 'failed'>('working');
  const started = useRef(false);

  async function retry() {
    setState('working');
    if (!(await endSession())) setState('failed');
  }

  useEffect(() => {
    // Once, also where React runs effects twice in development.
    if (started.current) return;
    started.current = true;
    void endSession().then((ok) => {
      if (!ok) setState('failed');
    });
  }, []);

  return (
    <AuthPage>
      <h1 className="font-bold text-2xl sm:text-3xl">Signing you out…</h1>
      <div role="status" className="mt-4 text-slate-700">
        {state === 'failed' ? 'We could not sign you out. Check your connection and try again.' : null}
      </div>
      <p className="mt-4 text-slate-700">If nothing happens in a few seconds, use the button below.</p>
      <button type="button" className={`${PRIMARY_BUTTON_CLASS} mt-6`} onClick={retry}>
        Sign out
      </button>
    </AuthPage>
  );
}
