import { endpoints, isApiError } from '@cardgenius/core/contract';
import { safeRedirectPath } from '@cardgenius/core/rules';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { PRIMARY_BUTTON_CLASS } from '../../components/ui/form-styles';
import { browserApi } from '../../lib/browser-api';
import { paths } from '../../lib/paths';
import { SUBSCRIBE_FAILURE } from './subscribe-form';

/** One click for a signed-in member: the session says whose address (and the CSRF token goes along). */
export function MemberUnsubscribeButton() {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function unsubscribe() {
    setBusy(true);
    setError(null);
    try {
      const result = await browserApi.call(endpoints.unsubscribeMember);
      void navigate(safeRedirectPath(result.redirect, paths.unsubscribed()));
    } catch (failure) {
      setError(isApiError(failure) && failure.status < 500 ? failure.message : SUBSCRIBE_FAILURE);
      setBusy(false);
    }
  }

  return (
    <div className="mt-6">
      <div role="alert">
        {error ? (
          <p className="mb-4 rounded-md border border-red-200 bg-red-50 p-3 font-medium text-red-800">{error}</p>
        ) : null}
      </div>
      <button type="button" onClick={unsubscribe} disabled={busy} className={PRIMARY_BUTTON_CLASS}>
        {busy ? 'Unsubscribing…' : 'Unsubscribe'}
      </button>
    </div>
  );
}
