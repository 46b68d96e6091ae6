import { useState } from 'react';
import { LINK_BUTTON_CLASS, PRIMARY_BUTTON_CLASS } from '../../components/ui/form-styles';
import { callApi } from '../../lib/load-browser-api';
import { AUTH_MESSAGES, failureMessage } from './auth-messages';
import { AlertArea, StepHeading, useFormAlert } from './form-ui';

/**
 * The marketing opt-in prompt (accounts spec §2), shown right after an email confirmation to a member
 * who has not opted in. The confirmation code goes along: it lets the opt-in count even when the
 * session is not (or no longer) signed in.
 */
export function MarketingOptIn({
  confirmCode,
  onOptedIn,
  onDecline,
}: {
  confirmCode?: string | undefined;
  onOptedIn: () => void;
  onDecline: () => void;
}) {
  const [busy, setBusy] = useState(false);
  const { alert, setAlert } = useFormAlert();

  async function optIn() {
    setBusy(true);
    setAlert(null);
    try {
      await callApi('optIn', { body: confirmCode ? { confirmCode } : {} });
      onOptedIn();
    } catch (error) {
      setAlert({ kind: 'error', message: failureMessage(error, AUTH_MESSAGES.requestFailed) });
      setBusy(false);
    }
  }

  return (
    <>
      <StepHeading lead="Get the best new card offers, limited-time bonuses and GeniusCash deals in your inbox. No spam, and you can unsubscribe at any time.">
        {AUTH_MESSAGES.optInPrompt}
      </StepHeading>
      <AlertArea alert={alert} />
      <div className="space-y-4">
        <button type="button" className={PRIMARY_BUTTON_CLASS} onClick={optIn} disabled={busy}>
          {busy ? 'Signing you up…' : 'Gimme Those Deals'}
        </button>
        <p className="text-center">
          <button type="button" className={LINK_BUTTON_CLASS} onClick={onDecline} disabled={busy}>
            I’m ok missing great deals
          </button>
        </p>
      </div>
    </>
  );
}
