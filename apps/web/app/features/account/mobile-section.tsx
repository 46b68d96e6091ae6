import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { COMPACT_PRIMARY_BUTTON_CLASS, COMPACT_SECONDARY_BUTTON_CLASS } from '../../components/ui/form-styles';
import type { FormResult } from '../../lib/form-result';
import { useHydrated } from '../../lib/use-hydrated';
import { ACCOUNT_SECTION_IDS } from './account-section-ids';
import { FormNotice, PageSection } from './form-controls';
import type { MobileStep } from './mobile-step';

/**
 * The mobile number: shown masked with whether it is verified; adding, verifying or changing it runs
 * the authentication widget's mobile number step (a texted code) in place.
 */
export function MobileSection({
  email,
  mobileNumber,
  verified,
  mobileStep: MobileNumberStep,
}: {
  email: string;
  /** Masked ('•••-•••-1234'), or null when none was given. */
  mobileNumber: string | null;
  verified: boolean;
  mobileStep: MobileStep;
}) {
  const [open, setOpen] = useState(false);
  const [notice, setNotice] = useState<FormResult | null>(null);
  const revalidator = useRevalidator();
  const hydrated = useHydrated();
  const action = verified ? 'Change number' : mobileNumber ? 'Verify number' : 'Add a mobile number';
  return (
    <PageSection
      id={ACCOUNT_SECTION_IDS.mobile}
      title="Mobile number"
      description="We text a code to check it is yours. It helps us make sure GeniusCash reaches the right person."
    >
      <div className="space-y-4">
        <FormNotice result={notice} />
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          {mobileNumber ? (
            <>
              <span className="font-mono text-slate-900">{mobileNumber}</span>
              <span
                className={`rounded-full px-2 py-0.5 font-semibold text-xs ${verified ? 'bg-emerald-100 text-emerald-900' : 'bg-amber-100 text-amber-900'}`}
              >
                {verified ? 'Verified' : 'Not verified'}
              </span>
            </>
          ) : (
            <span className="text-slate-700">No mobile number on your account.</span>
          )}
        </div>
        {open ? (
          <div className="space-y-3 rounded-lg border border-slate-200 p-4">
            <MobileNumberStep
              email={email}
              allowSkip={false}
              onDone={() => {
                setOpen(false);
                setNotice({ ok: true, message: 'Your mobile number is verified.' });
                void revalidator.revalidate();
              }}
            />
            <button type="button" onClick={() => setOpen(false)} className={COMPACT_SECONDARY_BUTTON_CLASS}>
              Cancel
            </button>
          </div>
        ) : (
          <button
            type="button"
            disabled={!hydrated}
            onClick={() => {
              setNotice(null);
              setOpen(true);
            }}
            className={verified ? COMPACT_SECONDARY_BUTTON_CLASS : COMPACT_PRIMARY_BUTTON_CLASS}
          >
            {action}
          </button>
        )}
      </div>
    </PageSection>
  );
}
